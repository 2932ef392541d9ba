/**
 * The multi-criteria skills search in SQL (decisions 019 and 024-scale-skills-search). The rows come from
 * `person_skill` (migration 0032): every current file's skills with the file's person, language, status, whether it
 * is the person's chosen file (FILE_CHOICE) and the names as the results sort them, kept by triggers. Two plans:
 * - in name order, page-bounded: when every match scores 1 (one criterion, or every criterion required), the default
 *   order is the names' — one skill's holders are read in `person_skill_ranked`'s order, the other criteria probed
 *   per row (or the planner drives from the rarer skill: the names are equal across the joined rows), and the page
 *   stops the scan; counted apart, capped like every list (`pageThenCount`). For "all" access without filters on the
 *   person's other facts;
 * - ranked: the holders of the criteria's skills in the scope (every employee: one index range per skill; a chain:
 *   index look-ups per person of the chain), grouped per file — the credit (sum of min(level / minLevel, 1)), the
 *   criteria met, each criterion's level —, filtered, sorted, counted exactly. The person's row is joined only when a
 *   filter needs it. The skill ids are constants in the SQL, so the planner estimates each skill's rows from its
 *   statistics. The page's details (names, role, manager, years) are read for the page's rows only (`details`).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  skillsSearchResultList,
  type SkillCriterion,
  type SkillsSearchFilters,
} from '@my-skills/shared/schemas/skills-search';
import { countOf, listOrder, listWhere, pageThenCount, type ListColumnsSql } from '../../db/list-query';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';
import { everyoneButOnRow, teamOf, type OrgViewer } from '../people/org-chart.repository';
import { hasRole, managerNameOf, roleOf, yearsOf } from './person-facts.repository';

/** One ranked row: a person, the file read, the score and the levels of the criteria's skills it holds. */
export interface RankedRow {
  personId: number;
  idDc: number;
  idLang: number;
  dcStatus: number;
  score: number;
  /** The level of each criterion's skill, in the order asked (null: not held). */
  levels: (number | null)[];
}

/** Ranked rows and how many match (`capped`: more than `total`, the count stopped there). */
export interface RankedPage {
  rows: RankedRow[];
  total: number;
  capped: boolean;
}

export interface PersonDetails {
  id: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  roleId: number | null;
  managerName: string | null;
  years: number;
}

/** Bits of one criterion's level (1–4) in the packed levels of a file: ten criteria fit in 30 bits. */
const LEVEL_BITS = 3;
/** "All" access on a `person_skill` or `file_skill_set` row (alias `alias`): its own copy of the employee flag. */
const everyone = (viewer: OrgViewer, alias: string) =>
  everyoneButOnRow(viewer.personId, sql.ref(`${alias}.is_employee`), sql.ref(`${alias}.person_id`));

/** Keys per skill in `file_skill_set.keys` (migration 0034): `id_skill * 4 + level - 1`, one per level reached. */
const KEY_LEVELS = 4;
const unpack = (levels: number, count: number) =>
  Array.from({ length: count }, (_c, i) => (levels >> (LEVEL_BITS * i)) & ((1 << LEVEL_BITS) - 1) || null);
/** Result columns read from the person's row (the others are on `person_skill` or its file). */
const PERSON_COLUMNS: readonly string[] = ['reference', 'managerName'];

