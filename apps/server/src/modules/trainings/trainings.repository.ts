/**
 * All SQL of training and certification wishes: one wish with the caller's view of its owner, its writes, its
 * attachments and history, the failed-delivery revert, and the list (page, totals, export ids and rows) and the
 * budget over the people a viewer follows (org chart `followedBy`).
 */
import { sql, type RawBuilder } from 'kysely';
import type { ListFilter, ListQuery } from '@my-skills/shared/lists';
import { trainingsList } from '@my-skills/shared/schemas/trainings';
import type { Db, Queryable } from '../../db/types';
import { listOrder, listPage, listWhere, queryReads, type ListColumnsSql } from '../../db/list-query';
import { followedBy, isFollowedBy, maySee, unitsBelow, type OrgViewer } from '../people/org-chart.repository';

export interface WishDbRow {
  id: number;
  personId: number;
  personName: string;
  evaluationId: number | null;
  type: number;
  title: string;
  nature: number | null;
  context: number | null;
  scheme: number | null;
  requestOrigin: number;
  status: number;
  organism: string;
  desiredDate: string | null;
  startDate: string | null;
  endDate: string | null;
  durationHours: number | null;
  costExclTax: string | null;
  validation: string;
  comment: string;
  rowVersion: number;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: Date;
  certificationObtained: boolean;
  certificationDate: string | null;
  certificationExpiry: string | null;
  certificationName: string;
  reportAttended: boolean | null;
  reportHours: number | null;
  reportContent: string;
  reportFeedback: string;
  reportRating: number | null;
  reportedAt: Date | null;
  /** The skill gap it addresses (issue 22 §2): the subject's names and the levels. */
  gapNameFr: string | null;
  gapNameEn: string | null;
  gapLevelFrom: number | null;
  gapLevelTo: number | null;
  /** The viewer may see the owner in the org chart (own, chain, "all" access). */
  visible: boolean;
}

export interface WishFields {
  type: number;
  title: string;
  nature: number | null;
  context: number | null;
  organism: string;
  desiredDate: string | null;
  durationHours: number | null;
  comment: string;
}

const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const fullName = (alias: string) =>
  sql<string>`concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(`${alias}.last_name`)})`;

const wishColumns = (viewer: OrgViewer) => sql`w.id, w.person_id as "personId", ${fullName('p')} as "personName",
  w.evaluation_id as "evaluationId", w.type, w.title, w.nature, w.context, w.scheme,
  w.request_origin as "requestOrigin", w.status, w.organism, ${day('w.desired_date')} as "desiredDate",
  ${day('w.start_date')} as "startDate", ${day('w.end_date')} as "endDate", w.duration_hours as "durationHours",
  w.cost_excl_tax::text as "costExclTax", w.validation, w.comment, w.row_version as "rowVersion",
  w.created_by as "createdBy", nullif(${fullName('c')}, '') as "createdByName", w.created_at as "createdAt",
  w.certification_obtained as "certificationObtained", ${day('w.certification_date')} as "certificationDate",
  ${day('w.certification_expiry')} as "certificationExpiry", w.certification_name as "certificationName",
  w.report_attended as "reportAttended", w.report_hours as "reportHours", w.report_content as "reportContent",
  w.report_feedback as "reportFeedback", w.report_rating as "reportRating", w.reported_at as "reportedAt",
  coalesce((select s.name_fr from skill s where s.id = w.gap_skill_id),
    (select l.name_fr from business_manager_skill_line l where l.id = w.gap_line_id)) as "gapNameFr",
  coalesce((select s.name_en from skill s where s.id = w.gap_skill_id),
    (select l.name_en from business_manager_skill_line l where l.id = w.gap_line_id)) as "gapNameEn",
  w.gap_level_from as "gapLevelFrom", w.gap_level_to as "gapLevelTo",
  ${maySee(viewer, sql.ref('w.person_id'))} as visible`;

