import { z } from 'zod';
import { insertSkillBody } from '@my-skills/shared/schemas/skills-catalogue';

/** What the fields hold (text inputs); turned into the shared insertSkills body, then checked by its schema. */
export interface SkillFormValues {
  label: string;
  nameFr: string;
  nameEn: string;
  idSkillType: string;
  idBoond: string;
  /** Other spellings, as chips (trimmed and without repeats as they are added: see SkillAliasesField). */
  aliases: string[];
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/** The shared body, with the label and the type required (as to add). */
const skillBody = insertSkillBody.required({ label: true, idSkillType: true });

/** The form's schema: the fields turned into the shared body, checked by its schema (issues keep the field names). */
export const skillFormSchema = z
  .object({
    label: z.string(),
    nameFr: z.string(),
    nameEn: z.string(),
    idSkillType: z.string(),
    idBoond: z.string(),
    aliases: z.array(z.string()),
  })
  .transform((v): z.input<typeof skillBody> => ({
    label: v.label,
    nameFr: blankToUndefined(v.nameFr),
    nameEn: blankToUndefined(v.nameEn),
    // Left undefined when empty, so that the shared schema reports it as required (not as a malformed number).
    idSkillType: v.idSkillType === '' ? (undefined as unknown as number) : Number(v.idSkillType),
    idBoond: v.idBoond.trim() === '' ? null : Number(v.idBoond.trim()),
    aliases: v.aliases,
  }))
  .pipe(skillBody);
