/**
 * The evaluation's integrity (issue 16, decision 017), each rule tried as the other roles would call the API:
 * - what goes to BoondManager is the server's own document: the caller names the evaluation or file and never
 *   supplies it; only a validated (and, for an evaluation, signed) document, by those its own rules allow;
 * - the signer is the owner's manager or someone above in the chain, never the person who corrected it; the signed
 *   bytes are kept and the history names the signer;
 * - each side writes only its own fields in every status, whoever calls: every field of the field → side map, for
 *   each side, in draft and in submitted.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVALUATION_SAVE_FIELDS,
  mayWriteField,
  valueAt,
  type EvaluationField,
} from '@my-skills/shared/evaluation-sides';
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { seedDemoEvaluations } from '../../src/db/seed/evaluations';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { body, expectOk, personId } from '../skills-file/helpers';

const NOW = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
const ids = {} as Record<keyof typeof DEMO, number>;
const s = {} as Record<keyof typeof DEMO, TestSession>;
const ea = { aliceLastYear: 0, alice: 0, thomas: 0 };

const details = async (who: TestSession, id: number) =>
  expectOk<EaDetails>(await t.call(who, 'GET', `/api/Ea/details?idEa=${id}`));
const rowVersion = async (id: number) =>
  (await t.db.selectFrom('evaluation').select('row_version').where('id', '=', id).executeTakeFirstOrThrow())
    .row_version;
const outboxCount = async () => (await t.db.selectFrom('outbox_message').select('id').execute()).length;
const evaluationOf = async (person: number, year: number) =>
  (
    await t.db
      .selectFrom('evaluation')
      .select('id')
      .where('person_id', '=', person)
      .where('year', '=', year)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedDemoSkillsFiles(t.db);
  await seedDemoEvaluations(t.db, NOW);
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    ids[key] = await personId(t, DEMO[key]);
    s[key] = await t.login(DEMO[key]);
  }
  ea.aliceLastYear = await evaluationOf(ids.consultant, 2025);
  ea.alice = await evaluationOf(ids.consultant, 2026);
  ea.thomas = await evaluationOf(ids.technicalManager, 2026);
});
afterAll(async () => {
  await t?.close();
});

describe('what goes to BoondManager is the server’s own document', () => {
  it.each([
    ['a recruiter (no evaluation screen) on Alice’s draft', 'recruiter', 'alice', 403],
    ['a recruiter on Alice’s signed evaluation', 'recruiter', 'aliceLastYear', 403],
    ['Alice herself on her signed evaluation', 'consultant', 'aliceLastYear', 403],
    ['her manager on her draft', 'manager', 'alice', 422],
    ['HR on Thomas’s submitted evaluation', 'hr', 'thomas', 422],
  ] as const)('Boond/uploadFileToBoondEA refuses %s (%i), queueing nothing', async (_who, who, which, status) => {
    const before = await outboxCount();
    const owner = which === 'thomas' ? ids.technicalManager : ids.consultant;
    const res = await t.call(s[who], 'POST', '/api/Boond/uploadFileToBoondEA', { idUser: owner, idEa: ea[which] });
    expect(res.statusCode).toBe(status);
    if (status === 422)
      expect(body(res).message).toBe(
        'Seule une évaluation validée et signée peut être envoyée à BoondManager ; après une correction, le manager la signe d’abord à nouveau.',
      );
    expect(await outboxCount()).toBe(before);
  });

  it('refuses a file in the body (400): the caller never supplies the document', async () => {
    const before = await outboxCount();
    const pdf = Buffer.from('%PDF-1.4 forged\n%%EOF').toString('base64');
    for (const [url, named] of [
      ['/api/Boond/uploadFileToBoondEA', { idEa: ea.aliceLastYear }],
      ['/api/Boond/uploadFileToBoondDC', { idDc: 1 }],
    ] as const) {
      const res = await t.call(s.manager, 'POST', url, {
        idUser: ids.consultant,
        ...named,
        fileName: 'forged.pdf',
        content: pdf,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await outboxCount()).toBe(before);
  });

  it('sends the PDF kept at the last signature, byte for byte, when her manager asks', async () => {
    const res = await t.call(s.manager, 'POST', '/api/Boond/uploadFileToBoondEA', {
      idUser: ids.consultant,
      idEa: ea.aliceLastYear,
    });
    expect(res.statusCode).toBe(200);
    expect(expectOk<{ statusCode: number }>(res).statusCode).toBe(202);
    const queued = await t.db
      .selectFrom('outbox_message')
      .select(['kind', 'attachment', 'payload'])
      .where('object_type', '=', 'ea')
      .where('object_id', '=', ea.aliceLastYear)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(queued.kind).toBe('boond.document');
    const { document_hash } = await t.db
      .selectFrom('evaluation')
      .select('document_hash')
      .where('id', '=', ea.aliceLastYear)
      .executeTakeFirstOrThrow();
    const bytes = Buffer.from(queued.attachment!);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(document_hash);
    expect(queued.payload).toMatchObject({ parentType: 'resource', parentId: 1001 });
  });

  it('a resend of an evaluation follows its own rule: a recruiter may not, her manager may', async () => {
    const before = await outboxCount();
    const body = { idUser: ids.consultant, id: ea.aliceLastYear, objectType: 'ea' };
    expect((await t.call(s.recruiter, 'POST', '/api/ResendBoond/actions', body)).statusCode).toBe(403);
    expect(await outboxCount()).toBe(before);
    expect((await t.call(s.manager, 'POST', '/api/ResendBoond/actions', body)).statusCode).toBe(200);
  });

  it('Boond/uploadFileToBoondDC sends the validated file as the server exports it, never a draft', async () => {
    const files = await t.db
      .selectFrom('dc')
      .select(['id', 'status'])
      .where('person_id', '=', ids.consultant)
      .orderBy('id')
      .execute();
    const validated = files.find((f) => f.status === 3);
    const other = files.find((f) => f.status !== 3);
    expect(validated).toBeDefined();
    const before = await outboxCount();
    // The owner has no right to send; nor a recruiter on a file that is not validated.
    expect(
      (
        await t.call(s.consultant, 'POST', '/api/Boond/uploadFileToBoondDC', {
          idUser: ids.consultant,
          idDc: validated!.id,
        })
      ).statusCode,
    ).toBe(403);
    if (other) {
      const draft = await t.call(s.manager, 'POST', '/api/Boond/uploadFileToBoondDC', {
        idUser: ids.consultant,
        idDc: other.id,
      });
      expect(draft.statusCode).toBe(422);
      expect(body(draft).message).toBe('Seul un dossier de compétences validé peut être envoyé à BoondManager.');
    }
    expect(await outboxCount()).toBe(before);
    const sent = await t.call(s.manager, 'POST', '/api/Boond/uploadFileToBoondDC', {
      idUser: ids.consultant,
      idDc: validated!.id,
    });
    expect(expectOk<{ statusCode: number }>(sent).statusCode).toBe(202);
    const queued = await t.db
      .selectFrom('outbox_message')
      .select(['kind', 'attachment', 'payload'])
      .where('object_type', '=', 'dc')
      .where('object_id', '=', validated!.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(queued.kind).toBe('boond.document');
    expect(queued.payload).toMatchObject({ parentType: 'resourceResume', parentId: 1001 });
    // The server's own export (a Word document), not anything from the request.
    expect(Buffer.from(queued.attachment!).subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the signer is the manager, never the corrector', () => {
  it('HR (not in the chain) may not validate a submitted evaluation: validation signs', async () => {
    const d = await details(s.hr, ea.thomas);
    expect(d.permissions.canValidate).toBe(false);
    const res = await t.call(s.hr, 'PUT', '/api/Ea/status', {
      id: ea.thomas,
      action: 'validate',
      rowVersion: d.rowVersion,
    });
    expect(res.statusCode).toBe(403);
    expect(await rowVersion(ea.thomas)).toBe(d.rowVersion);
  });

  it('HR corrects a validated evaluation, may not sign it; the manager signs, named in the history; the bytes are kept', async () => {
    const id = ea.aliceLastYear;
    expectOk(
      await t.call(s.hr, 'POST', '/api/Ea/save', { idEa: id, rowVersion: await rowVersion(id), synthese: 'RH' }),
    );
    const corrected = await details(s.hr, id);
    expect(corrected.signature).toBeNull();
    expect(corrected.permissions.canSign).toBe(false);
    const byHr = await t.call(s.hr, 'PUT', `/api/Ea/managerSigned?idEa=${id}`);
    expect(byHr.statusCode).toBe(403);
    expect(body(byHr).message).toBe(
      'Vous avez corrigé cette évaluation : son manager la signe à nouveau, pas la personne qui l’a corrigée.',
    );
    // A BU director with "all" access signs only because he is above Marc in the chain; a stranger to it may not.
    expect((await details(s.buDirector, id)).permissions.canSign).toBe(true);
    expect((await details(s.manager, id)).permissions.canSign).toBe(true);
    // Nothing to send while no signature covers it.
    const unsigned = await t.call(s.manager, 'POST', '/api/Boond/uploadFileToBoondEA', {
      idUser: ids.consultant,
      idEa: id,
    });
    expect(unsigned.statusCode).toBe(422);

    expectOk(await t.call(s.manager, 'PUT', `/api/Ea/managerSigned?idEa=${id}`));
    const signed = await details(s.manager, id);
    expect(signed.signature).toMatchObject({ signedBy: { id: ids.manager, name: 'Marc Durand' } });
    expect(signed.history[0]).toMatchObject({ changedBy: { id: ids.manager, name: 'Marc Durand' } });
    expect(signed.history[0]!.comment).toBe(`SHA-256 ${signed.signature!.documentHash}`);
    const kept = await t.db
      .selectFrom('document_signature')
      .select(['sha256', 'signed_by', 'content'])
      .where('object_type', '=', 'ea')
      .where('object_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ sha256: signed.signature!.documentHash, signed_by: ids.manager });
    expect(createHash('sha256').update(Buffer.from(kept.content)).digest('hex')).toBe(kept.sha256);
    // Signed again: HR corrects once more, and still never signs, whoever else signed in between.
    expectOk(
      await t.call(s.hr, 'POST', '/api/Ea/save', { idEa: id, rowVersion: await rowVersion(id), synthese: 'RH 2' }),
    );
    expect((await t.call(s.hr, 'PUT', `/api/Ea/managerSigned?idEa=${id}`)).statusCode).toBe(403);
    expectOk(await t.call(s.buDirector, 'PUT', `/api/Ea/managerSigned?idEa=${id}`));
    expect((await details(s.manager, id)).signature?.signedBy.name).toBe('Julien Moreau');
  });
});

/** A value of a field other than `current` that the save schema accepts (`tag` makes texts unique). */
function changed(field: EvaluationField, current: unknown, tag: string): unknown {
  const text = `changé ${tag}`;
  if (field.startsWith('cadreEntretien.date') || field === 'cpfDate')
    return current === '2026-03-12' ? '2026-04-13' : '2026-03-12';
  switch (field) {
    case 'bilanAnnuel.consultantAppreciation':
    case 'bilanAnnuel.managerAppreciation':
      return { contributions: text, strengths: text, weaknesses: text };
    case 'evolutionProfessionnelle.shortTerm':
    case 'evolutionProfessionnelle.mediumTerm':
    case 'evolutionProfessionnelle.longTerm':
      return { goal: text, motivation: text, way: text };
    case 'bilanAnnuel.evaluationPerformance':
      return current === 4 ? 3 : 4;
    case 'trainingReviews':
      return [{ name: text, date: null, evaluation: 2, comment: '' }];
    case 'cpfHours':
      return typeof current === 'number' ? current + 1 : 30;
    case 'cpfIsOkTraining':
    case 'isDCUpToDate':
      return !current;
    default:
      return text;
  }
}

