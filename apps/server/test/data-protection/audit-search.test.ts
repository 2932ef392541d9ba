/**
 * The DPO's audit search (issue 23 §2a): GET /api/DataProtection/auditSearch filtered by whose data, actor, action,
 * result and period (each alone and combined), paged newest first; an erased person named by id; the search's own
 * entry (its first page only, ids only); POST /api/DataProtection/auditExport read back with exceljs; bad input
 * answered 400 with a translated message.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@my-skills/shared/schemas/data-protection';
import { writeAudit } from '../../src/lib/audit/audit';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

let t: TestApp;
let dpo: TestSession;
let admin: TestSession;
const ids: Record<string, number> = {};
/** A person id that refers to nobody (as after an erasure). */
const ERASED = 987_654;

/** The fixture's entries, all in 2020 (before anything the seed or the tests' sign-ins write). */
const FIXTURE = [
  { at: '2020-01-10T09:00:00.000Z', actor: DEMO.manager, action: 'read', subject: DEMO.consultant, type: 'ea' },
  { at: '2020-02-10T09:00:00.000Z', actor: DEMO.hr, action: 'read', subject: DEMO.consultant, type: 'dc' },
  { at: '2020-03-10T09:00:00.000Z', actor: DEMO.manager, action: 'validate', subject: DEMO.consultant, type: 'ea' },
  { at: '2020-04-10T09:00:00.000Z', actor: DEMO.hr, action: 'export', subject: DEMO.manager, type: 'dc' },
  { at: '2020-05-10T09:00:00.000Z', actor: DEMO.manager, action: 'read', subject: DEMO.technicalManager, type: 'dc' },
  { at: '2020-06-10T09:00:00.000Z', actor: DEMO.director, action: 'read', subject: null, type: 'ea', erased: true },
  {
    at: '2020-07-10T09:00:00.000Z',
    actor: DEMO.hr,
    action: 'read',
    subject: DEMO.consultant,
    type: 'ea',
    denied: true,
  },
] as const;

