/**
 * Annual evaluation: who an evaluation (or a person about to open one) is, as its workflow needs it — the owner's
 * identity, manager, Boond id, evaluation dates, whether the viewer manages them down the chain, whether the
 * owner may have evaluations at all — and the evaluations a manager follows for the menu.
 */
import { sql } from 'kysely';
import { DC_STATUSES, EA_STATUSES } from '@my-skills/shared/constants';
import type { ListQuery } from '@my-skills/shared/lists';
import { eaFollowedList } from '@my-skills/shared/schemas/evaluation-details';
import type { CountMode, Db, Queryable } from '../../db/types';
import {
  countOf,
  idsInOrder,
  listOrder,
  listPage,
  listWhere,
  pageThenCount,
  type CountedPage,
  type ListColumnsSql,
} from '../../db/list-query';
import { evaluablePerson, managesInChain, teamOf } from '../people/org-chart.repository';
import { evaluationColumns, type EvaluationRow } from './evaluation-read.repository';

export interface EvaluationOwner {
  personId: number;
  firstName: string;
  lastName: string;
  email: string;
  reference: string | null;
  /** The owner's own language (their e-mails). */
  ownerLang: number;
  idBoond: number | null;
  birthDate: string | null;
  hireDate: string | null;
  deadline: string | null;
  nextEaYear: number | null;
  managerId: number | null;
  managerFirstName: string | null;
  managerLastName: string | null;
  managerEmail: string | null;
  managerLang: number | null;
  /** The viewer manages the owner, directly or down the chain. */
  managesOwner: boolean;
  /** An employee (an active account of role 1–6) who is not a subcontractor. */
  evaluable: boolean;
}

/** An evaluation with its owner, as its workflow and its answers need it, in one statement. */
export interface LoadedEvaluation extends EvaluationOwner, EvaluationRow {
  /** Last year's evaluation's row version (its objectives and ratings show beside this year's), null when none. */
  lastYearRowVersion: number | null;
  /** The owner has a submitted or validated skills file (else the spec's warning). */
  hasSkillsFile: boolean;
}

/** A person a manager follows, with their evaluation of the year when opened. */
export interface FollowedPerson {
  personId: number;
  firstName: string;
  lastName: string;
  deadline: string | null;
  idEa: number | null;
  status: number | null;
}

/** What the followed list's columns depend on: the day (lateness) and whether the viewer validates evaluations. */
export interface FollowedView {
  managerId: number;
  year: number;
  /** Today, 'YYYY-MM-DD'. */
  today: string;
  /** The viewer may rate, validate and sign (a submitted evaluation waits for them). */
  validates: boolean;
}

/** Each column of the followed list as SQL over `p` (the person) and `e` (their evaluation of the year, if any). */
const followedColumns = (view: FollowedView): ListColumnsSql<typeof eaFollowedList.columns> => {
  const open = sql`coalesce(e.status, 0) <> ${sql.lit(EA_STATUSES.VALIDATED)}`;
  return {
    name: sql`p.last_name || ' ' || p.first_name`,
    status: sql`coalesce(e.status, 0)`,
    deadline: sql`(case when ${open} then p.ea_deadline end)`,
    isLate: sql`coalesce(${open} and p.ea_deadline < ${view.today}::date, false)`,
    waitsForMe: view.validates ? sql`coalesce(e.status = ${sql.lit(EA_STATUSES.SUBMITTED)}, false)` : sql`false`,
  };
};
/** After the chosen column: the nearest deadline, then the name (the menu's order before it was paged). */
const followedTiebreak = sql`p.ea_deadline nulls last, lower(p.last_name), lower(p.first_name), p.id`;
const followedSearch = [sql`p.first_name`, sql`p.last_name`];

/** The owner's columns, for a person `p` joined to their manager `m`, seen by `viewerId`. */
const ownerColumns = (viewerId: number) => sql`p.id as "personId", p.first_name as "firstName",
  p.last_name as "lastName", p.email, p.reference, p.id_lang as "ownerLang", p.id_boond as "idBoond",
  p.birth_date as "birthDate", p.hire_date as "hireDate", p.ea_deadline as deadline, p.next_ea_year as "nextEaYear",
  p.manager_id as "managerId", m.first_name as "managerFirstName", m.last_name as "managerLastName",
  m.email as "managerEmail", m.id_lang as "managerLang",
  ${managesInChain(viewerId, sql.ref('p.id'))} as "managesOwner",
  ${evaluablePerson} as evaluable`;

