/**
 * The candidates list on the lists' layer (issue 19 §1): Candidate/list filtered, sorted and paged by the shared
 * definition (facts set by hand, expectations computed by hand), 400 per bad filter, and Candidate/exportExcel
 * opened with exceljs, with the list's authorisation.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

const NOW = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
let camille: TestSession;

/**
 * Four candidates, as set here:
 *   Lambert (Nina, demo)  French   created 2025-12-01  never invited  no file
 *   Xavier (Chloé)        French   created 2026-03-05  invited        password set  English draft
 *   Young (Basile)        French   created 2026-02-20  never invited  reference CA-002  French submitted
 *   Zola (Anna)           English  created 2026-01-10  invited        locked until tomorrow
 */
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  camille = await t.login(DEMO.recruiter);
  const add = async (firstName: string, lastName: string, idLang: 1 | 2, invite: boolean) => {
    const res = await t.call(camille, 'POST', '/api/Candidate/add', {
      firstName,
      lastName,
      email: `${firstName.toLowerCase().replace('é', 'e')}.${lastName.toLowerCase()}@example.com`,
      idLang,
      invite,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const xavier = await add('Chloé', 'Xavier', 1, true);
  const young = await add('Basile', 'Young', 1, false);
  const zola = await add('Anna', 'Zola', 2, true);
  // created_at is written by the database only (its column type refuses updates): the test moves it in SQL.
  const created = async (id: number | string, day: string) =>
    sql`update person set created_at = ${new Date(`${day}T10:00:00Z`)}
      where ${typeof id === 'number' ? sql`id = ${id}` : sql`email = ${id}`}`.execute(t.db);
  await created(DEMO.candidate, '2025-12-01');
  await t.db.updateTable('person').set({ id_lang: 1, reference: null }).where('email', '=', DEMO.candidate).execute();
  await created(xavier, '2026-03-05');
  await created(young, '2026-02-20');
  await created(zola, '2026-01-10');
  await t.db.updateTable('person').set({ reference: 'CA-002' }).where('id', '=', young).execute();
  await t.db.insertInto('credential').values({ person_id: xavier, password_hash: 'not-a-real-hash' }).execute();
  await t.db.insertInto('dc').values({ person_id: xavier, id_lang: 2, version: 1, status: 1 }).execute();
  await t.db.insertInto('dc').values({ person_id: young, id_lang: 1, version: 1, status: 2 }).execute();
  await t.db
    .insertInto('sign_in_failure')
    .values({
      key: 'email:anna.zola@example.com',
      failures: 5,
      first_failed_at: NOW,
      locked_until: new Date(NOW.getTime() + 86_400_000),
    })
    .execute();
});
afterAll(() => t?.close());

type Row = { lastName: string; dcFr: number; dcEn: number; passwordSet: boolean; lockedUntil: string | null };
const filters = (list: unknown[]) => `filters=${encodeURIComponent(JSON.stringify(list))}`;
const page = async (query: string) => {
  const res = await t.call(camille, 'GET', `/api/Candidate/list?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Row[]; total: number; page: number; pageSize: number };
};
const names = async (query: string) => (await page(query)).items.map((r) => r.lastName);

describe('GET /api/Candidate/list', () => {
  it('answers every active candidate with the facts set by hand', async () => {
    const all = await page('');
    expect(all.total).toBe(4);
    expect(all.items.map((r) => r.lastName)).toEqual(['Lambert', 'Xavier', 'Young', 'Zola']);
    const by = Object.fromEntries(all.items.map((r) => [r.lastName, r]));
    expect(by.Xavier).toMatchObject({ dcFr: 0, dcEn: 1, passwordSet: true, lockedUntil: null });
    expect(by.Young).toMatchObject({ dcFr: 2, dcEn: 0, passwordSet: false });
    expect(by.Zola!.lockedUntil).toBe('2026-11-21T09:00:00.000Z');
  });

  it('each filter narrows the list as computed by hand', async () => {
    const f = (list: unknown[]) => names(filters(list));
    expect(await f([{ field: 'idLang', op: 'equal', value: '2' }])).toEqual(['Zola']);
    expect(await f([{ field: 'passwordSet', op: 'equal', value: 'true' }])).toEqual(['Xavier']);
    expect(await f([{ field: 'locked', op: 'equal', value: 'true' }])).toEqual(['Zola']);
    expect(await f([{ field: 'invitedAt', op: 'empty' }])).toEqual(['Lambert', 'Young']);
    expect(await f([{ field: 'dcFr', op: 'equal', value: '2' }])).toEqual(['Young']);
    expect(await f([{ field: 'dcEn', op: 'equal', value: '1' }])).toEqual(['Xavier']);
    expect(await f([{ field: 'dcFr', op: 'equal', value: '0' }])).toEqual(['Lambert', 'Xavier', 'Zola']);
    expect(await f([{ field: 'reference', op: 'containing', value: 'ca-' }])).toEqual(['Young']);
    expect(await f([{ field: 'email', op: 'containing', value: 'ZOLA' }])).toEqual(['Zola']);
    expect(await f([{ field: 'createdAt', op: 'between', value: '2026-02-28', value2: '2026-01-01' }])).toEqual([
      'Young',
      'Zola',
    ]);
    expect(await f([{ field: 'createdAt', op: 'less', value: '2026-01-01' }])).toEqual(['Lambert']);
    // Two filters and the quick search: all apply.
    expect(
      await names(
        `${filters([
          { field: 'idLang', op: 'equal', value: '1' },
          { field: 'createdAt', op: 'greater', value: '2026-01-01' },
        ])}&searchTerm=${encodeURIComponent('basile young')}`,
      ),
    ).toEqual(['Young']);
  });

  it('sorts on one column either way and pages without overlap; a page past the end still counts', async () => {
    expect(await names('sort=createdAt&order=desc')).toEqual(['Xavier', 'Young', 'Zola', 'Lambert']);
    expect(await names('sort=dcFr&order=desc')).toEqual(['Young', 'Lambert', 'Xavier', 'Zola']);
    expect(await page('pageSize=2&page=1')).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(await names('pageSize=2&page=1')).toEqual(['Lambert', 'Xavier']);
    expect(await names('pageSize=2&page=2')).toEqual(['Young', 'Zola']);
    expect(await page('pageSize=2&page=3')).toMatchObject({ items: [], total: 4 });
  });

  it('refuses a bad filter, sort or page with 400, naming the filter, changing nothing', async () => {
    const bad = async (query: string) => {
      const res = await t.call(camille, 'GET', `/api/Candidate/list?${query}`);
      expect(res.statusCode, query).toBe(400);
      return res.json() as { code: string; details?: { message: string }[] };
    };
    const unknown = await bad(filters([{ field: 'password', op: 'equal', value: 'x' }]));
    expect(unknown.code).toBe('LIST_FILTER_INVALID');
    expect(unknown.details?.[0]?.message).toContain('password');
    for (const filter of [
      { field: 'idLang', op: 'equal', value: '3' },
      { field: 'createdAt', op: 'equal', value: '20/11/2026' },
      { field: 'passwordSet', op: 'containing', value: 'true' },
      { field: 'locked', op: 'equal', value: 'yes' },
      { field: 'createdAt', op: 'between', value: '2026-01-01' },
    ])
      expect((await bad(filters([filter]))).code, JSON.stringify(filter)).toBe('LIST_FILTER_INVALID');
    expect((await bad('filters=%5B%7B')).code).toBe('LIST_FILTER_INVALID');
    expect((await bad('sort=email2')).code).toBe('VALIDATION_FAILED');
    expect((await bad('pageSize=101')).code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/Candidate/exportExcel', () => {
  it('exports exactly what is filtered, with the visible columns, as a real workbook', async () => {
    const res = await t.call(camille, 'POST', '/api/Candidate/exportExcel', {
      filters: [{ field: 'createdAt', op: 'greater', value: '2026-01-01' }],
      sort: 'lastName',
      order: 'asc',
      columns: ['lastName', 'email', 'dcFr', 'createdAt'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="Candidats_\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(res.headers['x-total-count']).toBe('3');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nom', 'Adresse e-mail', 'DC français', 'Créé le']);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getCell('A2').value).toBe('Xavier');
    expect(sheet.getCell('C3').value).toBe('Soumis');
    expect((sheet.getCell('D4').value as Date).toISOString().slice(0, 10)).toBe('2026-01-10');
  });

  it('writes the headers in the caller’s own language, booleans as booleans', async () => {
    expect((await t.call(camille, 'PUT', '/api/User/updateLang?idLang=2')).statusCode).toBe(200);
    try {
      const res = await t.call(camille, 'POST', '/api/Candidate/exportExcel', { columns: ['lastName', 'passwordSet'] });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/filename="Candidates_/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual([undefined, 'Last name', 'Password set']);
      expect(sheet.rowCount).toBe(5);
      expect(sheet.getCell('B3').value).toBe(true);
      expect(sheet.getCell('B4').value).toBe(false);
    } finally {
      await t.call(camille, 'PUT', '/api/User/updateLang?idLang=1');
    }
  });

  it('carries the list’s authorisation and refuses a bad filter before writing anything', async () => {
    expect((await t.call(null, 'POST', '/api/Candidate/exportExcel', {})).statusCode).toBe(401);
    for (const who of [DEMO.consultant, DEMO.hr, DEMO.director, DEMO.candidate]) {
      const res = await t.call(await t.login(who), 'POST', '/api/Candidate/exportExcel', {});
      expect(res.statusCode, who).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await t.call(await t.login(DEMO.manager), 'POST', '/api/Candidate/exportExcel', {})).statusCode).toBe(200);
    const res = await t.call(camille, 'POST', '/api/Candidate/exportExcel', {
      filters: [{ field: 'createdAt', op: 'equal', value: 'yesterday' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LIST_FILTER_INVALID');
  });
});