const search = async (who: TestSession, params: Record<string, string | number>) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.call(who, 'GET', `/api/DataProtection/auditSearch?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AuditPage;
};
const YEAR_2020 = { from: '2020-01-01T00:00:00.000Z', to: '2021-01-01T00:00:00.000Z' };
const times = (items: AuditEntry[]) => items.map((e) => e.at.slice(0, 10));

const countEntries = async (action: string, actor: number) =>
  Number(
    (
      await t.db
        .selectFrom('audit_entry')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', action)
        .where('actor_person_id', '=', actor)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  for (const p of await t.db.selectFrom('person').select(['id', 'email']).execute()) ids[p.email] = p.id;
  for (const e of FIXTURE)
    await writeAudit(
      t.db,
      { personId: ids[e.actor]!, accountId: null, origin: { ip: '10.0.0.1', userAgent: 'fixture' } },
      {
        action: e.action,
        objectType: e.type,
        objectId: 1,
        subjectPersonId: 'erased' in e ? ERASED : ids[e.subject!]!,
        result: 'denied' in e ? 'denied' : 'ok',
        at: new Date(e.at),
      },
    );
  dpo = await t.login(DEMO.dpo);
  admin = await t.login(DEMO.director);
});
afterAll(() => t.close());

describe('GET /api/DataProtection/auditSearch', () => {
  it('filters by whose data, actor, action, result and period, alone and together, newest first', async () => {
    const alice = ids[DEMO.consultant]!;
    const marc = ids[DEMO.manager]!;
    const helene = ids[DEMO.hr]!;
    expect(times((await search(dpo, { ...YEAR_2020 })).items)).toEqual([
      '2020-07-10',
      '2020-06-10',
      '2020-05-10',
      '2020-04-10',
      '2020-03-10',
      '2020-02-10',
      '2020-01-10',
    ]);
    expect(times((await search(dpo, { ...YEAR_2020, subject: alice })).items)).toEqual([
      '2020-07-10',
      '2020-03-10',
      '2020-02-10',
      '2020-01-10',
    ]);
    expect(times((await search(dpo, { ...YEAR_2020, actor: marc })).items)).toEqual([
      '2020-05-10',
      '2020-03-10',
      '2020-01-10',
    ]);
    expect(times((await search(dpo, { ...YEAR_2020, action: 'export' })).items)).toEqual(['2020-04-10']);
    expect(times((await search(dpo, { ...YEAR_2020, result: 'denied' })).items)).toEqual(['2020-07-10']);
    expect(times((await search(dpo, { from: '2020-02-01T00:00:00+01:00', to: '2020-04-10T09:00:00Z' })).items)).toEqual(
      ['2020-03-10', '2020-02-10'],
    );
    // Together: Alice's data, read by Hélène, in the first half of 2020.
    const both = await search(dpo, {
      subject: alice,
      actor: helene,
      action: 'read',
      from: '2020-01-01T00:00:00Z',
      to: '2020-07-01T00:00:00Z',
    });
    expect(times(both.items)).toEqual(['2020-02-10']);
    expect(both.items[0]).toMatchObject({
      actor: { id: helene, name: 'Hélène Roux', erased: false },
      subject: { id: alice, name: 'Alice Martin', erased: false },
      action: 'read',
      objectType: 'dc',
      objectId: 1,
      result: 'ok',
      ip: '10.0.0.1',
      userAgent: 'fixture',
    });
    expect(both.total).toBe(1);
    expect(both.totalCapped).toBe(false);
    expect((await search(dpo, { ...YEAR_2020, subject: alice, actor: marc, action: 'export' })).items).toEqual([]);
  });

  it('names an erased person by id', async () => {
    const page = await search(dpo, { ...YEAR_2020, subject: ERASED });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.subject).toEqual({ id: ERASED, name: null, erased: true });
  });

  it('pages the result with its total, oldest first on request', async () => {
    const first = await search(dpo, { ...YEAR_2020, pageSize: 3 });
    const second = await search(dpo, { ...YEAR_2020, pageSize: 3, page: 2 });
    const third = await search(dpo, { ...YEAR_2020, pageSize: 3, page: 3 });
    expect([first.total, second.total, third.total]).toEqual([7, 7, 7]);
    expect([...times(first.items), ...times(second.items), ...times(third.items)]).toEqual(
      times((await search(dpo, YEAR_2020)).items),
    );
    expect(times((await search(dpo, { ...YEAR_2020, order: 'asc', pageSize: 2 })).items)).toEqual([
      '2020-01-10',
      '2020-02-10',
    ]);
  });

  it('writes one entry per search, when it asks for its first page, with ids and no names', async () => {
    const paul = ids[DEMO.dpo]!;
    const alice = ids[DEMO.consultant]!;
    const before = await countEntries('auditSearch', paul);
    await search(dpo, { ...YEAR_2020, subject: alice, pageSize: 2 });
    expect(await countEntries('auditSearch', paul)).toBe(before + 1);
    await search(dpo, { ...YEAR_2020, subject: alice, pageSize: 2, page: 2 });
    expect(await countEntries('auditSearch', paul)).toBe(before + 1);
    const entry = await t.db
      .selectFrom('audit_entry')
      .selectAll()
      .where('action', '=', 'auditSearch')
      .where('actor_person_id', '=', paul)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.subject_person_id).toBe(alice);
    expect(entry.object_type).toBe('audit');
    expect(JSON.parse(entry.detail)).toEqual({ subject: alice, ...YEAR_2020, order: 'desc' });
    expect(entry.detail).not.toMatch(/alice|martin/i);
    // The search is itself in the trail: the DPO's own searches about Alice are found by her id.
    const own = await search(dpo, { subject: alice, actor: paul, action: 'auditSearch' });
    expect(own.items.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad input with 400 and a translated message, never a 500', async () => {
    const bad = [
      'subject=abc',
      'actor=0',
      'action=read%20all',
      'result=maybe',
      'from=2020-01-01',
      'from=2020-02-01T00:00:00Z&to=2020-01-01T00:00:00Z',
      'sort=actor',
      'pageSize=1000',
      'unknown=1',
    ];
    for (const query of bad) {
      const fr = await t.call(dpo, 'GET', `/api/DataProtection/auditSearch?${query}`, undefined, {
        'accept-language': 'fr',
      });
      expect(fr.statusCode, query).toBe(400);
      expect(fr.json().success).toBe(false);
      expect(fr.json().message, query).toBeTruthy();
    }
    const en = await t.call(dpo, 'GET', '/api/DataProtection/auditSearch?subject=abc');
    expect(en.statusCode).toBe(400);
  });
});

describe('POST /api/DataProtection/auditExport', () => {
  it('exports what is searched, read back with exceljs, and writes its own entry', async () => {
    const alice = ids[DEMO.consultant]!;
    const paul = ids[DEMO.dpo]!;
    const before = await countEntries('auditExport', paul);
    const res = await t.call(dpo, 'POST', '/api/DataProtection/auditExport', { ...YEAR_2020, subject: alice });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-total-count']).toBe('4');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(5);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Quand',
      'Auteur',
      'Compte',
      'Action',
      'Objet',
      'Données de',
      'Résultat',
      'Adresse',
      'Navigateur',
      'Détail',
    ]);
    const second = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(second[1]).toBe(`Hélène Roux (${ids[DEMO.hr]})`);
    expect(second[3]).toBe('Consultation');
    expect(second[4]).toBe('Entretien annuel #1');
    expect(second[6]).toBe('Refusé');
    expect(await countEntries('auditExport', paul)).toBe(before + 1);

    // The erased person, and only the chosen columns (the time always).
    const erased = await t.call(admin, 'POST', '/api/DataProtection/auditExport', {
      ...YEAR_2020,
      subject: ERASED,
      columns: ['subject'],
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(erased.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0]!.getRow(2).values as unknown[]).slice(1)[1]).toBe(`personne n°${ERASED}, effacée`);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['Quand', 'Données de']);
  });

  it('refuses a bad body with 400', async () => {
    for (const body of [{ subject: 'x' }, { from: 'yesterday' }, { columns: ['hash'] }, { filters: [] }]) {
      const res = await t.call(dpo, 'POST', '/api/DataProtection/auditExport', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('GET /api/DataProtection/people', () => {
  it('finds employees and candidates by name or e-mail, or one by id', async () => {
    const res = await t.call(dpo, 'GET', '/api/DataProtection/people?searchTerm=lambert');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([
      expect.objectContaining({ id: ids[DEMO.candidate], lastName: 'Lambert', roleId: 0 }),
    ]);
    const byId = await t.call(dpo, 'GET', `/api/DataProtection/people?searchTerm=&id=${ids[DEMO.consultant]}`);
    expect(byId.json().data.items.map((p: { email: string }) => p.email)).toEqual([DEMO.consultant]);
    expect((await t.call(dpo, 'GET', '/api/DataProtection/people?searchTerm=a')).json().data.items).toEqual([]);
  });
});
