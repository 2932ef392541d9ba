/**
 * The evaluations of a year of the people a viewer follows (ListMyConsultant/ea…): one row per person who is
 * evaluable or has an evaluation that year, with the campaign status computed once here (`campaignStatus`): the
 * list, its export, the campaign's counts, the reminders and the blockers all read it. The scope (org chart
 * `followedBy`) is composed first.
 *
 * A person's business unit is led by the nearest business-unit director (role 5) at or above them in the chain
 * (themselves when they are one; none when nobody is). For the page's rows it is one walk up per row; when the list
 * sorts or filters on it, and for the campaign's counts, one walk down the viewer's scope carries it (from the tops
 * of every chain for a viewer who sees everyone, from the viewer otherwise) — never one walk per person in scope.
 */
import { sql, type RawBuilder } from 'kysely';
import { EA_STATUSES } from '@my-skills/shared/constants';
import type { ListFilter, ListQuery } from '@my-skills/shared/lists';
import {
  evaluationsList,
  type CampaignGrouping,
  type CampaignStatus,
  type RemindLateBody,
} from '@my-skills/shared/schemas/manager-lists';
import type { CountMode, Db, Trx } from '../../db/types';
import {
  idsInOrder,
  equalOrNot,
  listOrder,
  listWhere,
  pageOfIds,
  probedRow,
  queryReads,
  type CountedPage,
  type ListColumnsSql,
  type ListFiltersSql,
} from '../../db/list-query';
import {
  evaluablePerson,
  followedBy,
  followsPerson,
  unitOf,
  unitsBelow,
  type OrgViewer,
} from '../people/org-chart.repository';

/** The day and year the campaign is read on: the status of an evaluation depends on both. */
export interface CampaignClock {
  /** 'YYYY-MM-DD' (UTC). */
  today: string;
  currentYear: number;
}

/**
 * A person's deadline for `year` (`p` the person): their `ea_deadline` for the year it is set for (`next_ea_year`,
 * the current year when none); a past year without one closed on 31 December.
 */
const deadlineOf = (year: number, clock: CampaignClock) =>
  sql<string | null>`(case when coalesce(p.next_ea_year, ${clock.currentYear}::int) = ${year}::int then p.ea_deadline
    when ${year}::int < ${clock.currentYear}::int then make_date(${year}::int, 12, 31) end)`;

/** The campaign status of person `p` with evaluation `e` of `year` (none: null columns). Late wins unless validated. */
export const campaignStatus = (year: number, clock: CampaignClock) =>
  sql<CampaignStatus>`(case when e.status = ${sql.lit(EA_STATUSES.VALIDATED)} then 'validated'
    when ${deadlineOf(year, clock)} < ${clock.today}::date then 'late'
    when e.id is null then 'notStarted'
    when e.status = ${sql.lit(EA_STATUSES.SUBMITTED)} then 'submitted' else 'draft' end)`;
/**
 * Where the campaign status is `status`, written on the evaluation's own status and the deadline — the branches of
 * `campaignStatus`, the same rows — rather than on the computed text, which no index serves: the submitted and the
 * validated are one range of `evaluation_year_status_person` (migration 0033).
 */
function campaignStatusIs(status: string, year: number, clock: CampaignClock): RawBuilder<boolean> | undefined {
  const [submitted, validated] = [sql.lit(EA_STATUSES.SUBMITTED), sql.lit(EA_STATUSES.VALIDATED)];
  const late = sql`(${deadlineOf(year, clock)} < ${clock.today}::date)`;
  switch (status) {
    case 'validated':
      return sql<boolean>`e.status = ${validated}`;
    case 'late':
      return sql<boolean>`(e.status is distinct from ${validated} and ${late} is true)`;
    case 'notStarted':
      return sql<boolean>`(e.id is null and ${late} is not true)`;
    case 'submitted':
      return sql<boolean>`(e.status = ${submitted} and ${late} is not true)`;
    case 'draft':
      return sql<boolean>`(e.status not in (${submitted}, ${validated}) and ${late} is not true)`;
  }
  return undefined;
}
/** Whether the query keeps only opened evaluations (a status equal to one only an evaluation of the year has). */
const keepsEvaluated = (query: Pick<ListQuery, 'filters'>) =>
  query.filters.some((f) => f.field === 'status' && f.op === 'equal' && OPENED.includes(f.value ?? ''));
const OPENED = ['validated', 'submitted', 'draft'];

/** A filter on the campaign status as `campaignStatusIs` (every row has a status: none is empty). */
const statusFilter =
  (year: number, clock: CampaignClock) =>
  (filter: ListFilter): RawBuilder<boolean> | undefined => {
    if (filter.op === 'empty') return sql<boolean>`false`;
    if (filter.op === 'notEmpty') return sql<boolean>`true`;
    const is = campaignStatusIs(filter.value ?? '', year, clock);
    return equalOrNot(filter, is);
  };
