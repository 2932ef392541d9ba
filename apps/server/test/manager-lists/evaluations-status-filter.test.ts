/**
 * The evaluations of a year filtered on the campaign status (ListMyConsultant/ea): the repository writes the filter on
 * the evaluation's own status and the deadline rather than on the computed status (an index serves it, migration
 * 0033); the rows must be the same. On a generated population at 2026-11-20 with every case of the computed status
 * added by hand — a draft, a submitted one and a person without evaluation whose deadline passed (late) or not, the
 * deadline set for another year (none for this one), no deadline, a past year whose deadline is still ahead, a future
 * year's evaluation already late — every value under every operator the column allows answers exactly the rows of
 * the unfiltered list whose status matches, in the same order, with the same total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { OPERATORS_BY_TYPE } from '@my-skills/shared/lists';
import { CAMPAIGN_STATUSES, type EvaluationsPage } from '@my-skills/shared/schemas/manager-lists';
import { seedPopulation } from '../../src/db/seed/seed';
import { seedPopulationFiles } from '../../src/db/seed/population-files';
import { seedPopulationEvaluations } from '../../src/db/seed/population-evaluations';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { expectOk } from '../skills-file/helpers';
import { listUrl } from './helpers';

const NOW = new Date('2026-11-20T09:00:00Z');
const SEED = 2411;
const YEARS = [2025, 2026, 2027];
type Row = EvaluationsPage['items'][number];

let t: TestApp;
const viewers: Record<'hr' | 'buDirector', TestSession> = {} as never;

/** Every row of the list (pages of 100), and the total of its first page. */
async function all(who: TestSession, year: number, filters?: unknown[]): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    const url = listUrl('/api/ListMyConsultant/ea', { year, page, pageSize: 100 }, filters);
    const answer = expectOk<EvaluationsPage>(await t.call(who, 'GET', url));
    if (page === 1) total = answer.total;
    rows.push(...answer.items);
    if (answer.items.length < 100) return { rows, total };
  }
}

/** The total the list answers with pages of one: a full page, so counted apart (db/list-query `pageThenCount`). */
async function counted(who: TestSession, year: number, filters: unknown[]): Promise<number> {
  const url = listUrl('/api/ListMyConsultant/ea', { year, page: 1, pageSize: 1 }, filters);
  return expectOk<EvaluationsPage>(await t.call(who, 'GET', url)).total;
}

/** Generated people of the population, `n` of them from the `skip`th on (in id order). */
const people = async (skip: number, n: number) =>
  (
    await sql<{ id: number }>`select id from person where email like '%@staff.example.net' and evaluable_role
      order by id offset ${skip} limit ${n}`.execute(t.db)
  ).rows.map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedPopulation(t.db, 200, SEED, NOW);
  await seedPopulationFiles(t.db, SEED, NOW);
  await seedPopulationEvaluations(t.db, NOW, SEED);
  // Each case by hand, 3 people each: a draft, a submitted one, none — deadline passed; then the other cases.
  const set = async (ids: number[], deadline: string | null, nextYear: number | null) =>
    sql`update person set ea_deadline = ${deadline}::date, next_ea_year = ${nextYear}
      where id = any(${ids}::int[])`.execute(t.db);
  const evaluation = async (ids: number[], year: number, status: number | null) => {
    await sql`delete from evaluation where person_id = any(${ids}::int[]) and year = ${year}`.execute(t.db);
    if (status !== null)
      await sql`insert into evaluation (person_id, year, status)
        select unnest(${ids}::int[]), ${year}, ${status}`.execute(t.db);
  };
  let skip = 0;
  const next = async () => people((skip += 3) - 3, 3);
  for (const [deadline, nextYear] of [
    ['2026-11-01', 2026], // this year's, passed: late unless validated
    ['2026-12-15', 2026], // this year's, ahead
    ['2026-11-01', 2027], // set for next year: none this year, late next year
    [null, null], // none
    ['2026-12-15', 2025], // last year's, still ahead: not late last year
  ] as const) {
    for (const status of [1, 2, null]) {
      const ids = await next();
      await set(ids, deadline, nextYear);
      for (const year of YEARS) await evaluation(ids, year, status);
    }
  }
  await sql`analyze`.execute(t.db);
  viewers.hr = await t.login(DEMO.hr);
  viewers.buDirector = await t.login(DEMO.buDirector);
}, 120_000);
afterAll(() => t?.close());

describe('GET /api/ListMyConsultant/ea filtered on the campaign status', () => {
  it('the population holds every status, late ones with and without an evaluation', async () => {
    const kinds = new Set<string>();
    for (const year of YEARS)
      for (const r of (await all(viewers.hr, year)).rows) kinds.add(`${year} ${r.status} ${r.eaStatus}`);
    for (const kind of [
      '2026 late null',
      '2026 late 1',
      '2026 late 2',
      '2026 notStarted null',
      '2026 draft 1',
      '2026 submitted 2',
      '2026 validated 3',
      '2025 late null',
      '2025 late 2',
      '2025 notStarted null', // the deadline of last year still ahead
      '2025 submitted 2',
      '2027 late 1', // next year's deadline already passed
      '2027 draft 1',
      '2027 notStarted null',
    ])
      expect(kinds, kind).toContain(kind);
  });

  const operators = OPERATORS_BY_TYPE.enum;
  it.each(['hr', 'buDirector'] as const)(
    'answers, for %s, the unfiltered rows whose status matches: every value, every operator, every year',
    async (who) => {
      expect(operators).toEqual(['equal', 'different', 'empty', 'notEmpty']);
      for (const year of YEARS) {
        const { rows } = await all(viewers[who], year);
        const cases: [unknown, (r: Row) => boolean][] = [
          [{ field: 'status', op: 'empty' }, () => false],
          [{ field: 'status', op: 'notEmpty' }, () => true],
        ];
        for (const value of CAMPAIGN_STATUSES) {
          cases.push([{ field: 'status', op: 'equal', value }, (r) => r.status === value]);
          cases.push([{ field: 'status', op: 'different', value }, (r) => r.status !== value]);
        }
        for (const [filter, keep] of cases) {
          const expected = rows.filter(keep);
          const filtered = await all(viewers[who], year, [filter]);
          const name = `${who} ${year} ${JSON.stringify(filter)}`;
          expect(filtered.rows, name).toEqual(expected);
          expect(filtered.total, name).toBe(expected.length);
          // Counted apart too (HR's opened statuses from the evaluations themselves: evaluation-list `keepsEvaluated`).
          expect(await counted(viewers[who], year, [filter]), `${name} counted`).toBe(expected.length);
        }
        // With another filter beside it, and sorted on the status.
        const searched = await all(viewers[who], year, [
          { field: 'status', op: 'equal', value: 'late' },
          { field: 'deadline', op: 'notEmpty' },
        ]);
        expect(searched.rows).toEqual(rows.filter((r) => r.status === 'late' && r.deadline !== null));
      }
    },
  );
});
