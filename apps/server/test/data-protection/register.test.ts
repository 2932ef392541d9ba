/**
 * The register of processing activities (issue 23 §2a) is generated from the application's data model: every table
 * of the migrated database (information_schema) is covered by a category of data or listed as holding no personal
 * data, every table and column it names exists — a new table or a renamed column fails here until the register
 * says what it is. GET /api/DataProtection/register answers it with each table's row count, in French or English;
 * POST /api/DataProtection/registerExport as Excel, read back with exceljs.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Register } from '@my-skills/shared/schemas/data-protection';
import { OTHER_TABLES, PROCESSING_ACTIVITIES, registerTables } from '../../src/modules/data-protection/register';
import { countRows, createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

let t: TestApp;
let dpo: TestSession;

beforeAll(async () => {
  t = await createTestApp({ env: { CANDIDATE_RETENTION_MONTHS: '18' } });
  dpo = await t.login(DEMO.dpo);
});
afterAll(() => t.close());

const schemaTables = async () => {
  const { rows } = await sql<{ table: string; column: string }>`
    select c.table_name as table, c.column_name as column from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`.execute(t.db);
  const tables = new Map<string, Set<string>>();
  for (const r of rows) tables.set(r.table, (tables.get(r.table) ?? new Set()).add(r.column));
  return tables;
};

describe('the register covers the data model', () => {
  it('names every table of the database, once as personal or as not, and only tables that exist', async () => {
    const schema = await schemaTables();
    expect(schema.size).toBeGreaterThan(50);
    const personal = registerTables();
    const other = new Set(Object.keys(OTHER_TABLES));
    const uncovered = [...schema.keys()].filter((table) => !personal.has(table) && !other.has(table)).sort();
    expect(uncovered, 'tables the register does not cover: add them to modules/data-protection/register.ts').toEqual(
      [],
    );
    const unknown = [...personal.keys(), ...other].filter((table) => !schema.has(table)).sort();
    expect(unknown, 'tables the register names that do not exist').toEqual([]);
    expect([...personal.keys()].filter((table) => other.has(table))).toEqual([]);
  });

  it('names only columns that exist', () =>
    schemaTables().then((schema) => {
      const wrong = [...registerTables()].flatMap(([table, columns]) =>
        [...columns].filter((c) => !schema.get(table)?.has(c)).map((c) => `${table}.${c}`),
      );
      expect(wrong).toEqual([]);
    }));

  it('gives every activity its purpose, legal basis, persons, data, recipients, retention and security', () => {
    for (const a of PROCESSING_ACTIVITIES) {
      for (const text of [a.name, a.purpose, a.legalBasis, ...a.persons, ...a.recipients, ...a.security]) {
        expect(text.fr, a.id).toBeTruthy();
        expect(text.en, a.id).toBeTruthy();
      }
      expect(a.data.length, a.id).toBeGreaterThan(0);
      expect(a.security.length, a.id).toBeGreaterThan(0);
    }
    const recipients = PROCESSING_ACTIVITIES.flatMap((a) => a.recipients.map((r) => r.en)).join(' ');
    expect(recipients).toContain('BoondManager');
    expect(recipients).toContain('SMTP');
  });
});

describe('GET /api/DataProtection/register', () => {
  it('answers the register with each table’s row count, in the caller’s language or the one asked', async () => {
    const res = await t.call(dpo, 'GET', '/api/DataProtection/register');
    expect(res.statusCode, res.body).toBe(200);
    const fr = res.json().data as Register;
    expect(fr.idLang).toBe(1);
    expect(fr.activities.map((a) => a.id)).toEqual(PROCESSING_ACTIVITIES.map((a) => a.id));
    const accounts = fr.activities.find((a) => a.id === 'accounts')!;
    const person = accounts.data.flatMap((d) => d.tables).find((x) => x.table === 'person')!;
    expect(person.rows).toBe(await countRows(t, 'person'));
    expect(person.columns).toContain('birth_date');
    const recruitment = fr.activities.find((a) => a.id === 'recruitment')!;
    // The configured retention (CANDIDATE_RETENTION_MONTHS=18 here).
    expect(recruitment.retention).toContain('18 mois');
    expect(fr.otherTables.find((x) => x.table === 'skill')!.rows).toBe(await countRows(t, 'skill'));

    const en = (await t.call(dpo, 'GET', '/api/DataProtection/register?idLang=2')).json().data as Register;
    expect(en.idLang).toBe(2);
    expect(en.activities.find((a) => a.id === 'recruitment')!.retention).toContain('18 months');
    expect(en.activities[0]!.name).not.toBe(fr.activities[0]!.name);
  });

  it('refuses a bad language with 400', async () => {
    for (const q of ['idLang=3', 'idLang=fr', 'other=1']) {
      const res = await t.call(dpo, 'GET', `/api/DataProtection/register?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await t.call(dpo, 'POST', '/api/DataProtection/registerExport', { idLang: 9 })).statusCode).toBe(400);
  });
});

describe('POST /api/DataProtection/registerExport', () => {
  it('exports one row per activity and one for the tables without personal data', async () => {
    const res = await t.call(dpo, 'POST', '/api/DataProtection/registerExport', { idLang: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('Register%20of%20processing');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Processing activity',
      'Purpose',
      'Legal basis',
      'Data subjects',
      'Categories of data (tables and columns)',
      'Recipients',
      'Retention period',
      'Security measures',
    ]);
    expect(sheet.rowCount).toBe(PROCESSING_ACTIVITIES.length + 2);
    const audit = PROCESSING_ACTIVITIES.findIndex((a) => a.id === 'audit') + 2;
    expect(String(sheet.getRow(audit).getCell(5).value)).toContain('audit_entry (at, actor_person_id');
  });
});