/** The same, ranked for sorting: the most urgent first. */
const statusRank = (year: number, clock: CampaignClock) =>
  sql`(case ${campaignStatus(year, clock)} when 'late' then 0 when 'notStarted' then 1 when 'draft' then 2
    when 'submitted' then 3 else 4 end)`;

const nameOf = (personId: RawBuilder<unknown>) =>
  sql<string | null>`(select concat_ws(' ', b.first_name, b.last_name) from person b where b.id = ${personId})`;

/** The rows of the year: the scope's people who are evaluable or have an evaluation that year. */
const yearRows = (year: number, joins: RawBuilder<unknown> = sql``) => sql`from scope s join person p on p.id = s.id
  left join person m on m.id = p.manager_id ${joins}
  left join evaluation e on e.person_id = p.id and e.year = ${year}
  where (e.id is not null or ${evaluablePerson})`;

export interface EvaluationDbRow {
  idUser: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  managerName: string | null;
  businessUnit: { id: number; name: string } | null;
  idEa: number | null;
  eaStatus: number | null;
  status: CampaignStatus;
  deadline: string | null;
  submittedAt: Date | null;
  validatedAt: Date | null;
}

export interface CampaignCounts {
  id: number | null;
  name: string | null;
  notStarted: number;
  draft: number;
  submitted: number;
  validated: number;
  late: number;
  total: number;
}

/** A person named in a reminder, as the viewer's list shows them. */
export interface ReminderCandidate {
  personId: number;
  firstName: string;
  lastName: string;
  email: string;
  idLang: number;
  managerFirstName: string | null;
  managerLastName: string | null;
  managerEmail: string | null;
  managerLang: number | null;
  idEa: number | null;
  eaStatus: number | null;
  status: CampaignStatus;
  remindedToday: boolean;
}

