/**
 * Business-manager review API, one year from opening to signed: opening (current year, roles 3–5), each side writing
 * only its own fields and visions (nothing written when refused), checkEEPData's flags per category, submit blocked
 * and then passed, the summary's means, difference and colour on hand-computed cases (and after the administrators
 * change an objective), validation with the signed PDF pushed to the real simulator exactly once, the owner seeing the
 * reviewer's side once validated, HR's correction clearing the signature and the reviewer signing again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BM_SKILL_CATEGORIES } from '@my-skills/shared/constants';
import type { CheckEepData, EepBmDetails, EepBmSummary } from '@my-skills/shared/schemas/eep-bm';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { boondEnv, startSimulator, type Simulator } from '../outbox/peers';
import { body, expectOk, personId } from '../skills-file/helpers';

const NOW = new Date('2026-11-20T09:00:00Z');
let sim: Simulator;
let t: TestApp;
let marc: TestSession;
let sophie: TestSession;
let hr: TestSession;
let alice: TestSession;
let marcId: number;
let id: number;

const details = async (who: TestSession, query = '') =>
  expectOk<EepBmDetails>(await t.call(who, 'GET', `/api/Ea/eepBmDetails?idUser=${marcId}&year=2026${query}`));
const rowVersion = async () =>
  (await t.db.selectFrom('eep_bm').select('row_version').where('id', '=', id).executeTakeFirstOrThrow()).row_version;
const save = async (who: TestSession, fields: Record<string, unknown>) =>
  t.call(who, 'PUT', '/api/Ea/eepBmDetails', { id, rowVersion: await rowVersion(), ...fields });
const status = async (who: TestSession, action: string) =>
  t.call(who, 'PUT', '/api/Ea/status', { id, type: 'eepBm', action, rowVersion: await rowVersion() });
/** Every line the profile assesses in a category, rated `value` on one side. */
const rateCategory = (
  d: EepBmDetails,
  group: string,
  field: 'evaluationConsultant' | 'evaluationManager',
  value: number,
) =>
  d.categories
    .find((c) => c.group === group)!
    .lines.filter((l) => l.goal > 0)
    .map((l) => ({ idLine: l.id, [field]: value }));
const rateAll = (d: EepBmDetails, field: 'evaluationConsultant' | 'evaluationManager', value: number) =>
  Object.fromEntries(BM_SKILL_CATEGORIES.map((c) => [c.group, rateCategory(d, c.group, field, value)]));
const documentsSent = async () =>
  (await sim.received()).filter((w) => w.method === 'POST' && w.path.includes('/documents'));

