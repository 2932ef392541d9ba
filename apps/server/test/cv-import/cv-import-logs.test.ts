/**
 * GET Cv2Dc/logs and POST Cv2Dc/logs/export (logsCv2Dc: internal role 1 or 2): the imports of a period, both
 * outcomes logged (read, failed with its error in the viewer's language, then applied), the lists' filters, sort,
 * paging and quick search, the period's checks, and the Excel export read back with exceljs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { CvImport, CvImportLog } from '@my-skills/shared/schemas/cv-import';
import { cvImportSetup, docxCv, fileIn, json, ok, PNG } from './helpers';

const { ctx, upload } = cvImportSetup();

type Page = { items: CvImportLog[]; total: number; page: number; pageSize: number };
const today = new Date().toISOString().slice(0, 10);
const logs = (who: Parameters<typeof upload>[0], query: Record<string, string | number> = {}) => {
  const q = new URLSearchParams({ start: today, end: today });
  for (const [k, v] of Object.entries(query)) q.set(k, typeof v === 'string' ? v : String(v));
  return ctx.t.call(ctx.s[who], 'GET', `/api/Cv2Dc/logs?${q}`);
};
const filters = (f: object[]) => JSON.stringify(f);

let imported: CvImport;

beforeAll(async () => {
  const docx = await docxCv();
  await fileIn(ctx, 'consultant', 2, 1);
  imported = ok<CvImport>(await upload('consultant', ctx.ids.consultant, 2, 'alice-cv.docx', docx));
  expect((await upload('recruiter', ctx.ids.candidate, 1, 'nina-photo.docx', PNG)).statusCode).toBe(415);
  ok<CvImport>(await upload('manager', ctx.ids.consultant, 2, 'marc-for-alice.docx', docx));
  // Alice applies hers (one experience, one skill).
  const java = await ctx.t.db.selectFrom('skill').select('id').where('label', '=', 'Java').executeTakeFirstOrThrow();
  const rowVersion = (
    await ctx.t.db.selectFrom('dc').select('row_version').where('id', '=', imported.idDc!).executeTakeFirstOrThrow()
  ).row_version;
  ok(
    await ctx.t.call(ctx.s.consultant, 'POST', '/api/Cv2Dc/apply', {
      id: imported.id,
      rowVersion,
      experiences: [{ position: 'Logged developer', startDate: '2020-01-01', client: 'Log' }],
      skills: [{ idSkill: java.id, level: 4 }],
    }),
  );
});

describe('GET Cv2Dc/logs', () => {
  it('lists the period’s imports, newest first, with who, for whom, counts and the failure’s message', async () => {
    const page = ok<Page>(await logs('director'));
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.fileName)).toEqual(['marc-for-alice.docx', 'nina-photo.docx', 'alice-cv.docx']);
    const [marc, failed, alice] = page.items as [CvImportLog, CvImportLog, CvImportLog];
    expect(marc).toMatchObject({ outcome: 'read', applied: null, format: 'docx', idLang: 2 });
    expect(marc.by).toMatchObject({ id: ctx.ids.manager, lastName: 'Durand' });
    expect(marc.forPerson).toMatchObject({ id: ctx.ids.consultant, lastName: 'Martin' });
    expect(failed).toMatchObject({ outcome: 'failed', format: '', pages: null, found: {} });
    expect(failed.error).toBeTruthy();
    expect(failed.error).not.toMatch(/^errors\./);
    expect(alice).toMatchObject({ outcome: 'applied', idDc: imported.idDc });
    expect(alice.applied).toMatchObject({ experiences: 1, skills: 1 });
    expect(alice.found.experiences).toBe(imported.proposal.experiences.length);
    expect(alice.warnings).toBe(imported.proposal.warnings.length);
    // HR too (internal role 2); the error in the viewer's language.
    const hr = ok<Page>(await logs('hr'));
    expect(hr.total).toBe(3);
  });

  it('filters, sorts, pages and searches; a period without imports is empty', async () => {
    const outcome = ok<Page>(
      await logs('director', { filters: filters([{ field: 'outcome', op: 'equal', value: 'failed' }]) }),
    );
    expect(outcome.items.map((i) => i.fileName)).toEqual(['nina-photo.docx']);
    const forAlice = ok<Page>(await logs('director', { searchTerm: 'martin' }));
    expect(forAlice.total).toBe(2);
    const byName = ok<Page>(await logs('director', { sort: 'fileName', order: 'asc', pageSize: 1, page: 2 }));
    expect(byName).toMatchObject({ total: 3, page: 2 });
    expect(byName.items.map((i) => i.fileName)).toEqual(['marc-for-alice.docx']);
    const found = ok<Page>(
      await logs('director', { filters: filters([{ field: 'found', op: 'greater', value: '0' }]) }),
    );
    expect(found.total).toBe(2);
    const past = ok<Page>(await logs('director', { start: '2020-01-01', end: '2020-12-31' }));
    expect(past).toMatchObject({ total: 0, items: [] });
    const beyond = ok<Page>(await logs('director', { page: 9 }));
    expect(beyond).toMatchObject({ total: 3, items: [] });
  });

  it('refuses a consultant, a manager (403), an end before the start and a period over 366 days (422)', async () => {
    expect((await logs('consultant')).statusCode).toBe(403);
    expect((await logs('manager')).statusCode).toBe(403);
    const reversed = await logs('director', { start: '2026-02-01', end: '2026-01-01' });
    expect(reversed.statusCode).toBe(422);
    expect(json(reversed).message).toMatch(/2026-01-01/);
    // 366 days, end included (2025 is not a leap year: 2025-01-01 … 2026-01-01), and one day more.
    expect((await logs('director', { start: '2025-01-01', end: '2026-01-01' })).statusCode).toBe(200);
    expect((await logs('director', { start: '2025-01-01', end: '2026-01-02' })).statusCode).toBe(422);
    expect((await logs('director', { start: 'yesterday', end: today })).statusCode).toBe(400);
  });
});

describe('POST Cv2Dc/logs/export', () => {
  it('exports the period’s imports as a workbook, the visible columns, headers in the viewer’s language', async () => {
    const res = await ctx.t.call(ctx.s.director, 'POST', '/api/Cv2Dc/logs/export', {
      start: today,
      end: today,
      sort: 'createdAt',
      order: 'asc',
      columns: ['fileName', 'outcome', 'found'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    // The date and the person are required: always in; the director reads French.
    expect(rows[0]!.slice(1)).toEqual(['Date', 'Pour', 'Fichier', 'Résultat', 'Lignes lues']);
    expect(rows[1]![1]).toBeInstanceOf(Date);
    expect(rows.slice(1).map((r) => r[3])).toEqual(['alice-cv.docx', 'nina-photo.docx', 'marc-for-alice.docx']);
    expect(rows[1]![2]).toBe('Martin Alice');
    expect(rows[1]![4]).toBe('Appliqué');
    expect(rows[2]![4]).toBe('Échec');
    expect(Number(rows[1]![5])).toBe(sumFound());
    expect(
      (await ctx.t.call(ctx.s.consultant, 'POST', '/api/Cv2Dc/logs/export', { start: today, end: today })).statusCode,
    ).toBe(403);
  });
});

/** The rows found in Alice's import, as the log sums them. */
function sumFound() {
  const p = imported.proposal;
  return (
    p.experiences.length +
    p.educations.length +
    p.certifications.length +
    p.projects.length +
    p.languages.length +
    p.skills.length +
    p.otherSkills.length
  );
}
