import { describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@my-skills/shared/lists';
import { pageThenCount } from './list-query';

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
