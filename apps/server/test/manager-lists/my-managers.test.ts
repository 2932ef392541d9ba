/**
 * My managers (ListMyManager/*) and the managers' reviews (ListEEPManager/*) on the demo seed at a fixed date
 * (2026-11-20): scope per role (Sophie sees Marc, HR and Julien everyone of role 3–5, Marc nobody; DPO, consultant and
 * recruiter refused), this year's review status, the skills file's status by language, filters and sorting, one
 * manager's reviews by year, the submitted reviews waiting for their reviewer (above in the chain, HR for the top),
 * the years with reviews and both Excel exports opened with exceljs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagerReviewsPage, MyManagerReviews, MyManagersPage } from '@my-skills/shared/schemas/manager-lists';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { seedDemoEepBm } from '../../src/db/seed/eep-bm';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { body, expectOk } from '../skills-file/helpers';
import { listUrl, peopleIds, readWorkbook } from './helpers';

const NOW = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
let ids: Record<string, number>;
const s: Record<'hr' | 'director' | 'manager' | 'buDirector', TestSession> = {} as never;

const managers = async (who: TestSession, query: Record<string, string | number> = {}, filters?: unknown[]) =>
  expectOk<MyManagersPage>(await t.call(who, 'GET', listUrl('/api/ListMyManager/all', query, filters)));
const reviews = async (who: TestSession, query: Record<string, string | number> = {}, filters?: unknown[]) =>
  expectOk<ManagerReviewsPage>(await t.call(who, 'GET', listUrl('/api/ListEEPManager/all', query, filters)));

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedDemoSkillsFiles(t.db);
  await seedDemoEepBm(t.db, NOW); // Marc's review of 2025, validated and signed by Sophie
  ids = await peopleIds(t);
  s.hr = await t.login(DEMO.hr);
  s.director = await t.login(DEMO.director);
  s.manager = await t.login(DEMO.manager);
  s.buDirector = await t.login(DEMO.buDirector);
  // This year: Marc's review submitted (Sophie reviews him), Julien's submitted (the top of the chain: HR reviews him).
  for (const [email, profile] of [
    [DEMO.manager, 1],
    [DEMO.buDirector, 5],
  ] as const)
    await t.db
      .insertInto('eep_bm')
      .values({
        person_id: ids[email]!,
        year: 2026,
        status: 2,
        id_business_manager: profile,
        submitted_at: new Date('2026-11-18T10:00:00Z'),
      })
      .execute();
});
afterAll(() => t.close());

describe('GET /api/ListMyManager/all', () => {
  it('HR sees every person of role 3–5 with this year’s review and the skills file of the language asked', async () => {
    const page = await managers(s.hr);
    expect(page.total).toBe(3);
    expect(page.items.map((m) => m.lastName)).toEqual(['Durand', 'Lefebvre', 'Moreau']);
    const marc = page.items.find((m) => m.id === ids[DEMO.manager])!;
    expect(marc).toMatchObject({
      role: { id: 3, name: 'Manager' },
      managerName: 'Sophie Lefebvre',
      isActive: true,
      year: 2026,
      review: { status: 'submitted', submittedAt: '2026-11-18T10:00:00.000Z' },
    });
    const sophie = page.items.find((m) => m.id === ids[DEMO.director])!;
    expect(sophie.review).toEqual({ idEep: null, status: 'notOpened', submittedAt: null, validatedAt: null });
    // Nobody of them has a skills file in the demo: status 0 (new), in the viewer's language unless one is asked.
    expect(marc.skillsFile).toEqual({ idLang: 1, idDc: null, status: 0 });
    expect((await managers(s.hr, { idLang: 2 })).items[0]!.skillsFile.idLang).toBe(2);
  });

  it('shows the skills file status of the language asked', async () => {
    const dc = await t.db
      .insertInto('dc')
      .values({
        person_id: ids[DEMO.director]!,
        id_lang: 1,
        status: 2,
        version: 1,
        id_profile: null,
        created_by: null,
        updated_by: null,
        validated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fr = (await managers(s.hr, { idLang: 1 })).items.find((m) => m.id === ids[DEMO.director])!;
    expect(fr.skillsFile).toEqual({ idLang: 1, idDc: dc.id, status: 2 });
    const en = (await managers(s.hr, { idLang: 2 })).items.find((m) => m.id === ids[DEMO.director])!;
    expect(en.skillsFile).toEqual({ idLang: 2, idDc: null, status: 0 });
    const filtered = await managers(s.hr, { idLang: 1 }, [{ field: 'skillsFileStatus', op: 'equal', value: '2' }]);
    expect(filtered.items.map((m) => m.lastName)).toEqual(['Lefebvre']);
  });

  it('keeps to the viewer’s scope: Sophie her chain (Marc), Julien everyone but himself, Marc nobody', async () => {
    expect((await managers(s.director)).items.map((m) => m.lastName)).toEqual(['Durand']);
    expect((await managers(s.buDirector)).items.map((m) => m.lastName)).toEqual(['Durand', 'Lefebvre']);
    expect(await managers(s.manager)).toMatchObject({ items: [], total: 0 });
  });

  it('filters, searches and sorts by the shared definition', async () => {
    const roles = await managers(s.hr, {}, [{ field: 'role', op: 'equal', value: '4' }]);
    expect(roles.items.map((m) => m.lastName)).toEqual(['Lefebvre']);
    const notOpened = await managers(s.hr, {}, [{ field: 'reviewStatus', op: 'equal', value: 'notOpened' }]);
    expect(notOpened.items.map((m) => m.lastName)).toEqual(['Lefebvre']);
    const byManager = await managers(s.hr, {}, [{ field: 'manager', op: 'containing', value: 'lefeb' }]);
    expect(byManager.items.map((m) => m.lastName)).toEqual(['Durand']);
    expect((await managers(s.hr, { searchTerm: 'MS-0005' })).items.map((m) => m.lastName)).toEqual(['Moreau']);
    const desc = await managers(s.hr, { sort: 'name', order: 'desc' });
    expect(desc.items.map((m) => m.lastName)).toEqual(['Moreau', 'Lefebvre', 'Durand']);
    // Review status sorts by progress (not opened, draft, submitted, validated), not alphabetically.
    const byStatus = await managers(s.hr, { sort: 'reviewStatus' });
    expect(byStatus.items[0]!.lastName).toBe('Lefebvre');
    const paged = await managers(s.hr, { pageSize: 2, page: 2 });
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(1);
    // The search route answers the same list.
    const search = expectOk<MyManagersPage>(
      await t.call(s.hr, 'GET', '/api/ListMyManager/recherche?searchTerm=durand'),
    );
    expect(search.items.map((m) => m.lastName)).toEqual(['Durand']);
  });

  it('refuses roles without manageManager, and bad queries with 400', async () => {
    for (const who of [DEMO.dpo, DEMO.consultant, DEMO.recruiter, DEMO.technicalManager])
      expect((await t.call(await t.login(who), 'GET', '/api/ListMyManager/all')).statusCode, who).toBe(403);
    expect((await t.call(null, 'GET', '/api/ListMyManager/all')).statusCode).toBe(401);
    for (const [query, filters] of [
      [{ sort: 'email' }, undefined],
      [{ pageSize: 500 }, undefined],
      [{ idLang: 3 }, undefined],
      [{}, [{ field: 'role', op: 'equal', value: '1' }]],
      [{}, [{ field: 'active', op: 'containing', value: 'x' }]],
    ] as const) {
      const res = await t.call(s.hr, 'GET', listUrl('/api/ListMyManager/all', query, filters as unknown[] | undefined));
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
    const bad = await t.call(s.hr, 'GET', '/api/ListMyManager/all?filters=%5Bnot%20json');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).code).toBe('LIST_FILTER_INVALID');
  });
});

describe('GET /api/ListMyManager/eep and /eepAValider', () => {
  it('answers one manager’s reviews, newest first; 403 outside the scope, 404 unknown or not a manager', async () => {
    const marc = expectOk<MyManagerReviews>(
      await t.call(s.director, 'GET', `/api/ListMyManager/eep?idUser=${ids[DEMO.manager]}`),
    );
    expect(marc.years.map((y) => [y.year, y.status, y.statusName])).toEqual([
      [2026, 2, 'Soumis'],
      [2025, 3, 'Validé'],
    ]);
    expect(marc.years[1]!.validatedAt).toBe('2025-11-20T10:00:00.000Z');
    expect((await t.call(s.director, 'GET', `/api/ListMyManager/eep?idUser=${ids[DEMO.buDirector]}`)).statusCode).toBe(
      403,
    );
    expect((await t.call(s.hr, 'GET', `/api/ListMyManager/eep?idUser=${ids[DEMO.consultant]}`)).statusCode).toBe(404);
    expect((await t.call(s.hr, 'GET', '/api/ListMyManager/eep?idUser=999999')).statusCode).toBe(404);
    expect((await t.call(s.hr, 'GET', '/api/ListMyManager/eep?idUser=abc')).statusCode).toBe(400);
  });

  it('lists the submitted reviews waiting for their reviewer: up the chain, HR for the top of the chain', async () => {
    type Waiting = { idUser: number; year: number }[];
    const waiting = async (who: TestSession) =>
      expectOk<Waiting>(await t.call(who, 'GET', '/api/ListMyManager/eepAValider')).map((r) => r.idUser);
    expect(await waiting(s.director)).toEqual([ids[DEMO.manager]]);
    expect(await waiting(s.buDirector)).toEqual([ids[DEMO.manager]]);
    expect(await waiting(s.hr)).toEqual([ids[DEMO.buDirector]]);
    expect(await waiting(s.manager)).toEqual([]);
  });
});

describe('GET /api/ListEEPManager/all and /allYears', () => {
  it('lists one row per manager and year with status, dates, reviewer and profile', async () => {
    const all = await reviews(s.director);
    expect(all.items.map((r) => [r.lastName, r.year, r.status])).toEqual([
      ['Durand', 2026, 'submitted'],
      ['Durand', 2025, 'validated'],
    ]);
    const last = all.items[1]!;
    expect(last).toMatchObject({
      reviewerName: 'Sophie Lefebvre',
      profile: { id: 1, name: 'Ingénieur d’affaires' },
      validatedAt: '2025-11-20T10:00:00.000Z',
    });
    expect(all.items[0]!.reviewerName).toBe('Sophie Lefebvre'); // not validated yet: the reviewer is his manager
    const hr = await reviews(s.hr, { year: 2026, sort: 'profile', order: 'desc' });
    expect(hr.items.map((r) => [r.lastName, r.profile.id, r.reviewerName])).toEqual([
      ['Moreau', 5, null], // the top of the chain: HR reviews (no manager)
      ['Durand', 1, 'Sophie Lefebvre'],
    ]);
    const validated = await reviews(s.hr, {}, [
      { field: 'validatedAt', op: 'between', value: '2025-01-01', value2: '2025-12-31' },
    ]);
    expect(validated.items.map((r) => r.year)).toEqual([2025]);
    expect((await reviews(s.manager)).total).toBe(0);
  });

  it('answers the years that have reviews in the scope', async () => {
    expect(expectOk<number[]>(await t.call(s.director, 'GET', '/api/ListEEPManager/allYears'))).toEqual([2026, 2025]);
    expect(expectOk<number[]>(await t.call(s.manager, 'GET', '/api/ListEEPManager/allYears'))).toEqual([]);
    expect((await t.call(await t.login(DEMO.dpo), 'GET', '/api/ListEEPManager/allYears')).statusCode).toBe(403);
    expect((await t.call(s.hr, 'GET', '/api/ListEEPManager/all?year=1999')).statusCode).toBe(400);
  });
});

describe('Excel exports', () => {
  it('exports my managers with the list’s filters and the visible columns', async () => {
    const res = await t.call(s.hr, 'POST', '/api/ListMyManager/exportExcel', {
      sort: 'name',
      order: 'asc',
      filters: [{ field: 'role', op: 'different', value: '5' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-total-count']).toBe('2');
    const { name, rows } = await readWorkbook(res);
    expect(name).toBe('Mes managers');
    expect(rows[0]).toEqual([
      'Nom',
      'Référence',
      'Rôle',
      'Manager',
      'Actif',
      'Entretien BM de l’année',
      'Dossier de compétences',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(['Durand Marc', 'MS-0003', 'Manager', 'Sophie Lefebvre', 'Oui', 'Soumis', 'Nouveau']);
    const chosen = await readWorkbook(
      await t.call(s.hr, 'POST', '/api/ListMyManager/exportExcel', { columns: ['reviewStatus', 'reference'] }),
    );
    // The name is required: always there, first.
    expect(chosen.rows[0]).toEqual(['Nom', 'Entretien BM de l’année', 'Référence']);
  });

  it('exports the managers’ reviews, with dates as dates', async () => {
    const res = await t.call(s.director, 'POST', '/api/ListEEPManager/exportExcel', { year: 2025 });
    const { rows } = await readWorkbook(res);
    expect(rows[0]).toEqual(['Nom', 'Référence', 'Année', 'Statut', 'Soumis le', 'Validé le', 'Évaluateur', 'Profil']);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 4)).toEqual(['Durand Marc', 'MS-0003', 2025, 'Validé']);
    expect(rows[1]![5]).toBeInstanceOf(Date);
    expect((rows[1]![5] as Date).toISOString()).toBe('2025-11-20T10:00:00.000Z');
  });

  it('refuses an export to those who may not see the list, and a bad body with 400', async () => {
    expect((await t.call(await t.login(DEMO.dpo), 'POST', '/api/ListMyManager/exportExcel', {})).statusCode).toBe(403);
    const bad = await t.call(s.hr, 'POST', '/api/ListEEPManager/exportExcel', { columns: ['password'] });
    expect(bad.statusCode).toBe(400);
    const badFilter = await t.call(s.hr, 'POST', '/api/ListEEPManager/exportExcel', {
      filters: [{ field: 'year', op: 'containing', value: '2025' }],
    });
    expect(badFilter.statusCode).toBe(400);
  });
});

// Last: it adds a draft review. The status filters are written on `eep_bm.status` itself (my-managers.repository
// `reviewStatusFilter`, so that an index may serve them): the rows must be those of the column's own value.
describe('the review status filters', () => {
  const statuses = ['notOpened', 'draft', 'submitted', 'validated'] as const;
  /** Each status under equal and different on both lists answers the unfiltered list's rows of (not of) that status. */
  const check = async () => {
    const everyManager = (await managers(s.hr)).items;
    const everyReview = (await reviews(s.hr)).items;
    for (const value of statuses) {
      for (const op of ['equal', 'different'] as const) {
        const keep =
          <T>(status: (row: T) => string) =>
          (row: T) =>
            (status(row) === value) === (op === 'equal');
        const filter = (field: string) => [{ field, op, value }];
        const m = await managers(s.hr, {}, filter('reviewStatus'));
        expect(
          m.items.map((r) => r.id),
          `managers ${op} ${value}`,
        ).toEqual(everyManager.filter(keep((r) => r.review.status)).map((r) => r.id));
        expect(m.total).toBe(m.items.length);
        if (value === 'notOpened') continue; // a review's own status: never "not opened"
        const r = await reviews(s.hr, {}, filter('status'));
        expect(
          r.items.map((x) => x.idEep),
          `reviews ${op} ${value}`,
        ).toEqual(everyReview.filter(keep((x) => x.status)).map((x) => x.idEep));
        expect(r.total).toBe(r.items.length);
      }
    }
    return { managers: everyManager.map((m) => m.review.status), reviews: everyReview.map((r) => r.status) };
  };

  it('each status, equal and different, on both lists: the rows of that value', async () => {
    const before = await check();
    expect(new Set(before.managers)).toEqual(new Set(['notOpened', 'submitted']));
    await t.db
      .insertInto('eep_bm')
      .values({ person_id: ids[DEMO.director]!, year: 2026, status: 1, id_business_manager: 4 })
      .execute();
    const after = await check();
    expect(new Set(after.managers)).toEqual(new Set(['draft', 'submitted']));
    expect(new Set(after.reviews)).toEqual(new Set(['draft', 'submitted', 'validated']));
  });
});

