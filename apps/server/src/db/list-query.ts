/**
 * The lists' one query helper (docs/decisions/019-management-lists.md): a list's validated query (packages/shared
 * `defineList`) becomes parameterised SQL — every value is a bound parameter, every column an expression the list
 * names once; nothing is built from the caller's strings. Repositories compose the pieces:
 *
 *   const where = listWhere(list, columns, query, [sql`p.first_name`, sql`p.last_name`]);
 *   sql`select … where ${where} order by ${listOrder(list, columns, query, sql`p.id`)} ${listPage(query)}`
 */
import { sql, type RawBuilder } from 'kysely';
import { LIST_COUNT_CAP, type ListColumnSpec, type ListFilter, type ListQuery } from '@my-skills/shared/lists';
import { containsPattern } from './sql-helpers';
import type { CountMode, Queryable } from './types';

export type { CountMode };

/** The SQL expression of each column the list filters or sorts on. */
export type ListColumnsSql<C extends Record<string, ListColumnSpec>> = { [K in keyof C]?: RawBuilder<unknown> };

/**
 * A column's own condition for a filter, where the condition on its expression cannot use an index (a computed
 * column): the same rows, written on the columns it is computed from; undefined keeps the condition on the expression.
 */
export type ListFiltersSql<C extends Record<string, ListColumnSpec>> = {
  [K in keyof C]?: (filter: ListFilter) => RawBuilder<boolean> | undefined;
};

interface ListShape<C extends Record<string, ListColumnSpec>> {
  columns: C;
}

/** A value in its column's SQL type (dates as `date`, numbers as `numeric`, booleans as `boolean`). */
function typed(spec: ListColumnSpec, value: string): RawBuilder<unknown> {
  switch (spec.type) {
    case 'number':
      return sql`${value}::numeric`;
    case 'date':
      return sql`${value}::date`;
    case 'boolean':
      return sql`${value === 'true'}::boolean`;
    default:
      return sql`${value}`;
  }
}

/**
 * The column as compared: text columns folded to lower case, accents kept (the catalogue's own rule). An enum column
 * is compared as it is, its value a parameter of the column's own type (PostgreSQL infers it; the schema admits only
 * the column's options): a cast to text hid the column's statistics — the planner guessed 10 of 1 942 candidates in
 * one language, and read every candidate to sort them rather than walk the name's index.
 */
function compared(spec: ListColumnSpec, expr: RawBuilder<unknown>): RawBuilder<unknown> {
  if (spec.type === 'text') return sql`lower(${expr}::text)`;
  if (spec.type === 'date') return sql`(${expr})::date`;
  return expr;
}

/** One filter as a condition on its column (the operator set of packages/shared `LIST_FILTER_OPERATORS`). */
export function filterCondition(
  spec: ListColumnSpec,
  expr: RawBuilder<unknown>,
  filter: ListFilter,
): RawBuilder<boolean> {
  const column = compared(spec, expr);
  const value = spec.type === 'text' ? (filter.value ?? '').toLowerCase() : (filter.value ?? '');
  switch (filter.op) {
    case 'containing':
      return sql<boolean>`${column} like ${containsPattern(value)}`;
    case 'equal':
      return sql<boolean>`${column} = ${typed(spec, value)}`;
    case 'different':
      return sql<boolean>`${column} is distinct from ${typed(spec, value)}`;
    case 'greater':
      return sql<boolean>`${column} > ${typed(spec, value)}`;
    case 'less':
      return sql<boolean>`${column} < ${typed(spec, value)}`;
    case 'between': {
      const [low, high] = [value, filter.value2 ?? ''].sort((a, b) =>
        spec.type === 'number' ? Number(a) - Number(b) : a.localeCompare(b),
      ) as [string, string];
      return sql<boolean>`${column} between ${typed(spec, low)} and ${typed(spec, high)}`;
    }
    case 'empty':
      return spec.type === 'text' ? sql<boolean>`coalesce(${column}, '') = ''` : sql<boolean>`${column} is null`;
    case 'notEmpty':
      return spec.type === 'text' ? sql<boolean>`coalesce(${column}, '') <> ''` : sql<boolean>`${column} is not null`;
  }
}

