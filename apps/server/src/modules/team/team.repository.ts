import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DC_STATUSES, EA_STATUSES, SUBCONTRACTOR_PROFILE } from '@my-skills/shared/constants';
import type { ListQuery } from '@my-skills/shared/lists';
import { employeesList, filesToValidateList } from '@my-skills/shared/schemas/team';
import type { Database } from '../../db/schema';
import { listOrder, listPage, listWhere, type ListColumnsSql } from '../../db/list-query';
import { evaluablePerson, followedBy, type OrgViewer } from '../people/org-chart.repository';
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
  total: number;
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

/**
 * The facts of each person's accounts (`acc`: highest active role, active, an evaluable role), aggregated over the
 * accounts of the scope only: a handful of index look-ups for a small chain, one hash join for a large one or for
 * "all" access — the cost follows the scope, never the population. `from` names the ids (`scope` or a batch).
 */
const accountFacts = (ids: RawBuilder<unknown>) => sql`left join (
    select a.person_id, max(a.role_id) filter (where a.is_active) as role_id, bool_or(a.is_active) as active,
      bool_or(a.is_active and a.role_id between 1 and 6) as evaluable_role
    from ${ids} ids join account a on a.person_id = ids.id group by a.person_id
  ) acc on acc.person_id = p.id`;
/** Person `p` may have evaluations (the org chart's `evaluablePerson`, on the joined account facts). */
const evaluable = sql`(coalesce(p.boond_profile, '') <> ${SUBCONTRACTOR_PROFILE} and coalesce(acc.evaluable_role, false))`;
/** This year's evaluation (`ey`, joined on the unique person and year): its status, 0 when not opened yet. */
const eaStatus = sql`coalesce(ey.status, 0)`;

/** Each column of the employees list as SQL over `p` (the person), `acc` and `ey`. */
const columnsSql = (day: string): ListColumnsSql<typeof employeesList.columns> => ({
  lastName: sql`p.last_name`,
  firstName: sql`p.first_name`,
  reference: sql`p.reference`,
  role: sql`acc.role_id`,
  // A look-up, not a join: evaluated only for the page's rows unless the list is filtered or sorted on it.
  managerName: sql`(select m.first_name || ' ' || m.last_name from person m where m.id = p.manager_id)`,
  isActive: sql`coalesce(acc.active, false)`,
  dcFr: fileStatus(1),
  dcEn: fileStatus(2),
  pendingProposals,
  eaStatus: sql`(case when ${evaluable} then ${eaStatus} end)`,
  eaLate: sql`(${evaluable} and p.ea_deadline is not null and p.ea_deadline < ${day}::date
    and ${eaStatus} <> ${sql.lit(EA_STATUSES.VALIDATED)})`,
  eaDeadline: sql`p.ea_deadline`,
});

/** The rows of the list: the scope, each person with their account facts and this year's evaluation. */
const fromScope = (viewer: OrgViewer, year: number) => sql`
  from scope s join person p on p.id = s.id
  ${accountFacts(sql`scope`)}
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
  /** The list's row for each person of `from` (which names `p`, `acc` and `ey`) matching `where`, in `order`. */
  const rowsOf = (
    from: RawBuilder<unknown>,
    where: RawBuilder<boolean>,
    order: RawBuilder<unknown>,
    limit: RawBuilder<unknown>,
    count: boolean,
  ) => sql<MemberRow>`
      select p.id, p.first_name as "firstName", p.last_name as "lastName", p.reference,
        acc.role_id as "roleId", coalesce(acc.active, false) as "isActive",
        (select m.first_name from person m where m.id = p.manager_id) as "managerFirstName",
        (select m.last_name from person m where m.id = p.manager_id) as "managerLastName",
        (select json_agg(json_build_object('idLang', d.id_lang, 'idDc', d.id, 'status', d.status, 'version', d.version, 'updatedAt', d.updated_at))
           from dc d where d.person_id = p.id and d.status <> ${sql.lit(DC_STATUSES.ARCHIVED)}) as files,
        ${evaluable} as evaluable,
        ${pendingProposals} as "pendingProposals",
        case when ${evaluable} then coalesce((select json_agg(json_build_object('year', e.year, 'idEa', e.id,
            'status', e.status) order by e.year desc) from evaluation e where e.person_id = p.id), '[]') end
          as evaluations,
        to_char(p.ea_deadline, 'YYYY-MM-DD') as deadline,
        ${count ? sql`count(*) over ()::int` : sql`0`} as total
      ${from}
      where ${where}
      order by ${order}
      ${limit}`;

  const whereOf = (query: Omit<ListQuery, 'page' | 'pageSize'>, day: string) =>
    listWhere(employeesList, columnsSql(day), query, searchFields);
  const orderOf = (query: Omit<ListQuery, 'page' | 'pageSize'>, day: string) =>
    listOrder(employeesList, columnsSql(day), query, sql`p.id`);

  return {
    /** One page of the list, with the number of rows matching (`total`). */
    async members(viewer: OrgViewer, query: ListQuery, at: { year: number; day: string }) {
      const { rows } = await sql<MemberRow>`with scope as (${followedBy(viewer)})
        ${rowsOf(fromScope(viewer, at.year), whereOf(query, at.day), orderOf(query, at.day), listPage(query), true)}`.execute(
        db,
      );
      return rows;
    },

    async count(viewer: OrgViewer, query: Omit<ListQuery, 'page' | 'pageSize'>, at: { year: number; day: string }) {
      const { rows } = await sql<{ total: number }>`
        with scope as (${followedBy(viewer)})
        select count(*)::int as total ${fromScope(viewer, at.year)}
        where ${whereOf(query, at.day)}`.execute(db);
      return rows[0]?.total ?? 0;
    },

    /**
     * An export's rows in the list's order: the matching ids first (one scan of the scope, a few bytes a person),
     * then the rows batch after batch by id — never the scope scanned again per batch, never every row in memory.
     */
    async exportIds(viewer: OrgViewer, query: Omit<ListQuery, 'page' | 'pageSize'>, at: { year: number; day: string }) {
      const { rows } = await sql<{ id: number }>`
        with scope as (${followedBy(viewer)})
        select p.id ${fromScope(viewer, at.year)}
        where ${whereOf(query, at.day)}
        order by ${orderOf(query, at.day)}`.execute(db);
      return rows.map((r) => r.id);
    },
    async exportBatch(ids: number[], at: { year: number; day: string }) {
      const from = sql`from unnest(${ids}::int[]) with ordinality as s(id, n) join person p on p.id = s.id
        ${accountFacts(sql`(select unnest(${ids}::int[]) as id)`)}
        left join evaluation ey on ey.person_id = p.id and ey.year = ${at.year}
        ${pendingJoin}`;
      const { rows } = await rowsOf(from, sql<boolean>`true`, sql`s.n`, sql``, false).execute(db);
      return rows;
    },

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
