/** POST /api/ListeDc/recogniseNeed: the staffing search's need recognition on the seeded catalogue (issue 19 §3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type TestApp, type TestSession } from '../support/test-app';
import { createCatalogueTestApp, skillId, useEnglish } from '../skills-catalogue/support';

let t: TestApp;
let director: TestSession;
let hrEnglish: TestSession;
beforeAll(async () => {
  t = await createCatalogueTestApp();
  await useEnglish(t, DEMO.hr);
  director = await t.login(DEMO.director);
  hrEnglish = await t.login(DEMO.hr);
});
afterAll(() => t.close());

const URL = '/api/ListeDc/recogniseNeed';
const recognise = async (session: TestSession, text: string) => {
  const res = await t.call(session, 'POST', URL, { text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows as { idSkill: number; name: string; minLevel: number; evidence: string }[];
};

describe('POST /api/ListeDc/recogniseNeed', () => {
  it('recognises the seeded catalogue’s names, aliases and Boond ids, with levels, in the need’s order', async () => {
    const rows = await recognise(
      director,
      `Mission pour un client bancaire : développeur Java senior.
- Spring Boot, notions de K8s
- Postgres et C#
- Esprit d'équipe
Compétences Boond : 30011`,
    );
    expect(rows).toEqual([
      { idSkill: await skillId(t, 'Banque'), name: 'Banque', minLevel: 2, evidence: 'bancaire' },
      { idSkill: await skillId(t, 'Java'), name: 'Java', minLevel: 4, evidence: 'Java' },
      { idSkill: await skillId(t, 'Spring Boot'), name: 'Spring Boot', minLevel: 2, evidence: 'Spring Boot' },
      { idSkill: await skillId(t, 'Kubernetes'), name: 'Kubernetes', minLevel: 1, evidence: 'K8s' },
      { idSkill: await skillId(t, 'PostgreSQL'), name: 'PostgreSQL', minLevel: 2, evidence: 'Postgres' },
      { idSkill: await skillId(t, 'C#'), name: 'C#', minLevel: 2, evidence: 'C#' },
      {
        idSkill: await skillId(t, "Esprit d'équipe"),
        name: "Esprit d'équipe",
        minLevel: 2,
        evidence: "Esprit d'équipe",
      },
      { idSkill: await skillId(t, 'Terraform'), name: 'Terraform', minLevel: 2, evidence: '30011' },
    ]);
  });

  it('names the skills in the caller’s language and leaves distractors out', async () => {
    const rows = await recognise(
      hrEnglish,
      'Go-live in March: we need an expert in data modelling and teamwork, R&D background. Ready to go.',
    );
    expect(rows.map((r) => [r.name, r.minLevel])).toEqual([
      ['Data modelling', 4],
      ['Teamwork', 4],
    ]);
    expect(await recognise(director, 'Bonjour, rien de technique ici.')).toEqual([]);
  });

  it('uses the aliases added through the catalogue, and only active skills', async () => {
    const kubernetes = await skillId(t, 'Kubernetes');
    expect(await recognise(director, 'Kubectl au quotidien')).toEqual([]);
    const saved = await t.call(director, 'POST', `/api/ListeDc/insertSkills?idSkill=${kubernetes}`, {
      aliases: ['K8s', 'Kube', 'Kubectl'],
    });
    expect(saved.statusCode).toBe(200);
    expect(await recognise(director, 'Kubectl au quotidien')).toEqual([
      { idSkill: kubernetes, name: 'Kubernetes', minLevel: 2, evidence: 'Kubectl' },
    ]);

    const solidity = await skillId(t, 'Solidity');
    expect((await recognise(director, 'Solidity')).map((r) => r.idSkill)).toEqual([solidity]);
    await t.call(director, 'POST', `/api/ListeDc/insertSkills?idSkill=${solidity}`, { isActive: false });
    expect(await recognise(director, 'Solidity')).toEqual([]);
  });

  it('refuses bad input with 400 in the envelope', async () => {
    for (const body of [
      {},
      { text: '' },
      { text: 'x'.repeat(8001) },
      { text: 42 },
      { text: 'Java', extra: true },
      { text: 'Java\u0000' },
    ]) {
      const res = await t.call(director, 'POST', URL, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null, code: 'VALIDATION_FAILED' });
    }
    const long = await t.call(director, 'POST', URL, { text: `Java\n${'Lorem ipsum. '.repeat(600)}`.slice(0, 8000) });
    expect(long.statusCode).toBe(200);
  });

  it('needs the page permission managementSkills (403 for a consultant, 401 without a session)', async () => {
    const alice = await t.login(DEMO.consultant);
    const refused = await t.call(alice, 'POST', URL, { text: 'Java' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await t.call(null, 'POST', URL, { text: 'Java' })).statusCode).toBe(401);
    for (const email of [DEMO.buDirector, DEMO.hr]) {
      expect((await t.call(await t.login(email), 'POST', URL, { text: 'Java' })).statusCode).toBe(200);
    }
  });
});
