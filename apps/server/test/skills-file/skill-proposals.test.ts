/**
 * Issue 22 §1: a signed evaluation proposes its agreed skill levels to the skills file. The computation on hand-made
 * ratings (up, down, a new skill, 0 = none, equal = none, an inactive skill = none), the evaluation's validation and
 * its signature again after HR's correction (the source's pending proposals replaced, decided ones kept), the
 * owner's accept (exactly that row into a new draft version, the history naming the evaluation) and dismiss, a level
 * the owner set meanwhile (up to date: only recorded), the permissions, and the team list's flag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { body, catalogue, expectOk, personId } from './helpers';

const NOW = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
const ids = {} as Record<keyof typeof DEMO, number>;
const s = {} as Record<keyof typeof DEMO, TestSession>;
let skill: (label: string) => number;
let files: { fr: number; en: number };
let idEa: number;

interface Item {
  id: number;
  kind: string;
  section: string;
  operation: string;
  skill: { id: number; name: string } | null;
  upToDate: boolean;
  source: { type: string; id: number; label: string; year: number | null };
  acceptedIn: number[];
  changes: { field: string; before: string | null; after: string | null }[];
}
const list = async (who: TestSession, idDc: number) =>
  expectOk<{ canDecide: boolean; items: Item[] }>(await t.call(who, 'GET', `/api/Dc/proposals?idDc=${idDc}`));
const bySkill = (items: Item[], label: string) => items.find((i) => i.skill?.id === skill(label));
const rowVersionOf = async (idDc: number) =>
  (await t.db.selectFrom('dc').select('row_version').where('id', '=', idDc).executeTakeFirstOrThrow()).row_version;
const levelsOf = async (idDc: number) =>
  Object.fromEntries(
    (
      await t.db
        .selectFrom('dc_skill')
        .innerJoin('skill', 'skill.id', 'dc_skill.id_skill')
        .select(['skill.label', 'dc_skill.level'])
        .where('dc_id', '=', idDc)
        .execute()
    ).map((r) => [r.label, r.level]),
  );
const pending = (sourceType: string) =>
  t.db
    .selectFrom('skills_file_proposal')
    .select(['id', 'kind', 'subject', 'payload', 'state'])
    .where('person_id', '=', ids.consultant)
    .where('source_type', '=', sourceType)
    .where('state', '=', 'pending')
    .orderBy('subject')
    .execute();
const eaRowVersion = async () =>
  (await t.db.selectFrom('evaluation').select('row_version').where('id', '=', idEa).executeTakeFirstOrThrow())
    .row_version;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const cat = await catalogue(t);
  skill = (label) => cat.byLabel(label).id;
  await seedDemoSkillsFiles(t.db);
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    ids[key] = await personId(t, DEMO[key]);
    s[key] = await t.login(DEMO[key]);
  }
  const own = await t.db
    .selectFrom('dc')
    .select(['id', 'id_lang'])
    .where('person_id', '=', ids.consultant)
    .where('status', '<>', 4)
    .execute();
  files = { fr: own.find((f) => f.id_lang === 1)!.id, en: own.find((f) => f.id_lang === 2)!.id };
  // Her English draft holds the same skills as her validated French file (the computation compares both).
  await t.db.deleteFrom('dc_skill').where('dc_id', '=', files.en).execute();
  await t.db
    .insertInto('dc_skill')
    .columns(['dc_id', 'id_skill', 'level'])
    .expression((eb) =>
      eb
        .selectFrom('dc_skill')
        .select([eb.val(files.en).as('dc_id'), 'id_skill', 'level'])
        .where('dc_id', '=', files.fr),
    )
    .execute();
});
afterAll(async () => t?.close());

describe('the computation (through the port, hand-made ratings)', () => {
  it('proposes a level up, a level down and a new skill; nothing for 0, an equal level or an inactive skill', async () => {
    expect(await levelsOf(files.fr)).toMatchObject({ Java: 4, 'Spring Boot': 3, Kubernetes: 2, PostgreSQL: 3 });
    await t.db.updateTable('skill').set({ is_active: false }).where('id', '=', skill('Scala')).execute();
    const n = await t.db.transaction().execute((trx) =>
      t.app.skillsFileProposals.proposeSkillRatings(trx, {
        personId: ids.consultant,
        source: { type: 'eepBm', id: 999 },
        year: 2026,
        ratings: [
          { idSkill: skill('Kubernetes'), rating: 3 },
          { idSkill: skill('Java'), rating: 2 },
          { idSkill: skill('Spring Boot'), rating: 3 },
          { idSkill: skill('PostgreSQL'), rating: 0 },
          { idSkill: skill('Rust'), rating: 2 },
          { idSkill: skill('Scala'), rating: 4 },
        ],
        createdBy: ids.manager,
      }),
    );
    expect(n).toBe(3);
    const rows = await pending('eepBm');
    expect(rows.map((r) => [r.kind, r.subject, (r.payload as { level: number }).level])).toEqual(
      [
        ['skillLevel', `skill:${skill('Kubernetes')}`, 3],
        ['skillLevel', `skill:${skill('Java')}`, 2],
        ['skill', `skill:${skill('Rust')}`, 2],
      ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    );
    const shown = (await list(s.consultant, files.fr)).items.filter((i) => i.source.type === 'eepBm');
    expect(bySkill(shown, 'Kubernetes')).toMatchObject({
      section: 'skills',
      operation: 'update',
      upToDate: false,
      source: { label: 'entretien business manager 2026', year: 2026 },
      changes: [{ field: 'level', before: '2', after: '3' }],
    });
    expect(bySkill(shown, 'Rust')).toMatchObject({ operation: 'add', changes: [{ before: null, after: '2' }] });
    const english = (await list(s.consultant, files.en)).items.filter((i) => i.source.type === 'eepBm');
    expect(bySkill(english, 'Java')!.source.label).toBe('business-manager review 2026');
    // Computing again for the same source replaces its pending rows (no duplicates).
    await t.db.transaction().execute((trx) =>
      t.app.skillsFileProposals.proposeSkillRatings(trx, {
        personId: ids.consultant,
        source: { type: 'eepBm', id: 999 },
        year: 2026,
        ratings: [{ idSkill: skill('Kubernetes'), rating: 4 }],
        createdBy: ids.manager,
      }),
    );
    const again = await pending('eepBm');
    expect(again.map((r) => (r.payload as { level: number }).level)).toEqual([4]);
    await t.db.deleteFrom('skills_file_proposal').where('source_type', '=', 'eepBm').execute();
    await t.db.updateTable('skill').set({ is_active: true }).where('id', '=', skill('Scala')).execute();
  });
});

describe('from a validated evaluation to the skills file', () => {
  it('validating the evaluation proposes the agreed levels that differ from the file', async () => {
    idEa = expectOk<{ idEa: number }>(await t.call(s.consultant, 'POST', '/api/Ea/save', { year: 2026 })).idEa;
    // A certification obtained (training wish) stays its own proposal, shown in the same panel.
    await t.db.transaction().execute((trx) =>
      t.app.skillsFileProposals.proposeCertification(trx, {
        personId: ids.consultant,
        source: { type: 'training', id: 77 },
        name: 'Certified Kubernetes Administrator',
        organism: 'CNCF',
        obtainedDate: '2026-06-01',
        expiryDate: null,
        createdBy: ids.manager,
      }),
    );
    const d = expectOk<{ rowVersion: number; skills: { id: number; idSkill: number | null }[] }>(
      await t.call(s.consultant, 'GET', `/api/Ea/details?idEa=${idEa}`),
    );
    let rv = expectOk<{ rowVersion: number }>(
      await t.call(s.consultant, 'PUT', '/api/SkillsEvaluation', {
        idEa,
        rowVersion: d.rowVersion,
        lines: d.skills.map((l) => ({ id: l.id, noteConsultant: 3 })),
      }),
    ).rowVersion;
    rv = expectOk<{ rowVersion: number }>(
      await t.call(s.consultant, 'POST', '/api/Ea/save', {
        idEa,
        rowVersion: rv,
        isDCUpToDate: true,
        evolutionProfessionnelle: { mobility: 'Lyon' },
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
    expectOk(await t.call(s.consultant, 'PUT', '/api/Ea/status', { id: idEa, action: 'submit', rowVersion: rv }));

    const full = expectOk<{
      rowVersion: number;
      cadreEntretien: Record<string, unknown>;
      bilanAnnuel: Record<string, unknown>;
      skills: { id: number; idSkill: number | null; skillsFileLevel: number }[];
    }>(await t.call(s.manager, 'GET', `/api/Ea/details?idEa=${idEa}`));
    const kubernetes = full.skills.find((l) => l.idSkill === skill('Kubernetes'));
    expect(kubernetes).toBeTruthy();
    rv = expectOk<{ rowVersion: number }>(
      await t.call(s.manager, 'PUT', '/api/SkillsEvaluation', {
        idEa,
        rowVersion: full.rowVersion,
        // Kubernetes 3 (file: 2 stars); every other skill at its file's level (nothing), the other lines 2.
        lines: full.skills.map((l) => ({
          id: l.id,
          noteManager: l.id === kubernetes!.id ? 3 : l.idSkill === null ? 2 : l.skillsFileLevel || 2,
        })),
      }),
    ).rowVersion;
    rv = expectOk<{ rowVersion: number }>(
      await t.call(s.manager, 'POST', '/api/Goal', { idEa, rowVersion: rv, text: 'CKA', dueDate: '2027-06-30' }),
    ).rowVersion;
    rv = expectOk<{ rowVersion: number }>(
      await t.call(s.manager, 'POST', '/api/Ea/save', {
        idEa,
        rowVersion: rv,
        cadreEntretien: { ...full.cadreEntretien, dateEntretienN: '2026-11-18' },
        bilanAnnuel: { ...full.bilanAnnuel, evaluationPerformance: 2, commentaire: 'Belle année' },
      }),
    ).rowVersion;
    expect(await pending('evaluation')).toEqual([]);
    const validated = await t.call(s.manager, 'PUT', '/api/Ea/status', {
      id: idEa,
      action: 'validate',
      rowVersion: rv,
    });
    expect(expectOk<{ status: number }>(validated).status).toBe(3);

    const rows = await pending('evaluation');
    expect(rows.map((r) => [r.kind, r.subject, r.payload])).toEqual([
      ['skillLevel', `skill:${skill('Kubernetes')}`, { idSkill: skill('Kubernetes'), level: 3, rating: 3, year: 2026 }],
    ]);
    const panel = await list(s.consultant, files.fr);
    expect(panel.canDecide).toBe(true);
    expect(panel.items.map((i) => [i.kind, i.source.type])).toEqual([
      ['certification', 'training'],
      ['skillLevel', 'evaluation'],
    ]);
    expect(bySkill(panel.items, 'Kubernetes')).toMatchObject({
      source: { type: 'evaluation', id: idEa, label: 'évaluation 2026', year: 2026 },
      changes: [{ field: 'level', before: '2', after: '3' }],
      createdBy: { id: ids.manager, name: 'Marc Durand' },
    });
  });

  it('signing again after HR’s correction computes again, replacing the pending proposals only', async () => {
    const d = expectOk<{ rowVersion: number; skills: { id: number; idSkill: number | null }[] }>(
      await t.call(s.hr, 'GET', `/api/Ea/details?idEa=${idEa}`),
    );
    const line = (label: string) => d.skills.find((l) => l.idSkill === skill(label))!.id;
    const corrected = await t.call(s.hr, 'PUT', '/api/SkillsEvaluation', {
      idEa,
      rowVersion: await eaRowVersion(),
      lines: [
        { id: line('Kubernetes'), noteManager: 4 },
        { id: line('Java'), noteManager: 3 },
      ],
    });
    expectOk(corrected);
    expectOk(
      await t.call(s.hr, 'POST', '/api/Ea/save', { idEa, rowVersion: await eaRowVersion(), synthese: 'Corrigé' }),
    );
    const notes = await t.db
      .selectFrom('evaluation_skill')
      .select('note_manager')
      .where('evaluation_id', '=', idEa)
      .where('id_skill', '=', skill('Kubernetes'))
      .executeTakeFirstOrThrow();
    expect(notes.note_manager).toBe(4);
    const before = (await pending('evaluation')).map((r) => r.id);
    // The manager signs again: Kubernetes now 4, Java 3 (file: 4).
    expectOk(await t.call(s.manager, 'PUT', `/api/Ea/managerSigned?idEa=${idEa}`));
    const rows = await pending('evaluation');
    expect(rows.map((r) => [r.subject, (r.payload as { level: number }).level])).toEqual(
      [
        [`skill:${skill('Kubernetes')}`, 4],
        [`skill:${skill('Java')}`, 3],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(rows.some((r) => before.includes(r.id))).toBe(false);
    // The training's certification proposal is untouched.
    expect(await pending('training')).toHaveLength(1);
  });

  it('the team list flags who has pending proposals, filterable', async () => {
    const page = expectOk<{ items: { id: number; pendingProposals: boolean }[] }>(
      await t.call(s.manager, 'GET', '/api/ListMyConsultant/all?pageSize=100'),
    );
    expect(page.items.find((m) => m.id === ids.consultant)!.pendingProposals).toBe(true);
    expect(page.items.filter((m) => m.id !== ids.consultant).every((m) => !m.pendingProposals)).toBe(true);
    const only = expectOk<{ items: { id: number }[] }>(
      await t.call(
        s.manager,
        'GET',
        `/api/ListMyConsultant/all?pageSize=100&filters=${encodeURIComponent(
          JSON.stringify([{ field: 'pendingProposals', op: 'equal', value: 'true' }]),
        )}`,
      ),
    );
    expect(only.items.map((m) => m.id)).toEqual([ids.consultant]);
  });

  it('only the owner decides; a manager outside the chain cannot read; another person’s proposal is 404', async () => {
    const kubernetes = bySkill((await list(s.consultant, files.fr)).items, 'Kubernetes')!;
    const managers = await list(s.manager, files.fr);
    expect(managers.canDecide).toBe(false);
    expect(bySkill(managers.items, 'Kubernetes')!.id).toBe(kubernetes.id);
    const byManager = await t.call(s.manager, 'POST', '/api/Dc/proposals/accept', {
      id: kubernetes.id,
      idDc: files.fr,
      rowVersion: await rowVersionOf(files.fr),
    });
    expect(byManager.statusCode).toBe(403);
    expect(body(byManager).message).toBe('Seul le titulaire du dossier peut accepter ou écarter une proposition.');
    for (const outsider of [s.technicalManager, s.subcontractor, s.candidate]) {
      expect((await t.call(outsider, 'GET', `/api/Dc/proposals?idDc=${files.fr}`)).statusCode).toBe(403);
    }
    // Thomas's own proposal, named on Alice's file, by Alice: not hers.
    await t.db.transaction().execute((trx) =>
      t.app.skillsFileProposals.proposeSkillRatings(trx, {
        personId: ids.technicalManager,
        source: { type: 'evaluation', id: 424242 },
        year: 2026,
        ratings: [{ idSkill: skill('Rust'), rating: 1 }],
        createdBy: ids.manager,
      }),
    );
    const theirs = await t.db
      .selectFrom('skills_file_proposal')
      .select('id')
      .where('person_id', '=', ids.technicalManager)
      .executeTakeFirstOrThrow();
    const stranger = await t.call(s.consultant, 'POST', '/api/Dc/proposals/accept', {
      id: theirs.id,
      idDc: files.fr,
      rowVersion: await rowVersionOf(files.fr),
    });
    expect(stranger.statusCode).toBe(404);
    expect(
      (await t.call(s.consultant, 'POST', '/api/Dc/proposals/dismiss', { id: theirs.id, idDc: files.fr })).statusCode,
    ).toBe(404);
  });

  it('accepting writes exactly that row into a new draft version, named after the evaluation; dismissing writes nothing', async () => {
    const items = (await list(s.consultant, files.fr)).items;
    const kubernetes = bySkill(items, 'Kubernetes')!;
    const java = bySkill(items, 'Java')!;
    const v1 = await levelsOf(files.fr);
    const accepted = expectOk<{ idDc: number; newVersion: boolean; version: number; idSkillRow: number | null }>(
      await t.call(s.consultant, 'POST', '/api/Dc/proposals/accept', {
        id: kubernetes.id,
        idDc: files.fr,
        rowVersion: await rowVersionOf(files.fr),
      }),
    );
    expect(accepted).toMatchObject({ newVersion: true, version: 2 });
    expect(accepted.idDc).not.toBe(files.fr);
    expect(accepted.idSkillRow).toEqual(expect.any(Number));
    // The draft holds the validated file's rows with Kubernetes alone changed; the archived version is untouched.
    expect(await levelsOf(accepted.idDc)).toEqual({ ...v1, Kubernetes: 4 });
    expect(await levelsOf(files.fr)).toEqual(v1);
    const history = await t.db
      .selectFrom('dc_status_history')
      .select('comment')
      .where('dc_id', '=', accepted.idDc)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history.comment).toBe('Niveau de Kubernetes : 2 → 4 étoiles (évaluation 2026)');
    // Dismissed: gone from both files, nothing written.
    const rv = await rowVersionOf(accepted.idDc);
    expectOk(await t.call(s.consultant, 'POST', '/api/Dc/proposals/dismiss', { id: java.id, idDc: accepted.idDc }));
    expect(await rowVersionOf(accepted.idDc)).toBe(rv);
    expect(await levelsOf(accepted.idDc)).toEqual({ ...v1, Kubernetes: 4 });
    expect(bySkill((await list(s.consultant, files.en)).items, 'Java')).toBeUndefined();
    // The English file still shows Kubernetes, accepted in French, at its own level before.
    expect(bySkill((await list(s.consultant, files.en)).items, 'Kubernetes')).toMatchObject({
      acceptedIn: [1],
      changes: [{ before: '2', after: '4' }],
    });
    // Decided once in a language: refused again.
    const twice = await t.call(s.consultant, 'POST', '/api/Dc/proposals/accept', {
      id: kubernetes.id,
      idDc: accepted.idDc,
      rowVersion: rv,
    });
    expect(twice.statusCode).toBe(409);
    // Signing again does not propose what the owner already decided.
    const again = await t.db.transaction().execute((trx) =>
      t.app.skillsFileProposals.proposeSkillRatings(trx, {
        personId: ids.consultant,
        source: { type: 'evaluation', id: idEa },
        year: 2026,
        ratings: [
          { idSkill: skill('Kubernetes'), rating: 4 },
          { idSkill: skill('Java'), rating: 3 },
        ],
        createdBy: ids.manager,
      }),
    );
    expect(again).toBe(0);
  });

  it('a level the owner set meanwhile shows up to date; accepting it only records the decision', async () => {
    // The English draft: Kubernetes set to 4 by Alice herself before deciding there.
    await t.db
      .updateTable('dc_skill')
      .set({ level: 4 })
      .where('dc_id', '=', files.en)
      .where('id_skill', '=', skill('Kubernetes'))
      .execute();
    const kubernetes = bySkill((await list(s.consultant, files.en)).items, 'Kubernetes')!;
    expect(kubernetes).toMatchObject({ upToDate: true, changes: [{ before: '4', after: '4' }] });
    const rv = await rowVersionOf(files.en);
    const r = expectOk<{ idDc: number; newVersion: boolean; idSkillRow: number | null; rowVersion: number }>(
      await t.call(s.consultant, 'POST', '/api/Dc/proposals/accept', {
        id: kubernetes.id,
        idDc: files.en,
        rowVersion: rv,
      }),
    );
    expect(r).toMatchObject({ idDc: files.en, newVersion: false, idSkillRow: null, rowVersion: rv });
    expect(await rowVersionOf(files.en)).toBe(rv);
    expect(bySkill((await list(s.consultant, files.en)).items, 'Kubernetes')).toBeUndefined();
  });
});

describe('from a validated business-manager review', () => {
  it('proposes the manager’s rating of a line that names a catalogue skill (by name or alias)', async () => {
    // An administrator made the line "Prospecter de nouveaux comptes" an alias of the catalogue's "Négociation".
    await t.db
      .insertInto('skill_alias')
      .values({ id_skill: skill('Négociation'), alias: 'Prospecter de nouveaux comptes' })
      .execute();
    const review = expectOk<{ id: number }>(await t.call(s.buDirector, 'POST', '/api/Ea/saveEepBM', { year: 2026 })).id;
    const rv = async () =>
      (await t.db.selectFrom('eep_bm').select('row_version').where('id', '=', review).executeTakeFirstOrThrow())
        .row_version;
    const own = expectOk<{ categories: { group: string; lines: { id: number; goal: number }[] }[] }>(
      await t.call(s.buDirector, 'GET', `/api/Ea/eepBmDetails?idUser=${ids.buDirector}&year=2026`),
    );
    const rate = (field: string) =>
      Object.fromEntries(
        own.categories.map((c) => [
          c.group,
          c.lines.filter((l) => l.goal > 0).map((l) => ({ idLine: l.id, [field]: 3 })),
        ]),
      );
    const put = async (who: TestSession, fields: Record<string, unknown>) =>
      expectOk(await t.call(who, 'PUT', '/api/Ea/eepBmDetails', { id: review, rowVersion: await rv(), ...fields }));
    const status = async (who: TestSession, action: string) =>
      t.call(who, 'PUT', '/api/Ea/status', { id: review, type: 'eepBm', action, rowVersion: await rv() });
    await put(s.buDirector, {
      mobility: 'Aucune',
      languages: [{ name: 'Anglais', idLanguageLevel: 4 }],
      skills: rate('evaluationConsultant'),
    });
    expectOk(await status(s.buDirector, 'submit'));
    await put(s.hr, { interviewDate: '2026-11-19', skills: rate('evaluationManager') });
    expectOk(await status(s.hr, 'validate'));
    const rows = await t.db
      .selectFrom('skills_file_proposal')
      .select(['kind', 'subject', 'payload', 'created_by'])
      .where('person_id', '=', ids.buDirector)
      .where('source_type', '=', 'eepBm')
      .where('source_id', '=', review)
      .execute();
    // Julien's current files hold "Négociation" (a level to change) or not (a skill to add).
    const holds = await t.db
      .selectFrom('dc_skill')
      .innerJoin('dc', 'dc.id', 'dc_skill.dc_id')
      .select('dc_skill.id')
      .where('dc.person_id', '=', ids.buDirector)
      .where('dc.status', '<>', 4)
      .where('dc_skill.id_skill', '=', skill('Négociation'))
      .execute();
    expect(rows).toEqual([
      {
        kind: holds.length > 0 ? 'skillLevel' : 'skill',
        subject: `skill:${skill('Négociation')}`,
        payload: { idSkill: skill('Négociation'), level: 3, rating: 3, year: 2026 },
        created_by: ids.hr,
      },
    ]);
  });
});