/** The list's columns as SQL (`w` the wish, `p` its person, `c` who entered it). */
const listColumns: ListColumnsSql<typeof trainingsList.columns> = {
  name: sql`concat_ws(' ', p.last_name, p.first_name)`,
  title: sql`w.title`,
  type: sql`w.type`,
  status: sql`w.status`,
  context: sql`w.context`,
  nature: sql`w.nature`,
  requestOrigin: sql`w.request_origin`,
  scheme: sql`w.scheme`,
  organism: sql`w.organism`,
  desiredDate: sql`w.desired_date`,
  startDate: sql`w.start_date`,
  endDate: sql`w.end_date`,
  durationHours: sql`w.duration_hours`,
  costExclTax: sql`w.cost_excl_tax`,
  validation: sql`w.validation`,
  enteredBy: sql`concat_ws(' ', c.last_name, c.first_name)`,
  certificationObtained: sql`w.certification_obtained`,
  createdAt: sql`w.created_at`,
};

export interface TrainingListDbRow {
  id: number;
  idUser: number;
  firstName: string;
  lastName: string;
  idEa: number | null;
  title: string;
  type: number;
  status: number;
  context: number | null;
  nature: number | null;
  requestOrigin: number;
  scheme: number | null;
  organism: string;
  desiredDate: string | null;
  startDate: string | null;
  endDate: string | null;
  durationHours: number | null;
  costExclTax: string | null;
  validation: string;
  enteredBy: string | null;
  certificationObtained: boolean;
  createdAt: Date;
}

const listRowColumns = sql`w.id, p.id as "idUser", p.first_name as "firstName", p.last_name as "lastName",
  w.evaluation_id as "idEa", w.title, w.type, w.status, w.context, w.nature, w.request_origin as "requestOrigin",
  w.scheme, w.organism, ${day('w.desired_date')} as "desiredDate", ${day('w.start_date')} as "startDate",
  ${day('w.end_date')} as "endDate", w.duration_hours as "durationHours", w.cost_excl_tax::text as "costExclTax",
  w.validation, nullif(concat_ws(' ', c.first_name, c.last_name), '') as "enteredBy",
  w.certification_obtained as "certificationObtained", w.created_at as "createdAt"`;

/**
 * The wishes of the viewer's scope that match the list's filters and search (`sort`: the column ordered on). The
 * person and the one who entered the wish are joined only when a search, filter or sort reads them.
 */
const matching = (viewer: OrgViewer, query: Pick<ListQuery, 'searchTerm' | 'filters'> & { sort?: string }) => {
  const where = listWhere(trainingsList, listColumns, query, [
    sql`p.first_name`,
    sql`p.last_name`,
    sql`p.reference`,
    sql`w.title`,
    sql`w.organism`,
  ]);
  const person = queryReads(query, ['name'], { search: true, sort: true })
    ? sql`join person p on p.id = w.person_id`
    : sql``;
  const creator = queryReads(query, ['enteredBy'], { sort: true })
    ? sql`left join person c on c.id = w.created_by`
    : sql``;
  return sql`from training_wish w ${person} ${creator}
    where ${isFollowedBy(viewer, sql.ref('w.person_id'))} and ${where}`;
};
const order = (query: Pick<ListQuery, 'sort' | 'order'>) => listOrder(trainingsList, listColumns, query, sql`w.id`);

/** Which of the grouping sets (status, nature, scheme, all) a row of `w` is, and its value. */
const totalsGroup = sql`case when grouping(w.status) = 0 then 'status' when grouping(w.nature) = 0 then 'nature'
    when grouping(w.scheme) = 0 then 'scheme' else 'all' end as grp,
  coalesce(case when grouping(w.status) = 0 then w.status end, case when grouping(w.nature) = 0 then w.nature end,
    case when grouping(w.scheme) = 0 then w.scheme end) as id`;
