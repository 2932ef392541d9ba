/**
 * Business-manager review API, who may do what: the page's roles (3–5, and HR who reviews the top of the chain and
 * corrects validated reviews), people without a review, HR reviewing the BU director who has no manager, readers who
 * are not reviewers, the calls naming a review of someone else, English answers and the export in both formats.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EepBmDetails, EepBmSummary } from '@my-skills/shared/schemas/eep-bm';
import { seedDemoEepBm } from '../../src/db/seed/eep-bm';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { body, expectOk, personId } from '../skills-file/helpers';

const NOW = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
const s = {} as Record<keyof typeof DEMO, TestSession>;
const ids = {} as Record<keyof typeof DEMO, number>;
let julienReview: number;

const get = (who: TestSession, url: string) => t.call(who, 'GET', url);
const detailsOf = (who: TestSession, person: keyof typeof DEMO, extra = '') =>
  get(who, `/api/Ea/eepBmDetails?idUser=${ids[person]}&year=2026${extra}`);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    ids[key] = await personId(t, DEMO[key]);
    s[key] = await t.login(DEMO[key]);
  }
  julienReview = expectOk<{ id: number }>(await t.call(s.buDirector, 'POST', '/api/Ea/saveEepBM', { year: 2026 })).id;
  expectOk(await t.call(s.manager, 'POST', '/api/Ea/saveEepBM', { year: 2026 }));
});
afterAll(() => t?.close());

describe('the top of the chain', () => {
  it('opens the BU director’s review on the BU director profile, reviewed by HR', async () => {
    const d = expectOk<EepBmDetails>(await detailsOf(s.hr, 'buDirector'));
    expect(d).toMatchObject({ idBusinessManager: 5, reviewer: 'hr', manager: null });
    expect(d.permissions).toMatchObject({ side: 'manager', managesOwner: true, canEditManagerSide: true });
    // The per-file check says the same on the review's page, and keeps the chain's answer elsewhere.
    const onReview = expectOk<{ managerAutorisation: boolean; isTeamManager: boolean }>(
      await get(s.hr, `/api/User/hasManagerPermission?id=${ids.buDirector}&type=EA&page=bmEvaluation`),
    );
    expect(onReview).toMatchObject({ managerAutorisation: true, isTeamManager: true });
    const elsewhere = expectOk<{ isTeamManager: boolean }>(
      await get(s.hr, `/api/User/hasManagerPermission?id=${ids.buDirector}&type=EA`),
    );
    expect(elsewhere.isTeamManager).toBe(false);
    const forMarc = expectOk<{ isTeamManager: boolean }>(
      await get(s.hr, `/api/User/hasManagerPermission?id=${ids.manager}&type=EA&page=bmEvaluation`),
    );
    expect(forMarc.isTeamManager).toBe(false);
    expect((await get(s.hr, `/api/User/hasManagerPermission?id=${ids.manager}&page=other`)).statusCode).toBe(400);
  });

  it('lets HR validate and sign once Julien submitted and HR filled the reviewer’s side', async () => {
    const rv = async () =>
      (await t.db.selectFrom('eep_bm').select('row_version').where('id', '=', julienReview).executeTakeFirstOrThrow())
        .row_version;
    const own = expectOk<EepBmDetails>(await detailsOf(s.buDirector, 'buDirector'));
    const rate = (field: string) =>
      Object.fromEntries(
        own.categories.map((c) => [
          c.group,
          c.lines.filter((l) => l.goal > 0).map((l) => ({ idLine: l.id, [field]: 3 })),
        ]),
      );
    const put = async (who: TestSession, fields: Record<string, unknown>) =>
      expectOk(
        await t.call(who, 'PUT', '/api/Ea/eepBmDetails', { id: julienReview, rowVersion: await rv(), ...fields }),
      );
    await put(s.buDirector, {
      mobility: 'Aucune',
      languages: [{ name: 'Anglais', idLanguageLevel: 4 }],
      skills: rate('evaluationConsultant'),
    });
    const status = async (who: TestSession, action: string) =>
      t.call(who, 'PUT', '/api/Ea/status', { id: julienReview, type: 'eepBm', action, rowVersion: await rv() });
    expectOk(await status(s.buDirector, 'submit'));
    await put(s.hr, { interviewDate: '2026-11-19', skills: rate('evaluationManager') });
    // Sophie reports to Julien: she never validates her own director's review.
    expect((await status(s.director, 'validate')).statusCode).toBe(403);
    const validated = await status(s.hr, 'validate');
    // Julien has a BoondManager resource: the signed PDF and the log entry are queued with the validation.
    expect(body(validated).message).toBe('Entretien validé et signé ; l’envoi vers BoondManager est programmé.');
    const signed = expectOk<EepBmDetails>(await detailsOf(s.buDirector, 'buDirector'));
    expect(signed.signature?.signedBy.name).toBe('Hélène Roux');
  });
});

describe('who may open whose review', () => {
  it('refuses the roles without the page, and says why people without a review have none', async () => {
    for (const who of ['consultant', 'technicalManager', 'dpo', 'recruiter', 'subcontractor', 'candidate'] as const)
      expect((await detailsOf(s[who], 'manager')).statusCode, who).toBe(403);
    const alice = await detailsOf(s.director, 'consultant');
    expect(alice.statusCode).toBe(422);
    expect(body(alice).message).toContain('n’a pas d’entretien business manager');
    expect((await get(s.manager, '/api/Ea/eepBmDetails?idUser=999999&year=2026')).statusCode).toBe(404);
    const notStarted = await get(s.director, `/api/Ea/eepBmDetails?idUser=${ids.director}&year=2025`);
    expect(notStarted.statusCode).toBe(404);
  });

  it('keeps Marc out of his own reviewer’s review and lets HR read Marc’s without signing it', async () => {
    // Marc does not manage Sophie: nothing of hers opens.
    expect(
      (await t.call(s.manager, 'POST', '/api/Ea/saveEepBM', { year: 2026, idUser: ids.director })).statusCode,
    ).toBe(403);
    const d = expectOk<EepBmDetails>(await detailsOf(s.hr, 'manager'));
    expect(d.permissions).toMatchObject({ canValidate: false, canSign: false, managesOwner: false });
  });

  it('answers 404 for a review named with another person, and for an unknown document type or id', async () => {
    const marcReview = expectOk<EepBmDetails>(await detailsOf(s.manager, 'manager')).id;
    const skills = await t.call(s.manager, 'PUT', '/api/Ea/eepBmSkills', {
      id: marcReview,
      idUser: ids.director,
      rowVersion: 1,
      bdskills: [],
    });
    expect(skills.statusCode).toBe(404);
    expect((await get(s.manager, '/api/Ea/status?id=999999&type=eepBm')).statusCode).toBe(404);
    expect((await get(s.manager, `/api/Ea/status?id=${marcReview}&type=other`)).statusCode).toBe(400);
    const upload = await t.call(s.director, 'POST', '/api/Boond/uploadFileToBoondEA', {
      idUser: ids.consultant,
      idEa: marcReview,
      objectType: 'eepBm',
    });
    expect(upload.statusCode).toBe(404);
  });
});

describe('the skill payload and the checks by person', () => {
  it('reads the nine groups and saves a side’s visions through Ea/eepBmSkills', async () => {
    const skills = expectOk<{
      id: number;
      rowVersion: number;
      categories: { group: string; lines: { id: number; goal: number }[] }[];
    }>(await get(s.manager, `/api/Ea/eepBmSkills?idUser=${ids.manager}&year=2026`));
    expect(skills.categories.map((c) => c.group)).toEqual([
      'bdskills',
      'scskills',
      'rcskills',
      'mhskills',
      'gcskills',
      'poskills',
      'bmskills',
      'cmskills',
      'epskills',
    ]);
    const line = skills.categories[1]!.lines.find((l) => l.goal > 0)!;
    const saved = await t.call(s.manager, 'PUT', '/api/Ea/eepBmSkills', {
      id: skills.id,
      idUser: ids.manager,
      rowVersion: skills.rowVersion,
      scskills: [{ idLine: line.id, evaluationConsultant: 3, commentConsultant: 'Plan de comptes revu' }],
    });
    expect(body(saved).message).toBe('Entretien enregistré.');
    const again = expectOk<{ categories: { lines: { id: number; evaluationConsultant: number | null }[] }[] }>(
      await get(s.manager, `/api/Ea/eepBmSkills?idUser=${ids.manager}&year=2026`),
    );
    expect(again.categories[1]!.lines.find((l) => l.id === line.id)!.evaluationConsultant).toBe(3);
    // The same payload with a stale row version changes nothing.
    const stale = await t.call(s.manager, 'PUT', '/api/Ea/eepBmSkills', {
      id: skills.id,
      idUser: ids.manager,
      rowVersion: skills.rowVersion,
      scskills: [{ idLine: line.id, evaluationConsultant: 1 }],
    });
    expect(stale.statusCode).toBe(409);
  });

  it('answers checkEEPData by person and year: the owner always his own side, a reviewer either', async () => {
    const url = `/api/Ea/checkEEPData?idUser=${ids.manager}&year=2026`;
    const own = expectOk<{ side: string; scSkillsDataKO: boolean }>(await get(s.manager, `${url}&isUserHimSelf=false`));
    expect(own.side).toBe('consultant');
    const reviewer = expectOk<{ side: string; interviewDateNManagerKO: boolean }>(await get(s.director, url));
    expect(reviewer).toMatchObject({ side: 'manager', interviewDateNManagerKO: true });
    const asOwner = expectOk<{ side: string }>(await get(s.director, `${url}&isUserHimSelf=true`));
    expect(asOwner.side).toBe('consultant');
    expect((await get(s.manager, '/api/Ea/checkEEPData?year=2026')).statusCode).toBe(400);
  });
});

describe('languages and exports', () => {
  it('answers in English to an English reader', async () => {
    const d = expectOk<EepBmDetails>(await detailsOf(s.manager, 'manager', '&idLang=2'));
    expect(d.status).toBe('Draft');
    expect(d.categories.map((c) => c.name).slice(0, 2)).toEqual(['Business Development', 'Commercial Strategy']);
    expect(d.businessManagerName).toBe('Business Manager');
    const summary = expectOk<EepBmSummary>(
      await get(s.manager, `/api/Ea/eepBmSummary?idUser=${ids.manager}&year=2026&idLang=2`),
    );
    expect(summary.radar.series.map((x) => x.label)).toEqual([
      'Maturity objective',
      'Employee vision',
      'Manager vision',
    ]);
  });

  it('audits a read by another once per reader within a few minutes, never the owner’s', async () => {
    for (let i = 0; i < 3; i += 1) expectOk(await detailsOf(s.director, 'manager'));
    expectOk(await detailsOf(s.manager, 'manager'));
    const reads = await t.db
      .selectFrom('audit_entry')
      .select('actor_person_id as actor_id')
      .where('object_type', '=', 'eepBm')
      .where('subject_person_id', '=', ids.manager)
      .where('action', '=', 'read')
      .execute();
    expect(reads.filter((r) => r.actor_id === ids.director)).toHaveLength(1);
    expect(reads.some((r) => r.actor_id === ids.manager)).toBe(false);
  });

  it('exports PDF and Word in the review’s language, auditing every export (the owner’s too)', async () => {
    const pdf = expectOk<{ fileName: string; contentType: string; content: string }>(
      await get(s.manager, `/api/SpireDoc/downLoadEEPBM?idUser=${ids.manager}&year=2026&format=pdf`),
    );
    expect(pdf.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const docx = expectOk<{ fileName: string; content: string }>(
      await get(s.director, `/api/SpireDoc/downLoadEEPBM?idUser=${ids.manager}&year=2026&format=docx`),
    );
    expect(docx.fileName).toMatch(/\.docx$/);
    expect(Buffer.from(docx.content, 'base64').subarray(0, 2).toString()).toBe('PK');
    const exports = await t.db
      .selectFrom('audit_entry')
      .select(['actor_person_id as actor_id', 'detail'])
      .where('object_type', '=', 'eepBm')
      .where('action', '=', 'export')
      .orderBy('id')
      .execute();
    expect(exports).toEqual([
      { actor_id: ids.manager, detail: expect.stringMatching(/^pdf (fr|en)$/) },
      { actor_id: ids.director, detail: expect.stringMatching(/^docx (fr|en)$/) },
    ]);
  });
});

describe('the demo seed', () => {
  it('seeds Marc’s signed review of last year once, and this year’s radar shows its manager vision dashed', async () => {
    expect(await seedDemoEepBm(t.db, NOW)).toBe(1);
    expect(await seedDemoEepBm(t.db, NOW)).toBe(0);
    const last = await t.db
      .selectFrom('eep_bm')
      .select(['status', 'document_hash'])
      .where('person_id', '=', ids.manager)
      .where('year', '=', 2025)
      .executeTakeFirstOrThrow();
    expect(last.status).toBe(3);
    const kept = await t.db
      .selectFrom('document_signature')
      .select('sha256')
      .where('object_type', '=', 'eepBm')
      .where('sha256', '=', last.document_hash!)
      .execute();
    expect(kept).toHaveLength(1);
    const summary = expectOk<EepBmSummary>(
      await get(s.director, `/api/Ea/eepBmSummary?idUser=${ids.manager}&year=2026`),
    );
    const lastYear = summary.radar.series.find((x) => x.key === 'lastYear')!;
    expect(lastYear.dashed).toBe(true);
    expect(lastYear.values.every((v) => v > 0 && v <= 1)).toBe(true);
    const d = expectOk<EepBmDetails>(await detailsOf(s.director, 'manager'));
    expect(d.interviewDatePrevYear).toBe('2025-11-18');
  });
});
