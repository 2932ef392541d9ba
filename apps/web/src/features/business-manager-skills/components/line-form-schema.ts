import { z } from 'zod';
import { bmSkillLineSaveBody, type BusinessManagerGoalField } from '@my-skills/shared/schemas/business-manager';
import { PROFILES } from './profiles';

/** What the fields hold; turned into the shared BusinessManagerSkills/save body, then checked by its schema. */
export type LineFormValues = {
  idCategory: number | null;
  nameFr: string;
  nameEn: string;
  /** Its place within its category; empty: at the end (a new line) or unchanged. */
  sortOrder: string;
  isActive: boolean;
} & Record<BusinessManagerGoalField, number | null>;

/** The save body without the id (the dialog adds it to change a line). */
const saveBody = bmSkillLineSaveBody.omit({ id: true });
type SaveInput = z.input<typeof saveBody>;

const goalFields = Object.fromEntries(PROFILES.map((p) => [p.goalField, z.number().nullable()])) as Record<
  BusinessManagerGoalField,
  z.ZodNullable<z.ZodNumber>
>;

/** The form's schema: the fields turned into the shared body, checked by its schema (issues keep the field names). */
export const lineFormSchema = z
  .object({
    idCategory: z.number().nullable(),
    nameFr: z.string(),
    nameEn: z.string(),
    sortOrder: z.string(),
    isActive: z.boolean(),
    ...goalFields,
  })
  .transform((v): SaveInput => ({
    // Left undefined when none is chosen, so that the shared schema reports it as required.
    idCategory: (v.idCategory ?? undefined) as SaveInput['idCategory'],
    nameFr: v.nameFr,
    nameEn: v.nameEn,
    sortOrder: v.sortOrder.trim() === '' ? undefined : Number(v.sortOrder.trim()),
    isActive: v.isActive,
    ...(Object.fromEntries(PROFILES.map((p) => [p.goalField, v[p.goalField] ?? undefined])) as Pick<
      SaveInput,
      BusinessManagerGoalField
    >),
  }))
  .pipe(saveBody);
