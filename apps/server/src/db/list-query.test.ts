import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { LIST_COUNT_CAP, type ListFilter } from '@my-skills/shared/lists';
import { equalOrNot, pageThenCount, queryReads } from './list-query';

/** A list of `matches` rows read a page at a time; `asked` records each count's limit (undefined: not counted). */
function list(matches: number) {
  const asked: (number | null)[] = [];
  const read = (query: { page: number; pageSize: number }) => async () => {
    const start = (query.page - 1) * query.pageSize;
    return Array.from({ length: Math.max(0, Math.min(query.pageSize, matches - start)) }, (_, i) => start + i);
  };
  const count = async (limit: number | null) => {
    asked.push(limit);
    return limit === null ? matches : Math.min(matches, limit);
  };
  return { asked, read, count };
}

describe('a page read first and counted apart', () => {
  it('counts nothing when the page tells the total: a short page, an empty first page', async () => {
    const l = list(30);
    expect(await pageThenCount({ page: 2, pageSize: 25 }, l.read({ page: 2, pageSize: 25 }), l.count)).toMatchObject({
      total: 30,
      capped: false,
    });
    const none = list(0);
    expect(await pageThenCount({ page: 1, pageSize: 25 }, none.read({ page: 1, pageSize: 25 }), none.count)).toEqual({
      rows: [],
      total: 0,
      capped: false,
    });
    expect([...l.asked, ...none.asked]).toEqual([]);
  });

  it('counts exactly up to LIST_COUNT_CAP past the page, and says "more than" beyond', async () => {
    const small = list(LIST_COUNT_CAP);
    expect(await pageThenCount({ page: 1, pageSize: 25 }, small.read({ page: 1, pageSize: 25 }), small.count)).toEqual(
      expect.objectContaining({ total: LIST_COUNT_CAP, capped: false }),
    );
    const large = list(50_000);
    expect(await pageThenCount({ page: 1, pageSize: 25 }, large.read({ page: 1, pageSize: 25 }), large.count)).toEqual(
      expect.objectContaining({ total: LIST_COUNT_CAP, capped: true }),
    );
    // A later page counts from its own start: its rows are always inside the total.
    expect(
      await pageThenCount({ page: 41, pageSize: 25 }, large.read({ page: 41, pageSize: 25 }), large.count),
    ).toEqual(expect.objectContaining({ total: 1000 + LIST_COUNT_CAP, capped: true }));
    expect(large.asked).toEqual([LIST_COUNT_CAP + 1, 1000 + LIST_COUNT_CAP + 1]);
  });

  it('takes an exact count as it is (a precomputed total is never "more than")', async () => {
    const l = list(48_000);
    const exact = async () => ({ exact: 48_000 });
    expect(await pageThenCount({ page: 1, pageSize: 25 }, l.read({ page: 1, pageSize: 25 }), exact)).toMatchObject({
      total: 48_000,
      capped: false,
    });
  });

  it('counts a page past the end, and every match for an export; an export’s next batches are not counted', async () => {
    const l = list(3000);
    expect(await pageThenCount({ page: 500, pageSize: 25 }, l.read({ page: 500, pageSize: 25 }), l.count)).toEqual({
      rows: [],
      total: 3000,
      capped: false,
    });
    const first = await pageThenCount(
      { page: 1, pageSize: 1000 },
      l.read({ page: 1, pageSize: 1000 }),
      l.count,
      'exact',
    );
    expect(first).toMatchObject({ total: 3000, capped: false });
    await pageThenCount({ page: 2, pageSize: 1000 }, l.read({ page: 2, pageSize: 1000 }), l.count, 'none');
    expect(l.asked).toEqual([499 * 25 + LIST_COUNT_CAP + 1, null]);
  });
});

describe('a list column filtered through a condition of its own', () => {
  const db = new Kysely<Record<string, never>>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const is = sql<boolean>`(e.status = 2)`;
  const text = (op: ListFilter['op'], condition = is) =>
    equalOrNot({ field: 'status', op, value: 'x' }, condition)?.compile(db).sql;

  it('is the condition for equal, "not true" for different (a null condition keeps the row)', () => {
    expect(text('equal')).toBe('(e.status = 2)');
    expect(text('different')).toBe('(((e.status = 2)) is not true)');
  });

  it("keeps the column's own condition for the other operators and for a value it has no condition for", () => {
    for (const op of ['containing', 'empty', 'notEmpty', 'greater'] as const) expect(text(op)).toBeUndefined();
    expect(equalOrNot({ field: 'status', op: 'equal', value: 'unknown' }, undefined)).toBeUndefined();
  });
});

describe('whether a list query reads some columns', () => {
  const query = (q: { searchTerm?: string; sort?: string; filters?: ListFilter[] }) => ({
    searchTerm: q.searchTerm ?? '',
    sort: q.sort,
    filters: q.filters ?? [],
  });

  it('reads a column it filters on, whatever the options', () => {
    expect(queryReads(query({ filters: [{ field: 'name', op: 'containing', value: 'a' }] }), ['name'])).toBe(true);
    expect(queryReads(query({ filters: [{ field: 'status', op: 'equal', value: '1' }] }), ['name'])).toBe(false);
  });

  it('reads a sorted column only for a page (sort), the search only when its fields are among them (search)', () => {
    expect(queryReads(query({ sort: 'name' }), ['name'])).toBe(false);
    expect(queryReads(query({ sort: 'name' }), ['name'], { sort: true })).toBe(true);
    expect(queryReads(query({ sort: 'year' }), ['name'], { sort: true })).toBe(false);
    expect(queryReads(query({ searchTerm: 'dupont' }), ['name'])).toBe(false);
    expect(queryReads(query({ searchTerm: 'dupont' }), ['name'], { search: true })).toBe(true);
  });
});
