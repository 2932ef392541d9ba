/**
 * The exchanges list on the lists' layer (issue 19 §1): GET /api/Exchanges/list filtered, sorted and paged by the
 * shared definition, a bad filter refused with 400, and POST /api/Exchanges/exportExcel (what is filtered, opened
 * with exceljs) with the list's authorisation — administrators only.
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

let t: TestApp;
let admin: TestSession; // Sophie: internal role 1
const ids: Record<string, number> = {};
/** The five messages, by name: their ids. */
const m: Record<'held' | 'sent' | 'mail' | 'cancelled' | 'failing', number> = {
  held: 0,
  sent: 0,
  mail: 0,
  cancelled: 0,
  failing: 0,
};

beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOX_RELAY: 'off' } });
  for (const p of await t.db.selectFrom('person').select(['id', 'email']).execute()) ids[p.email] = p.id;
  admin = await t.login(DEMO.director);
  const insert = async (row: {
    kind: string;
    state: string;
    objectType: string;
    objectId: number | null;
    person: string | null;
    by: string;
    attempts: number;
    error?: [number | null, string, string];
    createdAt: string;
    sentAt?: string;
    nextAttemptAt?: string;
  }) =>
    (
      await t.db
        .insertInto('outbox_message')
        .values({
          kind: row.kind,
          idempotency_key: randomUUID(),
          batch_id: randomUUID(),
          payload: JSON.stringify({}),
          state: row.state as 'pending',
          object_type: row.objectType,
          object_id: row.objectId,
          person_id: row.person ? ids[row.person]! : null,
          created_by: ids[row.by]!,
          attempts: row.attempts,
          max_attempts: Math.max(row.attempts, 1),
          last_error_status: row.error?.[0] ?? null,
          last_error_code: row.error?.[1] ?? null,
          last_error_detail: row.error?.[2] ?? null,
          created_at: new Date(row.createdAt),
          updated_at: new Date(row.createdAt),
          sent_at: row.sentAt ? new Date(row.sentAt) : null,
          next_attempt_at: new Date(row.nextAttemptAt ?? row.createdAt),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  m.held = await insert({
    kind: 'boond.action',
    state: 'failed',
    objectType: 'dc',
    objectId: 101,
    person: DEMO.consultant,
    by: DEMO.manager,
    attempts: 3,
    error: [422, 'HELD_VALUE', 'Unknown tool'],
    createdAt: '2026-03-01T10:00:00Z',
  });
  m.sent = await insert({
    kind: 'boond.document',
    state: 'sent',
    objectType: 'ea',
    objectId: 7,
    person: DEMO.technicalManager,
    by: DEMO.manager,
    attempts: 1,
    createdAt: '2026-03-02T10:00:00Z',
    sentAt: '2026-03-02T11:00:00Z',
  });
  m.mail = await insert({
    kind: 'mail.send',
    state: 'pending',
    objectType: 'system',
    objectId: null,
    person: null,
    by: DEMO.director,
    attempts: 0,
    createdAt: '2026-03-03T10:00:00Z',
    nextAttemptAt: '2099-01-01T00:00:00Z',
  });
  m.cancelled = await insert({
    kind: 'boond.rates',
    state: 'cancelled',
    objectType: 'keyPeople',
    objectId: 12,
    person: DEMO.consultant,
    by: DEMO.director,
    attempts: 2,
    error: [null, 'TIMEOUT', 'No answer'],
    createdAt: '2026-03-04T10:00:00Z',
  });
  m.failing = await insert({
    kind: 'boond.technicalData',
    state: 'failed',
    objectType: 'dc',
    objectId: 102,
    person: DEMO.subcontractor,
    by: DEMO.manager,
    attempts: 5,
    error: [503, 'HTTP_503', 'Service Unavailable'],
    createdAt: '2026-03-05T10:00:00Z',
  });
});
afterAll(() => t?.close());

const filters = (list: unknown[]) => `filters=${encodeURIComponent(JSON.stringify(list))}`;
type Page = { items: { id: number }[]; total: number; page: number; pageSize: number };
const page = async (query: string, s = admin) => {
  const res = await t.call(s, 'GET', `/api/Exchanges/list?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};
const idsOf = async (query: string) => (await page(query)).items.map((i) => i.id);

describe('GET /api/Exchanges/list', () => {
  it('answers newest first by default, with the names and the screen’s next attempt', async () => {
    expect(await idsOf('')).toEqual([m.failing, m.cancelled, m.mail, m.sent, m.held]);
    const rows = (await page('')).items as unknown as Record<string, unknown>[];
    expect(rows.find((r) => r.id === m.held)).toMatchObject({
      personName: 'Alice Martin',
      createdByName: 'Marc Durand',
      state: 'failed',
      lastError: { status: 422, code: 'HELD_VALUE', detail: 'Unknown tool' },
      nextAttemptAt: null,
    });
    expect(rows.find((r) => r.id === m.mail)).toMatchObject({ nextAttemptAt: '2099-01-01T00:00:00.000Z' });
  });

  it('each filter and sort narrows and orders the list as computed by hand', async () => {
    const f = (list: unknown[], more = '') => idsOf(`${filters(list)}${more}`);
    expect(await f([{ field: 'state', op: 'equal', value: 'failed' }])).toEqual([m.failing, m.held]);
    expect(await f([{ field: 'attempts', op: 'greater', value: '1' }], '&sort=attempts&order=asc')).toEqual([
      m.cancelled,
      m.held,
      m.failing,
    ]);
    expect(await f([{ field: 'lastErrorCode', op: 'containing', value: 'http' }])).toEqual([m.failing]);
    expect(await f([{ field: 'lastErrorCode', op: 'empty' }])).toEqual([m.mail, m.sent]);
    expect(await f([{ field: 'personName', op: 'containing', value: 'MARTIN' }])).toEqual([m.cancelled, m.held]);
    expect(await f([{ field: 'objectType', op: 'different', value: 'dc' }])).toEqual([m.cancelled, m.mail, m.sent]);
    expect(
      await f([
        { field: 'objectType', op: 'equal', value: 'dc' },
        { field: 'objectId', op: 'equal', value: '102' },
      ]),
    ).toEqual([m.failing]);
    expect(await f([{ field: 'kind', op: 'equal', value: 'boond.document' }])).toEqual([m.sent]);
    expect(await f([{ field: 'createdAt', op: 'between', value: '2026-03-04', value2: '2026-03-02' }])).toEqual([
      m.cancelled,
      m.mail,
      m.sent,
    ]);
    expect(await f([{ field: 'nextAttemptAt', op: 'notEmpty' }])).toEqual([m.mail]);
    expect(await f([{ field: 'sentAt', op: 'greater', value: '2026-03-01' }])).toEqual([m.sent]);
    // Sorted by person, nulls last, equal names in the id's order.
    expect(await idsOf('sort=personName&order=asc')).toEqual([m.held, m.cancelled, m.failing, m.sent, m.mail]);
    // The quick search reads the names, the kind and the last error.
    expect(await idsOf('searchTerm=unknown%20tool')).toEqual([m.held]);
    expect(await idsOf('searchTerm=petit')).toEqual([m.failing]);
  });

  it('pages without overlap, the count on every page', async () => {
    expect(await page('pageSize=2&page=1')).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(await idsOf('pageSize=2&page=1')).toEqual([m.failing, m.cancelled]);
    expect(await idsOf('pageSize=2&page=2')).toEqual([m.mail, m.sent]);
    expect(await idsOf('pageSize=2&page=3')).toEqual([m.held]);
    expect(await page('pageSize=2&page=4')).toMatchObject({ items: [], total: 5 });
  });

  it('refuses a bad filter, sort or page size with 400, naming the filter', async () => {
    const bad = async (query: string) => {
      const res = await t.call(admin, 'GET', `/api/Exchanges/list?${query}`);
      expect(res.statusCode, query).toBe(400);
      return res.json() as { code: string; details?: { message: string }[] };
    };
    const unknown = await bad(filters([{ field: 'payload', op: 'notEmpty' }]));
    expect(unknown.code).toBe('LIST_FILTER_INVALID');
    expect(unknown.details?.[0]?.message).toContain('payload');
    for (const filter of [
      { field: 'state', op: 'equal', value: 'lost' },
      { field: 'personName', op: 'greater', value: 'a' },
      { field: 'createdAt', op: 'equal', value: '01/03/2026' },
      { field: 'createdAt', op: 'between', value: '2026-03-01' },
      { field: 'attempts', op: 'equal', value: 'three' },
    ]) {
      expect((await bad(filters([filter]))).code, JSON.stringify(filter)).toBe('LIST_FILTER_INVALID');
    }
    expect((await bad('filters=%5B%7B')).code).toBe('LIST_FILTER_INVALID');
    expect((await bad('sort=payload')).code).toBe('VALIDATION_FAILED');
    expect((await bad('pageSize=101')).code).toBe('VALIDATION_FAILED');
  });

  it('is the administrators’ only', async () => {
    expect((await t.call(null, 'GET', '/api/Exchanges/list')).statusCode).toBe(401);
    for (const who of [DEMO.manager, DEMO.consultant, DEMO.buDirector]) {
      expect((await t.call(await t.login(who), 'GET', '/api/Exchanges/list')).statusCode, who).toBe(403);
    }
    expect((await page('', await t.login(DEMO.hr))).total).toBe(5);
  });
});

describe('POST /api/Exchanges/exportExcel', () => {
  const open = async (payload: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(payload as unknown as ArrayBuffer);
    return workbook.worksheets[0]!;
  };

  it('exports exactly what is filtered, with the visible columns, translated', async () => {
    const res = await t.call(admin, 'POST', '/api/Exchanges/exportExcel', {
      filters: [{ field: 'state', op: 'equal', value: 'failed' }],
      sort: 'createdAt',
      order: 'desc',
      columns: ['state', 'personName', 'lastErrorCode', 'createdAt'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/filename="Échanges_\d{4}-\d{2}-\d{2}\.xlsx"|filename\*=/);
    expect(res.headers['x-total-count']).toBe('2');
    const sheet = await open(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'N°',
      'État',
      'Personne',
      'Code de la dernière erreur',
      'Dernière erreur',
      'Créé le',
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('A2').value).toBe(m.failing);
    expect(sheet.getCell('B2').value).toBe('En échec');
    expect(sheet.getCell('C2').value).toBe('Bruno Petit');
    expect(sheet.getCell('D2').value).toBe('HTTP_503');
    expect(sheet.getCell('E2').value).toBe('503 - Service Unavailable');
    expect((sheet.getCell('F3').value as Date).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });

  it('every column by default, in the caller’s language', async () => {
    const hr = await t.login(DEMO.hr);
    expect((await t.call(hr, 'PUT', '/api/User/updateLang?idLang=2')).statusCode).toBe(200);
    const res = await t.call(hr, 'POST', '/api/Exchanges/exportExcel', {
      filters: [{ field: 'kind', op: 'equal', value: 'boond.rates' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await open(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'No.',
      'State',
      'Kind',
      'Object',
      'Object no.',
      'Person',
      'Created by',
      'Attempts',
      'Attempts allowed',
      'Last error code',
      'Last error',
      'Created',
      'Next attempt',
      'Sent',
    ]);
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2).values as unknown[];
    expect(row.slice(0, 12)).toEqual([
      undefined,
      m.cancelled,
      'Cancelled',
      'Rates (key people)',
      'Key people',
      12,
      'Alice Martin',
      'Sophie Lefebvre',
      2,
      2,
      'TIMEOUT',
      'No answer',
    ]);
    expect((row[12] as Date).toISOString()).toBe('2026-03-04T10:00:00.000Z');
    expect(row.slice(13)).toEqual([]); // neither due nor sent: empty cells
  });

  it('carries the list’s authorisation and refuses a bad filter before writing anything', async () => {
    expect((await t.call(null, 'POST', '/api/Exchanges/exportExcel', {})).statusCode).toBe(401);
    const marc = await t.login(DEMO.manager);
    const refused = await t.call(marc, 'POST', '/api/Exchanges/exportExcel', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
    const res = await t.call(admin, 'POST', '/api/Exchanges/exportExcel', {
      filters: [{ field: 'createdAt', op: 'greater', value: 'soon' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LIST_FILTER_INVALID');
    expect((await t.call(admin, 'POST', '/api/Exchanges/exportExcel', { columns: ['payload'] })).statusCode).toBe(400);
  });
});
