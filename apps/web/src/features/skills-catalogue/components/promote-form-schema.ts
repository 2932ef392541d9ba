import { z } from 'zod';
import { promoteOtherSkillBody } from '@my-skills/shared/schemas/skills-catalogue';

/** The promote form's fields (the Boond id typed as text). */
export interface PromoteFormValues {
  name: string;
  idSkillType: number;
  nameFr: string;
  nameEn: string;
  idBoond: string;
}

/** The fields turned into the shared promoteOtherSkill body, checked by its schema. */
export const promoteFormSchema = z
  .object({
    name: z.string(),
    idSkillType: z.number(),
    nameFr: z.string(),
    nameEn: z.string(),
    idBoond: z.string(),
  })
  .transform((v): z.input<typeof promoteOtherSkillBody> => ({
    ...v,
    idBoond: v.idBoond.trim() === '' ? null : Number(v.idBoond.trim()),
  }))
  .pipe(promoteOtherSkillBody);
