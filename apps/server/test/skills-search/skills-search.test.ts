/** POST /api/ListeDc/filtreCritereCompetence and exportCritereCompetence: scores, AND/OR, filters, scope, input. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experienceYears } from '@my-skills/shared/skills-file-rules';
import { skillCoverage } from '@my-skills/shared/schemas/skills-search';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { NOW, seedSearchFixture, type Fixture } from './fixture';

let t: TestApp;
let f: Fixture;
let hr: TestSession;
let director: TestSession;
let s1: number, s2: number, s3: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  f = await seedSearchFixture(t);
  [s1, s2, s3] = f.skills.map((s) => s.id) as [number, number, number];
  hr = await t.login(DEMO.hr);
  director = await t.login(DEMO.director);
});
afterAll(() => t.close());

interface Row {
  id: number;
  lastName: string;
  idDc: number;
  idLang: number;
  dcStatus: number;
  years: number;
  score: number;
  role: { id: number; name: string };
  managerName: string | null;
  matched: { idSkill: number; name: string; level: number; minLevel: number }[];
  gaps: { idSkill: number; name: string; level: number | null; minLevel: number }[];
}
const URL = '/api/ListeDc/filtreCritereCompetence';
const criteria = () => [
  { idSkill: s1, minLevel: 3 },
  { idSkill: s2, minLevel: 3 },
  { idSkill: s3, minLevel: 2 },
];
async function search(session: TestSession, body: Record<string, unknown>) {
  const res = await t.call(session, 'POST', URL, { criteria: criteria(), ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Row[]; total: number; page: number; pageSize: number };
}
const ranking = (rows: Row[]) => rows.map((r) => [r.lastName, r.score]);

describe('the ranking (scores computed by hand, fixture.ts)', () => {
  it('OR ranks by coverage, then name; the scores are the shared rule’s', async () => {
    const page = await search(hr, { combine: 'or' });
    expect(ranking(page.items)).toEqual([
      ['Bernard', 1],
      ['Girard', 1],
      ['Martin', 0.8333],
      ['Petit', 0.5556],
    ]);
    expect(page.total).toBe(4);
    expect(
      skillCoverage([
        { minLevel: 3, level: 2 },
        { minLevel: 3, level: null },
        { minLevel: 2, level: 4 },
      ]),
    ).toBe(0.5556);
  });

  it('AND keeps only the people meeting every criterion', async () => {
    const page = await search(hr, { combine: 'and' });
    expect(ranking(page.items)).toEqual([
      ['Bernard', 1],
      ['Girard', 1],
    ]);
  });

  it('lists what is met and the gaps (below the level, or not held) in the order asked', async () => {
    const page = await search(hr, { combine: 'or' });
    const bruno = page.items.find((r) => r.lastName === 'Petit')!;
    expect(bruno.matched.map((m) => [m.idSkill, m.level, m.minLevel])).toEqual([[s3, 4, 2]]);
    expect(bruno.gaps.map((g) => [g.idSkill, g.level, g.minLevel])).toEqual([
      [s1, 2, 3],
      [s2, null, 3],
    ]);
    expect(bruno.gaps[0]!.name).toBe(f.skills[0]!.nameFr);
    expect(bruno.idDc).toBe(f.files.brunoFr);
    expect(bruno.managerName).toBe('Marc Durand');
    const alice = page.items.find((r) => r.lastName === 'Martin')!;
    expect([alice.idDc, alice.idLang, alice.dcStatus]).toEqual([f.files.aliceFr, 1, 3]);
  });

  it('reads the validated file first: Thomas’s English levels count only when English is asked', async () => {
    const page = await search(hr, { combine: 'or', idLang: 2 });
    expect(ranking(page.items)).toEqual([
      ['Bernard', 1],
      ['Martin', 0.3333],
    ]);
    expect(page.items[0]!.idDc).toBe(f.files.thomasEn);
  });

  it('pages the ranking', async () => {
    const page = await search(hr, { combine: 'or', page: 2, pageSize: 3 });
    expect(ranking(page.items)).toEqual([['Petit', 0.5556]]);
    expect([page.total, page.page, page.pageSize]).toEqual([4, 2, 3]);
  });

  // Every match scoring 1 (one criterion, or AND), sorted on the score or the last name, the page is read in name
  // order and counted apart (decision 024-scale-skills-search); a filter on the score that keeps every row forces
  // the ranked plan: the two must answer the same rows, in the same order, with the same count.
  it.each([
    { combine: 'and' },
    { combine: 'or', criteria: [{ idSkill: 0, minLevel: 3 }] },
    { combine: 'and', criteria: [{ idSkill: 0, minLevel: 1 }], pageSize: 2 },
    { combine: 'and', criteria: [{ idSkill: 0, minLevel: 1 }], pageSize: 2, page: 2 },
    { combine: 'and', idLang: 2 },
    { combine: 'and', dcStatus: 3 },
    { combine: 'and', criteria: [{ idSkill: 2, minLevel: 2 }], sort: 'lastName', order: 'asc' },
  ])('the name-order plan and the ranked plan agree (%o)', async (body) => {
    const withSkills = {
      ...body,
      ...(body.criteria ? { criteria: body.criteria.map((c) => ({ ...c, idSkill: [s1, s2, s3][c.idSkill]! })) } : {}),
    };
    const named = await search(hr, withSkills);
    const ranked = await search(hr, { ...withSkills, filters: [{ field: 'score', op: 'greater', value: '-1' }] });
    expect(named.items.length).toBeGreaterThan(0);
    expect(named).toEqual(ranked);
  });

  it('answers in English for an English caller (skill names)', async () => {
    await t.db.updateTable('person').set({ id_lang: 2 }).where('id', '=', f.ids[DEMO.buDirector]!).execute();
    const julien = await t.login(DEMO.buDirector);
    const page = await search(julien, { combine: 'or' });
    expect(page.items[0]!.matched[0]!.name).toBe(f.skills[0]!.nameEn);
  });
});

describe('the other filters', () => {
  it('file status, role, manager', async () => {
    expect(ranking((await search(hr, { combine: 'or', dcStatus: 3 })).items).map((r) => r[0])).toEqual([
      'Bernard',
      'Girard',
      'Martin',
    ]);
    expect((await search(hr, { combine: 'or', roles: [2] })).items.map((r) => r.lastName)).toEqual(['Bernard']);
    expect((await search(hr, { combine: 'or', roles: [8] })).items.map((r) => r.lastName)).toEqual(['Girard']);
    const marcId = f.ids[DEMO.manager]!;
    expect((await search(hr, { combine: 'or', managerId: marcId })).items.map((r) => r.lastName)).toEqual([
      'Bernard',
      'Martin',
      'Petit',
    ]);
  });

  it('a certification held (contains, any case)', async () => {
    const page = await search(hr, { combine: 'or', certification: 'KUBERNETES' });
    expect(page.items.map((r) => r.lastName)).toEqual(['Petit']);
  });

  it('years of experience: those of the file read, as the evaluation counts them', async () => {
    const page = await search(hr, { combine: 'or' });
    for (const row of page.items) {
      const periods = await t.db
        .selectFrom('dc_experience')
        .select(['start_date as startDate', 'end_date as endDate'])
        .where('dc_id', '=', row.idDc)
        .execute();
      const asText = periods.map((p) => ({
        startDate: p.startDate ? String(p.startDate).slice(0, 10) : null,
        endDate: p.endDate ? String(p.endDate).slice(0, 10) : null,
      }));
      expect(row.years, row.lastName).toBe(experienceYears(asText, NOW));
    }
    const years = page.items.map((r) => r.years).sort((a, b) => a - b);
    const middle = years[1]!;
    const atLeast = await search(hr, { combine: 'or', minYears: middle });
    expect(atLeast.items.every((r) => r.years >= middle)).toBe(true);
    expect(atLeast.total).toBe(years.filter((y) => y >= middle).length);
    const atMost = await search(hr, { combine: 'or', maxYears: middle });
    expect(atMost.total).toBe(years.filter((y) => y <= middle).length);
  });
});

describe('the result as a list (the grid’s search, filters and sort)', () => {
  it('filters on the result’s columns, searches names, sorts', async () => {
    const above = await search(hr, { combine: 'or', filters: [{ field: 'score', op: 'greater', value: '60' }] });
    expect(above.items.map((r) => r.lastName)).toEqual(['Bernard', 'Girard', 'Martin']);
    const submitted = await search(hr, { combine: 'or', filters: [{ field: 'dcStatus', op: 'equal', value: '2' }] });
    expect(submitted.items.map((r) => r.lastName)).toEqual(['Petit']);
    expect((await search(hr, { combine: 'or', searchTerm: 'mart' })).items.map((r) => r.lastName)).toEqual(['Martin']);
    const byName = await search(hr, { combine: 'or', sort: 'lastName', order: 'desc' });
    expect(byName.items.map((r) => r.lastName)).toEqual(['Petit', 'Martin', 'Girard', 'Bernard']);
    const worstFirst = await search(hr, { combine: 'or', sort: 'score', order: 'asc' });
    expect(worstFirst.items.map((r) => r.lastName)).toEqual(['Petit', 'Martin', 'Bernard', 'Girard']);
  });

  it('refuses a bad filter or sort (400)', async () => {
    for (const body of [
      { filters: [{ field: 'score', op: 'containing', value: 'x' }] },
      { filters: [{ field: 'email', op: 'equal', value: 'x' }] },
      { sort: 'email' },
    ]) {
      const res = await t.call(hr, 'POST', URL, { criteria: criteria(), ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('who may search, and whom they find', () => {
  it('Sophie (director) finds her chain only; HR and the BU director everyone but candidates', async () => {
    expect((await search(director, { combine: 'or' })).items.map((r) => r.lastName)).toEqual([
      'Bernard',
      'Martin',
      'Petit',
    ]);
    const julien = await t.login(DEMO.buDirector);
    expect((await search(julien, { combine: 'or' })).items.map((r) => r.lastName)).not.toContain('Lambert');
  });

  it.each([
    { combine: 'or' },
    { combine: 'and' },
    { combine: 'or', idLang: 2 },
    { combine: 'or', idLang: 1, dcStatus: 2 },
    { combine: 'or', dcStatus: 3 },
    { combine: 'and', roles: [1] },
    { combine: 'or', certification: 'istqb' },
  ])('the chain’s plan and the all-access plan agree on the chain (%o)', async (body) => {
    const chain = new Set(['Bernard', 'Martin', 'Petit']);
    const everyone = (await search(hr, body)).items.filter((r) => chain.has(r.lastName));
    expect((await search(director, body)).items).toEqual(everyone);
  });

  it.each([
    ['Marc (manager)', DEMO.manager],
    ['a consultant', DEMO.consultant],
    ['the recruiter', DEMO.recruiter],
    ['the DPO', DEMO.dpo],
  ])('refuses %s (no managementSkills)', async (_who, email) => {
    const res = await t.call(await t.login(email), 'POST', URL, { criteria: criteria() });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an anonymous call', async () => {
    expect((await t.call(null, 'POST', URL, { criteria: criteria() })).statusCode).toBe(401);
  });
});

describe('bad input is a 400', () => {
  it.each([
    ['no criteria', { criteria: [] }],
    ['a level above 4', { criteria: [{ idSkill: 1, minLevel: 5 }] }],
    ['a level of 0', { criteria: [{ idSkill: 1, minLevel: 0 }] }],
    ['eleven criteria', { criteria: Array.from({ length: 11 }, (_, i) => ({ idSkill: i + 1, minLevel: 1 })) }],
    [
      'a skill twice',
      {
        criteria: [
          { idSkill: 1, minLevel: 1 },
          { idSkill: 1, minLevel: 2 },
        ],
      },
    ],
    ['an unknown combination', { combine: 'xor' }],
    ['an unknown role', { roles: [9] }],
    ['a language 3', { idLang: 3 }],
    ['an archived status', { dcStatus: 4 }],
    ['minYears above maxYears', { minYears: 10, maxYears: 2 }],
    ['a page size above 100', { pageSize: 101 }],
    ['a certification with control characters', { certification: 'a\u0000b' }],
  ])('%s', async (_what, body) => {
    const res = await t.call(hr, 'POST', URL, { criteria: criteria(), ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('an unknown skill id names the criterion', async () => {
    const res = await t.call(hr, 'POST', URL, { criteria: [{ idSkill: 999_999, minLevel: 2 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'criteria.0.idSkill', message: 'unknown skill' }]);
  });
});

describe('POST /api/ListeDc/exportCritereCompetence', () => {
  it('answers the ranked rows as a workbook: header, one row per person, scores in %, levels, gaps', async () => {
    const res = await t.call(hr, 'POST', '/api/ListeDc/exportCritereCompetence', {
      criteria: criteria(),
      combine: 'or',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-total-count']).toBe('4');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 9)).toEqual([
      'Nom',
      'Prénom',
      'Référence',
      'Rôle',
      'Manager',
      'Langue du dossier',
      'Statut du dossier',
      'Années d’expérience',
      'Couverture (%)',
    ]);
    expect(header[9]).toBe(`${f.skills[0]!.nameFr} (≥ 3)`);
    expect(header[12]).toBe('Écarts');
    expect(sheet.actualRowCount).toBe(5);
    const last = sheet.getRow(5);
    expect(last.getCell(1).value).toBe('Petit');
    expect(last.getCell(7).value).toBe('Soumis');
    expect(last.getCell(9).value).toBe(55.6);
    expect(last.getCell(10).value).toBe(2);
    expect(last.getCell(11).value).toBeNull();
    expect(last.getCell(13).value).toBe(`${f.skills[0]!.nameFr} 2/3; ${f.skills[1]!.nameFr} absente/3`);
  });

  it('keeps the visible columns (the required ones, the criteria and the gaps always) and the grid’s filters', async () => {
    const res = await t.call(hr, 'POST', '/api/ListeDc/exportCritereCompetence', {
      criteria: criteria(),
      combine: 'or',
      columns: ['reference', 'score'],
      filters: [{ field: 'score', op: 'greater', value: '60' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['Nom', 'Prénom', 'Référence', 'Couverture (%)']);
    expect(sheet.actualRowCount).toBe(4); // Bernard, Girard, Martin (above 60 %)
  });

  it('checks the caller and the body before streaming', async () => {
    const marc = await t.login(DEMO.manager);
    const url = '/api/ListeDc/exportCritereCompetence';
    expect((await t.call(marc, 'POST', url, { criteria: criteria() })).statusCode).toBe(403);
    expect((await t.call(hr, 'POST', url, { criteria: [] })).statusCode).toBe(400);
  });
});