describe('the reviews of "all" access, counted on the reviews alone', () => {
  it('follow a person out of the employees and back (migration 0038’s flag equals the person’s)', async () => {
    const flags = async () =>
      t.db
        .selectFrom('eep_bm as e')
        .innerJoin('person as p', 'p.id', 'e.person_id')
        .select(['e.owner_employee as flag', 'p.is_employee as person'])
        .execute();
    const expectKept = async () => (await flags()).forEach((r) => expect(r.flag).toBe(r.person));
    // A full page of one asks for the count: unfiltered (the reviews alone) and searched (the persons joined).
    const totals = async () =>
      Promise.all([reviews(s.hr, { pageSize: 1 }), reviews(s.hr, { pageSize: 1, searchTerm: 'durand' })]).then((r) =>
        r.map((p) => p.total),
      );
    const before = await totals();
    await expectKept();
    const marc = ids[DEMO.manager]!;
    const { role_id: role } = await t.db
      .selectFrom('account')
      .select('role_id')
      .where('person_id', '=', marc)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('account').set({ role_id: 0 }).where('person_id', '=', marc).execute();
    await expectKept();
    expect(await totals()).toEqual([before[0]! - 2, 0]); // his reviews of 2025 and 2026
    await t.db.updateTable('account').set({ role_id: role }).where('person_id', '=', marc).execute();
    await expectKept();
    expect(await totals()).toEqual(before);
  });
});
