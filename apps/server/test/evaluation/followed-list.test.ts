/**
 * The followed evaluations on the lists' layer (issue 24 §2, docs/decisions/024-scale-paging.md): Ea/followed paged,
 * sorted and filtered by the shared definition, counted, scoped to the caller's chain, refused to those without
 * evaluations, and 400 in the envelope for bad input. Facts set by hand, expectations computed by hand.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

const NOW = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
let marc: TestSession;
const ids: Record<string, number> = {};

/**
 * Marc's chain (Bruno, a subcontractor, is not evaluable), this year's evaluations as set here:
 *   Thomas Bernard  deadline 2026-12-15  submitted     (waits for Marc)
 *   Alice Martin    deadline 2026-11-01  draft         (late)
 *   Zoé Abel        deadline 2026-10-01  validated     (not late: done)
 *   Yann Brun       deadline 2026-12-01  not opened
 *   Xavier Caron    no deadline          not opened
 * and Walid Dumas under Zoé (down the chain), deadline 2026-11-10, submitted (waits for Marc, late).
 */
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  marc = await t.login(DEMO.manager);
  const idOf = async (email: string) =>
    (await t.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  ids.marc = await idOf(DEMO.manager);
  ids.thomas = await idOf(DEMO.technicalManager);
  ids.alice = await idOf(DEMO.consultant);
  const add = async (firstName: string, lastName: string, managerId: number, deadline: string | null) => {
    const { id } = await t.db
      .insertInto('person')
      .values({
        first_name: firstName,
        last_name: lastName,
        email: `${lastName.toLowerCase()}@followed.example.com`,
        id_lang: 1,
        manager_id: managerId,
        ea_deadline: deadline,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('account').values({ person_id: id, role_id: 1, is_active: true }).execute();
    return id;
  };
  ids.zoe = await add('Zoé', 'Abel', ids.marc, '2026-10-01');
  ids.yann = await add('Yann', 'Brun', ids.marc, '2026-12-01');
  ids.xavier = await add('Xavier', 'Caron', ids.marc, null);
  ids.walid = await add('Walid', 'Dumas', ids.zoe, '2026-11-10');
  await sql`update person set ea_deadline = case id when ${ids.thomas} then '2026-12-15'::date
    when ${ids.alice} then '2026-11-01'::date end where id in (${ids.thomas}, ${ids.alice})`.execute(t.db);
  await t.db
    .insertInto('evaluation')
    .values([
      { person_id: ids.thomas, year: 2026, status: 2 },
      { person_id: ids.alice, year: 2026, status: 1 },
      { person_id: ids.zoe, year: 2026, status: 3 },
      { person_id: ids.walid, year: 2026, status: 2 },
      // Last year's: not this year's list.
      { person_id: ids.yann, year: 2025, status: 3 },
    ])
    .execute();
});
afterAll(() => t?.close());

interface Row {
  idUser: number;
  firstName: string;
  status: number | null;
  deadline: string | null;
  isLate: boolean;
  waitsForMe: boolean;
  idEa: number | null;
}
type Page = { items: Row[]; total: number; page: number; pageSize: number; year: number };
const filters = (list: unknown[]) => `filters=${encodeURIComponent(JSON.stringify(list))}`;
const page = async (session: TestSession, query = '') => {
  const res = await t.call(session, 'GET', `/api/Ea/followed?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};
const names = async (query: string, session = marc) => (await page(session, query)).items.map((r) => r.firstName);

describe('GET /api/Ea/followed', () => {
  it('answers the first page: waiting for me first, then by deadline and name, with the count', async () => {
    const first = await page(marc);
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 25, year: 2026 });
    expect(first.items.map((r) => r.firstName)).toEqual(['Walid', 'Thomas', 'Zoé', 'Alice', 'Yann', 'Xavier']);
    expect(first.items[0]).toMatchObject({ idUser: ids.walid, status: 2, waitsForMe: true, isLate: true });
    expect(first.items.find((r) => r.idUser === ids.zoe)).toMatchObject({ status: 3, deadline: null, isLate: false });
    expect(first.items.find((r) => r.idUser === ids.yann)).toMatchObject({ status: null, idEa: null });
  });

  it('pages: each page a slice of the order, the count on every page, past the end empty but counted', async () => {
    const second = await page(marc, 'pageSize=2&page=2');
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(second.items.map((r) => r.firstName)).toEqual(['Zoé', 'Alice']);
    expect(await page(marc, 'pageSize=2&page=9')).toMatchObject({ total: 6, items: [] });
  });

  it('sorts on a column, either way, nulls last', async () => {
    expect(await names('sort=name&order=asc')).toEqual(['Zoé', 'Thomas', 'Yann', 'Xavier', 'Walid', 'Alice']);
    expect(await names('sort=deadline&order=asc')).toEqual(['Alice', 'Walid', 'Yann', 'Thomas', 'Zoé', 'Xavier']);
    expect(await names('sort=status&order=desc')).toEqual(['Zoé', 'Walid', 'Thomas', 'Alice', 'Yann', 'Xavier']);
  });

  it('filters by status, lateness, waiting and deadline, and searches by name', async () => {
    expect(await names(filters([{ field: 'status', op: 'equal', value: '0' }]))).toEqual(['Yann', 'Xavier']);
    expect(await names(filters([{ field: 'isLate', op: 'equal', value: 'true' }]))).toEqual(['Walid', 'Alice']);
    expect(await names(filters([{ field: 'waitsForMe', op: 'equal', value: 'true' }]))).toEqual(['Walid', 'Thomas']);
    expect(
      await names(filters([{ field: 'deadline', op: 'between', value: '2026-11-01', value2: '2026-12-01' }])),
    ).toEqual(['Walid', 'Alice', 'Yann']);
    expect(await names(filters([{ field: 'deadline', op: 'empty' }]))).toEqual(['Zoé', 'Xavier']);
    const searched = await page(marc, 'searchTerm=BRUN');
    expect(searched.items.map((r) => r.firstName)).toEqual(['Yann']);
    expect(searched.total).toBe(1);
  });

  it('keeps to the caller’s chain: Sophie sees Marc’s chain and Marc, Alice nobody', async () => {
    const sophie = await t.login(DEMO.director);
    const hers = await page(sophie, 'pageSize=100');
    expect(hers.total).toBe(7);
    expect(hers.items.map((r) => r.idUser)).toContain(ids.marc);
    // Sophie (director) may rate and validate: submitted ones wait for her as well.
    expect(hers.items.filter((r) => r.waitsForMe).map((r) => r.firstName)).toEqual(['Walid', 'Thomas']);
    expect(await page(await t.login(DEMO.consultant))).toMatchObject({ total: 0, items: [] });
    const zoe = await page(marc, filters([{ field: 'name', op: 'containing', value: 'abel' }]));
    expect(zoe.items.map((r) => r.idUser)).toEqual([ids.zoe]);
  });

  it('is refused to those without evaluations, and to nobody signed in', async () => {
    expect((await t.call(await t.login(DEMO.candidate), 'GET', '/api/Ea/followed')).statusCode).toBe(403);
    expect((await t.call(await t.login(DEMO.subcontractor), 'GET', '/api/Ea/followed')).statusCode).toBe(403);
    expect((await t.call(null, 'GET', '/api/Ea/followed')).statusCode).toBe(401);
  });

  it.each([
    ['an unknown column', filters([{ field: 'salary', op: 'equal', value: '1' }]), 'LIST_FILTER_INVALID'],
    ['an operator of another type', filters([{ field: 'status', op: 'greater', value: '1' }]), 'LIST_FILTER_INVALID'],
    ['a bad date', filters([{ field: 'deadline', op: 'equal', value: '2026-13-01' }]), 'LIST_FILTER_INVALID'],
    ['filters that are not JSON', 'filters=%5B%7B', 'LIST_FILTER_INVALID'],
    ['a page too large', 'pageSize=1000', null],
    ['an unknown sort', 'sort=salary', null],
  ])('answers 400 in the envelope for %s', async (_, query, code) => {
    const res = await t.call(marc, 'GET', `/api/Ea/followed?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    if (code) expect(JSON.stringify(body)).toContain(code);
  });
});
