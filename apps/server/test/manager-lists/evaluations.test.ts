/**
 * The evaluations list and the campaign's counts (ListMyConsultant/ea, eaAValider, exportEaExcel, eaCampaign,
 * eaBlockers) on the demo seed at 2026-11-20 — by hand: Alice's 2026 draft is late (deadline 13 November), Thomas's
 * submitted (deadline 11 December), Marc, Sophie and Julien evaluable without an evaluation (not started), Bruno a
 * subcontractor (never listed); in 2025 Alice's is validated and the others, never opened, are late (the year closed
 * on 31 December). Scope: Marc his team, Sophie her chain, HR everyone; DPO and consultant refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blockers, Campaign, EvaluationsPage } from '@my-skills/shared/schemas/manager-lists';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { seedDemoEvaluations } from '../../src/db/seed/evaluations';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { body, expectOk } from '../skills-file/helpers';
import { listUrl, peopleIds, readWorkbook } from './helpers';

const NOW = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
let ids: Record<string, number>;
const s: Record<'hr' | 'director' | 'manager' | 'consultant', TestSession> = {} as never;

const list = async (who: TestSession, query: Record<string, string | number> = {}, filters?: unknown[]) =>
  expectOk<EvaluationsPage>(await t.call(who, 'GET', listUrl('/api/ListMyConsultant/ea', query, filters)));
const statuses = (page: EvaluationsPage) => page.items.map((r) => [r.lastName, r.status]);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedDemoSkillsFiles(t.db);
  await seedDemoEvaluations(t.db, NOW);
  ids = await peopleIds(t);
  s.hr = await t.login(DEMO.hr);
  s.director = await t.login(DEMO.director);
  s.manager = await t.login(DEMO.manager);
  s.consultant = await t.login(DEMO.consultant);
});
afterAll(() => t.close());

describe('GET /api/ListMyConsultant/ea', () => {
  it('computes each status: late draft, submitted, not started; deadline, dates and business unit', async () => {
    const page = await list(s.hr, { year: 2026 });
    expect(statuses(page)).toEqual([
      ['Bernard', 'submitted'],
      ['Durand', 'notStarted'],
      ['Lefebvre', 'notStarted'],
      ['Martin', 'late'],
      ['Moreau', 'notStarted'],
    ]);
    const alice = page.items.find((r) => r.idUser === ids[DEMO.consultant])!;
    expect(alice).toMatchObject({
      year: 2026,
      eaStatus: 1,
      deadline: '2026-11-13',
      managerName: 'Marc Durand',
      businessUnit: { id: ids[DEMO.buDirector], name: 'Julien Moreau' },
      submittedAt: null,
    });
    const thomas = page.items.find((r) => r.idUser === ids[DEMO.technicalManager])!;
    expect(thomas).toMatchObject({ eaStatus: 2, deadline: '2026-12-11', submittedAt: '2026-11-18T09:00:00.000Z' });
    const marc = page.items.find((r) => r.idUser === ids[DEMO.manager])!;
    expect(marc).toMatchObject({ idEa: null, eaStatus: null, deadline: '2026-12-25' });
    // The top of the chain is their own business unit.
    expect(page.items.find((r) => r.lastName === 'Moreau')!.businessUnit?.name).toBe('Julien Moreau');
    // The year defaults to this year.
    expect(statuses(await list(s.hr))).toEqual(statuses(page));
  });

  it('reads a past year: validated, or late once the year closed', async () => {
    const page = await list(s.hr, { year: 2025 });
    expect(statuses(page)).toEqual([
      ['Bernard', 'late'],
      ['Durand', 'late'],
      ['Lefebvre', 'late'],
      ['Martin', 'validated'],
      ['Moreau', 'late'],
    ]);
    expect(page.items.find((r) => r.lastName === 'Martin')!.validatedAt).toBe('2025-11-18T16:00:00.000Z');
    expect(page.items.find((r) => r.lastName === 'Durand')!.deadline).toBe('2025-12-31');
  });

  it('keeps to the viewer’s scope: Marc his team (no subcontractor), Sophie her chain', async () => {
    expect(statuses(await list(s.manager))).toEqual([
      ['Bernard', 'submitted'],
      ['Martin', 'late'],
    ]);
    expect((await list(s.director)).items.map((r) => r.lastName)).toEqual(['Bernard', 'Durand', 'Martin']);
    for (const who of [DEMO.dpo, DEMO.consultant, DEMO.technicalManager])
      expect((await t.call(await t.login(who), 'GET', '/api/ListMyConsultant/ea')).statusCode, who).toBe(403);
  });

  it('filters, searches and sorts by the shared definition', async () => {
    expect(statuses(await list(s.hr, {}, [{ field: 'status', op: 'equal', value: 'late' }]))).toEqual([
      ['Martin', 'late'],
    ]);
    // Each operator of the computed status (written on the evaluation's own status and the deadline: migration 0033).
    const late2025 = await list(s.hr, { year: 2025 }, [{ field: 'status', op: 'equal', value: 'late' }]);
    expect(late2025.items.map((r) => r.lastName)).toEqual(['Bernard', 'Durand', 'Lefebvre', 'Moreau']);
    const notLate = await list(s.hr, {}, [{ field: 'status', op: 'different', value: 'late' }]);
    expect(statuses(notLate).map(([name]) => name)).toEqual(['Bernard', 'Durand', 'Lefebvre', 'Moreau']);
    const notDraft = await list(s.hr, {}, [{ field: 'status', op: 'different', value: 'draft' }]);
    expect(notDraft.total).toBe(5); // Alice's draft is late
    expect((await list(s.hr, {}, [{ field: 'status', op: 'empty' }])).total).toBe(0);
    expect((await list(s.hr, {}, [{ field: 'status', op: 'notEmpty' }])).total).toBe(5);
    const notStarted = await list(s.hr, {}, [
      { field: 'status', op: 'equal', value: 'notStarted' },
      { field: 'manager', op: 'containing', value: 'LEFEB' },
    ]);
    expect(notStarted.items.map((r) => r.lastName)).toEqual(['Durand']);
    const dated = await list(s.hr, {}, [{ field: 'deadline', op: 'greater', value: '2026-12-01' }]);
    expect(dated.items.map((r) => r.lastName)).toEqual(['Bernard', 'Durand']);
    const noDeadline = await list(s.hr, {}, [{ field: 'deadline', op: 'empty' }]);
    expect(noDeadline.items.map((r) => r.lastName)).toEqual(['Lefebvre', 'Moreau']);
    const unit = await list(s.hr, {}, [{ field: 'businessUnit', op: 'containing', value: 'moreau' }]);
    expect(unit.total).toBe(5);
    // Status sorts by urgency: late, not started, draft, submitted, validated.
    expect(statuses(await list(s.hr, { sort: 'status' })).map(([, st]) => st)).toEqual([
      'late',
      'notStarted',
      'notStarted',
      'notStarted',
      'submitted',
    ]);
    const byDeadline = await list(s.hr, { sort: 'deadline', order: 'desc' });
    expect(byDeadline.items.map((r) => r.deadline)).toEqual(['2026-12-25', '2026-12-11', '2026-11-13', null, null]);
    expect((await list(s.hr, { searchTerm: 'alice mart' })).items.map((r) => r.lastName)).toEqual(['Martin']);
    const paged = await list(s.hr, { pageSize: 2, page: 3 });
    expect(paged).toMatchObject({ total: 5, page: 3 });
    expect(paged.items.map((r) => r.lastName)).toEqual(['Moreau']);
  });

  it('answers 400 for a bad query', async () => {
    for (const [query, filters] of [
      [{ year: 1999 }, undefined],
      [{ year: 'x' }, undefined],
      [{ sort: 'email' }, undefined],
      [{}, [{ field: 'status', op: 'equal', value: 'lost' }]],
      [{}, [{ field: 'deadline', op: 'greater', value: '13/11/2026' }]],
      [{}, [{ field: 'nope', op: 'equal', value: '1' }]],
    ] as const) {
      const res = await t.call(
        s.hr,
        'GET',
        listUrl('/api/ListMyConsultant/ea', query, filters as unknown[] | undefined),
      );
      expect(res.statusCode, JSON.stringify([query, filters])).toBe(400);
    }
    const res = await t.call(
      s.hr,
      'GET',
      listUrl('/api/ListMyConsultant/ea', {}, [{ field: 'status', op: 'less', value: 'late' }]),
    );
    expect(body(res).code).toBe('LIST_FILTER_INVALID');
  });
});

describe('GET /api/ListMyConsultant/eaAValider', () => {
  it('answers the submitted evaluations of the viewer’s chain, and only those', async () => {
    type Waiting = { idUser: number; idEa: number; isLate: boolean }[];
    const waiting = async (who: TestSession, query = '') =>
      expectOk<Waiting>(await t.call(who, 'GET', `/api/ListMyConsultant/eaAValider${query}`));
    const marc = await waiting(s.manager);
    expect(marc.map((r) => r.idUser)).toEqual([ids[DEMO.technicalManager]]);
    expect(marc[0]!.isLate).toBe(false);
    expect((await waiting(s.director)).map((r) => r.idUser)).toEqual([ids[DEMO.technicalManager]]);
    expect(await waiting(s.hr)).toEqual([]); // HR does not manage them: they validate nothing
    expect(await waiting(s.manager, '?year=2025')).toEqual([]);
    expect((await t.call(s.consultant, 'GET', '/api/ListMyConsultant/eaAValider')).statusCode).toBe(403);
  });
});

describe('GET /api/ListMyConsultant/eaCampaign', () => {
  const campaign = async (who: TestSession, query: string) =>
    expectOk<Campaign>(await t.call(who, 'GET', `/api/ListMyConsultant/eaCampaign${query}`));

  it('counts per manager and per business unit for HR', async () => {
    const byManager = await campaign(s.hr, '?year=2026&groupBy=manager');
    const row = (id: number | null) => {
      const g = byManager.groups.find((x) => x.id === id)!;
      return [g.name, g.notStarted, g.draft, g.submitted, g.validated, g.late, g.total];
    };
    expect(row(ids[DEMO.manager]!)).toEqual(['Marc Durand', 0, 0, 1, 0, 1, 2]);
    expect(row(ids[DEMO.director]!)).toEqual(['Sophie Lefebvre', 1, 0, 0, 0, 0, 1]);
    expect(row(ids[DEMO.buDirector]!)).toEqual(['Julien Moreau', 1, 0, 0, 0, 0, 1]);
    expect(row(null)).toEqual([null, 1, 0, 0, 0, 0, 1]); // Julien: nobody above him
    expect(byManager.groups[0]!.id).toBe(ids[DEMO.manager]); // the largest first
    expect(byManager.totals).toEqual({ notStarted: 3, draft: 0, submitted: 1, validated: 0, late: 1, total: 5 });
    const byUnit = await campaign(s.hr, '?groupBy=businessUnit');
    expect(byUnit).toMatchObject({ year: 2026, groupBy: 'businessUnit' });
    expect(byUnit.groups).toEqual([
      {
        id: ids[DEMO.buDirector],
        name: 'Julien Moreau',
        notStarted: 3,
        draft: 0,
        submitted: 1,
        validated: 0,
        late: 1,
        total: 5,
      },
    ]);
  });

  it('keeps to Sophie’s chain (her business unit is the top of her chain) and refuses roles below 4', async () => {
    const byUnit = await campaign(s.director, '?groupBy=businessUnit');
    expect(byUnit.groups.map((g) => [g.name, g.total, g.late])).toEqual([['Julien Moreau', 3, 1]]);
    const last = await campaign(s.director, '?year=2025&groupBy=manager');
    expect(last.totals).toMatchObject({ validated: 1, late: 2, total: 3 });
    const refused = await t.call(s.manager, 'GET', '/api/ListMyConsultant/eaCampaign');
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe('Le suivi de campagne est réservé aux RH et aux directeurs.');
    expect((await t.call(s.hr, 'GET', '/api/ListMyConsultant/eaCampaign?groupBy=team')).statusCode).toBe(400);
  });
});

describe('business units', () => {
  it('are led by the nearest business-unit director at or above each person', async () => {
    // Sophie becomes a BU director too: her chain is now her own unit; Julien's keeps only himself.
    await t.db.insertInto('account').values({ person_id: ids[DEMO.director]!, role_id: 5, is_active: true }).execute();
    try {
      const byUnit = expectOk<Campaign>(
        await t.call(s.hr, 'GET', '/api/ListMyConsultant/eaCampaign?groupBy=businessUnit'),
      );
      expect(byUnit.groups.map((g) => [g.name, g.total, g.late, g.submitted])).toEqual([
        ['Sophie Lefebvre', 4, 1, 1],
        ['Julien Moreau', 1, 0, 0],
      ]);
      const units = await list(s.hr, { sort: 'businessUnit', order: 'desc' });
      expect(units.items.map((r) => [r.lastName, r.businessUnit?.name])).toEqual([
        ['Bernard', 'Sophie Lefebvre'],
        ['Durand', 'Sophie Lefebvre'],
        ['Lefebvre', 'Sophie Lefebvre'],
        ['Martin', 'Sophie Lefebvre'],
        ['Moreau', 'Julien Moreau'],
      ]);
      const filtered = await list(s.hr, {}, [{ field: 'businessUnit', op: 'equal', value: 'julien moreau' }]);
      expect(filtered.items.map((r) => r.lastName)).toEqual(['Moreau']);
      // Seen from Sophie (her chain): her own unit.
      const mine = expectOk<Campaign>(
        await t.call(s.director, 'GET', '/api/ListMyConsultant/eaCampaign?groupBy=businessUnit'),
      );
      expect(mine.groups.map((g) => [g.name, g.total])).toEqual([['Sophie Lefebvre', 3]]);
    } finally {
      await t.db.deleteFrom('account').where('person_id', '=', ids[DEMO.director]!).where('role_id', '=', 5).execute();
    }
  });
});

describe('GET /api/ListMyConsultant/eaBlockers', () => {
  const blockers = async (who: TestSession, email: string, year = 2026) =>
    t.call(who, 'GET', `/api/ListMyConsultant/eaBlockers?year=${year}&idUser=${ids[email]}`);

  it('lists what the next step needs, as checkData names it: the employee’s side of a draft', async () => {
    const alice = expectOk<Blockers>(await blockers(s.hr, DEMO.consultant));
    expect(alice).toMatchObject({ status: 'late', eaStatus: 1, check: { ok: false, side: 'consultant' } });
    expect(alice.check!.missing).toEqual(expect.arrayContaining(['isDCUpToDate', 'mobility', 'languages']));
    expect(alice.check!.fields.find((f) => f.key === 'mobility')!.name).toBe('Mobilité');
    expect(alice.check!.sections.map((sec) => sec.key)).toContain('evolution');
  });

  it('the manager’s side of a submitted one; nothing for one not started or validated', async () => {
    const thomas = expectOk<Blockers>(await blockers(s.manager, DEMO.technicalManager));
    expect(thomas.check).toMatchObject({ ok: false, side: 'manager' });
    expect(thomas.check!.missing).toEqual(expect.arrayContaining(['dateEntretienN', 'evaluationPerformance', 'goals']));
    expect(expectOk<Blockers>(await blockers(s.hr, DEMO.manager))).toMatchObject({
      status: 'notStarted',
      idEa: null,
      check: null,
    });
    expect(expectOk<Blockers>(await blockers(s.hr, DEMO.consultant, 2025))).toMatchObject({
      status: 'validated',
      check: null,
    });
  });

  it('refuses people outside the list (403), unknown people (404) and bad input (400)', async () => {
    expect((await blockers(s.manager, DEMO.director)).statusCode).toBe(403);
    expect((await blockers(s.hr, DEMO.subcontractor)).statusCode).toBe(403);
    expect((await t.call(s.hr, 'GET', '/api/ListMyConsultant/eaBlockers?year=2026&idUser=999999')).statusCode).toBe(
      404,
    );
    expect(
      (await t.call(s.hr, 'GET', `/api/ListMyConsultant/eaBlockers?idUser=${ids[DEMO.consultant]}`)).statusCode,
    ).toBe(400);
    expect((await blockers(s.consultant, DEMO.consultant)).statusCode).toBe(403);
  });
});

describe('POST /api/ListMyConsultant/exportEaExcel', () => {
  it('exports the year’s evaluations with the filters, translated statuses and dates', async () => {
    const res = await t.call(s.hr, 'POST', '/api/ListMyConsultant/exportEaExcel', { year: 2026, sort: 'status' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('evaluations-2026_2026-11-20.xlsx');
    const { name, rows } = await readWorkbook(res);
    expect(name).toBe('Entretiens annuels 2026');
    expect(rows[0]).toEqual([
      'Nom',
      'Référence',
      'Manager',
      'Business unit',
      'Statut',
      'Échéance',
      'Soumis le',
      'Validé le',
    ]);
    expect(rows).toHaveLength(6);
    expect(rows[1]!.slice(0, 5)).toEqual(['Martin Alice', 'MS-0001', 'Marc Durand', 'Julien Moreau', 'En retard']);
    expect((rows[1]![5] as Date).toISOString()).toBe('2026-11-13T00:00:00.000Z');
    const late = await readWorkbook(
      await t.call(s.manager, 'POST', '/api/ListMyConsultant/exportEaExcel', {
        filters: [{ field: 'status', op: 'equal', value: 'submitted' }],
        columns: ['status'],
      }),
    );
    expect(late.rows).toEqual([
      ['Nom', 'Statut'],
      ['Bernard Thomas', 'Soumis'],
    ]);
    expect((await t.call(s.consultant, 'POST', '/api/ListMyConsultant/exportEaExcel', {})).statusCode).toBe(403);
    expect((await t.call(s.hr, 'POST', '/api/ListMyConsultant/exportEaExcel', { year: '2026x' })).statusCode).toBe(400);
  });
});