/** A save body naming one field ('bilanAnnuel.commentaire' → { bilanAnnuel: { commentaire } }). */
function bodyOf(field: EvaluationField, value: unknown): Record<string, unknown> {
  const [head, tail] = field.split('.') as [string, string | undefined];
  return tail === undefined ? { [head]: value } : { [head]: { [tail]: value } };
}

describe('each side writes only its own fields, in every status, whoever calls', () => {
  const cases = [
    { who: 'consultant', which: 'alice', status: 'draft' },
    { who: 'manager', which: 'alice', status: 'draft' },
    { who: 'manager', which: 'thomas', status: 'submitted' },
  ] as const;
  // goalReviews need last year's objectives (tested with the evaluation's rows); every other field here.
  const fields = EVALUATION_SAVE_FIELDS.filter((f) => f !== 'goalReviews');

  for (const { who, which, status } of cases) {
    it.each(fields)(`${who} on a ${status} evaluation: %s`, async (field) => {
      const id = ea[which];
      const viewer = await details(s[who], id);
      const mine = mayWriteField(viewer.permissions, field);
      // What is stored, read by the manager, who sees both sides.
      const storedBefore = valueAt(storedFields(await details(s.manager, id)), field);
      const value = changed(field, storedBefore, `${who} ${status}`);
      const res = await t.call(s[who], 'POST', '/api/Ea/save', {
        idEa: id,
        rowVersion: viewer.rowVersion,
        ...bodyOf(field, value),
      });
      expect(res.statusCode, res.body).toBe(mine ? 200 : 403);
      const storedAfter = valueAt(storedFields(await details(s.manager, id)), field);
      if (mine) expect(storedAfter).toEqual(value);
      else {
        expect(body(res).code).toBe('FORBIDDEN');
        expect(storedAfter).toEqual(storedBefore);
        expect(await rowVersion(id)).toBe(viewer.rowVersion);
      }
    });
  }

  it('the issue’s case: after Thomas submits, Marc’s save of the whole form leaves Thomas’s answers as they are', async () => {
    const before = await details(s.manager, ea.thomas);
    const res = await t.call(s.manager, 'POST', '/api/Ea/save', {
      idEa: ea.thomas,
      rowVersion: before.rowVersion,
      evolutionProfessionnelle: { ...before.evolutionProfessionnelle, mobility: 'set by the manager' },
      isDCUpToDate: !before.isDCUpToDate,
      cpfHours: 7,
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(
      'Ces champs appartiennent à l’autre partie de l’évaluation, vous ne pouvez pas les modifier : Mobilité, Heures CPF, Dossier de compétences à jour.',
    );
    const after = await details(s.manager, ea.thomas);
    expect(after.evolutionProfessionnelle.mobility).toBe(before.evolutionProfessionnelle.mobility);
    expect(after.isDCUpToDate).toBe(before.isDCUpToDate);
    expect(after.cpfHours).toBe(before.cpfHours);
    // The same block sent back unchanged is accepted, and only the manager's own field is written.
    expectOk(
      await t.call(s.manager, 'POST', '/api/Ea/save', {
        idEa: ea.thomas,
        rowVersion: after.rowVersion,
        evolutionProfessionnelle: after.evolutionProfessionnelle,
        synthese: 'Synthèse du manager',
      }),
    );
    expect((await details(s.manager, ea.thomas)).synthese).toBe('Synthèse du manager');
  });

  it('skill lines: each side rates its own column, in Ea/save and in the bulk update alike', async () => {
    const d = await details(s.manager, ea.thomas);
    const line = d.skills[0]!;
    for (const url of ['/api/SkillsEvaluation', '/api/Ea/save']) {
      const key = url === '/api/Ea/save' ? 'skillLines' : 'lines';
      const theirs = await t.call(s.manager, url === '/api/Ea/save' ? 'POST' : 'PUT', url, {
        idEa: ea.thomas,
        rowVersion: await rowVersion(ea.thomas),
        [key]: [{ id: line.id, noteConsultant: line.noteConsultant === 1 ? 2 : 1 }],
      });
      expect(theirs.statusCode).toBe(403);
      expect(body(theirs).details).toEqual([{ path: `lines.${line.id}.noteConsultant`, message: 'other side' }]);
      const own = await t.call(s.manager, url === '/api/Ea/save' ? 'POST' : 'PUT', url, {
        idEa: ea.thomas,
        rowVersion: await rowVersion(ea.thomas),
        // The employee's rating repeated as read is accepted and left alone.
        [key]: [{ id: line.id, noteManager: url === '/api/Ea/save' ? 4 : 3, noteConsultant: line.noteConsultant }],
      });
      expect(own.statusCode).toBe(200);
    }
    const after = (await details(s.manager, ea.thomas)).skills[0]!;
    expect(after).toMatchObject({ noteConsultant: line.noteConsultant, noteManager: 4 });
  });

  it('rows follow the map too: the manager adds no language of Thomas’s, the employee no objective', async () => {
    const lang = await t.call(s.manager, 'POST', '/api/EEPLanguage', {
      idEa: ea.thomas,
      rowVersion: await rowVersion(ea.thomas),
      name: 'Allemand',
      idLanguageLevel: 2,
    });
    expect(lang.statusCode).toBe(403);
    const goal = await t.call(s.consultant, 'POST', '/api/Goal', {
      idEa: ea.alice,
      rowVersion: await rowVersion(ea.alice),
      text: 'Un objectif écrit par l’employée',
    });
    expect(goal.statusCode).toBe(403);
    // Both sides add next-year actions (a row of the interview).
    for (const who of ['consultant', 'manager'] as const) {
      const action = await t.call(s[who], 'POST', '/api/OtherActionsNextYear', {
        idEa: ea.alice,
        rowVersion: await rowVersion(ea.alice),
        actionType: `Action ${who}`,
        motivationJustification: 'm',
        implementationSystems: 'i',
      });
      expect(action.statusCode).toBe(200);
    }
  });

  it('pre-fills the entity as the framework’s society, which the manager may change', async () => {
    const d = await details(s.manager, ea.alice);
    expect(d.cadreEntretien.society).not.toBe('');
  });
});

/** An evaluation's details shaped like a save body (what `valueAt` reads). */
function storedFields(d: EaDetails) {
  return {
    cadreEntretien: d.cadreEntretien,
    bilanAnnuel: d.bilanAnnuel,
    evolutionProfessionnelle: d.evolutionProfessionnelle,
    trainingReviews: d.trainingReviews.map(({ name, date, evaluation, comment }) => ({
      name,
      date,
      evaluation,
      comment,
    })),
    synthese: d.synthese,
    cpfHours: d.cpfHours,
    cpfDate: d.cpfDate,
    cpfIsOkTraining: d.cpfIsOkTraining,
    commentTrainingRequest: d.commentTrainingRequest,
    isDCUpToDate: d.isDCUpToDate,
  };
}