export function createEvaluationRepository(db: Db) {
  return {
    /** The evaluation with its owner, seen by `viewerId`; undefined when there is none. */
    async load(id: number, viewerId: number, q: Queryable = db): Promise<LoadedEvaluation | undefined> {
      const { rows } = await sql<LoadedEvaluation>`select ${ownerColumns(viewerId)}, ${evaluationColumns},
          (select y.row_version from evaluation y where y.person_id = e.person_id and y.year = e.year - 1)
            as "lastYearRowVersion",
          exists (select 1 from dc d where d.person_id = e.person_id
            and d.status in (${DC_STATUSES.SUBMITTED}, ${DC_STATUSES.VALIDATED})) as "hasSkillsFile"
        from evaluation e join person p on p.id = e.person_id left join person m on m.id = p.manager_id
          left join person u on u.id = e.updated_by left join person s on s.id = e.signed_by
        where e.id = ${id}`.execute(q);
      return rows[0];
    },

    /** A person as an evaluation's owner, seen by `viewerId`; undefined when there is no such person. */
    async owner(personId: number, viewerId: number, q: Queryable = db): Promise<EvaluationOwner | undefined> {
      const { rows } = await sql<EvaluationOwner>`select ${ownerColumns(viewerId)}
        from person p left join person m on m.id = p.manager_id where p.id = ${personId}`.execute(q);
      return rows[0];
    },

    /**
     * The evaluations of `year` submitted and waiting for a manager, of the people they follow down the chain
     * (the menu's "to validate"): only those rows are read and answered — the chain's other people, however many,
     * are not joined to anything. Earliest deadline first.
     */
    async submittedFollowed(managerId: number, year: number, q: Queryable = db) {
      const { rows } = await sql<FollowedPerson & { idEa: number }>`with team as (${teamOf(managerId)})
        select p.id as "personId", p.first_name as "firstName", p.last_name as "lastName", p.ea_deadline as deadline,
          e.id as "idEa", e.status
        from team t join person p on p.id = t.id
        join evaluation e on e.person_id = p.id and e.year = ${year} and e.status = ${EA_STATUSES.SUBMITTED}
        where ${evaluablePerson}
        order by p.ea_deadline nulls last, lower(p.last_name), lower(p.first_name), p.id`.execute(q);
      return rows;
    },

    /**
     * A page of this year's evaluations of the people a manager follows down the chain, filtered and sorted by the
     * list's definition, and how many match (db/list-query `pageThenCount`: the page's ids first, counted apart, then
     * their rows). The chain is a condition on each person (a key probe of person_chain), so that a page sorted on an
     * indexed order is read in that order: the name (person_full_name_lower), and the default order — waiting for me
     * first, then the deadline and the name — as its two halves, each read in person_deadline_name's order and cut
     * at the page, then merged; a director's chain of the whole population costs its page, not the chain.
     */
    async followedPage(
      view: FollowedView,
      query: ListQuery,
      count: CountMode = 'capped',
      q: Queryable = db,
    ): Promise<CountedPage<FollowedPerson>> {
      const cols = followedColumns(view);
      const from = sql`from person p left join evaluation e on e.person_id = p.id and e.year = ${view.year}
        where ${managesInChain(view.managerId, sql.ref('p.id'))} and ${evaluablePerson}
          and ${listWhere(eaFollowedList, cols, query, followedSearch)}`;
      const before = (query.page - 1) * query.pageSize;
      const waitingFirst = query.sort === 'waitsForMe' && view.validates;
      const half = (waiting: boolean) => sql`(select p.id, ${sql.lit(waiting)} as w, p.ea_deadline as d,
          lower(p.last_name) as l, lower(p.first_name) as f
        ${from} and ${waiting ? sql`` : sql`not`} coalesce(e.status = ${sql.lit(EA_STATUSES.SUBMITTED)}, false)
        order by p.ea_deadline nulls last, lower(p.last_name), lower(p.first_name), p.id
        limit ${before + query.pageSize})`;
      const ids = async () =>
        (waitingFirst
          ? await sql<{ id: number }>`select x.id from (${half(true)} union all ${half(false)}) x
              order by x.w ${query.order === 'desc' ? sql`desc` : sql`asc`}, x.d nulls last, x.l, x.f, x.id
              ${listPage(query)}`.execute(q)
          : await sql<{ id: number }>`select p.id ${from}
              order by ${listOrder(eaFollowedList, cols, query, followedTiebreak)} ${listPage(query)}`.execute(q)
        ).rows.map((r) => r.id);
      const { rows: page, ...counted } = await pageThenCount(
        query,
        ids,
        async (limit) => (await countOf(from, limit).execute(q)).rows[0]?.n ?? 0,
        count,
      );
      if (page.length === 0) return { rows: [], ...counted };
      const { rows } = await sql<FollowedPerson>`
        select p.id as "personId", p.first_name as "firstName", p.last_name as "lastName",
          ${cols.deadline} as deadline, e.id as "idEa", e.status
        from ${idsInOrder(page)} join person p on p.id = s.id
        left join evaluation e on e.person_id = p.id and e.year = ${view.year}
        order by s.n`.execute(q);
      return { rows, ...counted };
    },
  };
}
export type EvaluationRepository = ReturnType<typeof createEvaluationRepository>;
