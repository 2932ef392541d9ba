/**
 * The business-manager review's reference data (EEP BM, docs: issue 18 section 2). Anyone signed in reads the six
 * profiles and a profile's skill grid (the nine categories with its maturity objective, their active lines with its
 * goal); administrators (page permission managementSkills, like the evaluation criteria) list every line with both
 * names and the six goals, add, change and delete lines, and set a category's six maturity objectives.
 */
import { BUSINESS_MANAGER_PROFILES } from '@my-skills/shared/constants';
import type {
  BmMaturitySave,
  BmSkillCategoryAdmin,
  BmSkillLineAdmin,
  BmSkillLineSave,
  BmSkillsList,
  BusinessManager,
  BusinessManagerSkillCategory,
} from '@my-skills/shared/schemas/business-manager';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { MessageKey } from '../../i18n/messages';
import type { BusinessManagerReferenceRepository, CategoryRow, LineRow } from './business-manager-reference.repository';

const names = (row: { nameFr: string; nameEn: string }) => ({ fr: row.nameFr, en: row.nameEn });

/** The six goals of a line as the payload names them (bmgoal … sbudgoal); a missing one reads 0. */
const goalFields = (row: LineRow) =>
  Object.fromEntries(BUSINESS_MANAGER_PROFILES.map((p) => [p.goalField, row.goals.get(p.id) ?? 0])) as Pick<
    BmSkillLineAdmin,
    (typeof BUSINESS_MANAGER_PROFILES)[number]['goalField']
  >;

/** The six maturity objectives of a category (bmObjectifMaturity … sbudObjectifMaturity); a missing one reads 0. */
const maturityFields = (row: CategoryRow) =>
  Object.fromEntries(BUSINESS_MANAGER_PROFILES.map((p) => [p.maturityField, row.objectives.get(p.id) ?? 0])) as Pick<
    BmSkillCategoryAdmin,
    (typeof BUSINESS_MANAGER_PROFILES)[number]['maturityField']
  >;

const toLineAdmin = (row: LineRow): BmSkillLineAdmin => ({
  id: row.id,
  code: row.code,
  idCategory: row.idCategory,
  nameFr: row.nameFr,
  nameEn: row.nameEn,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
  ...goalFields(row),
});

const toCategoryAdmin = (row: CategoryRow): BmSkillCategoryAdmin => ({
  id: row.id,
  group: row.group,
  nameFr: row.nameFr,
  nameEn: row.nameEn,
  ...maturityFields(row),
});

export function createBusinessManagerReferenceService(deps: { repository: BusinessManagerReferenceRepository }) {
  const { repository: repo } = deps;
  const lineNotFound = () => new AppError('NOT_FOUND', 'errors.BM_SKILL_LINE_NOT_FOUND');
  const categoryNotFound = () => new AppError('NOT_FOUND', 'errors.BM_CATEGORY_NOT_FOUND');

  return {
    /** Ea/businessManagers: the six profiles, in order of seniority. */
    async profiles(idLang: number): Promise<BusinessManager[]> {
      return (await repo.profiles()).map((p) => ({ id: p.id, name: pickLanguage(idLang, names(p)) }));
    },

    /** Ea/skillBusinessManager: the nine categories with the profile's maturity objective and goals. */
    async skillGrid(idBusinessManager: number, idLang: number): Promise<BusinessManagerSkillCategory[]> {
      const profile = await repo.profileById(idBusinessManager);
      if (!profile) throw new AppError('NOT_FOUND', 'errors.BM_PROFILE_NOT_FOUND');
      const [categories, lines] = await Promise.all([repo.categories(), repo.activeLines()]);
      return categories.map((c) => ({
        id: c.id,
        name: pickLanguage(idLang, names(c)),
        group: c.group,
        objectifMaturity: c.objectives.get(profile.id) ?? 0,
        lines: lines
          .filter((l) => l.idCategory === c.id)
          .map((l) => ({ id: l.id, name: pickLanguage(idLang, names(l)), goal: l.goals.get(profile.id) ?? 0 })),
      }));
    },

    /** BusinessManagerSkills/list: every category with its six objectives, every line with both names and six goals. */
    async list(): Promise<BmSkillsList> {
      const [categories, lines] = await Promise.all([repo.categories(), repo.lines()]);
      return { categories: categories.map(toCategoryAdmin), lines: lines.map(toLineAdmin) };
    },

    /** BusinessManagerSkills/save: adds a line, or with id changes it (names, category, order, state, goals). */
    async save(auth: AuthContext, body: BmSkillLineSave): Promise<{ item: BmSkillLineAdmin; messageKey: MessageKey }> {
      if (!(await repo.categoryById(body.idCategory))) throw categoryNotFound();
      const line = {
        idCategory: body.idCategory,
        nameFr: body.nameFr,
        nameEn: body.nameEn,
        sortOrder: body.sortOrder,
        isActive: body.isActive,
        goals: BUSINESS_MANAGER_PROFILES.map((p) => ({ idProfile: p.id, goal: body[p.goalField] })),
      };
      let id = body.id;
      if (id === undefined) id = await repo.insertLine(line, auth.personId);
      else if (!(await repo.updateLine(id, line, auth.personId))) throw lineNotFound();
      const saved = await repo.lineById(id);
      if (!saved) throw lineNotFound();
      return {
        item: toLineAdmin(saved),
        messageKey: body.id === undefined ? 'messages.bmSkillLineCreated' : 'messages.bmSkillLineUpdated',
      };
    },

    /**
     * BusinessManagerSkills/delete: a line no review rates is deleted; a rated one is deactivated instead (reviews
     * keep it with their ratings, new reviews no longer show it), as evaluation criteria are.
     */
    async remove(id: number, by: number): Promise<{ id: number; deleted: boolean; messageKey: MessageKey }> {
      const removed = await repo.removeLine(id, by);
      if (!removed) throw lineNotFound();
      return {
        id,
        deleted: removed.deleted,
        messageKey: removed.deleted ? 'messages.bmSkillLineDeleted' : 'messages.bmSkillLineDeactivated',
      };
    },

    /** BusinessManagerSkills/maturity: one category's maturity objectives for the six profiles. */
    async saveMaturity(
      auth: AuthContext,
      body: BmMaturitySave,
    ): Promise<{ item: BmSkillCategoryAdmin; messageKey: MessageKey }> {
      const objectives = BUSINESS_MANAGER_PROFILES.map((p) => ({ idProfile: p.id, objective: body[p.maturityField] }));
      if (!(await repo.saveMaturity(body.idCategory, objectives, auth.personId))) throw categoryNotFound();
      const category = await repo.categoryById(body.idCategory);
      if (!category) throw categoryNotFound();
      return { item: toCategoryAdmin(category), messageKey: 'messages.bmMaturitySaved' };
    },
  };
}
export type BusinessManagerReferenceService = ReturnType<typeof createBusinessManagerReferenceService>;