beforeAll(async () => {
  sim = await startSimulator();
  t = await createTestApp({ env: boondEnv(sim), now: () => NOW });
  marcId = await personId(t, DEMO.manager);
  [marc, sophie, hr, alice] = await Promise.all([
    t.login(DEMO.manager),
    t.login(DEMO.director),
    t.login(DEMO.hr),
    t.login(DEMO.consultant),
  ]);
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

describe('opening a review', () => {
  it('refuses another year, a consultant and a subcontractor, writing nothing', async () => {
    const past = await t.call(marc, 'POST', '/api/Ea/saveEepBM', { year: 2025 });
    expect(past.statusCode).toBe(422);
    expect(body(past).message).toBe('Seul l’entretien de l’année en cours peut être ouvert (2026).');
    expect((await t.call(alice, 'POST', '/api/Ea/saveEepBM', { year: 2026 })).statusCode).toBe(403);
    const bruno = await t.login(DEMO.subcontractor);
    expect((await t.call(bruno, 'POST', '/api/Ea/saveEepBM', { year: 2026 })).statusCode).toBe(403);
    // HR may review, but has no review of their own.
    expect((await t.call(hr, 'POST', '/api/Ea/saveEepBM', { year: 2026 })).statusCode).toBe(422);
    expect(await t.db.selectFrom('eep_bm').select('id').execute()).toEqual([]);
  });

  it('opens Marc’s review once, whoever opens it, on the profile of his role', async () => {
    const opened = expectOk<{ id: number; status: number }>(
      await t.call(marc, 'POST', '/api/Ea/saveEepBM', { year: 2026 }),
    );
    id = opened.id;
    expect(opened.status).toBe(1);
    const again = expectOk<{ id: number }>(
      await t.call(sophie, 'POST', '/api/Ea/saveEepBM', { year: 2026, idUser: marcId }),
    );
    expect(again.id).toBe(id);
    const d = await details(marc);
    expect(d).toMatchObject({ idBusinessManager: 1, businessManagerName: 'Ingénieur d’affaires', reviewer: 'manager' });
    expect(d.entity).toBe('My Skills Conseil');
    expect(d.categories.map((c) => c.id)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(d.history).toHaveLength(1);
    expect(d.permissions).toMatchObject({ side: 'consultant', canSubmit: true, seesManagerSide: false });
  });
});

describe('each side writes its own part', () => {
  it('refuses the other side’s fields and visions and writes nothing', async () => {
    const before = await rowVersion();
    const own = await save(marc, { strengthsManager: 'Moi, excellent' });
    expect(own.statusCode).toBe(403);
    expect(body(own).message).toContain('strengthsManager');
    const d = await details(marc);
    const vision = await save(marc, { skills: { bdskills: rateCategory(d, 'bdskills', 'evaluationManager', 4) } });
    expect(vision.statusCode).toBe(403);
    const other = await save(sophie, { mobility: 'Lyon' });
    expect(other.statusCode).toBe(403);
    // A line of another category under a group is not found.
    const wrong = await save(marc, { skills: { scskills: rateCategory(d, 'bdskills', 'evaluationConsultant', 2) } });
    expect(wrong.statusCode).toBe(404);
    expect(await rowVersion()).toBe(before);
  });

  it('rejects bad input with a clear error and no change', async () => {
    const before = await rowVersion();
    for (const bad of [
      { rPlus: -1 },
      { mobility: 'x'.repeat(4097) },
      { sign: 1.5 },
      { unknown: 1 },
      { idBusinessManager: 7 },
    ]) {
      const res = await save(marc, bad);
      expect(res.statusCode).toBe(400);
      expect(body(res).success).toBe(false);
    }
    expect(await rowVersion()).toBe(before);
  });

  it('saves Marc’s part and sends the other side’s unchanged values back without complaint', async () => {
    const d = await details(marc);
    const res = await save(marc, {
      position: 'Ingénieur d’affaires',
      degree: 'Master',
      experience: 7.5,
      strengthsManager: d.strengthsManager,
      skills: { bdskills: rateCategory(d, 'bdskills', 'evaluationConsultant', 2) },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Entretien enregistré.');
    const after = await details(marc);
    expect(after).toMatchObject({ position: 'Ingénieur d’affaires', title: 'Ingénieur d’affaires', experience: 7.5 });
  });
});

describe('checks and submit', () => {
  it('flags what is missing per category and blocks submit naming tab, section and field', async () => {
    const flags = expectOk<CheckEepData>(await t.call(marc, 'GET', `/api/Ea/checkEEPData?id=${id}`));
    expect(flags).toMatchObject({
      side: 'consultant',
      mobilityDataKO: true,
      interviewDateNManagerKO: false,
      languagesDataKO: true,
      bdSkillsDataKO: false,
      scSkillsDataKO: true,
      epSkillsDataKO: true,
    });
    const refused = await status(marc, 'submit');
    expect(refused.statusCode).toBe(422);
    const missing = body(refused) as unknown as { details: { path: string; message: string }[] };
    expect(missing.details.map((m) => m.path)).toContain('mobility');
    const strategy = missing.details.find((m) => m.path.startsWith('skills.scskills.'))!;
    expect(strategy.message).toMatch(
      /^Évaluation des compétences › Stratégie commerciale › .+ : vision collaborateur$/,
    );
    expect(await t.db.selectFrom('eep_bm').select('status').where('id', '=', id).executeTakeFirst()).toEqual({
      status: 1,
    });
  });

  it('submits once everything of the owner’s side is filled, and tells Sophie', async () => {
    const d = await details(marc);
    expectOk(
      await save(marc, {
        mobility: 'Île-de-France',
        languages: [{ name: 'Anglais', idLanguageLevel: 3 }],
        otherActions: [
          { actionType: 'Coaching', motivationJustification: 'Prise de poste', implementationSystems: 'Interne' },
        ],
        skills: rateAll(d, 'evaluationConsultant', 2),
      }),
    );
    const submitted = await status(marc, 'submit');
    expect(body(submitted).message).toBe('Entretien soumis ; votre responsable est prévenu par courriel.');
    const mails = await t.db
      .selectFrom('outbox_message')
      .select(['kind', 'payload'])
      .where('object_type', '=', 'eepBm')
      .where('kind', '=', 'mail.send')
      .execute();
    expect(JSON.stringify(mails[0]!.payload)).toContain('sophie.lefebvre@example.com');
    expect((await details(marc)).permissions.canEditConsultantSide).toBe(false);
  });
});

describe('the summary', () => {
  it('computes visions, difference and colour as by hand, and follows the objective administrators set', async () => {
    // Business Development's objective for profile 1 set to 3 (the reference data's stamp changes the cache key).
    await t.call(sophie, 'PUT', '/api/BusinessManagerSkills/maturity', {
      idCategory: 6,
      bmObjectifMaturity: 3,
      sbmObjectifMaturity: 3,
      bumObjectifMaturity: 3,
      sbumObjectifMaturity: 4,
      budObjectifMaturity: 4,
      sbudObjectifMaturity: 4,
    });
    const summary = async () =>
      expectOk<EepBmSummary>(await t.call(sophie, 'GET', `/api/Ea/eepBmSummary?idUser=${marcId}&year=2026`));
    // Employee 2, no manager vision yet: (2 + 3) / 2 = 2.5 < 3 → orange, difference −0.5.
    let row = (await summary()).rows[0]!;
    expect(row).toMatchObject({ objectifMaturity: 3, employeeVision: 2, managerVision: null, difference: -0.5 });
    expect(row.colour).toBe('orange');
    const d = await details(sophie);
    expectOk(await save(sophie, { skills: { bdskills: rateCategory(d, 'bdskills', 'evaluationManager', 4) } }));
    // (2 + 4) / 2 = 3 ≥ 3 → green, difference 0; the radar shows scores / 4.
    const s = await summary();
    row = s.rows[0]!;
    expect(row).toMatchObject({ employeeVision: 2, managerVision: 4, difference: 0, colour: 'green' });
    expect(s.radar.series.map((x) => [x.key, x.values[0]])).toEqual([
      ['objective', 0.75],
      ['employee', 0.5],
      ['manager', 1],
    ]);
    // Two lines apart: one at 1, the others at 4 → the manager's mean moves, the colour follows.
    const [first, ...others] = rateCategory(d, 'bdskills', 'evaluationManager', 4);
    expectOk(await save(sophie, { skills: { bdskills: [{ ...first!, evaluationManager: 1 }, ...others] } }));
    const n = others.length + 1;
    const manager = Math.round(((1 + 4 * others.length) / n) * 100) / 100;
    row = (await summary()).rows[0]!;
    expect(row.managerVision).toBe(manager);
    expect(row.colour).toBe((2 + manager) / 2 >= 3 ? 'green' : 'orange');
    // Another profile previews other objectives without changing the review.
    const preview = expectOk<EepBmSummary>(
      await t.call(sophie, 'GET', `/api/Ea/eepBmSummary?idUser=${marcId}&year=2026&idBusinessManager=6`),
    );
    expect(preview).toMatchObject({ idBusinessManager: 6, businessManagerName: 'Directeur de business unit senior' });
    expect(preview.rows[0]!.objectifMaturity).toBe(4);
    expect((await details(sophie)).idBusinessManager).toBe(1);
  });

  it('hides the reviewer’s side from the owner until validated', async () => {
    const d = await details(marc);
    expect(d.summary.rows[0]!.managerVision).toBeNull();
    expect(d.categories[0]!.lines.every((l) => l.evaluationManager === null)).toBe(true);
  });
});

describe('validation and BoondManager', () => {
  it('blocks validation without the interview date, then validates, signs and pushes the signed PDF once', async () => {
    const d = await details(sophie);
    expectOk(await save(sophie, { skills: rateAll(d, 'evaluationManager', 3) }));
    const refused = await status(sophie, 'validate');
    expect(refused.statusCode).toBe(422);
    expect(body(refused).message).toContain('Informations générales');
    expectOk(
      await save(sophie, { interviewDate: '2026-11-18', rPlus: 10, sign: 6, oc: 1, strengthsManager: 'Écoute' }),
    );
    // Marc may not validate his own review, even submitted.
    expect((await status(marc, 'validate')).statusCode).toBe(403);
    const validated = await status(sophie, 'validate');
    expect(body(validated).message).toBe('Entretien validé et signé ; l’envoi vers BoondManager est programmé.');
    await t.app.relay.drain();
    await t.app.relay.drain();
    const documents = await documentsSent();
    expect(documents).toHaveLength(1);
    const signed = await details(marc);
    expect(signed.idStatus).toBe(3);
    expect(signed.signature?.signedBy.name).toBe('Sophie Lefebvre');
    expect(signed.signature?.documentHash).toMatch(/^[0-9a-f]{64}$/);
    // Validated: the owner now reads the reviewer's side.
    expect(signed.strengthsManager).toBe('Écoute');
    expect(signed.summary.rows[0]!.managerVision).toBe(3);
    const kept = await t.db
      .selectFrom('document_signature')
      .select(['sha256', 'content'])
      .where('object_type', '=', 'eepBm')
      .executeTakeFirstOrThrow();
    expect(kept.sha256).toBe(signed.signature?.documentHash);
    expect(Buffer.from(kept.content).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lets HR correct a validated review (signature cleared), never sign it, and the reviewer sign again', async () => {
    expect((await save(marc, { mobility: 'Lyon' })).statusCode).toBe(403);
    const corrected = await save(hr, { areasOfProgress: 'Déléguer davantage' });
    expect(corrected.statusCode).toBe(200);
    const d = await details(sophie);
    expect(d).toMatchObject({ correctedByHr: true, signature: null });
    expect(d.history[0]!.comment).toBe('HR');
    const byHr = await t.call(hr, 'PUT', `/api/Ea/managerSigned?idEa=${id}&type=eepBm`);
    expect(byHr.statusCode).toBe(403);
    const again = await t.call(sophie, 'PUT', `/api/Ea/managerSigned?idEa=${id}&type=eepBm`);
    expect(body(again).message).toBe('Signature enregistrée ; l’envoi vers BoondManager est programmé.');
    await t.app.relay.drain();
    expect(await documentsSent()).toHaveLength(2);
    const actions = await t.db
      .selectFrom('audit_entry')
      .select('action')
      .where('object_type', '=', 'eepBm')
      .where('object_id', '=', id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['submit', 'validate', 'correct', 'sign']));
    const name = expectOk<{ statusName: string }>(
      await t.call(marc, 'GET', `/api/Ea/status?id=${id}&type=eepBm&idLang=2`),
    );
    expect(name.statusName).toBe('Validated');
  });

  it('resends the signed PDF on request, never a file of the caller', async () => {
    const resend = await t.call(sophie, 'POST', '/api/Boond/uploadFileToBoondEA', {
      idUser: marcId,
      idEa: id,
      objectType: 'eepBm',
    });
    expect(resend.statusCode).toBe(200);
    const forged = await t.call(sophie, 'POST', '/api/Boond/uploadFileToBoondEA', {
      idUser: await personId(t, DEMO.consultant),
      idEa: id,
      objectType: 'eepBm',
    });
    expect(forged.statusCode).toBe(404);
    await t.app.relay.drain();
    expect(await documentsSent()).toHaveLength(3);
  });
});

describe('reference data in use', () => {
  it('deactivates a line a review rates instead of deleting it: the review keeps it, the grid no longer shows it', async () => {
    const d = await details(sophie);
    const rated = d.categories[0]!.lines.find((l) => l.evaluationConsultant !== null)!;
    const res = await t.call(sophie, 'DELETE', `/api/BusinessManagerSkills/delete?id=${rated.id}`);
    expect(expectOk(res)).toEqual({ id: rated.id, deleted: false });
    expect(body(res).message).toContain('désactivée et non supprimée');
    expect((await details(sophie)).categories[0]!.lines.map((l) => l.id)).toContain(rated.id);
    const grid = expectOk<{ lines: { id: number }[] }[]>(
      await t.call(sophie, 'GET', '/api/Ea/skillBusinessManager?idBusinessManager=1'),
    );
    expect(grid[0]!.lines.map((l) => l.id)).not.toContain(rated.id);
  });
});