export function createEvaluationListRepository(db: Db) {
  return {
    /** A page of the evaluations of `year` of the people the viewer follows. */
    async evaluations(
      viewer: OrgViewer,
      query: ListQuery,
      year: number,
      clock: CampaignClock,
      count: CountMode = 'capped',
    ): Promise<CountedPage<EvaluationDbRow>> {
      const status = campaignStatus(year, clock);
      const columns: ListColumnsSql<typeof evaluationsList.columns> = {
        // Both names are required: the same text as concat_ws, in the expression person_full_name_lower indexes.
        name: sql`(p.last_name || ' ' || p.first_name)`,
        reference: sql`p.reference`,
        manager: sql`concat_ws(' ', m.first_name, m.last_name)`,
        businessUnit: nameOf(sql.ref('u.unit_id')),
        status,
        deadline: deadlineOf(year, clock),
        submittedAt: sql`e.submitted_at`,
        validatedAt: sql`e.validated_at`,
      };
      const filters: ListFiltersSql<typeof evaluationsList.columns> = { status: statusFilter(year, clock) };
      const search = [sql`p.first_name`, sql`p.last_name`, sql`p.reference`];
      const where = listWhere(evaluationsList, columns, query, search, filters);
      // The walk down that carries the business unit, only when the list sorts or filters on it.
      const byUnit = queryReads(query, ['businessUnit'], { sort: true });
      const units = byUnit ? sql`left join ${unitsBelow(viewer)} u on u.id = p.id` : sql``;
      const order = listOrder(
        evaluationsList,
        { ...columns, status: statusRank(year, clock) },
        query,
        sql`lower(p.last_name), lower(p.first_name), p.id`,
      );
      // The page's ids first, in the order of an index when the sort has one (the name: person_full_name_lower), the
      // scope a condition on each person rather than a set joined first (the year's evaluation a probe per person
      // read); their rows after; the count apart.
      const { rows: ids, ...counted } = await pageOfIds(
        db,
        query,
        {
          from: sql`from person p left join person m on m.id = p.manager_id ${units}
          left join evaluation e on e.person_id = p.id and e.year = ${year}
          where ${followsPerson(viewer)} and (e.id is not null or ${evaluablePerson}) and ${where}`,
          // "All" access filtered on a status only an opened evaluation has: the count reads that status's evaluations
          // of the year and probes their persons, at most the cap of each, instead of hashing the year's whole range.
          ...(viewer.seesAll && keepsEvaluated(query)
            ? {
                countFrom: sql`from evaluation e ${probedRow('person', 'p', sql`e.person_id`)}
                  ${queryReads(query, ['manager']) ? sql`left join person m on m.id = p.manager_id` : sql``} ${units}
                  where e.year = ${year} and ${followsPerson(viewer)} and ${where}`,
              }
            : {}),
          key: sql`p.id`,
          order,
        },
        count,
      );
      if (ids.length === 0) return { rows: [], ...counted };
      const { rows } = await sql<EvaluationDbRow>`
        select p.id as "idUser", p.first_name as "firstName", p.last_name as "lastName", p.reference,
          nullif(concat_ws(' ', m.first_name, m.last_name), '') as "managerName",
          (select json_build_object('id', b.id, 'name', concat_ws(' ', b.first_name, b.last_name))
            from person b where b.id = ${unitOf(sql.ref('p.id'))}) as "businessUnit",
          e.id as "idEa", e.status as "eaStatus", ${status} as status,
          to_char(${deadlineOf(year, clock)}, 'YYYY-MM-DD') as deadline,
          e.submitted_at as "submittedAt", e.validated_at as "validatedAt"
        from ${idsInOrder(ids)} join person p on p.id = s.id
        left join person m on m.id = p.manager_id
        left join evaluation e on e.person_id = p.id and e.year = ${year}
        order by s.n`.execute(db);
      return { rows, ...counted };
    },

    /** How many evaluations of `year` are in each status, per manager or per business unit. */
    async campaign(viewer: OrgViewer, year: number, groupBy: CampaignGrouping, clock: CampaignClock) {
      const units = groupBy === 'businessUnit' ? sql`left join ${unitsBelow(viewer)} u on u.id = p.id` : sql``;
      const key = groupBy === 'manager' ? sql`p.manager_id` : sql`u.unit_id`;
      const count = (s: CampaignStatus) => sql`count(*) filter (where r.status = ${s})::int`;
      const { rows } = await sql<CampaignCounts>`with scope as (${followedBy(viewer)}),
        r as (select ${key} as key, ${campaignStatus(year, clock)} as status
          from scope s join person p on p.id = s.id ${units}
          left join evaluation e on e.person_id = p.id and e.year = ${year}
          where (e.id is not null or ${evaluablePerson}))
        select r.key as id, ${nameOf(sql.ref('r.key'))} as name, ${count('notStarted')} as "notStarted",
          ${count('draft')} as draft, ${count('submitted')} as submitted, ${count('validated')} as validated,
          ${count('late')} as late, count(*)::int as total
        from r group by r.key order by count(*) desc, r.key nulls last`.execute(db);
      return rows;
    },

    /** The people named, as the viewer's list of `year` shows them (the others are not in it). */
    async reminderCandidates(
      viewer: OrgViewer,
      personIds: readonly number[],
      year: number,
      clock: CampaignClock,
    ): Promise<ReminderCandidate[]> {
      const { rows } = await sql<ReminderCandidate>`with scope as (${followedBy(viewer)})
        select p.id as "personId", p.first_name as "firstName", p.last_name as "lastName", p.email,
          p.id_lang as "idLang", m.first_name as "managerFirstName", m.last_name as "managerLastName",
          m.email as "managerEmail", m.id_lang as "managerLang", e.id as "idEa", e.status as "eaStatus",
          ${campaignStatus(year, clock)} as status,
          exists (select 1 from evaluation_reminder r where r.person_id = p.id and r.year = ${year}
            and r.sent_on = ${clock.today}::date) as "remindedToday"
        ${yearRows(year)} and p.id = any(${[...personIds]}::int[])`.execute(db);
      return rows;
    },

    /**
     * Records today's reminders (in the caller's transaction, with their e-mails); answers the people recorded now —
     * not those someone reminded today in the meantime (the unique key: once a day per person and year).
     */
    async recordReminders(
      trx: Trx,
      rows: readonly { personId: number }[],
      values: Pick<RemindLateBody, 'year' | 'to'> & { today: string; sentBy: number },
    ): Promise<Set<number>> {
      if (rows.length === 0) return new Set();
      const { rows: inserted } = await sql<{ personId: number }>`insert into evaluation_reminder
          (person_id, year, sent_on, sent_by, to_kind)
        values ${sql.join(rows.map((r) => sql`(${r.personId}, ${values.year}, ${values.today}::date, ${values.sentBy}, ${values.to})`))}
        on conflict (person_id, year, sent_on) do nothing
        returning person_id as "personId"`.execute(trx);
      return new Set(inserted.map((r) => r.personId));
    },

    /** Whether a person exists (a 404 rather than a 403 for an unknown id). */
    async personExists(personId: number): Promise<boolean> {
      const row = await db.selectFrom('person').select('id').where('id', '=', personId).executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type EvaluationListRepository = ReturnType<typeof createEvaluationListRepository>;
