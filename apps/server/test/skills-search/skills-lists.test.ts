/** The people list of /management/competence (all, recherche, filtreType, filtreParCompetence) and filtreSkill. */
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

interface Person {
  id: number;
  lastName: string;
  role: { id: number };
  managerName: string | null;
  files: { idLang: number; idDc: number | null; status: number }[];
  idDc: number | null;
  idLang: number | null;
  years: number | null;
  skillCount: number;
}
async function list(session: TestSession, url: string) {
  const res = await t.call(session, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Person[]; total: number; page: number; pageSize: number };
}
const names = (page: { items: Person[] }) => page.items.map((p) => p.lastName);
const filters = (value: unknown) => `filters=${encodeURIComponent(JSON.stringify(value))}`;

describe('GET /api/ListeDc/all', () => {
  it('HR sees every employee but herself and the candidate, by name, with files and the chosen one', async () => {
    const page = await list(hr, '/api/ListeDc/all?pageSize=100');
    expect(page.total).toBe(8);
    expect(names(page)).not.toContain('Lambert');
    expect(names(page)).not.toContain('Roux');
    expect(names(page)).toEqual([...names(page)].sort((a, b) => a.localeCompare(b)));
    const thomas = page.items.find((p) => p.lastName === 'Bernard')!;
    expect(thomas.files).toEqual([
      { idLang: 1, idDc: f.files.thomasFr, status: 3 },
      { idLang: 2, idDc: f.files.thomasEn, status: 2 },
    ]);
    expect([thomas.idDc, thomas.idLang, thomas.role.id, thomas.managerName]).toEqual([
      f.files.thomasFr,
      1,
      2,
      'Marc Durand',
    ]);
    const skills = await t.db
      .selectFrom('dc_skill')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('dc_id', '=', f.files.thomasFr)
      .executeTakeFirstOrThrow();
    expect(thomas.skillCount).toBe(Number(skills.n));
    expect(thomas.years).toBeGreaterThan(0);
    const julien = page.items.find((p) => p.lastName === 'Moreau')!;
    expect([julien.idDc, julien.years, julien.skillCount]).toEqual([null, null, 0]);
    expect(julien.files.map((x) => x.status)).toEqual([0, 0]);
  });

  it('Sophie sees her chain', async () => {
    expect(names(await list(director, '/api/ListeDc/all'))).toEqual(['Bernard', 'Durand', 'Martin', 'Petit']);
  });

  it('filters by column (file status, role, years, skill count) and sorts', async () => {
    const validatedFr = await list(
      hr,
      `/api/ListeDc/all?${filters([{ field: 'dcStatusFr', op: 'equal', value: '3' }])}`,
    );
    expect(names(validatedFr)).toEqual(['Bernard', 'Girard', 'Martin']);
    const noEnglish = await list(hr, `/api/ListeDc/all?${filters([{ field: 'dcStatusEn', op: 'equal', value: '0' }])}`);
    expect(noEnglish.total).toBe(6);
    const recruiters = await list(hr, `/api/ListeDc/all?${filters([{ field: 'role', op: 'equal', value: '8' }])}`);
    expect(names(recruiters)).toEqual(['Girard']);
    const withFile = await list(hr, `/api/ListeDc/all?${filters([{ field: 'years', op: 'notEmpty' }])}`);
    expect(names(withFile)).toEqual(['Bernard', 'Girard', 'Martin', 'Petit']);
    const bySkills = await list(hr, '/api/ListeDc/all?sort=skillCount&order=desc');
    const counts = bySkills.items.map((p) => p.skillCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const many = await list(hr, `/api/ListeDc/all?${filters([{ field: 'skillCount', op: 'greater', value: '3' }])}`);
    expect(many.items.every((p) => p.skillCount > 3)).toBe(true);
    const marc = await list(
      hr,
      `/api/ListeDc/all?${filters([{ field: 'managerName', op: 'containing', value: 'durand' }])}`,
    );
    expect(names(marc)).toEqual(['Bernard', 'Martin', 'Petit']);
  });

  it('pages', async () => {
    const page = await list(hr, '/api/ListeDc/all?pageSize=3&page=3');
    expect([page.items.length, page.total, page.page]).toEqual([2, 8, 3]);
  });

  it.each([
    ['an unknown column', filters([{ field: 'email', op: 'equal', value: 'x' }])],
    ['an operator of another type', filters([{ field: 'role', op: 'containing', value: '1' }])],
    ['an unknown status', filters([{ field: 'dcStatusFr', op: 'equal', value: '4' }])],
    ['filters that are not JSON', 'filters=%5Bnope'],
    ['a page size above 100', 'pageSize=101'],
    ['an unknown sort', 'sort=email'],
  ])('answers 400 for %s', async (_what, query) => {
    const res = await t.call(hr, 'GET', `/api/ListeDc/all?${query}`);
    expect(res.statusCode, res.body).toBe(400);
  });

  it.each([DEMO.manager, DEMO.consultant, DEMO.recruiter, DEMO.dpo])(
    'refuses %s (no managementSkills)',
    async (email) => {
      expect((await t.call(await t.login(email), 'GET', '/api/ListeDc/all')).statusCode).toBe(403);
    },
  );
});

describe('recherche, filtreType, filtreParCompetence', () => {
  it('recherche searches names and references', async () => {
    expect(names(await list(hr, '/api/ListeDc/recherche?searchTerm=PET'))).toEqual(['Petit']);
    expect(names(await list(hr, '/api/ListeDc/recherche?searchTerm=MS-0002'))).toEqual(['Bernard']);
    expect(names(await list(director, '/api/ListeDc/recherche?searchTerm=girard'))).toEqual([]);
  });

  it('filtreType keeps the people with an active account of the role', async () => {
    expect(names(await list(hr, '/api/ListeDc/filtreType?idRole=2'))).toEqual(['Bernard']);
    expect(names(await list(hr, '/api/ListeDc/filtreType?idRole=1'))).toEqual(['Bernard', 'Martin', 'Petit']);
    expect((await t.call(hr, 'GET', '/api/ListeDc/filtreType?idRole=9')).statusCode).toBe(400);
    expect((await t.call(hr, 'GET', '/api/ListeDc/filtreType')).statusCode).toBe(400);
  });

  it('filtreParCompetence keeps the people whose file holds the skill at the level', async () => {
    const s1 = f.skills[0]!.id;
    expect(names(await list(hr, `/api/ListeDc/filtreParCompetence?idSkill=${s1}&minLevel=3`))).toEqual([
      'Bernard',
      'Girard',
      'Martin',
    ]);
    expect(names(await list(hr, `/api/ListeDc/filtreParCompetence?idSkill=${s1}&minLevel=4`))).toEqual([
      'Girard',
      'Martin',
    ]);
    expect(names(await list(director, `/api/ListeDc/filtreParCompetence?idSkill=${s1}`))).toEqual([
      'Bernard',
      'Martin',
      'Petit',
    ]);
    expect((await t.call(hr, 'GET', `/api/ListeDc/filtreParCompetence?idSkill=${s1}&minLevel=5`)).statusCode).toBe(400);
    expect((await t.call(hr, 'GET', '/api/ListeDc/filtreParCompetence?idSkill=x')).statusCode).toBe(400);
  });
});

describe('GET /api/ListeDc/filtreSkill', () => {
  it('finds active catalogue skills by a part of their name, in the caller’s language or idLang’s', async () => {
    const skill = f.skills[0]!;
    const term = skill.nameFr.slice(0, 4);
    const res = await t.call(hr, 'GET', `/api/ListeDc/filtreSkill?searchTerm=${encodeURIComponent(term)}`);
    expect(res.statusCode).toBe(200);
    const found = res.json().data as { id: number; name: string; idSkillType: number; skillTypeName: string }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(20);
    expect(found.find((s) => s.id === skill.id)?.name).toBe(skill.nameFr);
    expect(found[0]!.skillTypeName).not.toBe('');
    const english = await t.call(hr, 'GET', `/api/ListeDc/filtreSkill?searchTerm=${encodeURIComponent(term)}&idLang=2`);
    expect((english.json().data as { id: number; name: string }[]).find((s) => s.id === skill.id)?.name).toBe(
      skill.nameEn,
    );
  });

  it('names the skills of a shared search by their ids, in the order given (unknown ones left out)', async () => {
    const [a, b] = f.skills as [Fixture['skills'][number], Fixture['skills'][number]];
    const res = await t.call(hr, 'GET', `/api/ListeDc/filtreSkill?ids=${b.id},999999,${a.id}&idLang=2`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as { id: number; name: string }[]).map((s) => [s.id, s.name])).toEqual([
      [b.id, b.nameEn],
      [a.id, a.nameEn],
    ]);
    for (const ids of ['', '1,,2', 'a', '0', Array.from({ length: 11 }, (_, i) => i + 1).join(',')]) {
      expect((await t.call(hr, 'GET', `/api/ListeDc/filtreSkill?ids=${ids}`)).statusCode, ids).toBe(400);
    }
  });

  it('refuses a term too long and callers without managementSkills', async () => {
    expect((await t.call(hr, 'GET', `/api/ListeDc/filtreSkill?searchTerm=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await t.call(await t.login(DEMO.manager), 'GET', '/api/ListeDc/filtreSkill')).statusCode).toBe(403);
  });
});