export function createSkillsSearchRepository(db: Kysely<Database>) {
  /** The conditions of the search's other filters on the candidate row (person `p`, file `f`). */
  function filterConditions(filters: SkillsSearchFilters, nowMonth: number): RawBuilder<boolean>[] {
    const conditions: RawBuilder<boolean>[] = [];
    if (filters.roles?.length) conditions.push(hasRole(sql`f.person_id`, filters.roles));
    if (filters.managerId !== undefined) conditions.push(sql<boolean>`p.manager_id = ${filters.managerId}`);
    if (filters.minYears !== undefined || filters.maxYears !== undefined) {
      const years = yearsOf(sql`f.id`, nowMonth);
      if (filters.minYears !== undefined) conditions.push(sql<boolean>`${years} >= ${filters.minYears}`);
      if (filters.maxYears !== undefined) conditions.push(sql<boolean>`${years} <= ${filters.maxYears}`);
    }
    if (filters.certification) {
      conditions.push(sql<boolean>`exists (select 1 from dc_certification c where c.dc_id = f.id
        and lower(c.name) like ${containsPattern(filters.certification.toLowerCase())})`);
    }
    return conditions;
  }

  /**
   * A `person_skill` (or `file_skill_set`) row, alias `s`, of the file the search reads: the chosen one, or the one
   * in `idLang`.
   */
  const fileCondition = (s: string, filters: SkillsSearchFilters): RawBuilder<boolean> => {
    const row = sql.table(s);
    const file = filters.idLang ? sql`${row}.id_lang = ${filters.idLang}` : sql`${row}.chosen`;
    return filters.dcStatus !== undefined
      ? sql<boolean>`(${file} and ${row}.dc_status = ${filters.dcStatus})`
      : sql<boolean>`${file}`;
  };

  /**
   * Whether the page can be read in name order and stop: "all" access, every match scoring 1 (one criterion, or
   * all required), sorted on the score (all equal) or on the last name ascending, and no filter beyond the file's.
   */
  const inNameOrder = (viewer: OrgViewer, filters: SkillsSearchFilters): boolean =>
    viewer.seesAll &&
    (filters.criteria.length === 1 || filters.combine === 'and') &&
    (filters.sort === 'score' || (filters.sort === 'lastName' && filters.order === 'asc')) &&
    !filters.searchTerm &&
    filters.filters.length === 0 &&
    !filters.roles?.length &&
    filters.managerId === undefined &&
    filters.minYears === undefined &&
    filters.maxYears === undefined &&
    !filters.certification;

  /** The page-bounded plan (`inNameOrder`): every criterion met, in name order, counted apart. */
  async function namesPage(
    viewer: OrgViewer,
    filters: SkillsSearchFilters,
    page: { limit: number; offset: number },
  ): Promise<RankedPage> {
    const criteria = filters.criteria;
    const alias = (i: number) => `s${i}`;
    const met = (c: SkillCriterion, i: number) => {
      const s = sql.table(alias(i));
      return sql`${s}.id_skill = ${c.idSkill}::int and ${s}.level >= ${c.minLevel}::int and ${fileCondition(alias(i), filters)}`;
    };
    // The same file for every criterion; the person and the names repeated so that the planner knows the order of
    // any of the joined rows is the page's (it may drive from the rarer skill).
    const joins = criteria.slice(1).map((c, n) => {
      const s = sql.table(alias(n + 1));
      return sql`join person_skill ${s} on ${s}.dc_id = s0.dc_id and ${s}.person_id = s0.person_id
        and ${s}.last_key = s0.last_key and ${s}.first_key = s0.first_key and ${met(c, n + 1)}`;
    });
    const from = sql`from person_skill s0 ${sql.join(joins, sql` `)}
      where ${met(criteria[0]!, 0)} and ${everyone(viewer, 's0')}`;
    // Several criteria counted from the files' key sets (migration 0034): one GIN look-up, not an intersection of
    // each skill's holders; one criterion from its index range.
    const keys = criteria.map((c) => c.idSkill * KEY_LEVELS + c.minLevel - 1);
    const allOf = sql`from file_skill_set s0 where s0.keys @> ${keys}::int[] and ${fileCondition('s0', filters)}
      and ${everyone(viewer, 's0')}`;
    const levels = sql.join(
      criteria.map((_c, i) => sql`(${sql.table(alias(i))}.level::int << ${LEVEL_BITS * i})`),
      sql` | `,
    );
    const result = await pageThenCount(
      { page: page.offset / page.limit + 1, pageSize: page.limit },
      async () =>
        (
          await sql<Omit<RankedRow, 'levels'> & { levels: number }>`
            select s0.person_id as "personId", s0.dc_id as "idDc", s0.id_lang as "idLang",
              s0.dc_status as "dcStatus", 1::float8 as score, ${levels} as levels
            ${from} order by s0.last_key, s0.first_key, s0.person_id limit ${page.limit} offset ${page.offset}`.execute(
            db,
          )
        ).rows,
      async (limit) => (await countOf(criteria.length > 1 ? allOf : from, limit).execute(db)).rows[0]?.n ?? 0,
    );
    return {
      rows: result.rows.map((row) => ({ ...row, levels: unpack(row.levels, criteria.length) })),
      total: result.total,
      capped: result.capped,
    };
  }

  return {
    /** Skills of the catalogue among `ids` (to refuse an unknown one), with their names and type's names. */
    async skillNames(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('skill as s')
        .innerJoin('skill_type as t', 't.id', 's.id_skill_type')
        .select([
          's.id',
          's.name_fr as nameFr',
          's.name_en as nameEn',
          's.id_skill_type as idSkillType',
          't.label_fr as typeFr',
          't.label_en as typeEn',
        ])
        .where('s.id', 'in', [...ids])
        .execute();
    },

    /**
     * The people matching the criteria (and: every one met; or: at least one), ranked by score then name; a page
     * (`limit`/`offset`) or every row (`page` null).
     */
    async ranked(
      viewer: OrgViewer,
      filters: SkillsSearchFilters,
      page: { limit: number; offset: number } | null,
      nowMonth: number,
    ): Promise<RankedPage> {
      if (page && inNameOrder(viewer, filters)) return namesPage(viewer, filters, page);
      const criteria: readonly SkillCriterion[] = filters.criteria;
      const all = filters.combine === 'and';
      // Each row's criterion, by its skill (no join: the planner estimates the rows of the skills from their
      // statistics — a popular skill is held by half the files — and picks bulk joins when there are many): its
      // minimum level, and its position in the order asked.
      const byCriterion = (value: (c: SkillCriterion, i: number) => number) =>
        sql<number>`(case ps.id_skill ${sql.join(
          criteria.map((c, i) => sql`when ${c.idSkill}::int then ${value(c, i)}::int`),
          sql` `,
        )} end)`;
      const skillIds = sql.join(criteria.map((c) => sql`${c.idSkill}::int`));
      // The scope: every employee but oneself (conditions on the rows), or the chain (look-ups per person; `offset
      // 0` keeps them per row: the chain's size is unknown to the planner).
      const rows = viewer.seesAll
        ? sql`person_skill ps where ${everyone(viewer, 'ps')} and`
        : sql`(${teamOf(viewer.personId)}) scope cross join lateral (select ps.* from person_skill ps
            where ps.person_id = scope.id and ps.id_skill in (${skillIds}) offset 0) ps where`;
      // Per file: the credit (level / minLevel, at most 1, summed), the criteria met, and each criterion's level
      // packed in LEVEL_BITS bits at its position (a file holds a skill once: the sum packs). Under AND a row below
      // the level cannot lead to a match.
      const hits = sql`select r.dc_id as id, r.person_id, r.id_lang, r.dc_status, r.last_key, r.first_key,
          sum(least(r.level::float8 / r.min_level, 1)) as credit, sum(r.level::int << r.shift)::int as levels
        from (select ps.dc_id, ps.person_id, ps.id_lang, ps.dc_status, ps.last_key, ps.first_key, ps.level,
            ${byCriterion((c) => c.minLevel)} as min_level, ${byCriterion((_c, i) => LEVEL_BITS * i)} as shift
          from ${rows} ps.id_skill in (${skillIds}) and ${fileCondition('ps', filters)}
            ${all ? sql`and ps.level >= ${byCriterion((c) => c.minLevel)}` : sql``}) r
        group by r.dc_id, r.person_id, r.id_lang, r.dc_status, r.last_key, r.first_key
        having count(*) filter (where r.level >= r.min_level) >= ${all ? criteria.length : 1}`;
      const score = sql<number>`round((f.credit / ${criteria.length})::numeric, 4)`;
      // The result as a list: the grid's quick search, filters and sort (score in percent), ranked by default. The
      // names are compared folded (list-query folds text columns), as `person_skill` keeps them.
      const columns: ListColumnsSql<typeof skillsSearchResultList.columns> = {
        lastName: sql`f.last_key`,
        firstName: sql`f.first_key`,
        reference: sql`p.reference`,
        role: roleOf(sql`f.person_id`),
        managerName: managerNameOf(sql`p.manager_id`),
        idLang: sql`f.id_lang`,
        dcStatus: sql`f.dc_status`,
        years: yearsOf(sql`f.id`, nowMonth),
        score: sql`(${score} * 100)`,
      };
      const needsPerson =
        Boolean(filters.searchTerm) ||
        filters.managerId !== undefined ||
        PERSON_COLUMNS.includes(filters.sort) ||
        filters.filters.some((f) => PERSON_COLUMNS.includes(f.field));
      const conditions = [
        ...filterConditions(filters, nowMonth),
        listWhere(skillsSearchResultList, columns, filters, [sql`f.first_key`, sql`f.last_key`, sql`p.reference`]),
      ];
      const { rows: ranked } = await sql<Omit<RankedRow, 'levels'> & { levels: number; total: number }>`
        with f as materialized (${hits})
        select f.person_id as "personId", f.id as "idDc", f.id_lang as "idLang", f.dc_status as "dcStatus",
          ${score}::float8 as score, f.levels, count(*) over ()::int as total
        from f ${needsPerson ? sql`join person p on p.id = f.person_id` : sql``}
        where ${sql.join(conditions, sql` and `)}
        order by ${listOrder(skillsSearchResultList, columns, filters, sql`f.last_key, f.first_key, f.person_id`)}
        ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`.execute(db);
      return {
        rows: ranked.map(({ total: _total, ...row }) => ({ ...row, levels: unpack(row.levels, criteria.length) })),
        total: ranked[0]?.total ?? 0,
        capped: false,
      };
    },

    /** Names, role, manager and years of experience of the ranked rows (persons and the files read). */
    async details(rows: readonly { personId: number; idDc: number }[], nowMonth: number): Promise<PersonDetails[]> {
      if (rows.length === 0) return [];
      const keys = sql.join(rows.map((r) => sql`(${r.personId}::int, ${r.idDc}::int)`));
      const { rows: details } = await sql<PersonDetails>`
        select p.id, p.first_name as "firstName", p.last_name as "lastName", p.reference,
          ${roleOf(sql`p.id`)} as "roleId", ${managerNameOf(sql`p.manager_id`)} as "managerName",
          ${yearsOf(sql`k.dc_id`, nowMonth)} as years
        from (values ${keys}) as k(person_id, dc_id) join person p on p.id = k.person_id`.execute(db);
      return details;
    },
  };
}
export type SkillsSearchRepository = ReturnType<typeof createSkillsSearchRepository>;
