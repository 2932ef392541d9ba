/**
 * The multi-criteria skills search in SQL (decision 019). Two plans, chosen by the viewer's scope, so that the cost
 * follows the scope and the criteria:
 * - "all" access, criteria-driven: the files holding the criteria's skills (one range each of the index on
 *   `dc_skill(id_skill, level, dc_id)`, migration 0014, read from the index alone), grouped per file; those that are
 *   their person's chosen file (a hashed anti-join when many); the people and the scope check in bulk;
 * - a chain, scope-driven: the chain (`teamOf`), each one's chosen file, that file's criteria skills — index look-ups
 *   per person, never a scan of a population table.
 * Per file: the credit (sum of min(level / minLevel, 1)), how many criteria are met, each criterion's level. The
 * skill ids are constants in the SQL, so the planner estimates each skill's rows from its statistics. Every step is
 * materialised in order and reads only the previous one's rows. The page's details (names, role, manager, years)
 * are read for the page's rows only (`details`).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DC_STATUSES } from '@my-skills/shared/constants';
import {
  skillsSearchResultList,
  type SkillCriterion,
  type SkillsSearchFilters,
} from '@my-skills/shared/schemas/skills-search';
import { listOrder, listWhere, type ListColumnsSql } from '../../db/list-query';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';
import { followedBy, teamOf, type OrgViewer } from '../people/org-chart.repository';
import { chosenFileId, hasRole, isChosenFile, managerNameOf, roleOf, yearsOf } from './person-facts.repository';

/** One ranked row: a person, the file read, the score and the levels of the criteria's skills it holds. */
export interface RankedRow {
  personId: number;
  idDc: number;
  idLang: number;
  dcStatus: number;
  score: number;
  /** The level of each criterion's skill, in the order asked (null: not held). */
  levels: (number | null)[];
  total: number;
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

const ARCHIVED = sql.lit(DC_STATUSES.ARCHIVED);
/** Bits of one criterion's level (1–4) in the packed levels of a file: ten criteria fit in 30 bits. */
const LEVEL_BITS = 3;

export function createSkillsSearchRepository(db: Kysely<Database>) {
  /** The conditions of the search's other filters on the candidate row (person `p`, file `f`). */
  function filterConditions(filters: SkillsSearchFilters, nowMonth: number): RawBuilder<boolean>[] {
    const conditions: RawBuilder<boolean>[] = [];
    if (filters.roles?.length) conditions.push(hasRole(sql`p.id`, filters.roles));
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
     * (`limit`/`offset`) or every row (`limit` null).
     */
    async ranked(
      viewer: OrgViewer,
      filters: SkillsSearchFilters,
      page: { limit: number; offset: number } | null,
      nowMonth: number,
    ): Promise<RankedRow[]> {
      const criteria: readonly SkillCriterion[] = filters.criteria;
      const all = filters.combine === 'and';
      // Each row's criterion, by its skill (no join: the planner estimates the rows of the skills from their
      // statistics — a popular skill is held by half the files — and picks bulk joins when there are many): its
      // minimum level, and its position in the order asked.
      const byCriterion = (value: (c: SkillCriterion, i: number) => number) =>
        sql<number>`(case ds.id_skill ${sql.join(
          criteria.map((c, i) => sql`when ${c.idSkill}::int then ${value(c, i)}::int`),
          sql` `,
        )} end)`;
      const skillIds = sql.join(criteria.map((c) => sql`${c.idSkill}::int`));
      const perRow = sql`ds.level, ${byCriterion((c) => c.minLevel)} as min_level,
        ${byCriterion((_c, i) => LEVEL_BITS * i)} as shift`;
      const grouped = {
        // Three aggregates per file: the credit (level / minLevel, at most 1, summed), the criteria met, and each
        // criterion's level packed in LEVEL_BITS bits at its position (a file holds a skill once: the sum packs).
        aggregates: sql`sum(least(r.level::float8 / r.min_level, 1)) as credit,
          sum(r.level::int << r.shift)::int as levels`,
        having: sql`having count(*) filter (where r.level >= r.min_level) >= ${all ? criteria.length : 1}`,
        // Under AND a row below the level cannot lead to a match.
        atLevel: all ? sql`and ds.level >= ${byCriterion((c) => c.minLevel)}` : sql``,
      };
      const statusCondition = filters.dcStatus !== undefined ? sql`and f.status = ${filters.dcStatus}` : sql``;
      const steps = viewer.seesAll
        ? // Criteria-driven: the files holding the skills (one index range each), grouped; those that are their
          // person's chosen file (hashed anti-join when many); the people and the scope in bulk.
          sql`scope as materialized (${followedBy(viewer)}),
          hits as materialized (
            select r.dc_id, ${grouped.aggregates}
            from (select ds.dc_id, ${perRow} from dc_skill ds
              where ds.id_skill in (${skillIds}) ${grouped.atLevel}) r
            group by r.dc_id ${grouped.having}),
          files as materialized (
            select f.id, f.person_id, f.id_lang, f.status, h.credit, h.levels
            from hits h join dc f on f.id = h.dc_id join scope s on s.id = f.person_id
            where ${isChosenFile('f', filters.idLang)} ${statusCondition})`
        : // Scope-driven: the chain, each one's chosen file, that file's criteria skills — index look-ups only
          // (`offset 0` keeps them per row: the chain's size is unknown to the planner).
          sql`scope as materialized (${teamOf(viewer.personId)}),
          files as materialized (
            select r.id, r.person_id, r.id_lang, r.status, ${grouped.aggregates}
            from (select f.id, f.person_id, f.id_lang, f.status, ${perRow}
              from scope s
              cross join lateral (select f.id, f.person_id, f.id_lang, f.status from dc f where f.person_id = s.id
                and ${
                  filters.idLang
                    ? sql`f.status <> ${ARCHIVED} and f.id_lang = ${filters.idLang}`
                    : sql`f.id = ${chosenFileId(sql`s.id`)}`
                } ${statusCondition} offset 0) f
              cross join lateral (select ds.id_skill, ds.level from dc_skill ds
                where ds.dc_id = f.id and ds.id_skill in (${skillIds}) offset 0) ds
              where true ${grouped.atLevel}) r
            group by r.id, r.person_id, r.id_lang, r.status ${grouped.having})`;
      const person = viewer.seesAll
        ? sql`join person p on p.id = f.person_id`
        : sql`cross join lateral (select p.* from person p where p.id = f.person_id offset 0) p`;
      const score = sql<number>`round((f.credit / ${criteria.length})::numeric, 4)`;
      // The result as a list: the grid's quick search, filters and sort (score in percent), ranked by default.
      const columns: ListColumnsSql<typeof skillsSearchResultList.columns> = {
        lastName: sql`p.last_name`,
        firstName: sql`p.first_name`,
        reference: sql`p.reference`,
        role: roleOf(sql`p.id`),
        managerName: managerNameOf(sql`p.manager_id`),
        idLang: sql`f.id_lang`,
        dcStatus: sql`f.status`,
        years: yearsOf(sql`f.id`, nowMonth),
        score: sql`(${score} * 100)`,
      };
      const conditions = [
        ...filterConditions(filters, nowMonth),
        listWhere(skillsSearchResultList, columns, filters, [sql`p.first_name`, sql`p.last_name`, sql`p.reference`]),
      ];
      const byName = sql`lower(p.last_name), lower(p.first_name), p.id`;
      const { rows } = await sql<RankedRow & { levels: number }>`
        with ${steps}
        select p.id as "personId", f.id as "idDc", f.id_lang as "idLang", f.status as "dcStatus",
          ${score}::float8 as score, f.levels, count(*) over ()::int as total
        from files f ${person}
        where ${sql.join(conditions, sql` and `)}
        order by ${listOrder(skillsSearchResultList, columns, filters, byName)}
        ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`.execute(db);
      const mask = (1 << LEVEL_BITS) - 1;
      return rows.map((row) => ({
        ...row,
        levels: criteria.map((_c, i) => (row.levels >> (LEVEL_BITS * i)) & mask || null),
      }));
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