/**
 * A filter through a condition of the list's own (`is`: exactly true or false for every row — the rows whose column
 * equals the filter's value, written on the columns it is computed from so that an index may serve it): `equal` is
 * that condition, `different` is "not true" (as the column's `is distinct from`); any other operator, or no
 * condition (undefined), keeps the column's own condition.
 */
export function equalOrNot(filter: ListFilter, is: RawBuilder<boolean> | undefined): RawBuilder<boolean> | undefined {
  if (!is) return undefined;
  if (filter.op === 'equal') return is;
  return filter.op === 'different' ? sql<boolean>`((${is}) is not true)` : undefined;
}

/**
 * Whether the list's query reads any of `fields`: a filter on one, the sort on one (with `sort`: a page's order; a
 * count has none), the quick search (with `search`: its fields are among them). A join that only those columns read
 * adds or removes no row is left out otherwise, so that a page or count reads its own table alone.
 */
export function queryReads(
  query: Pick<ListQuery, 'searchTerm' | 'filters'> & { sort?: string },
  fields: readonly string[],
  reads: { search?: boolean; sort?: boolean } = {},
): boolean {
  return (
    (reads.search === true && Boolean(query.searchTerm)) ||
    (reads.sort === true && query.sort !== undefined && fields.includes(query.sort)) ||
    query.filters.some((f) => fields.includes(f.field))
  );
}

/** Every word of a quick search found in one of `fields` (case folded). */
export function searchCondition(term: string, fields: RawBuilder<unknown>[]): RawBuilder<boolean> {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean).map(containsPattern);
  if (words.length === 0 || fields.length === 0) return sql<boolean>`true`;
  return sql<boolean>`(${sql.join(
    words.map(
      (w) =>
        sql`(${sql.join(
          fields.map((f) => sql`lower(coalesce(${f}::text, '')) like ${w}`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  )})`;
}

/** The list's filters and quick search as one condition (`true` when there is none); `filters`: columns' own. */
export function listWhere<C extends Record<string, ListColumnSpec>>(
  list: ListShape<C>,
  columns: ListColumnsSql<C>,
  query: Pick<ListQuery, 'searchTerm' | 'filters'>,
  searchFields: RawBuilder<unknown>[],
  filters: ListFiltersSql<C> = {},
): RawBuilder<boolean> {
  const conditions = query.filters.map((filter) => {
    const spec = list.columns[filter.field];
    const expr = columns[filter.field as keyof C];
    // The schema refused unknown fields; a column without SQL is a programming error, not bad input.
    if (!spec || !expr) throw new Error(`list column ${filter.field} has no SQL expression`);
    return filters[filter.field as keyof C]?.(filter) ?? filterCondition(spec, expr, filter);
  });
  if (query.searchTerm) conditions.push(searchCondition(query.searchTerm, searchFields));
  return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` and `)})` : sql<boolean>`true`;
}

/** `order by` of the list: the chosen column (nulls last), then `tiebreak` so that pages never overlap. */
export function listOrder<C extends Record<string, ListColumnSpec>>(
  list: ListShape<C>,
  columns: ListColumnsSql<C>,
  query: Pick<ListQuery, 'sort' | 'order'>,
  tiebreak: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const spec = list.columns[query.sort];
  const expr = columns[query.sort as keyof C];
  if (!spec || !expr) throw new Error(`list column ${query.sort} has no SQL expression`);
  const direction = query.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const key = spec.type === 'text' ? sql`lower(${expr}::text)` : expr;
  return sql`${key} ${direction}, ${tiebreak}`;
}

/** `limit … offset …` of one page. */
export const listPage = (query: Pick<ListQuery, 'page' | 'pageSize'>): RawBuilder<unknown> =>
  sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;

