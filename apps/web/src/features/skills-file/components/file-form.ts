/**
 * The skills file as one form (decision 017): what "Edit" makes editable besides the rows (which have their own
 * dialogs) — the title, the summary, the catalogue skills with their levels and the other skills — and the body of
 * one `Dc/update` from what changed (skills and other skills go as complete lists, as the call takes them).
 */
import type { DcDetails, DcSkill, UpdateDcBody } from '@my-skills/shared/schemas/skills-file';
import { findDuplicateOtherSkills } from '@my-skills/shared/skills-file-rules';
import { sameValue } from '@my-skills/shared/evaluation-sides';

export interface FileOtherSkill {
  idSkillType: number;
  skillTypeName: string;
  name: string;
  level: number;
}

export interface FileFormValues {
  title: string;
  summary: string;
  /** The catalogue skills (hard and soft) with their levels 1–4, those just picked included. */
  skills: DcSkill[];
  otherSkills: FileOtherSkill[];
}

export const fileFormValuesOf = (dc: DcDetails): FileFormValues => ({
  title: dc.title,
  summary: dc.summary,
  skills: dc.skills,
  otherSkills: dc.otherSkills.map(({ idSkillType, skillTypeName, name, level }) => ({
    idSkillType,
    skillTypeName,
    name,
    level,
  })),
});

/** The other skills that duplicate a catalogue skill of the form or another other skill of the same type. */
export const duplicateOtherSkills = (values: FileFormValues) =>
  findDuplicateOtherSkills(
    values.skills.map((s) => ({ label: s.label, nameFr: s.name, nameEn: s.name })),
    values.otherSkills,
  );

/** The changed parts of the form as `Dc/update` takes them (the file's keys are added by the caller). */
export function updateBodyOf(
  values: FileFormValues,
  stored: FileFormValues,
): Omit<UpdateDcBody, 'idDc' | 'rowVersion'> {
  const body: Omit<UpdateDcBody, 'idDc' | 'rowVersion'> = {};
  if (values.title !== stored.title) body.title = values.title.trim();
  if (values.summary !== stored.summary) body.summary = values.summary;
  const levels = (skills: DcSkill[]) => skills.map((s) => ({ idSkill: s.idSkill, level: s.level }));
  if (!sameValue(levels(values.skills), levels(stored.skills))) body.skills = levels(values.skills);
  const others = (list: FileOtherSkill[]) =>
    list.map(({ idSkillType, name, level }) => ({ idSkillType, name: name.trim(), level }));
  if (!sameValue(others(values.otherSkills), others(stored.otherSkills))) body.otherSkills = others(values.otherSkills);
  return body;
}
