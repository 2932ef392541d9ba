import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { seedDemoEvaluations } from '../../src/db/seed/evaluations';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoSkillsFiles(t.db); // Alice: validated French + English draft; Bruno: submitted; Thomas: a file in each status
  for (const p of await t.db.selectFrom('person').select(['id', 'email']).execute()) ids[p.email] = p.id;
});
afterAll(() => t.close());

type Member = { id: number; lastName: string; files: { idLang: number; status: number; idDc: number | null }[] };

describe('GET /api/ListMyConsultant/all', () => {
  it('Marc sees his team (Alice, Bruno, Thomas) with the status of each language’s file', async () => {
    const s = await t.login(DEMO.manager);
    const res = await t.call(s, 'GET', '/api/ListMyConsultant/all');
    expect(res.statusCode).toBe(200);
    const page = res.json().data as { items: Member[]; total: number };
    expect(page.items.map((m) => m.lastName)).toEqual(['Bernard', 'Martin', 'Petit']);
    expect(page.total).toBe(3);
    const alice = page.items.find((m) => m.id === ids[DEMO.consultant])!;
    expect(alice.files.map((f) => [f.idLang, f.status])).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });

  it('Sophie sees her chain down to Marc’s team; search narrows it', async () => {
    const s = await t.login(DEMO.director);
    const page = (await t.call(s, 'GET', '/api/ListMyConsultant/all')).json().data as { items: Member[] };
    expect(page.items.map((m) => m.lastName).sort()).toEqual(['Bernard', 'Durand', 'Martin', 'Petit']);
    const search = (await t.call(s, 'GET', '/api/ListMyConsultant/all?searchTerm=PET')).json().data as {
      items: Member[];
    };
    expect(search.items.map((m) => m.lastName)).toEqual(['Petit']);
  });

  it('HR ("all" access) sees every employee but no candidate-only person, paged', async () => {
    const s = await t.login(DEMO.hr);
    const page = (await t.call(s, 'GET', '/api/ListMyConsultant/all?pageSize=3&page=2')).json().data as {
      items: Member[];
      total: number;
    };
    expect(page.total).toBe(8); // ten demo people, less Hélène herself and the candidate Nina
    expect(page.items).toHaveLength(3);
  });

  it('links each person’s evaluations for those who open evaluations (HR reaches them here), not for others', async () => {
    await seedDemoEvaluations(t.db, new Date('2026-11-20T09:00:00Z'));
    type WithEvaluations = Member & { evaluations: { year: number; idEa: number; status: number }[] | null };
    const list = async (email: string) =>
      (
        (await t.call(await t.login(email), 'GET', '/api/ListMyConsultant/all?pageSize=50')).json().data as {
          items: WithEvaluations[];
        }
      ).items;
    const hr = await list(DEMO.hr);
    const alice = hr.find((m) => m.id === ids[DEMO.consultant])!;
    expect(alice.evaluations?.map((e) => [e.year, e.status])).toEqual([
      [2026, 1],
      [2025, 3],
    ]);
    // A subcontractor has no evaluations at all.
    expect(hr.find((m) => m.id === ids[DEMO.subcontractor])!.evaluations).toBeNull();
    // A recruiter sees everyone but opens no evaluation (no ficheEa): no links.
    const recruiter = await list(DEMO.recruiter);
    expect(recruiter.find((m) => m.id === ids[DEMO.consultant])!.evaluations).toBeNull();
  });

  it('refuses roles without the employees list (consultant, DPO) and anonymous calls', async () => {
    expect((await t.call(await t.login(DEMO.consultant), 'GET', '/api/ListMyConsultant/all')).statusCode).toBe(403);
    expect((await t.call(await t.login(DEMO.dpo), 'GET', '/api/ListMyConsultant/all')).statusCode).toBe(403);
    expect((await t.call(null, 'GET', '/api/ListMyConsultant/all')).statusCode).toBe(401);
  });

  it.each(['page=0', 'pageSize=1000', `searchTerm=${'x'.repeat(200)}`])('answers 400 for %s', async (q) => {
    const s = await t.login(DEMO.manager);
    expect((await t.call(s, 'GET', `/api/ListMyConsultant/all?${q}`)).statusCode).toBe(400);
  });
});

describe('GET /api/ListMyConsultant/dcAValider', () => {
  it('Marc gets the submitted files of his team', async () => {
    const s = await t.login(DEMO.manager);
    const files = (await t.call(s, 'GET', '/api/ListMyConsultant/dcAValider')).json().data.items as {
      idUser: number;
      idLang: number;
    }[];
    expect(files.length).toBeGreaterThan(0);
    expect(
      files.every((f) =>
        [ids[DEMO.consultant], ids[DEMO.subcontractor], ids[DEMO.technicalManager]].includes(f.idUser),
      ),
    ).toBe(true);
    expect(files.some((f) => f.idUser === ids[DEMO.subcontractor])).toBe(true);
  });
  it('Sophie (director) manages the chain but her role may not validate: nothing to validate', async () => {
    const s = await t.login(DEMO.director);
    expect((await t.call(s, 'GET', '/api/ListMyConsultant/dcAValider')).json().data).toMatchObject({
      items: [],
      total: 0,
    });
  });
});
