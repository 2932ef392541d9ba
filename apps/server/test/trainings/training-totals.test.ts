/**
 * What migration 0030 keeps by triggers (docs/decisions/024-scale-org-chart.md): the training wishes' totals for "all"
 * access unfiltered — read from `training_wish_total` less the viewer's own wishes — equal the aggregate over the
 * matching wishes after every kind of write: wishes added one by one and in bulk (no nature, scheme, hours or cost
 * among them), changed in bulk (status, nature, cost, hours), deleted; a person ceasing to be an employee (their
 * account made a candidate's, removed) and becoming one again; a person deleted with their wishes; the viewer's own
 * wishes left out; and the same with filters on the status, nature or scheme alone. And the list answers those totals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListFilter } from '@my-skills/shared/lists';
import { createTrainingsRepository } from '../../src/modules/trainings/trainings.repository';
import type { OrgViewer } from '../../src/modules/people/org-chart.repository';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
let repo: ReturnType<typeof createTrainingsRepository>;
let hr: OrgViewer;

const personId = async (email: string) =>
  (await t.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp();
  repo = createTrainingsRepository(t.db);
  hr = { personId: await personId(DEMO.hr), seesAll: true };
});
afterAll(() => t.close());

/** The totals, each group's rows sorted: the precomputed ones and the computed ones, to compare. */
const sorted = (rows: Awaited<ReturnType<typeof repo.totals>>) =>
  rows
    .map((r) => `${r.grp}:${r.id ?? '-'} ${r.count} ${r.hours} ${Number(r.cost).toFixed(2)}`)
    .sort((a, b) => a.localeCompare(b));
/** Filters on the precomputed columns alone: answered from the table too. */
const CUBE_FILTERS: ListFilter[][] = [
  [{ field: 'status', op: 'equal', value: '1' }],
  [{ field: 'nature', op: 'different', value: '3' }],
  [{ field: 'scheme', op: 'empty' }],
  [
    { field: 'status', op: 'equal', value: '2' },
    { field: 'nature', op: 'notEmpty' },
  ],
];
async function expectTotalsKept(viewer: OrgViewer = hr) {
  const kept = sorted(await repo.totals(viewer, { searchTerm: '', filters: [] }));
  expect(kept).toEqual(sorted(await repo.computedTotals(viewer)));
  for (const filters of CUBE_FILTERS)
    expect(sorted(await repo.totals(viewer, { searchTerm: '', filters }))).toEqual(
      sorted(await repo.computedTotals(viewer, filters)),
    );
  return kept;
}

let serial = 0;
interface Wish {
  status?: number;
  nature?: number | null;
  scheme?: number | null;
  duration_hours?: number | null;
  cost_excl_tax?: string | null;
}
async function addWishes(person: number, wishes: Wish[]) {
  const rows = wishes.map((w) => {
    serial += 1;
    return { person_id: person, type: 1, title: `Totals ${serial}`, request_origin: 1, status: 1, ...w };
  });
  return (await t.db.insertInto('training_wish').values(rows).returning('id').execute()).map((r) => r.id);
}

