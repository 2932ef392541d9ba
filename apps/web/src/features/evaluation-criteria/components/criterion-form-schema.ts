import { z } from 'zod';
import { criterionSaveBody } from '@my-skills/shared/schemas/evaluation-criteria';

/** What the fields hold; turned into the shared EvaluationCriteria/save body, then checked by its schema. */
export interface CriterionFormValues {
  idType: number | null;
  labelFr: string;
  labelEn: string;
  /** Its place within its type; empty: at the end (a new criterion) or unchanged. */
  sortOrder: string;
  isActive: boolean;
}

/** The save body without the id (the dialog adds it to change a criterion). */
const saveBody = criterionSaveBody.omit({ id: true });

/** The form's schema: the fields turned into the shared body, checked by its schema (issues keep the field names). */
export const criterionFormSchema = z
  .object({
    idType: z.number().nullable(),
    labelFr: z.string(),
    labelEn: z.string(),
    sortOrder: z.string(),
    isActive: z.boolean(),
  })
  .transform((v): z.input<typeof saveBody> => ({
    // Left undefined when none is chosen, so that the shared schema reports it as required.
    idType: (v.idType ?? undefined) as z.input<typeof saveBody>['idType'],
    labelFr: v.labelFr,
    labelEn: v.labelEn,
    sortOrder: v.sortOrder.trim() === '' ? undefined : Number(v.sortOrder.trim()),
    isActive: v.isActive,
  }))
  .pipe(saveBody);