/** A page of rows and how many match (`capped`: more than `total` match — the count stopped there). */
export interface CountedPage<Row> {
  rows: Row[];
  total: number;
  capped: boolean;
}

/**
 * A page read first and counted apart (issue 24 §2): the page's query has no `count(*) over ()`, so the planner may
 * read the rows in an index's order and stop at the page; the matches are counted only when the page does not tell
 * how many there are (a full page, or a page past the end) — a last page or a short list costs no count. `count`
 * counts at most `limit` matches (null: every one), or answers `{ exact }` when it knows the total at no cost (a
 * precomputed count): with `capped`, a filter matching a large part of the population costs no more than a thousand
 * rows past the page, and a count that reaches the limit answers "more than".
 */
export async function pageThenCount<Row>(
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  page: () => Promise<Row[]>,
  count: (limit: number | null) => Promise<number | { exact: number }>,
  mode: CountMode = 'capped',
): Promise<CountedPage<Row>> {
  const rows = await page();
  const before = (query.page - 1) * query.pageSize;
  if (rows.length > 0 && rows.length < query.pageSize) return { rows, total: before + rows.length, capped: false };
  if ((rows.length === 0 && query.page === 1) || mode === 'none') return { rows, total: 0, capped: false };
  const cap = before + LIST_COUNT_CAP;
  const counted = await count(mode === 'exact' ? null : cap + 1);
  // A count that is exact whatever its size (precomputed) says so: it is not capped.
  if (typeof counted === 'object') return { rows, total: counted.exact, capped: false };
  return counted > cap && mode === 'capped'
    ? { rows, total: cap, capped: true }
    : { rows, total: counted, capped: false };
}

/**
 * `table` as `alias`, reached from another row's `key` one probe of its primary key at a time: `offset 0` keeps the
 * planner from flattening it into a join, which it would hash. A capped count driven from an index range of the other
 * table (the year's evaluations of one status) then reads the cap's rows and probes as many, whatever the population
 * — where the join hashed the whole range (11 972 evaluations at 50 000 people for a count of 1 001).
 */
export const probedRow = (table: 'person', alias: string, key: RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`cross join lateral (select ${sql.ref(alias)}.* from ${sql.table(table)} ${sql.id(alias)}
    where ${sql.ref(`${alias}.id`)} = ${key} offset 0) ${sql.id(alias)}`;

/** `select count(*)` of `from` (`from … where …`), reading at most `limit` matches (null: all). */
export const countOf = (from: RawBuilder<unknown>, limit: number | null): RawBuilder<{ n: number }> =>
  limit === null
    ? sql<{ n: number }>`select count(*)::int as n ${from}`
    : sql<{ n: number }>`select count(*)::int as n from (select 1 ${from} limit ${limit}) counted`;

/**
 * The ids of one page of `from` (`from … where …`, naming the rows' key as `key`) in `order`, and how many match —
 * the page read first (see `pageThenCount`); the rows are then read for those ids only (`idsInOrder`). `countFrom`:
 * the same rows without the joins only the page's order reads (counted over `from` otherwise).
 */
export async function pageOfIds(
  q: Queryable,
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  list: {
    from: RawBuilder<unknown>;
    countFrom?: RawBuilder<unknown>;
    key: RawBuilder<unknown>;
    order: RawBuilder<unknown>;
  },
  mode: CountMode = 'capped',
): Promise<CountedPage<number>> {
  return pageThenCount(
    query,
    async () =>
      (
        await sql<{
          id: number;
        }>`select ${list.key} as id ${list.from} order by ${list.order} ${listPage(query)}`.execute(q)
      ).rows.map((r) => r.id),
    async (limit) => (await countOf(list.countFrom ?? list.from, limit).execute(q)).rows[0]?.n ?? 0,
    mode,
  );
}

/** `ids` as a row source `s(id, n)` in their order (`order by s.n`): a page's rows read after its ids. */
export const idsInOrder = (ids: readonly number[]): RawBuilder<unknown> =>
  sql`unnest(${[...ids]}::int[]) with ordinality as s(id, n)`;
