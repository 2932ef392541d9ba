/** Job profiles (what a role expects, what a new skills file starts with) and the language lists. */
import { LANGUAGE_LIST } from '@my-skills/shared/languages';
import type {
  JobProfile,
  LanguageLevel,
  ProfileFrame,
  ProfileSkill,
  ProfileSkillGroup,
  SpokenLanguage,
} from '@my-skills/shared/schemas/skills-catalogue';
import { AppError } from '../../lib/app-error';
import type { JobProfilesRepository, ProfileSkillRow } from './job-profiles.repository';
import { byLanguage } from '@my-skills/shared/ui-language';

const toProfileSkill = (row: ProfileSkillRow, idLang: number): ProfileSkill => ({
  idSkill: row.idSkill,
  label: row.label,
  name: byLanguage(idLang, row.nameFr, row.nameEn),
  idBoond: row.idBoond,
  idSkillType: row.idSkillType,
  skillTypeName: byLanguage(idLang, row.typeFr, row.typeEn),
  isSoft: row.isSoft,
  isActive: row.isActive,
  level: row.level,
});

/** Skills grouped by type, in the order they come (types already sorted). */
export function groupByType(skills: ProfileSkill[]): ProfileSkillGroup[] {
  const groups = new Map<number, ProfileSkillGroup>();
  for (const skill of skills) {
    let group = groups.get(skill.idSkillType);
    if (!group) {
      group = { idSkillType: skill.idSkillType, skillTypeName: skill.skillTypeName, isSoft: skill.isSoft, skills: [] };
      groups.set(skill.idSkillType, group);
    }
    group.skills.push(skill);
  }
  return [...groups.values()];
}

export function createJobProfilesService(repo: JobProfilesRepository) {
  type ProfileRow = NonNullable<Awaited<ReturnType<JobProfilesRepository['findProfile']>>>;
  const toProfile = (row: ProfileRow, idLang: number): JobProfile => ({
    id: row.id,
    name: byLanguage(idLang, row.nameFr, row.nameEn),
    nameFr: row.nameFr,
    nameEn: row.nameEn,
    description: byLanguage(idLang, row.descriptionFr, row.descriptionEn),
    skillCount: row.skillCount,
  });

  async function requireProfile(id: number): Promise<ProfileRow> {
    const row = await repo.findProfile(id);
    if (!row) throw new AppError('NOT_FOUND', 'errors.PROFILE_NOT_FOUND');
    return row;
  }

  async function skills(id: number, idLang: number): Promise<ProfileSkill[]> {
    await requireProfile(id);
    return (await repo.profileSkills(id)).map((r) => toProfileSkill(r, idLang));
  }

  return {
    async all(idLang: number): Promise<JobProfile[]> {
      return (await repo.profiles()).map((r) => toProfile(r, idLang));
    },
    async byId(id: number, idLang: number): Promise<JobProfile> {
      return toProfile(await requireProfile(id), idLang);
    },
    skills,
    async skillsByType(id: number, idLang: number): Promise<ProfileSkillGroup[]> {
      return groupByType(await skills(id, idLang));
    },
    /** The title and the active expected skills, names in the file's language. */
    async frame(id: number, idLang: number): Promise<ProfileFrame> {
      const profile = await requireProfile(id);
      const rows = await repo.profileSkills(id);
      return {
        idProfile: profile.id,
        idLang,
        title: byLanguage(idLang, profile.nameFr, profile.nameEn),
        skills: rows
          .filter((r) => r.isActive)
          .map((r) => ({
            idSkill: r.idSkill,
            name: byLanguage(idLang, r.nameFr, r.nameEn),
            idSkillType: r.idSkillType,
            isSoft: r.isSoft,
            level: r.level,
          })),
      };
    },
    async languageLevels(idLang: number): Promise<LanguageLevel[]> {
      return (await repo.languageLevels()).map((l) => ({
        id: l.id,
        label: byLanguage(idLang, l.label_fr, l.label_en),
      }));
    },
    languages(idLang: number): SpokenLanguage[] {
      return LANGUAGE_LIST.map((l) => ({ code: l.code, name: byLanguage(idLang, l.fr, l.en) }));
    },
  };
}
export type JobProfilesService = ReturnType<typeof createJobProfilesService>;