const totalsSets = sql`group by grouping sets ((w.status), (w.nature), (w.scheme), ())`;
/** The columns of the precomputed totals: a filter on them alone is answered from training_wish_total. */
const CUBE_COLUMNS = new Set(['status', 'nature', 'scheme']);
const CUBE_OPERATORS = new Set(['equal', 'different', 'empty', 'notEmpty']);
const onCube = (filters: readonly ListFilter[]) =>
  filters.every((f) => CUBE_COLUMNS.has(f.field) && CUBE_OPERATORS.has(f.op));

export interface TotalDbRow {
  grp: 'all' | 'status' | 'nature' | 'scheme';
  id: number | null;
  count: number;
  hours: number;
  cost: string;
}

export interface BudgetDbRow {
  grp: 'all' | 'unit' | 'scheme';
  id: number | null;
  name: string | null;
  count: number;
  plannedCost: string;
  plannedHours: number;
  enrolledCost: string;
  enrolledHours: number;
  spentCost: string;
  spentHours: number;
}

export function createTrainingsRepository(db: Db) {
  /** The rows of these wishes, in the ids' order. */
  async function rowsByIds(ids: number[]): Promise<TrainingListDbRow[]> {
    if (ids.length === 0) return [];
    // `= any` of the ids (the planner counts them: index look-ups, not the people hashed), ordered here.
    const { rows } = await sql<TrainingListDbRow>`select ${listRowColumns}
      from training_wish w join person p on p.id = w.person_id left join person c on c.id = w.created_by
      where w.id = any(${sql.val(ids)}::int[])`.execute(db);
    const at = new Map(ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
  }

  /** The totals of the matching wishes, aggregated (one scan). */
  async function computedTotals(
    viewer: OrgViewer,
    query: Pick<ListQuery, 'searchTerm' | 'filters'>,
  ): Promise<TotalDbRow[]> {
    const { rows } = await sql<TotalDbRow>`select ${totalsGroup},
        count(*)::int as count, coalesce(sum(w.duration_hours), 0)::int as hours,
        coalesce(sum(w.cost_excl_tax), 0)::text as cost
      ${matching(viewer, query)} ${totalsSets}`.execute(db);
    return rows;
  }

  /**
   * The totals of every employee's wishes but the viewer's ("all" access, no search, filters on the status, nature or
   * scheme only — the filter's own condition on the cube's columns): the precomputed ones (training_wish_total, at
   * most one row per status × nature × scheme) less the viewer's own; the groups left empty are left out, as an
   * aggregate over no wish has none.
   */
  async function precomputedTotals(viewerId: number, filters: ListFilter[]): Promise<TotalDbRow[]> {
    // The cube's columns are named as the wishes' are (`w.status`, …): the list's own conditions apply.
    const where = listWhere(trainingsList, listColumns, { searchTerm: '', filters }, []);
    const { rows } = await sql<TotalDbRow>`with own as (
        select status, coalesce(nature, 0) as nature, coalesce(scheme, 0) as scheme, count(*) as wishes,
          coalesce(sum(duration_hours), 0) as hours, coalesce(sum(cost_excl_tax), 0) as cost
        from training_wish where person_id = ${viewerId} and owner_employee group by 1, 2, 3),
      w as (select t.status, nullif(t.nature, 0) as nature, nullif(t.scheme, 0) as scheme,
          t.wishes - coalesce(o.wishes, 0) as wishes, t.hours - coalesce(o.hours, 0) as hours,
          t.cost - coalesce(o.cost, 0) as cost
        from training_wish_total t left join own o using (status, nature, scheme))
      select ${totalsGroup}, coalesce(sum(w.wishes), 0)::int as count, coalesce(sum(w.hours), 0)::int as hours,
        coalesce(sum(w.cost), 0)::text as cost
      from w where ${where} ${totalsSets}
      having coalesce(sum(w.wishes), 0) > 0 or grouping(w.status, w.nature, w.scheme) = 7`.execute(db);
    return rows;
  }

  return {
    /** One wish as the viewer sees it (undefined: no such wish). */
    async load(viewer: OrgViewer, id: number, q: Queryable = db): Promise<WishDbRow | undefined> {
      const { rows } = await sql<WishDbRow>`select ${wishColumns(viewer)}
        from training_wish w join person p on p.id = w.person_id left join person c on c.id = w.created_by
        where w.id = ${id}`.execute(q);
      return rows[0];
    },

    /** The wish's evaluation and status, locked until the transaction ends. */
    lock(trx: Queryable, id: number) {
      return trx
        .selectFrom('training_wish')
        .select(['evaluation_id as evaluationId', 'status'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async ownerOf(id: number, q: Queryable = db): Promise<number | undefined> {
      const row = await q.selectFrom('training_wish').select('person_id').where('id', '=', id).executeTakeFirst();
      return row?.person_id;
    },

    async insert(
      q: Queryable,
      w: WishFields & { personId: number; evaluationId: number | null; requestOrigin: number; by: number } & Partial<
          Record<
            'scheme' | 'catalogueEntryId' | 'gapSkillId' | 'gapLineId' | 'gapLevelFrom' | 'gapLevelTo',
            number | null
          >
        > & { costExclTax?: string | null },
    ): Promise<number> {
      const row = await q
        .insertInto('training_wish')
        .values({
          person_id: w.personId,
          evaluation_id: w.evaluationId,
          request_origin: w.requestOrigin,
          type: w.type,
          title: w.title,
          nature: w.nature,
          context: w.context,
          organism: w.organism,
          desired_date: w.desiredDate,
          duration_hours: w.durationHours,
          comment: w.comment,
          created_by: w.by,
          updated_by: w.by,
          scheme: w.scheme ?? null,
          cost_excl_tax: w.costExclTax ?? null,
          catalogue_entry_id: w.catalogueEntryId ?? null,
          gap_skill_id: w.gapSkillId ?? null,
          gap_line_id: w.gapLineId ?? null,
          gap_level_from: w.gapLevelFrom ?? null,
          gap_level_to: w.gapLevelTo ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Changes a wish of an evaluation from it (its row version bumped): false when not that evaluation's. */
    async updateFromEvaluation(q: Queryable, id: number, evaluationId: number, w: WishFields, by: number) {
      const row = await q
        .updateTable('training_wish')
        .set((eb) => ({
          type: w.type,
          title: w.title,
          nature: w.nature,
          context: w.context,
          organism: w.organism,
          desired_date: w.desiredDate,
          duration_hours: w.durationHours,
          comment: w.comment,
          updated_by: by,
          updated_at: new Date(),
          row_version: eb('row_version', '+', 1),
        }))
        .where('id', '=', id)
        .where('evaluation_id', '=', evaluationId)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async delete(q: Queryable, id: number): Promise<boolean> {
      const r = await q.deleteFrom('training_wish').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },

    attachments(id: number) {
      return db
        .selectFrom('user_file')
        .select(['id', 'file_name as fileName', 'content_type as contentType', 'size', 'created_at as createdAt'])
        .where('training_wish_id', '=', id)
        .orderBy('id')
        .execute();
    },

    history(id: number) {
      return db
        .selectFrom('training_wish_history as h')
        .leftJoin('person as u', 'u.id', 'h.changed_by')
        .select([
          'h.from_status as from',
          'h.to_status as to',
          sql<string | null>`nullif(concat_ws(' ', u.first_name, u.last_name), '')`.as('by'),
          'h.changed_at as at',
          'h.comment',
        ])
        .where('h.training_wish_id', '=', id)
        .orderBy('h.id')
        .execute();
    },

    /** The person's Boond resource id. */
    async boondIdOf(personId: number): Promise<number | null> {
      const row = await db.selectFrom('person').select('id_boond').where('id', '=', personId).executeTakeFirst();
      return row?.id_boond ?? null;
    },

    /**
     * A page of the list: the page's ids first (the sort over narrow rows), then their columns — the columns are
     * computed for the page only; the count is the totals' (one scan each).
     */
    async page(viewer: OrgViewer, query: ListQuery): Promise<TrainingListDbRow[]> {
      const { rows } = await sql<{ id: number }>`select w.id ${matching(viewer, query)}
        order by ${order(query)} ${listPage(query)}`.execute(db);
      return rowsByIds(rows.map((r) => r.id));
    },

    /**
     * Count, hours and cost of the matching wishes: all, and per status, nature and scheme. With "all" access, no
     * search and filters on the status, nature or scheme only, from the employees' precomputed totals less the
     * viewer's own wishes (migration 0030: two small reads whatever the population); otherwise one scan of the
     * matching wishes.
     */
    async totals(viewer: OrgViewer, query: Pick<ListQuery, 'searchTerm' | 'filters'>): Promise<TotalDbRow[]> {
      if (viewer.seesAll && !query.searchTerm && onCube(query.filters))
        return precomputedTotals(viewer.personId, query.filters);
      return computedTotals(viewer, query);
    },

    /** The totals as `totals` computes them for another filter (the precomputed ones are checked against these). */
    computedTotals: (viewer: OrgViewer, filters: ListFilter[] = []) =>
      computedTotals(viewer, { searchTerm: '', filters }),

    /** The ids of every matching wish, in the list's order (an export reads them, then their rows in batches). */
    async matchingIds(viewer: OrgViewer, query: Pick<ListQuery, 'searchTerm' | 'filters' | 'sort' | 'order'>) {
      const { rows } = await sql<{
        id: number;
      }>`select w.id ${matching(viewer, query)} order by ${order(query)}`.execute(db);
      return rows.map((r) => r.id);
    },

    rowsByIds,

    /**
     * The budget of a year (a wish belongs to the year of its start date, else its desired date, else its creation):
     * planned = in progress; enrolled = processed; spent = processed and ended before `today` or reported (its hours:
     * those reported, else its duration). Per business unit (unitsBelow), per scheme and in all.
     */
    async budget(viewer: OrgViewer, year: number, today: string): Promise<BudgetDbRow[]> {
      const spent = sql`w.status = 2 and (w.end_date < ${today}::date or w.reported_at is not null)`;
      const sum = (cond: RawBuilder<unknown>, value: RawBuilder<unknown>) =>
        sql`coalesce(sum(${value}) filter (where ${cond}), 0)`;
      const cost = sql`w.cost_excl_tax`;
      const { rows } = await sql<BudgetDbRow>`with scope as (${followedBy(viewer)}),
        units as ${unitsBelow(viewer)},
        r as (select w.*, u.unit_id from training_wish w join scope s on s.id = w.person_id
          left join units u on u.id = w.person_id
          where w.status in (1, 2)
            and extract(year from coalesce(w.start_date, w.desired_date, w.created_at::date)) = ${year})
        select case when grouping(w.unit_id) = 0 then 'unit' when grouping(w.scheme) = 0 then 'scheme'
            else 'all' end as grp,
          case when grouping(w.unit_id) = 0 then w.unit_id when grouping(w.scheme) = 0 then w.scheme end as id,
          case when grouping(w.unit_id) = 0 then
            (select concat_ws(' ', b.first_name, b.last_name) from person b where b.id = w.unit_id) end as name,
          count(*)::int as count,
          ${sum(sql`w.status = 1`, cost)}::text as "plannedCost",
          ${sum(sql`w.status = 1`, sql`w.duration_hours`)}::int as "plannedHours",
          ${sum(sql`w.status = 2`, cost)}::text as "enrolledCost",
          ${sum(sql`w.status = 2`, sql`w.duration_hours`)}::int as "enrolledHours",
          ${sum(spent, cost)}::text as "spentCost",
          ${sum(spent, sql`coalesce(w.report_hours, w.duration_hours)`)}::int as "spentHours"
        from r w group by grouping sets ((w.unit_id), (w.scheme), ())`.execute(db);
      return rows;
    },
  };
}
export type TrainingsRepository = ReturnType<typeof createTrainingsRepository>;
