/** The administration exports: skills per person and certifications (lists and Excel workbooks). */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { NOW, seedSearchFixture, type Fixture } from './fixture';

let t: TestApp;
let f: Fixture;
let hr: TestSession;
let director: TestSession;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  f = await seedSearchFixture(t);
  hr = await t.login(DEMO.hr);
  director = await t.login(DEMO.director);
});
afterAll(() => t.close());

const filters = (value: unknown) => `filters=${encodeURIComponent(JSON.stringify(value))}`;
async function get<T>(session: TestSession, url: string) {
  const res = await t.call(session, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: T[]; total: number };
}
async function workbook(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}
const header = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

/** Skills of the files read for these people (the chosen files of fixture.ts). */
async function skillCount(dcIds: number[], level?: number) {
  let query = t.db
    .selectFrom('dc_skill')
    .select((e) => e.fn.countAll<string>().as('n'))
    .where('dc_id', 'in', dcIds);
  if (level) query = query.where('level', '=', level);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

interface SkillRow {
  lastName: string;
  idDc: number;
  idSkill: number;
  idLang: number;
  dcStatus: number;
  skill: string;
  skillType: string;
  level: number;
}

describe('skills per person', () => {
  it('one row per person and skill of the file read, within the viewer’s scope', async () => {
    const chain = [f.files.aliceFr, f.files.brunoFr, f.files.thomasFr];
    const sophie = await get<SkillRow>(director, '/api/ListeDc/skillsExport?pageSize=100');
    expect(sophie.total).toBe(await skillCount(chain));
    expect(new Set(sophie.items.map((r) => r.idDc))).toEqual(new Set(chain));
    const everyone = await get<SkillRow>(hr, '/api/ListeDc/skillsExport?pageSize=10');
    expect(everyone.total).toBe(await skillCount([...chain, f.files.camilleFr]));
    expect(everyone.items[0]!.lastName).toBe('Bernard');
  });

  it('filters by level, skill, language and status', async () => {
    const s1 = f.skills[0]!;
    const fours = await get<SkillRow>(
      hr,
      `/api/ListeDc/skillsExport?${filters([{ field: 'level', op: 'equal', value: '4' }])}`,
    );
    expect(fours.total).toBe(
      await skillCount([f.files.aliceFr, f.files.brunoFr, f.files.thomasFr, f.files.camilleFr], 4),
    );
    const bySkill = await get<SkillRow>(
      hr,
      `/api/ListeDc/skillsExport?${filters([
        { field: 'skill', op: 'equal', value: s1.nameFr },
        { field: 'level', op: 'greater', value: '2' },
      ])}&sort=level&order=desc`,
    );
    expect(bySkill.items.map((r) => [r.lastName, r.level])).toEqual([
      ['Girard', 4],
      ['Martin', 4],
      ['Bernard', 3],
    ]);
    const english = await get<SkillRow>(
      hr,
      `/api/ListeDc/skillsExport?${filters([{ field: 'idLang', op: 'equal', value: '2' }])}`,
    );
    expect(english.total).toBe(0); // nobody's English file is the one read
    const submitted = await get<SkillRow>(
      hr,
      `/api/ListeDc/skillsExport?${filters([{ field: 'dcStatus', op: 'equal', value: '2' }])}`,
    );
    expect(new Set(submitted.items.map((r) => r.lastName))).toEqual(new Set(['Petit']));
  });

  it('answers 400 for a bad filter, 403 without managementSkills', async () => {
    const bad = await t.call(
      hr,
      'GET',
      `/api/ListeDc/skillsExport?${filters([{ field: 'level', op: 'equal', value: 'high' }])}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('LIST_FILTER_INVALID');
    expect((await t.call(await t.login(DEMO.manager), 'GET', '/api/ListeDc/skillsExport')).statusCode).toBe(403);
    expect((await t.call(await t.login(DEMO.recruiter), 'POST', '/api/ListeDc/skillsExportExcel', {})).statusCode).toBe(
      403,
    );
  });

  it('exports the filtered rows to a workbook (visible columns, required ones kept)', async () => {
    const res = await t.call(hr, 'POST', '/api/ListeDc/skillsExportExcel', {
      filters: [{ field: 'level', op: 'equal', value: '4' }],
      sort: 'lastName',
    });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await workbook(res.rawPayload);
    expect(header(sheet)).toEqual([
      'Nom',
      'Prénom',
      'Référence',
      'Langue du dossier',
      'Statut du dossier',
      'Type de compétence',
      'Compétence',
      'Niveau',
    ]);
    const total = await skillCount([f.files.aliceFr, f.files.brunoFr, f.files.thomasFr, f.files.camilleFr], 4);
    expect(sheet.actualRowCount).toBe(total + 1);
    expect(res.headers['x-total-count']).toBe(String(total));
    expect(sheet.getRow(2).getCell(1).value).toBe('Bernard');
    expect(sheet.getRow(2).getCell(5).value).toBe('Validé');
    expect(sheet.getRow(2).getCell(8).value).toBe(4);

    const narrow = await t.call(hr, 'POST', '/api/ListeDc/skillsExportExcel', { columns: ['skill', 'level'] });
    expect(header(await workbook(narrow.rawPayload))).toEqual(['Nom', 'Prénom', 'Compétence', 'Niveau']);
    const bad = await t.call(hr, 'POST', '/api/ListeDc/skillsExportExcel', { columns: ['email'] });
    expect(bad.statusCode).toBe(400);
  });
});

interface CertificationRow {
  lastName: string;
  name: string;
  organism: string;
  obtained: string | null;
  expiry: string | null;
  expiresInDays: number | null;
  expiryState: string;
}

describe('certifications', () => {
  it('one row per certification of the file read, with its expiry state (today 2026-11-20)', async () => {
    const hrList = await get<CertificationRow>(hr, '/api/ListeDc/certificationsExport');
    expect(hrList.items.map((r) => [r.lastName, r.name, r.expiryState])).toEqual([
      ['Bernard', 'ISTQB Foundation Level', 'valid'],
      ['Girard', 'ITIL 4 Foundation', 'expiring'],
      ['Martin', 'AWS Certified Solutions Architect', 'expiring'],
      ['Martin', 'Professional Scrum Master I', 'none'],
      ['Petit', 'Certified Kubernetes Administrator', 'expired'],
    ]);
    // Days from 2026-11-20 to each expiry, by hand: 2030-06-01 → 1289, 2027-02-18 → 90, 2026-12-01 → 11,
    // 2025-03-01 → −629 (expired); none without an expiry date.
    expect(hrList.items.map((r) => r.expiresInDays)).toEqual([1289, 90, 11, null, -629]);
    const bruno = hrList.items.find((r) => r.lastName === 'Petit')!;
    expect([bruno.organism, bruno.obtained, bruno.expiry]).toEqual(['CNCF', '2022-03-01', '2025-03-01']);
    // Sophie (internal role 1) sees her chain only.
    const sophie = await get<CertificationRow>(director, '/api/ListeDc/certificationsExport');
    expect(sophie.total).toBe(4);
  });

  it('filters by expiry state, date and name', async () => {
    const soon = await get<CertificationRow>(
      hr,
      `/api/ListeDc/certificationsExport?${filters([{ field: 'expiryState', op: 'equal', value: 'expiring' }])}`,
    );
    expect(soon.items.map((r) => r.lastName)).toEqual(['Girard', 'Martin']);
    const before = await get<CertificationRow>(
      hr,
      `/api/ListeDc/certificationsExport?${filters([{ field: 'obtained', op: 'less', value: '2021-01-01' }])}`,
    );
    expect(before.items.map((r) => r.name)).toEqual(['Professional Scrum Master I']);
    // What expires in the next 90 days (issue 20): the days column filtered from 0 to 90, nearest first.
    const within90 = await get<CertificationRow>(
      hr,
      `/api/ListeDc/certificationsExport?sort=expiresInDays&order=asc&${filters([
        { field: 'expiresInDays', op: 'between', value: '0', value2: '90' },
      ])}`,
    );
    expect(within90.items.map((r) => [r.name, r.expiresInDays])).toEqual([
      ['AWS Certified Solutions Architect', 11],
      ['ITIL 4 Foundation', 90],
    ]);
    const itil = await get<CertificationRow>(hr, '/api/ListeDc/certificationsExport?searchTerm=itil');
    expect(itil.total).toBe(1);
    const bad = await t.call(
      hr,
      'GET',
      `/api/ListeDc/certificationsExport?${filters([{ field: 'expiry', op: 'equal', value: '2026-02-30' }])}`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('needs the internal role 1 or 2', async () => {
    for (const email of [DEMO.manager, DEMO.buDirector, DEMO.consultant, DEMO.dpo]) {
      const session = await t.login(email);
      expect((await t.call(session, 'GET', '/api/ListeDc/certificationsExport')).statusCode, email).toBe(403);
      expect((await t.call(session, 'POST', '/api/ListeDc/certificationsExportExcel', {})).statusCode).toBe(403);
    }
  });

  it('exports to a workbook with real dates', async () => {
    const res = await t.call(hr, 'POST', '/api/ListeDc/certificationsExportExcel', { sort: 'expiry', order: 'asc' });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await workbook(res.rawPayload);
    expect(header(sheet)).toEqual([
      'Nom',
      'Prénom',
      'Référence',
      'Certification',
      'Organisme',
      'Obtenue le',
      'Expire le',
      'Expire dans (jours)',
      'Validité',
    ]);
    expect(sheet.actualRowCount).toBe(6);
    const first = sheet.getRow(2);
    expect(first.getCell(4).value).toBe('Certified Kubernetes Administrator');
    expect((first.getCell(7).value as Date).toISOString().slice(0, 10)).toBe('2025-03-01');
    expect(first.getCell(8).value).toBe(-629);
    expect(first.getCell(9).value).toBe('Expirée');
  });
});
