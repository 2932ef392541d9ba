/**
 * The business-manager review's reference data (issue 18 section 2): the six profiles, the nine categories, their
 * seeded skill lines with a goal per profile and the maturity objectives, in French and English; each profile's
 * skill grid; the administrators' calls (add, change, delete a line, set a category's maturity objectives), refused
 * to other roles and for bad input without writing anything; the seed keeps what administrators changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { BM_SKILL_CATEGORIES, BUSINESS_MANAGER_PROFILES } from '@my-skills/shared/constants';
import type {
  BmSkillCategoryAdmin,
  BmSkillLineAdmin,
  BmSkillsList,
  BusinessManager,
  BusinessManagerSkillCategory,
} from '@my-skills/shared/schemas/business-manager';
import { seedReferenceData } from '../../src/db/seed/reference-data';
import { countRows, createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

let t: TestApp;
let admin: TestSession;
let hr: TestSession;
let alice: TestSession;
let marc: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.director);
  hr = await t.login(DEMO.hr);
  alice = await t.login(DEMO.consultant);
  marc = await t.login(DEMO.manager);
});
afterAll(() => t.close());

const body = <T>(res: LightMyRequestResponse) => res.json() as { success: boolean; data: T; message: string };
function expectOk<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return body<T>(res).data;
}
const list = async () => expectOk<BmSkillsList>(await t.call(admin, 'GET', '/api/BusinessManagerSkills/list'));
const grid = async (idBusinessManager: number, idLang = 1, session = alice) =>
  expectOk<BusinessManagerSkillCategory[]>(
    await t.call(
      session,
      'GET',
      `/api/Ea/skillBusinessManager?idBusinessManager=${idBusinessManager}&idLang=${idLang}`,
    ),
  );
const counts = async () => ({
  lines: await countRows(t, 'business_manager_skill_line'),
  goals: await countRows(t, 'business_manager_skill_goal'),
  maturity: await countRows(t, 'business_manager_maturity_objective'),
});

const GOAL_FIELDS = BUSINESS_MANAGER_PROFILES.map((p) => p.goalField);
const MATURITY_FIELDS = BUSINESS_MANAGER_PROFILES.map((p) => p.maturityField);
const goals = (values: readonly number[]) => Object.fromEntries(GOAL_FIELDS.map((f, i) => [f, values[i]]));
const maturity = (values: readonly number[]) => Object.fromEntries(MATURITY_FIELDS.map((f, i) => [f, values[i]]));
const newLine = (overrides: Record<string, unknown> = {}) => ({
  idCategory: 8,
  nameFr: 'Animer les salons écoles et les forums de recrutement',
  nameEn: 'Run school fairs and recruitment forums',
  ...goals([1, 2, 2, 3, 3, 4]),
  ...overrides,
});

describe('seeded reference data', () => {
  it('has the six profiles in French and English, in order of seniority', async () => {
    const fr = expectOk<BusinessManager[]>(await t.call(alice, 'GET', '/api/Ea/businessManagers?idLang=1'));
    const en = expectOk<BusinessManager[]>(await t.call(alice, 'GET', '/api/Ea/businessManagers?idLang=2'));
    expect(en).toEqual([
      { id: 1, name: 'Business Manager' },
      { id: 2, name: 'Senior Business Manager' },
      { id: 3, name: 'Business Unit Manager' },
      { id: 4, name: 'Senior Business Unit Manager' },
      { id: 5, name: 'Business Unit Director' },
      { id: 6, name: 'Senior Business Unit Director' },
    ]);
    expect(fr.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(fr[0]!.name).toBe('Ingénieur d’affaires');
    expect(fr[5]!.name).toBe('Directeur de business unit senior');
    // Without idLang: the caller's language (French for the demo accounts).
    expect(expectOk<BusinessManager[]>(await t.call(alice, 'GET', '/api/Ea/businessManagers'))).toEqual(fr);
  });

  it('has nine categories of 5–8 bilingual lines, goals 0–4 rising with seniority, maturity objectives 0–4', async () => {
    const { categories, lines } = await list();
    expect(categories.map((c) => [c.id, c.group, c.nameFr, c.nameEn])).toEqual(
      BM_SKILL_CATEGORIES.map((c) => [c.id, c.group, c.fr, c.en]),
    );
    for (const c of categories) {
      const own = lines.filter((l) => l.idCategory === c.id);
      expect(own.length, c.nameEn).toBeGreaterThanOrEqual(5);
      expect(own.length, c.nameEn).toBeLessThanOrEqual(8);
      const objectives = MATURITY_FIELDS.map((f) => c[f]);
      for (const o of objectives) expect(o).toSatisfy((v: number) => Number.isInteger(v) && v >= 0 && v <= 4);
      expect(objectives[0]!).toBeLessThan(objectives[5]!);
    }
    expect(lines.length).toBe(await countRows(t, 'business_manager_skill_line'));
    expect(await countRows(t, 'business_manager_skill_goal')).toBe(lines.length * 6);
    expect(await countRows(t, 'business_manager_maturity_objective')).toBe(9 * 6);
    for (const l of lines) {
      expect(l.isActive, l.code).toBe(true);
      expect(l.nameFr.length, l.code).toBeGreaterThan(0);
      expect(l.nameEn.length, l.code).toBeGreaterThan(0);
      expect(l.nameEn, l.code).not.toBe(l.nameFr);
      const values = GOAL_FIELDS.map((f) => l[f]);
      for (const v of values) expect(v).toSatisfy((g: number) => Number.isInteger(g) && g >= 0 && g <= 4);
      // Goals never fall with seniority; the most senior profile is assessed on every line.
      for (let i = 1; i < values.length; i++) expect(values[i]!, l.code).toBeGreaterThanOrEqual(values[i - 1]!);
      expect(values[5]!, l.code).toBeGreaterThan(0);
    }
    const sum = (field: (typeof GOAL_FIELDS)[number]) => lines.reduce((s, l) => s + l[field], 0);
    expect(sum('bmgoal')).toBeLessThan(sum('sbudgoal'));
    // Some lines do not concern a junior business manager at all.
    expect(lines.some((l) => l.bmgoal === 0)).toBe(true);
    expect(lines.filter((l) => l.idCategory === 6).map((l) => [l.nameFr, l.nameEn])).toContainEqual([
      'Prospecter de nouveaux comptes',
      'Prospect new accounts',
    ]);
  });
});

describe('a profile’s skill grid (Ea/skillBusinessManager)', () => {
  it('gives each profile its own goals and maturity objectives, in either language', async () => {
    const { categories, lines } = await list();
    for (const profile of BUSINESS_MANAGER_PROFILES) {
      const answer = await grid(profile.id);
      expect(answer.map((c) => [c.id, c.group])).toEqual(BM_SKILL_CATEGORIES.map((c) => [c.id, c.group]));
      for (const category of answer) {
        const admin = categories.find((c) => c.id === category.id)!;
        expect(category.name).toBe(admin.nameFr);
        expect(category.objectifMaturity, `${profile.id}/${category.id}`).toBe(admin[profile.maturityField]);
        const expected = lines.filter((l) => l.idCategory === category.id && l.isActive);
        expect(category.lines).toEqual(expected.map((l) => ({ id: l.id, name: l.nameFr, goal: l[profile.goalField] })));
      }
    }
    const bm = await grid(1, 2);
    const sbud = await grid(6, 2);
    expect(bm[0]).toMatchObject({ id: 6, name: 'Business Development', group: 'bdskills' });
    expect(bm[0]!.lines[0]).toMatchObject({ name: 'Prospect new accounts' });
    const total = (g: BusinessManagerSkillCategory[]) => g.flatMap((c) => c.lines).reduce((s, l) => s + l.goal, 0);
    expect(total(bm)).toBeLessThan(total(sbud));
    // Managers and administrators read it too.
    expect(await grid(3, 1, marc)).toEqual(await grid(3, 1, admin));
  });

  it('answers 404 for an unknown profile, 400 for a malformed one and 401 without a session', async () => {
    const unknown = await t.call(alice, 'GET', '/api/Ea/skillBusinessManager?idBusinessManager=7');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toMatchObject({ success: false, message: 'Ce profil de business manager n’existe pas.' });
    for (const query of ['', '?idBusinessManager=0', '?idBusinessManager=abc', '?idBusinessManager=1&idLang=3'])
      expect((await t.call(alice, 'GET', `/api/Ea/skillBusinessManager${query}`)).statusCode, query).toBe(400);
    expect((await t.call(null, 'GET', '/api/Ea/skillBusinessManager?idBusinessManager=1')).statusCode).toBe(401);
    expect((await t.call(null, 'GET', '/api/Ea/businessManagers')).statusCode).toBe(401);
  });
});

describe('administration (BusinessManagerSkills/*)', () => {
  it('adds a line at the end of its category, changes it, and deletes it', async () => {
    const before = await counts();
    const added = await t.call(admin, 'POST', '/api/BusinessManagerSkills/save', newLine());
    const line = expectOk<BmSkillLineAdmin>(added);
    expect(body(added).message).toBe('Ligne de compétence ajoutée.');
    expect(line).toMatchObject({ idCategory: 8, isActive: true, bmgoal: 1, bumgoal: 2, sbudgoal: 4 });
    expect(line.code).toMatch(/^custom-8-/);
    expect(await counts()).toEqual({ ...before, lines: before.lines + 1, goals: before.goals + 6 });
    const recruitment = (await grid(3)).find((c) => c.id === 8)!;
    expect(recruitment.lines.at(-1)).toEqual({
      id: line.id,
      name: 'Animer les salons écoles et les forums de recrutement',
      goal: 2,
    });
    expect((await grid(3, 2)).find((c) => c.id === 8)!.lines.at(-1)!.name).toBe(
      'Run school fairs and recruitment forums',
    );

    const changed = await t.call(
      admin,
      'POST',
      '/api/BusinessManagerSkills/save',
      newLine({ id: line.id, idCategory: 9, nameEn: 'Run school fairs', sortOrder: 5, ...goals([0, 0, 1, 2, 3, 3]) }),
    );
    expect(body(changed).message).toBe('Ligne de compétence modifiée.');
    expect(expectOk<BmSkillLineAdmin>(changed)).toMatchObject({
      id: line.id,
      idCategory: 9,
      nameEn: 'Run school fairs',
      sortOrder: 5,
      bmgoal: 0,
      sbudgoal: 3,
    });
    const people = (await grid(6, 2)).find((c) => c.id === 9)!;
    expect(people.lines[0]).toEqual({ id: line.id, name: 'Run school fairs', goal: 3 });
    expect((await grid(6)).find((c) => c.id === 8)!.lines.some((l) => l.id === line.id)).toBe(false);
    expect(await counts()).toEqual({ ...before, lines: before.lines + 1, goals: before.goals + 6 });

    // A deactivated line stays in the administrators' list and leaves the grids.
    expectOk(await t.call(admin, 'POST', '/api/BusinessManagerSkills/save', newLine({ id: line.id, isActive: false })));
    expect((await list()).lines.find((l) => l.id === line.id)).toMatchObject({ isActive: false, idCategory: 8 });
    expect((await grid(1)).flatMap((c) => c.lines).some((l) => l.id === line.id)).toBe(false);

    const removed = await t.call(admin, 'DELETE', `/api/BusinessManagerSkills/delete?id=${line.id}`);
    expect(expectOk(removed)).toEqual({ id: line.id, deleted: true });
    expect(body(removed).message).toBe('Ligne de compétence supprimée.');
    expect(await counts()).toEqual(before);
    const again = await t.call(admin, 'DELETE', `/api/BusinessManagerSkills/delete?id=${line.id}`);
    expect(again.statusCode).toBe(404);
    expect(body(again).message).toBe('Cette ligne de compétence business manager n’existe pas.');
    const unknown = await t.call(admin, 'POST', '/api/BusinessManagerSkills/save', newLine({ id: 999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('sets a category’s maturity objectives for the six profiles', async () => {
    const saved = await t.call(admin, 'PUT', '/api/BusinessManagerSkills/maturity', {
      idCategory: 10,
      ...maturity([0, 1, 2, 3, 4, 4]),
    });
    expect(body(saved).message).toBe('Objectifs de maturité enregistrés.');
    expect(expectOk<BmSkillCategoryAdmin>(saved)).toMatchObject({
      id: 10,
      group: 'gcskills',
      bmObjectifMaturity: 0,
      sbmObjectifMaturity: 1,
      sbudObjectifMaturity: 4,
    });
    expect((await grid(1)).find((c) => c.id === 10)!.objectifMaturity).toBe(0);
    expect((await grid(2)).find((c) => c.id === 10)!.objectifMaturity).toBe(1);
    expect((await list()).categories.find((c) => c.id === 10)).toMatchObject(maturity([0, 1, 2, 3, 4, 4]));
  });

  it('answers in the administrator’s language', async () => {
    expectOk(await t.call(hr, 'PUT', '/api/User/updateLang?idLang=2'));
    const saved = await t.call(hr, 'PUT', '/api/BusinessManagerSkills/maturity', {
      idCategory: 11,
      ...maturity([2, 2, 3, 3, 4, 4]),
    });
    expect(body(saved).message).toBe('Maturity objectives saved.');
    const missing = await t.call(hr, 'DELETE', '/api/BusinessManagerSkills/delete?id=999999');
    expect(body(missing).message).toBe('This business-manager skill line does not exist.');
    expect((await t.call(hr, 'GET', '/api/Ea/businessManagers')).json().data[0].name).toBe('Business Manager');
  });

  it('is refused to consultants and managers (403) and without a session (401), writing nothing', async () => {
    const [first] = (await list()).lines;
    const before = await counts();
    const calls = [
      ['GET', '/api/BusinessManagerSkills/list', undefined],
      ['POST', '/api/BusinessManagerSkills/save', newLine()],
      ['POST', '/api/BusinessManagerSkills/save', newLine({ id: first!.id })],
      ['DELETE', `/api/BusinessManagerSkills/delete?id=${first!.id}`, undefined],
      ['PUT', '/api/BusinessManagerSkills/maturity', { idCategory: 6, ...maturity([4, 4, 4, 4, 4, 4]) }],
    ] as const;
    for (const [method, url, payload] of calls) {
      for (const session of [alice, marc]) {
        const res = await t.call(session, method, url, payload);
        expect(res.statusCode, `${session.email} ${method} ${url}`).toBe(403);
        expect(body(res)).toMatchObject({ success: false, message: 'Vous n’avez pas les droits pour cette action.' });
      }
      expect((await t.call(null, method, url, payload)).statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
    expect(await counts()).toEqual(before);
    expect((await list()).lines[0]).toEqual(first);
  });

  it('refuses bad input with 400, writing nothing', async () => {
    const { lines } = await list();
    const line = lines[0]!;
    const before = await counts();
    const snapshot = await list();
    const badLines = [
      newLine({ idCategory: 5 }),
      newLine({ idCategory: 15 }),
      newLine({ idCategory: '8' }),
      newLine({ nameFr: ' ' }),
      newLine({ nameEn: '' }),
      newLine({ nameFr: 'x'.repeat(256) }),
      newLine({ nameEn: 'line\nbreak' }),
      newLine({ nameFr: 'nul\u0000' }),
      newLine({ bmgoal: 5 }),
      newLine({ sbudgoal: -1 }),
      newLine({ budgoal: 2.5 }),
      newLine({ sbmgoal: null }),
      newLine({ isActive: 'yes' }),
      newLine({ sortOrder: -1 }),
      newLine({ extra: true }),
      newLine({ id: 0 }),
      { ...newLine(), bumgoal: undefined },
      { idCategory: 8, nameFr: 'x', nameEn: 'x' },
    ];
    for (const bad of badLines) {
      const res = await t.call(admin, 'POST', '/api/BusinessManagerSkills/save', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(body(res).success).toBe(false);
    }
    for (const bad of [newLine({ id: line.id, nameFr: '' }), newLine({ id: line.id, bmgoal: 9 })])
      expect((await t.call(admin, 'POST', '/api/BusinessManagerSkills/save', bad)).statusCode).toBe(400);
    for (const bad of [
      { idCategory: 6, ...maturity([0, 1, 2, 3, 4, 5]) },
      { idCategory: 15, ...maturity([0, 1, 2, 3, 4, 4]) },
      { idCategory: 6, ...maturity([0, 1, 2, 3, 4, 4]), bmgoal: 1 },
      { idCategory: 6, bmObjectifMaturity: 1 },
      { ...maturity([0, 1, 2, 3, 4, 4]) },
    ])
      expect((await t.call(admin, 'PUT', '/api/BusinessManagerSkills/maturity', bad)).statusCode).toBe(400);
    for (const query of ['', '?id=0', '?id=abc', '?id=-1'])
      expect((await t.call(admin, 'DELETE', `/api/BusinessManagerSkills/delete${query}`)).statusCode, query).toBe(400);
    const json = { 'content-type': 'application/json' };
    const truncated = await t.call(admin, 'POST', '/api/BusinessManagerSkills/save', '{"idCategory":', json);
    expect(truncated.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    expect(await list()).toEqual(snapshot);
  });
});

describe('seeding again', () => {
  it('keeps what administrators changed and adds back only what is missing', async () => {
    const { lines } = await list();
    const [first, second] = lines;
    expectOk(
      await t.call(admin, 'POST', '/api/BusinessManagerSkills/save', {
        id: first!.id,
        idCategory: first!.idCategory,
        nameFr: 'Prospecter de nouveaux clients',
        nameEn: 'Prospect new clients',
        isActive: false,
        ...goals([4, 4, 4, 4, 4, 4]),
      }),
    );
    expectOk(
      await t.call(admin, 'PUT', '/api/BusinessManagerSkills/maturity', {
        idCategory: 6,
        ...maturity([1, 1, 1, 1, 1, 1]),
      }),
    );
    expectOk(await t.call(admin, 'DELETE', `/api/BusinessManagerSkills/delete?id=${second!.id}`));
    const changed = await list();

    expect(await seedReferenceData(t.db)).toMatchObject({ seeded: false });
    expect(await list()).toEqual(changed);

    // A forced seed (npm run seed, or a new version of the lists) brings the deleted line back, and nothing else.
    await seedReferenceData(t.db, { force: true });
    const after = await list();
    expect(after.categories).toEqual(changed.categories);
    expect(after.lines.find((l) => l.id === first!.id)).toEqual(changed.lines.find((l) => l.id === first!.id));
    const back = after.lines.find((l) => l.code === second!.code)!;
    expect(back).toMatchObject({ nameFr: second!.nameFr, isActive: true, bmgoal: second!.bmgoal });
    expect(after.lines.length).toBe(lines.length);
  });
});
