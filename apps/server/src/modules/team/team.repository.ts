import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DC_STATUSES, EA_STATUSES } from '@my-skills/shared/constants';
import type { ListFilter, ListQuery } from '@my-skills/shared/lists';
import { employeesList, filesToValidateList } from '@my-skills/shared/schemas/team';
import type { Database } from '../../db/schema';
import {
  countOf,
  idsInOrder,
  equalOrNot,
  listOrder,
  listPage,
  listWhere,
  pageThenCount,
  probedRow,
  type ListColumnsSql,
  type ListFiltersSql,
} from '../../db/list-query';
import {
  evaluablePerson,
  followedBy,
  followedCount,
  followsPerson,
  type OrgViewer,
} from '../people/org-chart.repository';
import { writeAudit, type AuditActor } from '../../lib/audit/audit';

export interface MemberRow {
  id: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  roleId: number | null;
  isActive: boolean;
  managerFirstName: string | null;
  managerLastName: string | null;
  files: { idLang: number; idDc: number; status: number; version: number; updatedAt: string }[] | null;
  /** Null when the person has no evaluations at all (a candidate, a subcontractor). */
  evaluations: { year: number; idEa: number; status: number }[] | null;
  evaluable: boolean;
  pendingProposals: boolean;
  deadline: string | null;
}

/** The current file's status in a language (0: none). */
const fileStatus = (idLang: number) =>
  sql`coalesce((select max(d.status) from dc d where d.person_id = p.id and d.id_lang = ${sql.lit(idLang)}
    and d.status <> ${sql.lit(DC_STATUSES.ARCHIVED)}), 0)`;

/**
 * The people with skills-file proposals not yet decided (`pp`, joined on the person): the partial index
 * skills_file_proposal_pending read once and hashed. A join rather than an `exists` per row: filtering on the flag
 * then keeps the planner's estimate of the matching people (an `exists` compared to a parameter is guessed at half of
 * the scope, and a page sorted by name then walked the whole scope once per person: EXPLAIN in decision 022 §1).
 */
const pendingJoin = sql`left join (select distinct sp.person_id from skills_file_proposal sp
    where sp.state = 'pending') pp on pp.person_id = p.id`;
const pendingProposals = sql`(pp.person_id is not null)`;

/** This year's evaluation (`ey`, joined on the unique person and year): its status, 0 when not opened yet. */
const eaStatus = sql`coalesce(ey.status, 0)`;

/**
 * A filter on this year's evaluation status as conditions on the person and `ey.status` themselves (the column's
 * expression is a computed case the planner cannot read from an index): so the planner may drive a rare status from
 * `evaluation (year, status, person_id)` (migration 0033) rather than walk every person in name order. Each condition
 * is exactly true or false for a row (`different` is "not true": the people who cannot be evaluated stay, as the
 * column's null is distinct from any status); the other operators keep the column's own condition.
 */
const eaStatusFilters: ListFiltersSql<typeof employeesList.columns> = {
  eaStatus: (filter: ListFilter) => {
    const value = Number(filter.value);
    const is =
      value === 0
        ? sql<boolean>`(${evaluablePerson} and coalesce(ey.status, 0) = 0)`
        : sql<boolean>`(${evaluablePerson} and ey.status = ${value}::int)`;
    return equalOrNot(filter, is);
  },
};

/** Whether the query keeps only people with an evaluation this year (its status equal to an opened one, 1–3). */
const keepsEvaluated = (query: Pick<ListQuery, 'filters'>) =>
  query.filters.some((f) => f.field === 'eaStatus' && f.op === 'equal' && Number(f.value) >= 1);

/** Each column of the employees list as SQL over `p` (the person), `acc` and `ey`. */
const columnsSql = (day: string): ListColumnsSql<typeof employeesList.columns> => ({
  lastName: sql`p.last_name`,
  firstName: sql`p.first_name`,
  reference: sql`p.reference`,
  role: sql`p.account_role`,
  // A look-up, not a join: evaluated only for the page's rows unless the list is filtered or sorted on it.
  managerName: sql`(select m.first_name || ' ' || m.last_name from person m where m.id = p.manager_id)`,
  isActive: sql`p.account_active`,
  dcFr: fileStatus(1),
  dcEn: fileStatus(2),
  pendingProposals,
  eaStatus: sql`(case when ${evaluablePerson} then ${eaStatus} end)`,
  eaLate: sql`(${evaluablePerson} and p.ea_deadline is not null and p.ea_deadline < ${day}::date
    and ${eaStatus} <> ${sql.lit(EA_STATUSES.VALIDATED)})`,
  eaDeadline: sql`p.ea_deadline`,
});