async function addPerson(role: number | null) {
  serial += 1;
  const { id } = await t.db
    .insertInto('person')
    .values({ email: `totals-${serial}@example.com`, first_name: 'Totals', last_name: `P${serial}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (role !== null) await t.db.insertInto('account').values({ person_id: id, role_id: role }).execute();
  return id;
}

describe('training_wish_total, the employees’ wishes’ totals', () => {
  it('equal the aggregate once migrated, and follow wishes added one by one and in one statement', async () => {
    await expectTotalsKept();
    const alice = await personId(DEMO.consultant);
    await addWishes(alice, [{ nature: 1, scheme: 2, duration_hours: 14, cost_excl_tax: '1200.50' }]);
    await addWishes(await personId(DEMO.subcontractor), [
      { status: 2, nature: 3, scheme: 1, duration_hours: 7, cost_excl_tax: '300' },
      { status: 1, nature: null, scheme: null, duration_hours: null, cost_excl_tax: null },
      { status: 3, nature: 1, scheme: null, duration_hours: 21, cost_excl_tax: '99.99' },
    ]);
    const kept = await expectTotalsKept();
    expect(kept.find((r) => r.startsWith('all:'))).toMatch(/^all:- [1-9]/);
  });

  it('follow wishes changed and deleted in bulk', async () => {
    const person = await addPerson(1);
    const ids = await addWishes(person, [
      { nature: 2, scheme: 3, duration_hours: 10, cost_excl_tax: '500' },
      { nature: 2, scheme: 3, duration_hours: 5, cost_excl_tax: '250.25' },
      { nature: 4, scheme: 1, duration_hours: 3, cost_excl_tax: '10' },
    ]);
    await expectTotalsKept();
    await t.db.updateTable('training_wish').set({ status: 2, cost_excl_tax: '42.10' }).where('id', 'in', ids).execute();
    await expectTotalsKept();
    await t.db
      .updateTable('training_wish')
      .set({ nature: null, duration_hours: 8 })
      .where('id', '=', ids[0]!)
      .execute();
    await expectTotalsKept();
    await t.db.deleteFrom('training_wish').where('id', 'in', ids.slice(1)).execute();
    await expectTotalsKept();
  });

  it('leave out the wishes of a person who is no longer an employee, and take them back when they are again', async () => {
    const person = await addPerson(1);
    await addWishes(person, [{ nature: 5, scheme: 4, duration_hours: 35, cost_excl_tax: '2000' }]);
    const before = await expectTotalsKept();
    // The account made a candidate's: the person is no longer an employee.
    await t.db.updateTable('account').set({ role_id: 0 }).where('person_id', '=', person).execute();
    const without = await expectTotalsKept();
    expect(without).not.toEqual(before);
    await t.db.updateTable('account').set({ role_id: 2 }).where('person_id', '=', person).execute();
    expect(await expectTotalsKept()).toEqual(before);
    await t.db.deleteFrom('account').where('person_id', '=', person).execute();
    expect(await expectTotalsKept()).toEqual(without);
    // A wish of someone who is not an employee (a candidate) is not counted when added either.
    const candidate = await addPerson(0);
    await addWishes(candidate, [{ nature: 1, scheme: 1, duration_hours: 1, cost_excl_tax: '1' }]);
    expect(await expectTotalsKept()).toEqual(without);
  });

  it('lose a deleted person’s wishes', async () => {
    const person = await addPerson(3);
    await addWishes(person, [{ status: 2, nature: 6, scheme: 2, duration_hours: 2, cost_excl_tax: '75' }]);
    const withThem = await expectTotalsKept();
    await t.db.deleteFrom('person').where('id', '=', person).execute();
    expect(await expectTotalsKept()).not.toEqual(withThem);
  });

  it('leave out the viewer’s own wishes, as the list does', async () => {
    const own = await addWishes(hr.personId, [{ nature: 1, scheme: 2, duration_hours: 4, cost_excl_tax: '40' }]);
    await expectTotalsKept();
    // Another viewer with "all" access counts them.
    await expectTotalsKept({ personId: await personId(DEMO.director), seesAll: true });
    await t.db.deleteFrom('training_wish').where('id', 'in', own).execute();
    await expectTotalsKept();
  });

  it('are what HR’s list answers', async () => {
    const session = await t.login(DEMO.hr);
    const res = await t.call(session, 'GET', '/api/Training/list?pageSize=25');
    expect(res.statusCode).toBe(200);
    const { total, totals } = res.json().data as { total: number; totals: { all: { count: number } } };
    const computed = await repo.computedTotals(hr);
    const all = computed.find((r) => r.grp === 'all')!;
    expect(total).toBe(all.count);
    expect(totals.all).toEqual({ count: all.count, hours: all.hours, cost: Number(all.cost) });
    const filters = CUBE_FILTERS[0]!;
    const filtered = await t.call(
      session,
      'GET',
      `/api/Training/list?pageSize=25&filters=${encodeURIComponent(JSON.stringify(filters))}`,
    );
    const inStatus = (await repo.computedTotals(hr, filters)).find((r) => r.grp === 'all')!;
    expect(filtered.json().data.total).toBe(inStatus.count);
    expect(inStatus.count).toBeLessThan(all.count);
  });
});
