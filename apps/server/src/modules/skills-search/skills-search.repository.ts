/**
 * The multi-criteria skills search in SQL (decision 019). Two plans, chosen by the viewer's scope, so that the cost
 * follows the scope and the criteria, never the whole population:
 * - "all" access: driven by the criteria — the files holding the criteria's skills come from the index on
 *   `dc_skill(id_skill, level, dc_id)` (migration 0014; only those at the level under AND), then each is checked to
 *   be its person's chosen file and the person to be in the scope;
 * - a chain: driven by the scope — the chain (recursive, `teamOf`), their current files (`dc_current`), those files'
 *   criteria skills (`dc_skill_unique`).
 * Grouped per file: the credit (sum of min(level / minLevel, 1)), how many criteria are met, the levels. The page's
 * details (names, role, manager, years) are read for the page's rows only (`details`).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DC_STATUSES } from '@my-skills/shared/constants';
import type { SkillCriterion, SkillsSearchFilters } from '@my-skills/shared/schemas/skills-search';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';
import { teamOf, type OrgViewer } from '../people/org-chart.repository';
import { chosenFileId, hasRole, inAllAccessScope, managerNameOf, roleOf, yearsOf } from './person-facts.repository';

/** One ranked row: a person, the file read, the score and the levels of the criteria's skills it holds. */
export interface RankedRow {
  personId: number;
  idDc: number;
  idLang: number;
  dcStatus: number;
  score: number;
  /** Skill id → level, for the criteria's skills the file holds. */
  levels: Record<string, number>;
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

export function createSkillsSearchRepository(db: Kysely<Database>) {
  /** The conditions of the search's other filters on the candidate row (person `p`, file `f`). */
  function filterConditions(filters: SkillsSearchFilters, nowMonth: number): RawBuilder<boolean>[] {
    const conditions: RawBuilder<boolean>[] = [];
    if (filters.roles?.length) conditions.push(hasRole(sql`p.id`, filters.roles));
    if (filters.managerId !== undefined) conditions.push(sql<boolean>`p.manager_id = ${filters.managerId}`);
    if (filters.dcStatus !== undefined) conditions.push(sql<boolean>`f.status = ${filters.dcStatus}`);
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
    /** Skills of the catalogue among `ids` (to refuse an unknown one), with their names. */
    async skillNames(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('skill')
        .select(['id', 'name_fr as nameFr', 'name_en as nameEn'])
        .where('id', 'in', [...ids])
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
      const crit = sql.join(criteria.map((c) => sql`(${c.idSkill}::int, ${c.minLevel}::int)`));
      const langCondition = filters.idLang ? sql`and f.id_lang = ${filters.idLang}` : sql``;
      // Under AND a row below the level cannot lead to a match: the index's level range leaves it out.
      const atLevel = all ? sql`and ds.level >= c.min_level` : sql``;
      const source = viewer.seesAll
        ? sql`crit c join dc_skill ds on ds.id_skill = c.id_skill ${atLevel}`
        : sql`scope s join dc f on f.person_id = s.id and f.status <> ${ARCHIVED} ${langCondition}
            join dc_skill ds on ds.dc_id = f.id join crit c on c.id_skill = ds.id_skill ${atLevel}`;
      const conditions = [
        sql<boolean>`f.status <> ${ARCHIVED}`,
        filters.idLang ? sql<boolean>`f.id_lang = ${filters.idLang}` : sql<boolean>`f.id = ${chosenFileId(sql`p.id`)}`,
        ...(viewer.seesAll ? [inAllAccessScope(viewer, sql`p.id`)] : []),
        ...filterConditions(filters, nowMonth),
      ];
      const { rows } = await sql<RankedRow>`
        with crit(id_skill, min_level) as (values ${crit}),
        ${viewer.seesAll ? sql`` : sql`scope as materialized (${teamOf(viewer.personId)}),`}
        hits as (
          select ds.dc_id, sum(least(ds.level::numeric / c.min_level, 1)) as credit,
            json_object_agg(ds.id_skill, ds.level) as levels
          from ${source}
          group by ds.dc_id
          having count(*) filter (where ds.level >= c.min_level) >= ${all ? criteria.length : 1}
        )
        select p.id as "personId", f.id as "idDc", f.id_lang as "idLang", f.status as "dcStatus",
          round(h.credit / ${criteria.length}, 4)::float8 as score, h.levels, count(*) over ()::int as total
        from hits h join dc f on f.id = h.dc_id join person p on p.id = f.person_id
        where ${sql.join(conditions, sql` and `)}
        order by score desc, lower(p.last_name), lower(p.first_name), p.id
        ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`.execute(db);
      return rows;
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
