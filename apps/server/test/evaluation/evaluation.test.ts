/**
 * Annual evaluation API, one year from empty to signed: opening (pre-filled, current year only), who may read and
 * write which side, the missing-data rules in both languages, the manager side hidden from the owner until
 * validated, conflicts, validation with the signature and the push to BoondManager (the real simulator, exactly
 * once across an outage), HR's correction and the new signature, the audit trail, the export.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { boondEnv, startSimulator, type Simulator } from '../outbox/peers';
import { body, expectOk, personId } from '../skills-file/helpers';
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import { EVALUATION_SECTIONS } from '@my-skills/shared/evaluation-rules';

const NOW = new Date('2026-11-20T09:00:00Z');
const SECTION_ORDER = EVALUATION_SECTIONS.map((section) => section.key as string);
let sim: Simulator;
let t: TestApp;
const ids = {} as Record<keyof typeof DEMO, number>;
const s = {} as Record<keyof typeof DEMO, TestSession>;
let idEa: number;

const details = async (who: TestSession, id = idEa) =>
  expectOk<EaDetails>(await t.call(who, 'GET', `/api/Ea/details?idEa=${id}`));
const rowVersion = async () =>
  (await t.db.selectFrom('evaluation').select('row_version').where('id', '=', idEa).executeTakeFirstOrThrow())
    .row_version;
const audit = () =>
  t.db
    .selectFrom('audit_entry')
    .select(['actor_person_id as actor_id', 'action'])
    .where('object_id', '=', idEa)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  sim = await startSimulator();
  t = await createTestApp({ env: boondEnv(sim), now: () => NOW });
  await seedDemoSkillsFiles(t.db);
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    ids[key] = await personId(t, DEMO[key]);
    s[key] = await t.login(DEMO[key]);
  }
  await t.db.updateTable('person').set({ ea_deadline: '2026-11-15' }).where('id', '=', ids.consultant).execute();
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

describe('opening this year’s evaluation', () => {
  it('refuses another year, the DPO, a subcontractor and a stranger', async () => {
    const past = await t.call(s.consultant, 'POST', '/api/Ea/save', { year: 2025 });
    expect(past.statusCode).toBe(422);
    expect(body(past).message).toBe('Seule l’évaluation de l’année en cours peut être ouverte (2026).');
    expect((await t.call(s.dpo, 'POST', '/api/Ea/save', { year: 2026 })).statusCode).toBe(403);
    // Subcontractors have no evaluation screens (ficheEa).
    expect((await t.call(s.subcontractor, 'POST', '/api/Ea/save', { year: 2026 })).statusCode).toBe(403);
    expect((await t.call(s.recruiter, 'POST', '/api/Ea/save', { year: 2026, idUser: ids.consultant })).statusCode).toBe(
      403,
    );
    expect(await t.db.selectFrom('evaluation').select('id').execute()).toEqual([]);
  });

  it('opens a draft pre-filled from the skills file, once', async () => {
    const opened = expectOk<{ idEa: number; status: number; rowVersion: number }>(
      await t.call(s.consultant, 'POST', '/api/Ea/save', { year: 2026 }),
    );
    idEa = opened.idEa;
    expect(opened.status).toBe(1);
    const again = expectOk<{ idEa: number }>(
      await t.call(s.manager, 'POST', '/api/Ea/save', { year: 2026, idUser: ids.consultant }),
    );
    expect(again.idEa).toBe(idEa);
    const d = await details(s.consultant);
    expect(d).toMatchObject({ year: 2026, status: 1, statusName: 'Brouillon', hasSkillsFile: true, isLate: true });
    expect(d.deadline).toBe('2026-11-15');
    expect(d.cadreEntretien.function).toBe('Développeuse Java senior');
    expect(Number(d.cadreEntretien.experience)).toBeGreaterThan(0);
    const types = new Set(d.skills.map((l) => l.idType));
    expect([...types].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(d.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 1 })]);
    expect(d.permissions).toMatchObject({ side: 'consultant', canSubmit: true, canValidate: false });
  });
});

describe('two sides', () => {
  it('lets each side rate only its own column', async () => {
    const line = (await details(s.consultant)).skills[0]!;
    const mine = await t.call(s.consultant, 'PUT', '/api/SkillsEvaluation', {
      idEa,
      rowVersion: await rowVersion(),
      lines: [{ id: line.id, noteManager: 4 }],
    });
    expect(mine.statusCode).toBe(403);
    const theirs = await t.call(s.manager, 'PUT', '/api/SkillsEvaluation', {
      idEa,
      rowVersion: await rowVersion(),
      lines: [{ id: line.id, noteConsultant: 4 }],
    });
    expect(theirs.statusCode).toBe(403);
    const res = await t.call(s.manager, 'PUT', '/api/SkillsEvaluation', {
      idEa,
      rowVersion: await rowVersion(),
      lines: [{ id: line.id, noteManager: 3, commentManager: 'Solide' }],
    });
    expect(expectOk<{ updated: number }>(res).updated).toBe(1);
    expect(body(res).message).toBe('Les évaluations de compétences ont été mises à jour.');
  });

  it('hides the manager side from the owner until validated', async () => {
    const forAlice = (await details(s.consultant)).skills[0]!;
    expect(forAlice).toMatchObject({ noteManager: null, commentManager: '' });
    const forMarc = (await details(s.manager)).skills[0]!;
    expect(forMarc).toMatchObject({ noteManager: 3, commentManager: 'Solide' });
  });

  it('answers a stale row version with the conflict naming who saved', async () => {
    const res = await t.call(s.consultant, 'POST', '/api/Ea/save', {
      idEa,
      rowVersion: 1,
      synthese: undefined,
      isDCUpToDate: true,
    });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toContain('Marc Durand');
  });

  it('refuses a row of another evaluation and bad rows, writing nothing', async () => {
    const other = expectOk<{ idEa: number }>(await t.call(s.manager, 'POST', '/api/Ea/save', { year: 2026 }));
    const theirLine = (await details(s.manager, other.idEa)).skills[0]!;
    const before = await rowVersion();
    const res = await t.call(s.manager, 'PUT', '/api/SkillsEvaluation', {
      idEa,
      rowVersion: before,
      lines: [{ id: theirLine.id, noteManager: 2 }],
    });
    expect(res.statusCode).toBe(404);
    expect(await rowVersion()).toBe(before);
    const bad = await t.call(s.consultant, 'POST', '/api/EEPLanguage', {
      idEa,
      rowVersion: before,
      name: 'Anglais',
      idLanguageLevel: 0,
    });
    expect(bad.statusCode).toBe(400);
    const action = await t.call(s.consultant, 'POST', '/api/OtherActionsNextYear', {
      idEa,
      rowVersion: before,
      actionType: 'Tutorat',
      motivationJustification: '',
      implementationSystems: 'x',
    });
    expect(action.statusCode).toBe(400);
    expect(await rowVersion()).toBe(before);
  });
});

describe('rows of the evaluation', () => {
  it('reminds the other side by e-mail and keeps the technical lines in step with the skills file', async () => {
    const reminder = expectOk<{ to: string }>(await t.call(s.manager, 'POST', '/api/Ea/sendEmailEEP', { idEa }));
    expect(reminder.to).toBe('alice.martin@example.com');
    const mail = await t.db
      .selectFrom('outbox_message')
      .select('payload')
      .where('object_type', '=', 'ea')
      .where('kind', '=', 'mail.send')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(mail.payload)).toContain('Marc Durand vous rappelle');
    // The owner reminds her manager; without one, nobody is told, in her language.
    const toManager = expectOk<{ to: string }>(await t.call(s.consultant, 'POST', '/api/Ea/sendEmailEEP', { idEa }));
    expect(toManager.to).toBe('marc.durand@example.com');
    await t.db.updateTable('person').set({ manager_id: null }).where('id', '=', ids.consultant).execute();
    const nobody = await t.call(s.consultant, 'POST', '/api/Ea/sendEmailEEP', { idEa });
    expect(nobody.statusCode).toBe(422);
    expect(body(nobody).message).toBe('Aucune personne à prévenir pour cette évaluation : pas de manager connu.');
    expectOk(await t.call(s.consultant, 'PUT', '/api/User/updateLang?idLang=2'));
    const nobodyEn = await t.call(s.consultant, 'POST', '/api/Ea/sendEmailEEP', { idEa });
    expect(body(nobodyEn).message).toBe('There is nobody to notify for this evaluation: no manager is known.');
    expectOk(await t.call(s.consultant, 'PUT', '/api/User/updateLang?idLang=1'));
    await t.db.updateTable('person').set({ manager_id: ids.manager }).where('id', '=', ids.consultant).execute();
    const technical = (await details(s.consultant)).skills.filter((l) => l.idType === 1);
    const line = technical[0]!;
    expectOk(
      await t.call(
        s.consultant,
        'DELETE',
        `/api/SkillsEvaluation?id=${line.id}&idEa=${idEa}&rowVersion=${await rowVersion()}`,
      ),
    );
    expect((await details(s.consultant)).skills.filter((l) => l.idType === 1)).toHaveLength(technical.length - 1);
    expectOk(
      await t.call(s.consultant, 'PUT', `/api/SkillsEvaluation/eaSkills?idUser=${ids.consultant}`, {
        idEa,
        rowVersion: await rowVersion(),
      }),
    );
    const refreshed = (await details(s.consultant)).skills.filter((l) => l.idType === 1);
    expect(refreshed.map((l) => l.idSkill).sort()).toEqual(technical.map((l) => l.idSkill).sort());
    // Another person named with this evaluation: not found.
    const forged = await t.call(s.consultant, 'PUT', `/api/SkillsEvaluation/eaSkills?idUser=${ids.manager}`, {
      idEa,
      rowVersion: await rowVersion(),
    });
    expect(forged.statusCode).toBe(404);
  });

  it('keeps training wishes made from the evaluation as training wishes of origin EEP, bound to it', async () => {
    const saved = expectOk<{ id: number; rowVersion: number }>(
      await t.call(s.consultant, 'POST', '/api/Training/wishTraining', {
        idEa,
        rowVersion: await rowVersion(),
        type: 1,
        title: 'AWS Certified Developer',
        desiredDate: '2027-03-01',
        durationHours: 24,
      }),
    );
    const row = await t.db.selectFrom('training_wish').selectAll().where('id', '=', saved.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ person_id: ids.consultant, evaluation_id: idEa, request_origin: 1, status: 1 });
    const wishes = (await details(s.consultant)).trainingWishes;
    expect(wishes).toEqual([
      expect.objectContaining({ id: saved.id, title: 'AWS Certified Developer', typeName: 'Certification' }),
    ]);
    // Another evaluation's id with this wish: not found, nothing removed.
    const other = (await t.db.selectFrom('evaluation').select('id').where('id', '<>', idEa).executeTakeFirstOrThrow())
      .id;
    const otherVersion = (
      await t.db.selectFrom('evaluation').select('row_version').where('id', '=', other).executeTakeFirstOrThrow()
    ).row_version;
    const forged = await t.call(
      s.manager,
      'DELETE',
      `/api/Training/wishTraining?id=${saved.id}&idEa=${other}&rowVersion=${otherVersion}`,
    );
    expect(forged.statusCode).toBe(404);
    expect(
      await t.db.selectFrom('training_wish').select('id').where('id', '=', saved.id).executeTakeFirst(),
    ).toBeDefined();
    expectOk(
      await t.call(
        s.consultant,
        'DELETE',
        `/api/Training/wishTraining?id=${saved.id}&idEa=${idEa}&rowVersion=${await rowVersion()}`,
      ),
    );
    expect((await details(s.consultant)).trainingWishes).toEqual([]);
  });
});

describe('submit, validate and sign', () => {
  it('blocks an incomplete submission, listing the sections, in the person’s language', async () => {
    const res = await t.call(s.consultant, 'PUT', '/api/Ea/status', {
      id: idEa,
      action: 'submit',
      rowVersion: await rowVersion(),
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).message).toBe(
      'Veuillez compléter les champs obligatoires : Évaluation des compétences, Évolution professionnelle, Langues.',
    );
    // Each missing field is named, in the form's order (the dialog lists them, not only the sections).
    expect(body(res).details).toContainEqual({ path: 'mobility', message: 'Mobilité' });
    const check = expectOk<{
      ok: boolean;
      missing: string[];
      fields: { key: string; section: string; name: string }[];
    }>(await t.call(s.consultant, 'GET', `/api/SkillsEvaluation/checkData?idEa=${idEa}`));
    expect(check.ok).toBe(false);
    expect(check.missing).toContain('isDCUpToDate');
    expect(check.missing).toContain('mobility');
    // An empty language set counts as incomplete.
    expect(check.missing).toContain('languages');
    expect(check.fields).toContainEqual({
      key: 'languages',
      section: 'languages',
      name: 'Au moins une langue, chacune avec son niveau',
    });
    expect(check.fields).toContainEqual({ key: 'mobility', section: 'evolution', name: 'Mobilité' });
    const line = check.fields.find((f) => f.key.startsWith('skills.'))!;
    expect(line.name).toMatch(/ : note du collaborateur$/);
    expect(check.fields.map((f) => f.section)).toEqual(
      [...check.fields.map((f) => f.section)].sort((a, b) => SECTION_ORDER.indexOf(a) - SECTION_ORDER.indexOf(b)),
    );
  });

  it('submits once the consultant side is complete, mailing the manager', async () => {
    const d = await details(s.consultant);
    let rv = d.rowVersion;
    rv = expectOk<{ rowVersion: number }>(
      await t.call(s.consultant, 'PUT', '/api/SkillsEvaluation', {
        idEa,
        rowVersion: rv,
        lines: d.skills.map((l) => ({ id: l.id, noteConsultant: 3 })),
      }),
    ).rowVersion;
    rv = expectOk<{ rowVersion: number }>(
      await t.call(s.consultant, 'POST', '/api/Ea/save', {
        idEa,
        rowVersion: rv,
        isDCUpToDate: true,
        evolutionProfessionnelle: { mobility: 'Lyon ou Paris' },
        trainingReviews: [{ name: 'Kubernetes', date: '2026-03-02', evaluation: 2 }],
      }),
    ).rowVersion;
    rv = expectOk<{ rowVersion: number }>(
      await t.call(s.consultant, 'POST', '/api/EEPLanguage', {
        idEa,
        rowVersion: rv,
        name: 'Anglais',
        idLanguageLevel: 3,
      }),
    ).rowVersion;
    const res = await t.call(s.consultant, 'PUT', '/api/Ea/status', { id: idEa, action: 'submit', rowVersion: rv });
    expect(expectOk<{ status: number }>(res).status).toBe(2);
    expect(body(res).message).toBe('Évaluation soumise ; votre manager est prévenu par courriel.');
    const mails = await t.db
      .selectFrom('outbox_message')
      .select('payload')
      .where('object_type', '=', 'ea')
      .where('kind', '=', 'mail.send')
      .execute();
    // One 'submitted' mail, to the manager (the reminder sent earlier is another template).
    const submitted = mails.filter((m) => (m.payload as { template: string }).template === 'eaSubmitted');
    expect(submitted).toHaveLength(1);
    expect(JSON.stringify(submitted[0]!.payload)).toContain('marc.durand@example.com');
    // Submitted: the owner's side is locked.
    const locked = await t.call(s.consultant, 'POST', '/api/Ea/save', {
      idEa,
      rowVersion: await rowVersion(),
      isDCUpToDate: false,
    });
    expect(locked.statusCode).toBe(403);
  });

  it('blocks validation without the manager’s part, then validates, signs and pushes the signed PDF once across an outage', async () => {
    const blocked = await t.call(s.manager, 'PUT', '/api/Ea/status', {
      id: idEa,
      action: 'validate',
      rowVersion: await rowVersion(),
    });
    expect(blocked.statusCode).toBe(422);
    expect(body(blocked).message).toContain('Objectifs N+1');
    const d = await details(s.manager);
    let rv = d.rowVersion;
    rv = expectOk<{ rowVersion: number }>(
      await t.call(s.manager, 'PUT', '/api/SkillsEvaluation', {
        idEa,
        rowVersion: rv,
        lines: d.skills.map((l) => ({ id: l.id, noteManager: 2 })),
      }),
    ).rowVersion;
    rv = expectOk<{ rowVersion: number }>(
      await t.call(s.manager, 'POST', '/api/Goal', {
        idEa,
        rowVersion: rv,
        text: 'Certification AWS',
        dueDate: '2027-06-30',
      }),
    ).rowVersion;
    rv = expectOk<{ rowVersion: number }>(
      await t.call(s.manager, 'POST', '/api/Ea/save', {
        idEa,
        rowVersion: rv,
        cadreEntretien: { ...d.cadreEntretien, dateEntretienN: '2026-11-18' },
        bilanAnnuel: { ...d.bilanAnnuel, evaluationPerformance: 2, commentaire: 'Belle année' },
      }),
    ).rowVersion;
    await sim.fail({ status: 503, count: 2 });
    const res = await t.call(s.manager, 'PUT', '/api/Ea/status', { id: idEa, action: 'validate', rowVersion: rv });
    expect(expectOk<{ status: number }>(res).status).toBe(3);
    expect(body(res).message).toBe('Évaluation validée et signée ; l’envoi vers BoondManager est programmé.');
    const signed = await details(s.manager);
    expect(signed.signature).toMatchObject({ signedBy: { id: ids.manager, name: 'Marc Durand' } });
    expect(signed.signature!.documentHash).toMatch(/^[0-9a-f]{64}$/);
    const pushed = await t.db
      .selectFrom('outbox_message')
      .select(['kind', 'attachment'])
      .where('object_type', '=', 'ea')
      .where('object_id', '=', idEa)
      .where('kind', 'like', 'boond.%')
      .orderBy('id')
      .execute();
    expect(pushed.map((m) => m.kind)).toEqual(['boond.document', 'boond.action']);
    const pdf = Buffer.from(pushed[0]!.attachment!);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(signed.signature!.documentHash);
    for (let i = 0; i < 6; i++) {
      await t.app.relay.drain();
      await t.db
        .updateTable('outbox_message')
        .set({ next_attempt_at: new Date(0) })
        .where('state', '=', 'pending')
        .execute();
    }
    await t.app.relay.drain();
    const documents = (await sim.received()).filter((w) => w.method === 'POST' && w.path.includes('/documents'));
    expect(documents).toHaveLength(1);
    const { id_boond } = await t.db
      .selectFrom('person')
      .select('id_boond')
      .where('id', '=', ids.consultant)
      .executeTakeFirstOrThrow();
    expect(documents[0]!.fields).toMatchObject({ parentType: 'resource', parentId: String(id_boond) });
    const received = await sim.received();
    const actions = received.filter((w) => w.method === 'POST' && w.path.includes('/actions'));
    expect(actions).toHaveLength(1);
    expect(JSON.stringify(actions[0]!.body)).toContain('2026 validée et signée par Marc Durand');
  });

  it("Boond/actions writes the signed evaluation's log entry again, composed by the server", async () => {
    const signed = await details(s.manager);
    await sim.reset();
    const res = await t.call(s.manager, 'POST', '/api/Boond/actions', {
      idUser: ids.consultant,
      objectType: 'ea',
      objectId: idEa,
    });
    const [messageId] = expectOk<{ statusCode: number; messageIds: number[] }>(res).messageIds;
    const queued = await t.db
      .selectFrom('outbox_message')
      .select(['payload', 'idempotency_key'])
      .where('id', '=', messageId!)
      .executeTakeFirstOrThrow();
    expect(queued.payload).toMatchObject({ actionType: 'evaluationSigned' });
    await t.app.relay.drain();
    const [action] = (await sim.received()).filter((w) => w.method === 'POST' && w.path === '/api/actions');
    const attributes = (action!.body as { data: { attributes: { typeOf: number; text: string } } }).data.attributes;
    // The demo mapping: evaluationSigned → the simulator's "Entretien RH Annuel" (80); the hash of the signed PDF,
    // and the message's marker (what a retry looks for).
    expect(attributes.typeOf).toBe(80);
    expect(attributes.text).toContain(signed.signature!.documentHash);
    expect(attributes.text).toContain(`[My Skills ${queued.idempotency_key.slice(0, 11)}]`);
    // The owner has no resend authorisation.
    const own = await t.call(s.consultant, 'POST', '/api/Boond/actions', {
      idUser: ids.consultant,
      objectType: 'ea',
      objectId: idEa,
    });
    expect(own.statusCode).toBe(403);
  });

  it('shows the manager side to the owner once validated, read-only for both', async () => {
    const d = await details(s.consultant);
    expect(d.skills[0]!.noteManager).toBe(2);
    expect(d.bilanAnnuel.commentaire).toBe('Belle année');
    expect(d.permissions).toMatchObject({ canEditConsultantSide: false, canEditManagerSide: false });
    for (const who of [s.consultant, s.manager]) {
      const res = await t.call(who, 'POST', '/api/Ea/save', { idEa, rowVersion: await rowVersion(), synthese: 'x' });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lets HR correct a validated evaluation (recorded, signature cleared) and the manager sign again', async () => {
    const res = await t.call(s.hr, 'POST', '/api/Ea/save', {
      idEa,
      rowVersion: await rowVersion(),
      synthese: 'Corrigé par les RH',
    });
    expectOk(res);
    const corrected = await details(s.hr);
    expect(corrected).toMatchObject({
      status: 3,
      correctedByHr: true,
      signature: null,
      synthese: 'Corrigé par les RH',
    });
    expect(corrected.history[0]).toMatchObject({ fromStatus: 3, toStatus: 3, comment: 'HR' });
    // The corrector never signs: the manager does.
    const byHr = await t.call(s.hr, 'PUT', `/api/Ea/managerSigned?idEa=${idEa}`);
    expect(byHr.statusCode).toBe(403);
    expect(body(byHr).message).toBe(
      'Vous avez corrigé cette évaluation : son manager la signe à nouveau, pas la personne qui l’a corrigée.',
    );
    const signedAgain = await t.call(s.manager, 'PUT', `/api/Ea/managerSigned?idEa=${idEa}`);
    expect(body(signedAgain).message).toBe('Signature enregistrée ; l’envoi vers BoondManager est programmé.');
    expect((await details(s.manager)).signature!.documentHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.call(s.manager, 'PUT', `/api/Ea/managerSigned?idEa=${idEa}`)).statusCode).toBe(422);
  });

  it('treats HR’s change to a validated evaluation’s rows as a correction too (signature cleared, signed again)', async () => {
    const before = await details(s.hr);
    const line = before.skills[0]!;
    const res = await t.call(s.hr, 'PUT', '/api/SkillsEvaluation', {
      idEa,
      rowVersion: await rowVersion(),
      lines: [{ id: line.id, noteManager: line.noteManager === 3 ? 2 : 3 }],
    });
    expectOk(res);
    const corrected = await details(s.hr);
    expect(corrected).toMatchObject({ status: 3, correctedByHr: true, signature: null });
    expect(corrected.history[0]).toMatchObject({ fromStatus: 3, toStatus: 3, comment: 'HR' });
    expect((await t.call(s.hr, 'PUT', `/api/Ea/managerSigned?idEa=${idEa}`)).statusCode).toBe(403);
    expectOk(await t.call(s.manager, 'PUT', `/api/Ea/managerSigned?idEa=${idEa}`));
    expect((await details(s.manager)).signature!.documentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('audits reads by others and every status change', async () => {
    const actions = await audit();
    expect(actions).toContainEqual({ actor_id: ids.manager, action: 'read' });
    expect(actions).toContainEqual({ actor_id: ids.consultant, action: 'submit' });
    expect(actions).toContainEqual({ actor_id: ids.manager, action: 'validate' });
    expect(actions).toContainEqual({ actor_id: ids.hr, action: 'correct' });
    expect(actions).toContainEqual({ actor_id: ids.manager, action: 'sign' });
    expect(actions.some((a) => a.actor_id === ids.consultant && a.action === 'read')).toBe(false);
  });

  it('exports Word and PDF with the signature’s hash', async () => {
    for (const format of ['docx', 'pdf'] as const) {
      const doc = expectOk<{ fileName: string; content: string }>(
        await t.call(s.consultant, 'GET', `/api/SpireDoc/downLoadEA?idEa=${idEa}&format=${format}`),
      );
      expect(doc.fileName).toBe(`EA_2026_Martin_Alice_FR.${format}`);
      const bytes = Buffer.from(doc.content, 'base64');
      expect(bytes.subarray(0, 2).toString()).toBe(format === 'pdf' ? '%P' : 'PK');
    }
    expect((await t.call(s.dpo, 'GET', `/api/SpireDoc/downLoadEA?idEa=${idEa}`)).statusCode).toBe(403);
  });

  it('lists the years and the people a manager follows', async () => {
    const years = expectOk<{ years: { year: number; signed: boolean }[]; isLate: boolean }>(
      await t.call(s.consultant, 'GET', '/api/Ea/years'),
    );
    expect(years.years).toEqual([expect.objectContaining({ year: 2026, signed: true })]);
    expect(years.isLate).toBe(false);
    const followed = expectOk<{ items: { idUser: number; status: number | null }[] }>(
      await t.call(s.manager, 'GET', '/api/Ea/followed'),
    );
    expect(followed.items).toContainEqual(expect.objectContaining({ idUser: ids.consultant, status: 3 }));
    expect(followed.items.some((p) => p.idUser === ids.subcontractor)).toBe(false);
  });

  it('resends the evaluation to BoondManager, bound to its owner', async () => {
    const resend = await t.call(s.manager, 'POST', '/api/ResendBoond/actions', {
      idUser: ids.consultant,
      id: idEa,
      objectType: 'ea',
    });
    expect(resend.statusCode).toBeLessThan(300);
    // Another person's id with this evaluation: not found, nothing queued.
    const before = await t.db.selectFrom('outbox_message').select('id').where('object_type', '=', 'ea').execute();
    const forged = await t.call(s.manager, 'POST', '/api/ResendBoond/actions', {
      idUser: ids.technicalManager,
      id: idEa,
      objectType: 'ea',
    });
    expect(forged.statusCode).toBe(404);
    const upload = await t.call(s.manager, 'POST', '/api/Boond/uploadFileToBoondEA', {
      idUser: ids.technicalManager,
      idEa,
    });
    expect(upload.statusCode).toBe(404);
    const after = await t.db.selectFrom('outbox_message').select('id').where('object_type', '=', 'ea').execute();
    expect(after).toHaveLength(before.length);
    // The owner's own delivery block shows the evaluation's messages.
    expect((await details(s.consultant)).delivery).not.toBeNull();
  });

  it('lets "all" roles read and answers in English to an English reader', async () => {
    expect((await details(s.buDirector)).permissions).toMatchObject({ side: 'manager', canValidate: false });
    expectOk(await t.call(s.buDirector, 'PUT', '/api/User/updateLang?idLang=2'));
    const res = await t.call(s.buDirector, 'PUT', '/api/Ea/status', {
      id: idEa,
      action: 'submit',
      rowVersion: await rowVersion(),
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).message).toBe('Action not possible: the evaluation is Validated.');
    const recruiter = await t.call(s.recruiter, 'GET', `/api/Ea/details?idEa=${idEa}`);
    expect(recruiter.statusCode).toBe(403);
  });
});
