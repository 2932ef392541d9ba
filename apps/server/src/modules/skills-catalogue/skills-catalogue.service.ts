/**
 * Rules of the skills catalogue: labels unique case-insensitively, Boond ids unique, aliases one skill's only
 * (skill-aliases.ts), a skill in use is deactivated rather than deleted, other skills promoted or merged into the
 * catalogue in one transaction.
 */
import { MULTI_VALUE_SEPARATOR } from '@my-skills/shared/constants';
import {
  SKILL_SEARCH_LIMIT,
  type DeleteSkillResult,
  type InsertSkillBody,
  type ManagedSkill,
  type MergeOtherSkillBody,
  type OtherSkill,
  type OtherSkillConversion,
  type PromoteOtherSkillBody,
  type SearchSkillsQuery,
  type Skill,
  type SkillType,
} from '@my-skills/shared/schemas/skills-catalogue';
import type { Trx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { createCatalogueIndex } from './catalogue-index';
import { createCatalogueLists } from './skills-catalogue-lists';
import { createAliasRules, isAliasTaken, ownAliases } from './skill-aliases';
import {
  foldText,
  type OtherSkillRow,
  type SkillRow,
  type SkillsCatalogueRepository,
  type SkillUsageCounts,
  type SkillValues,
} from './skills-catalogue.repository';
import { byLanguage } from '@my-skills/shared/ui-language';

/** label, nameFr and nameEn without repeats (case-insensitively), joined by ' / '. */
export const joinNames = (...names: string[]) =>
  names
    .filter((name, i) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i)
    .join(MULTI_VALUE_SEPARATOR);

export const toSkill = (row: SkillRow, idLang: number): Skill => ({
  id: row.id,
  label: row.label,
  name: byLanguage(idLang, row.nameFr, row.nameEn),
  nameFr: row.nameFr,
  nameEn: row.nameEn,
  names: joinNames(row.label, row.nameFr, row.nameEn),
  idBoond: row.idBoond,
  idSkillType: row.idSkillType,
  skillTypeName: byLanguage(idLang, row.typeFr, row.typeEn),
  isSoft: row.isSoft,
  isActive: row.isActive,
});

const toOtherSkill = (row: OtherSkillRow, idLang: number, match: SkillRow | undefined): OtherSkill => ({
  name: row.name,
  names: row.names,
  idSkillType: row.idSkillType,
  skillTypeName: byLanguage(idLang, row.typeFr, row.typeEn),
  fileCount: row.fileCount,
  catalogueMatch: match ? { id: match.id, label: match.label, isActive: match.isActive } : null,
});

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

export interface SkillsCatalogueServiceOptions {
  /**
   * How long this process trusts its in-memory copy of the catalogue without a change notification
   * (a safety net: other processes' changes arrive through `invalidate`, see catalogue-index.ts).
   */
  indexTtlMs?: number;
  /** Called after each change this service makes, so that other in-memory copies of the catalogue follow at once. */
  onChanged?: () => void;
}

export function createSkillsCatalogueService(
  repo: SkillsCatalogueRepository,
  options: SkillsCatalogueServiceOptions = {},
) {
  type Db = Trx | undefined;
  const index = createCatalogueIndex(() => repo.allSkills(), { ttlMs: options.indexTtlMs });
  /** Runs a change to the catalogue, then drops the in-memory copies (also after a failure: harmless). */
  async function changing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      index.invalidate();
      options.onChanged?.();
    }
  }

  async function withMatches(rows: OtherSkillRow[], idLang: number): Promise<OtherSkill[]> {
    const match = await index.matcher();
    return rows.map((r) => toOtherSkill(r, idLang, match(r.name)));
  }

  async function requireSkill(id: number, trx?: Db): Promise<SkillRow> {
    const row = await repo.findSkill(id, trx);
    if (!row) throw new AppError('NOT_FOUND', 'errors.SKILL_NOT_FOUND');
    return row;
  }

  async function managed(id: number, idLang: number, trx?: Db): Promise<ManagedSkill> {
    const row = await requireSkill(id, trx);
    const usage = (await repo.usage([id], trx)).get(id)!;
    return { ...toSkill(row, idLang), usage, aliases: row.aliases };
  }
  const aliasRules = createAliasRules(repo);

  async function assertSkillType(idSkillType: number, trx?: Db) {
    if (!(await repo.findSkillType(idSkillType, trx))) {
      throw new AppError('VALIDATION_FAILED', 'errors.SKILL_TYPE_NOT_FOUND', {}, [
        { path: 'body.idSkillType', message: 'unknown skill type' },
      ]);
    }
  }

  /** A label is taken when another skill has it, whatever the case. */
  async function assertLabelFree(label: string, exceptId: number | null, trx?: Db) {
    const other = await repo.findByLabel(label, trx);
    if (other && other.id !== exceptId)
      throw new AppError('CONFLICT', 'errors.SKILL_ALREADY_PRESENT', { label: other.label });
  }

  async function assertBoondIdFree(idBoond: number | null | undefined, exceptId: number | null, trx?: Db) {
    if (idBoond === null || idBoond === undefined) return;
    const other = await repo.findByBoondId(idBoond, trx);
    if (other && other.id !== exceptId)
      throw new AppError('CONFLICT', 'errors.SKILL_ID_BOOND_TAKEN', { idBoond, label: other.label });
  }

  /**
   * Writes a skill; a unique violation lost to a concurrent writer is still "already present", or names the alias
   * another skill took meanwhile.
   */
  async function write<T>(
    label: string,
    work: () => Promise<T>,
    aliases: { list: readonly string[]; exceptId: number | null } = { list: [], exceptId: null },
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isAliasTaken(error)) await aliasRules.assertAliasesFree(aliases.list, aliases.exceptId);
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.SKILL_ALREADY_PRESENT', { label });
      throw error;
    }
  }

  async function createSkill(body: InsertSkillBody, idLang: number): Promise<ManagedSkill> {
    const missing = [
      ...(body.label ? [] : [{ path: 'body.label', message: 'required' }]),
      ...(body.idSkillType ? [] : [{ path: 'body.idSkillType', message: 'required' }]),
    ];
    if (!body.label || !body.idSkillType)
      throw new AppError('VALIDATION_FAILED', 'errors.SKILL_FIELDS_REQUIRED', {}, missing);
    const { label, idSkillType } = body;
    const names = [label, body.nameFr ?? label, body.nameEn ?? label];
    await assertSkillType(idSkillType);
    await assertLabelFree(label, null);
    await assertBoondIdFree(body.idBoond, null);
    await aliasRules.assertNamesNotAliases(names, null);
    const aliases = ownAliases(body.aliases ?? [], names);
    await aliasRules.assertAliasesFree(aliases, null);
    const values = {
      id_skill_type: idSkillType,
      label,
      name_fr: names[1]!,
      name_en: names[2]!,
      id_boond: body.idBoond ?? null,
      is_active: body.isActive ?? true,
    };
    const id = await write(
      label,
      () =>
        repo.transaction(async (trx) => {
          const created = await repo.insertSkill(values, trx);
          await repo.replaceAliases(created, aliases, trx);
          return created;
        }),
      { list: aliases, exceptId: null },
    );
    return managed(id, idLang);
  }

  async function updateSkill(id: number, body: InsertSkillBody, idLang: number): Promise<ManagedSkill> {
    const current = await requireSkill(id);
    if (body.idSkillType !== undefined) await assertSkillType(body.idSkillType);
    if (body.label !== undefined) await assertLabelFree(body.label, id);
    await assertBoondIdFree(body.idBoond, id);
    const names = [body.label ?? current.label, body.nameFr ?? current.nameFr, body.nameEn ?? current.nameEn];
    const renamed = [body.label, body.nameFr, body.nameEn].filter((n): n is string => n !== undefined);
    await aliasRules.assertNamesNotAliases(renamed, id);
    // Given aliases replace the skill's; a new name equal to one of its aliases makes that alias redundant.
    const aliases = ownAliases(body.aliases ?? current.aliases, names);
    const replaceAliases = body.aliases !== undefined || aliases.length !== current.aliases.length;
    if (body.aliases !== undefined) await aliasRules.assertAliasesFree(aliases, id);
    const changes: Partial<SkillValues> = {
      ...(body.label !== undefined && { label: body.label }),
      ...(body.nameFr !== undefined && { name_fr: body.nameFr }),
      ...(body.nameEn !== undefined && { name_en: body.nameEn }),
      ...(body.idSkillType !== undefined && { id_skill_type: body.idSkillType }),
      ...(body.idBoond !== undefined && { id_boond: body.idBoond }),
      ...(body.isActive !== undefined && { is_active: body.isActive }),
    };
    await write(
      body.label ?? current.label,
      () =>
        repo.transaction(async (trx) => {
          await repo.updateSkill(id, changes, trx);
          if (replaceAliases) await repo.replaceAliases(id, aliases, trx);
        }),
      { list: aliases, exceptId: id },
    );
    return managed(id, idLang);
  }

  /** Moves every file's other skill to a catalogue skill; nothing is written when no file uses it. */
  async function convert(
    trx: Trx,
    name: string,
    idSkillType: number,
    idSkill: number,
    idLang: number,
  ): Promise<OtherSkillConversion> {
    const counts = await repo.convertOtherSkill(trx, name, idSkillType, idSkill);
    const skill = toSkill(await requireSkill(idSkill, trx), idLang);
    return { skill, ...counts };
  }

  async function requireOtherSkill(name: string, idSkillType: number, trx: Trx) {
    if (!(await repo.otherSkillExists(name, idSkillType, trx)))
      throw new AppError('NOT_FOUND', 'errors.OTHER_SKILL_NOT_FOUND', { name });
  }

  return {
    /** Drops the in-memory copy: the catalogue changed elsewhere (another process, the seed). */
    invalidate: () => index.invalidate(),

    // The skills and the other skills on the lists' layer, and their exports.
    ...createCatalogueLists({
      repo,
      matcher: () => index.matcher(),
      toManaged: (row, idLang, usage) => ({ ...toSkill(row, idLang), usage, aliases: row.aliases }),
      fold: foldText,
    }),

    async skillTypes(idLang: number): Promise<SkillType[]> {
      const rows = await repo.skillTypes();
      return rows.map((t) => ({ ...t, name: byLanguage(idLang, t.labelFr, t.labelEn) }));
    },

    skillById: (id: number, idLang: number) => managed(id, idLang),

    /** The CV import's matcher (issue 21, handed over by app.ts): a skill by name, alias or Boond id. */
    cvMatcher: () => index.cvMatcher(),

    async searchSkills(query: SearchSkillsQuery, idLang: number): Promise<Skill[]> {
      const filter = {
        term: foldText(query.searchTerm),
        idSkillType: query.idSkillType,
        includeInactive: query.includeInactive,
      };
      const rows = await index.search({ ...filter, limit: SKILL_SEARCH_LIMIT });
      return rows.map((r) => toSkill(r, idLang));
    },

    /** Adds a skill, or updates skill `idSkill` (only the fields given; isActive true reactivates it). */
    async saveSkill(
      idSkill: number | undefined,
      body: InsertSkillBody,
      idLang: number,
    ): Promise<{ skill: ManagedSkill; created: boolean }> {
      if (idSkill === undefined) return { skill: await changing(() => createSkill(body, idLang)), created: true };
      return { skill: await changing(() => updateSkill(idSkill, body, idLang)), created: false };
    },

    /** Deletes an unused skill; a skill used anywhere is deactivated instead, and the answer says which. */
    async deleteSkill(id: number): Promise<DeleteSkillResult> {
      return changing(() =>
        repo.transaction(async (trx) => {
          if (!(await repo.lockSkill(id, trx))) throw new AppError('NOT_FOUND', 'errors.SKILL_NOT_FOUND');
          const usage: SkillUsageCounts = (await repo.usage([id], trx)).get(id)!;
          const used = Object.values(usage).some((n) => n > 0);
          if (used) await repo.updateSkill(id, { is_active: false }, trx);
          else await repo.deleteSkill(id, trx);
          return { id, outcome: used ? 'deactivated' : 'deleted', usage };
        }),
      );
    },

    /**
     * Other skills whose spellings contain the term (case- and accent-insensitive), at most 50. The groups are
     * filtered here: folding accents in SQL (translate) costs more than grouping every row.
     */
    async searchOtherSkills(
      searchTerm: string,
      idSkillType: number | undefined,
      idLang: number,
    ): Promise<OtherSkill[]> {
      const term = foldText(searchTerm);
      const rows = (await repo.otherSkills(idSkillType)).filter((r) => foldText(r.names).includes(term));
      return withMatches(rows.slice(0, SKILL_SEARCH_LIMIT), idLang);
    },

    /** Creates the catalogue skill (label = the other skill's name) and converts every file, in one transaction. */
    async promoteOtherSkill(body: PromoteOtherSkillBody, idLang: number): Promise<OtherSkillConversion> {
      return changing(() =>
        write(body.name, () =>
          repo.transaction(async (trx) => {
            await requireOtherSkill(body.name, body.idSkillType, trx);
            await assertLabelFree(body.name, null, trx);
            await assertBoondIdFree(body.idBoond, null, trx);
            const idSkill = await repo.insertSkill(
              {
                id_skill_type: body.idSkillType,
                label: body.name,
                name_fr: body.nameFr,
                name_en: body.nameEn,
                id_boond: body.idBoond ?? null,
                is_active: true,
              },
              trx,
            );
            return convert(trx, body.name, body.idSkillType, idSkill, idLang);
          }),
        ),
      );
    },

    /** Replaces the other skill by an existing, active catalogue skill in every file, in one transaction. */
    async mergeOtherSkill(body: MergeOtherSkillBody, idLang: number): Promise<OtherSkillConversion> {
      return repo.transaction(async (trx) => {
        const target = await repo.lockSkill(body.idSkill, trx);
        if (!target) throw new AppError('NOT_FOUND', 'errors.SKILL_NOT_FOUND');
        if (!target.is_active) throw new AppError('BUSINESS_RULE', 'errors.SKILL_INACTIVE');
        await requireOtherSkill(body.name, body.idSkillType, trx);
        return convert(trx, body.name, body.idSkillType, body.idSkill, idLang);
      });
    },
  };
}
export type SkillsCatalogueService = ReturnType<typeof createSkillsCatalogueService>;