/**
 * The rows of the list: each person with this year's evaluation — no scope joined first and no account aggregated,
 * so that a page sorted on an indexed column is read in that index's order (person_last_name_id for the name).
 */
const fromPeople = (year: number) => sql`
  from person p
  left join evaluation ey on ey.person_id = p.id and ey.year = ${year}
  ${pendingJoin}`;

const searchFields = [sql`p.first_name`, sql`p.last_name`, sql`p.reference`];

/** The columns of the files to validate over `p` (the person) and `d` (their submitted file). */
const fileColumnsSql: ListColumnsSql<typeof filesToValidateList.columns> = {
  lastName: sql`p.last_name`,
  firstName: sql`p.first_name`,
  reference: sql`p.reference`,
  idLang: sql`d.id_lang`,
  version: sql`d.version`,
  submittedAt: sql`d.submitted_at`,
};

/**
 * The people a viewer follows: those they manage down the chain, or everyone (employees, not candidate-only
 * people) with "all" access (the org chart's `followedBy`); filtered, sorted and paged by the list's definition.
 */
export function createTeamRepository(db: Kysely<Database>) {
  /** The list's row for each person of `from` (which names `p` and `ey`), in `order`. */
  const rowsOf = (from: RawBuilder<unknown>, order: RawBuilder<unknown>) => sql<MemberRow>`
      select p.id, p.first_name as "firstName", p.last_name as "lastName", p.reference,
        p.account_role as "roleId", p.account_active as "isActive",
        (select m.first_name from person m where m.id = p.manager_id) as "managerFirstName",
        (select m.last_name from person m where m.id = p.manager_id) as "managerLastName",
        (select json_agg(json_build_object('idLang', d.id_lang, 'idDc', d.id, 'status', d.status, 'version', d.version, 'updatedAt', d.updated_at))
           from dc d where d.person_id = p.id and d.status <> ${sql.lit(DC_STATUSES.ARCHIVED)}) as files,
        ${evaluablePerson} as evaluable,
        ${pendingProposals} as "pendingProposals",
        case when ${evaluablePerson} then coalesce((select json_agg(json_build_object('year', e.year, 'idEa', e.id,
            'status', e.status) order by e.year desc) from evaluation e where e.person_id = p.id), '[]') end
          as evaluations,
        to_char(p.ea_deadline, 'YYYY-MM-DD') as deadline
      ${from}
      order by ${order}`;

  const whereOf = (query: Omit<ListQuery, 'page' | 'pageSize'>, day: string) =>
    listWhere(employeesList, columnsSql(day), query, searchFields, eaStatusFilters);
  const orderOf = (query: Omit<ListQuery, 'page' | 'pageSize'>, day: string) =>
    listOrder(employeesList, columnsSql(day), query, sql`p.id`);

  /** The people the viewer follows who match the query's filters and search (`from … where …`). */
  const matching = (
    viewer: OrgViewer,
    query: Omit<ListQuery, 'page' | 'pageSize'>,
    at: { year: number; day: string },
  ) => sql`${fromPeople(at.year)} where ${followsPerson(viewer)} and ${whereOf(query, at.day)}`;

  /** The list's rows of `ids`, in that order. */
  async function exportBatch(ids: number[], at: { year: number; day: string }) {
    const from = sql`from ${idsInOrder(ids)} join person p on p.id = s.id
      left join evaluation ey on ey.person_id = p.id and ey.year = ${at.year}
      ${pendingJoin}`;
    const { rows } = await rowsOf(from, sql`s.n`).execute(db);
    return rows;
  }

  /**
   * How many people the list holds with the query's filters (at most `limit`, null: all); unfiltered, the org
   * chart's precomputed or one-range count.
   */
  async function count(
    viewer: OrgViewer,
    query: Omit<ListQuery, 'page' | 'pageSize'>,
    at: { year: number; day: string },
    limit: number | null = null,
  ) {
    const filtered = query.filters.length > 0 || query.searchTerm !== '';
    if (!filtered) {
      const { rows } = await sql<{ n: number }>`select ${followedCount(viewer)} as n`.execute(db);
      return { exact: rows[0]?.n ?? 0 };
    }
    // "All" access filtered on an opened status: the count reads that status's evaluations of the year and probes
    // their persons, at most the cap of each, instead of hashing the year's whole range of that status.
    const from =
      viewer.seesAll && keepsEvaluated(query)
        ? sql`from evaluation ey ${probedRow('person', 'p', sql`ey.person_id`)} ${pendingJoin}
          where ey.year = ${at.year} and ${followsPerson(viewer)} and ${whereOf(query, at.day)}`
        : matching(viewer, query, at);
    const { rows } = await countOf(from, limit).execute(db);
    return rows[0]?.n ?? 0;
  }

  return {
    /**
     * One page of the list and the number of rows matching: the page's ids first (in the order of an index when the
     * sort has one, stopping at the page), then their rows; the count apart, precomputed when nothing is filtered.
     */
    async members(viewer: OrgViewer, query: ListQuery, at: { year: number; day: string }) {
      const { rows: page, ...counted } = await pageThenCount(
        query,
        async () =>
          (
            await sql<{ id: number }>`select p.id ${matching(viewer, query, at)}
              order by ${orderOf(query, at.day)} ${listPage(query)}`.execute(db)
          ).rows,
        (limit) => count(viewer, query, at, limit),
      );
      const rows = page.length
        ? await exportBatch(
            page.map((r) => r.id),
            at,
          )
        : [];
      return { rows, ...counted };
    },

    /**
     * An export's rows in the list's order: the matching ids first (one scan of the scope, a few bytes a person),
     * then the rows batch after batch by id — never the scope scanned again per batch, never every row in memory.
     */
    async exportIds(viewer: OrgViewer, query: Omit<ListQuery, 'page' | 'pageSize'>, at: { year: number; day: string }) {
      const { rows } = await sql<{ id: number }>`
        select p.id ${matching(viewer, query, at)}
        order by ${orderOf(query, at.day)}`.execute(db);
      return rows.map((r) => r.id);
    },
    exportBatch,
    count,

    /** Of `ids` (or the person of `reference`), the evaluable people the viewer follows. */
    async evaluableFollowed(viewer: OrgViewer, target: { ids?: number[]; reference?: string }) {
      const { rows } = await sql<{ id: number }>`
        with scope as (${followedBy(viewer)})
        select p.id from scope s join person p on p.id = s.id
        where ${target.ids ? sql`p.id = any(${target.ids}::int[])` : sql`p.reference = ${target.reference ?? ''}`}
          and ${evaluablePerson}`.execute(db);
      return rows.map((r) => r.id);
    },

    /** Sets the deadline, with one audit entry per person concerned, in one transaction (decision 023 §1b). */
    async setDeadline(ids: number[], deadline: string, nextEaYear: number | undefined, actor: AuditActor) {
      if (ids.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('person')
          .set({
            ea_deadline: deadline,
            ...(nextEaYear === undefined ? {} : { next_ea_year: nextEaYear }),
            updated_at: new Date(),
          })
          .where('id', 'in', ids)
          .executeTakeFirst();
        const detail = `ea ${deadline}${nextEaYear === undefined ? '' : ` next ${nextEaYear}`}`;
        for (const id of ids)
          await writeAudit(trx, actor, {
            action: 'deadline',
            objectType: 'person',
            objectId: id,
            subjectPersonId: id,
            detail,
          });
        return Number(result.numUpdatedRows);
      });
    },

    /** A page of the submitted files of the people the viewer follows, and how many match (one query). */
    async submittedFiles(viewer: OrgViewer, query: ListQuery) {
      const { rows } = await sql<{
        idUser: number;
        firstName: string;
        lastName: string;
        reference: string | null;
        idDc: number;
        idLang: number;
        version: number;
        submittedAt: Date | null;
        total: number;
      }>`
        with scope as (${followedBy(viewer)})
        select p.id as "idUser", p.first_name as "firstName", p.last_name as "lastName", p.reference,
          d.id as "idDc", d.id_lang as "idLang", d.version, d.submitted_at as "submittedAt",
          count(*) over ()::int as total
        from scope s join person p on p.id = s.id join dc d on d.person_id = p.id and d.status = ${sql.lit(DC_STATUSES.SUBMITTED)}
        where ${listWhere(filesToValidateList, fileColumnsSql, query, searchFields)}
        order by ${listOrder(filesToValidateList, fileColumnsSql, query, sql`d.id`)}
        ${listPage(query)}`.execute(db);
      return rows;
    },
    /** How many submitted files match (a page past the end). */
    async submittedCount(viewer: OrgViewer, query: ListQuery) {
      const { rows } = await sql<{ total: number }>`
        with scope as (${followedBy(viewer)})
        select count(*)::int as total
        from scope s join person p on p.id = s.id join dc d on d.person_id = p.id and d.status = ${sql.lit(DC_STATUSES.SUBMITTED)}
        where ${listWhere(filesToValidateList, fileColumnsSql, query, searchFields)}`.execute(db);
      return rows[0]?.total ?? 0;
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
