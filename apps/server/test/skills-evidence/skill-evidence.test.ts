/**
 * The evidence behind ratings (issue 22 §3), on a hand-made skills file and hand-made trainings: proposals from the
 * experiences' tools, the certifications' skills and the trainings followed; the owner's confirmations and
 * rejections (kept across a new version of the file); the counts and last use beside the evaluation's lines; who may
 * read and decide (other roles, another person's ids); the evaluation's Word and PDF with and without the evidence.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillEvidence, SkillEvidenceItem } from '@my-skills/shared/schemas/skill-evidence';
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import { staleRatingYear } from '@my-skills/shared/skill-evidence-rules';
import { countRows, createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { pdfPages, wordText, zipText } from '../support/documents';
import { body, catalogue, createDc, expectOk, personId, type Dc } from '../skills-file/helpers';

const NOW = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
const ids = {} as Record<keyof typeof DEMO, number>;
const s = {} as Record<keyof typeof DEMO, TestSession>;
const skill = {} as Record<'kubernetes' | 'java' | 'docker' | 'python', number>;
let dc: Dc;
let idEa: number;

const read = async (who: TestSession, idUser = ids.consultant) =>
  expectOk<SkillEvidence>(await t.call(who, 'GET', `/api/SkillEvidence?idUser=${idUser}`));
const refresh = (who: TestSession, idUser = ids.consultant) =>
  t.call(who, 'POST', '/api/SkillEvidence/refresh', { idUser });
const decide = (who: TestSession, id: number, decision: 'confirm' | 'reject', idUser = ids.consultant) =>
  t.call(who, 'PUT', '/api/SkillEvidence/decide', { idUser, id, decision });
const bySkill = (e: SkillEvidence, idSkill: number) => e.skills.find((x) => x.idSkill === idSkill);
const itemOf = (e: SkillEvidence, idSkill: number, label: string): SkillEvidenceItem => {
  const found = bySkill(e, idSkill)?.items.find((i) => i.label === label);
  if (!found) throw new Error(`no evidence ${label} for skill ${idSkill}`);
  return found;
};
const write = async <T extends { rowVersion: number }>(res: Promise<LightMyRequestResponse>) => {
  const data = expectOk<T>(await res);
  dc = { idDc: dc.idDc, rowVersion: data.rowVersion };
  return data;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const cat = await catalogue(t);
  skill.kubernetes = cat.byLabel('Kubernetes').id;
  skill.java = cat.byLabel('Java').id;
  skill.docker = cat.byLabel('Docker').id;
  skill.python = cat.byLabel('Python').id;
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    ids[key] = await personId(t, DEMO[key]);
    s[key] = await t.login(DEMO[key]);
  }
  dc = await createDc(t, s.consultant, ids.consultant, 1);
  await write(
    t.call(s.consultant, 'POST', '/api/Experience/add', {
      idDc: dc.idDc,
      rowVersion: dc.rowVersion,
      position: 'Ingénieure DevOps',
      startDate: '2017-05-01',
      endDate: '2019-09-30',
      client: 'Banque Exemple',
      project: 'Paiements',
      tasks: 'Plateforme',
      tools: [skill.kubernetes, skill.java],
    }),
  );
  await write(
    t.call(s.consultant, 'POST', '/api/Experience/add', {
      idDc: dc.idDc,
      rowVersion: dc.rowVersion,
      position: 'Développeuse Java',
      startDate: '2023-01-01',
      client: 'Assureur Mutuel',
      project: 'Portail',
      tasks: 'Développement',
      tools: [skill.java],
    }),
  );
  await write(
    t.call(s.consultant, 'POST', '/api/CertificationTest/add', {
      idDc: dc.idDc,
      rowVersion: dc.rowVersion,
      name: 'CKA',
      organism: 'CNCF',
      obtainedDate: '2018-03-01',
      expiryDate: '2021-03-01',
      idSkills: [skill.kubernetes],
    }),
  );
  await write(
    t.call(s.consultant, 'PUT', '/api/Dc/update', {
      idDc: dc.idDc,
      rowVersion: dc.rowVersion,
      title: 'Ingénieure DevOps',
      skills: [
        { idSkill: skill.kubernetes, level: 4 },
        { idSkill: skill.java, level: 3 },
        { idSkill: skill.docker, level: 2 },
      ],
    }),
  );
  const wish = (values: Record<string, unknown>) =>
    t.db
      .insertInto('training_wish')
      .values({ person_id: ids.consultant, type: 1, request_origin: 1, title: '', ...values })
      .execute();
  // Followed (attended), cancelled, not attended, a certification obtained, one for a gap.
  for (const values of [
    {
      title: 'Docker avancé',
      organism: 'Org Formation',
      status: 2,
      start_date: '2024-02-01',
      end_date: '2024-02-03',
      report_attended: true,
    },
    { title: 'Docker pour tous', status: 3, report_attended: true },
    { title: 'Kubernetes en production', status: 2, report_attended: false },
    {
      title: 'Cloud natif',
      status: 2,
      certification_obtained: true,
      certification_name: 'Certified Kubernetes Administrator',
      certification_date: '2025-06-01',
    },
    // The gap it addresses (issue 22 §2): Python, not in the file, named nowhere.
    { title: 'Remise à niveau', status: 2, report_attended: true, gap_skill_id: skill.python },
  ])
    await wish(values);
});
afterAll(async () => {
  await t?.close();
});

describe('proposals from the skills file and the trainings', () => {
  it('proposes experiences by their tools, certifications by their skills, trainings followed by their names', async () => {
    expect((await read(s.consultant)).skills).toEqual([]);
    const e = expectOk<SkillEvidence>(await refresh(s.consultant));
    expect(e).toMatchObject({ idUser: ids.consultant, canDecide: true, staleYears: 3 });
    const shown = (idSkill: number) =>
      bySkill(e, idSkill)
        ?.items.map((i) => [i.kind, i.label, i.detail, i.startDate, i.endDate, i.state])
        .sort();
    expect(shown(skill.kubernetes)).toEqual([
      ['certification', 'CKA', 'CNCF', '2018-03-01', '2021-03-01', 'proposed'],
      ['experience', 'Banque Exemple', 'Paiements', '2017-05-01', '2019-09-30', 'proposed'],
      ['training', 'Certified Kubernetes Administrator', '', '2025-06-01', null, 'proposed'],
    ]);
    expect(shown(skill.java)).toEqual([
      ['experience', 'Assureur Mutuel', 'Portail', '2023-01-01', null, 'proposed'],
      ['experience', 'Banque Exemple', 'Paiements', '2017-05-01', '2019-09-30', 'proposed'],
    ]);
    // The cancelled wish and the one not attended propose nothing.
    expect(shown(skill.docker)).toEqual([
      ['training', 'Docker avancé', 'Org Formation', '2024-02-01', '2024-02-03', 'proposed'],
    ]);
    expect(shown(skill.python)).toEqual([['training', 'Remise à niveau', '', null, null, 'proposed']]);
    // Nothing counts before the owner confirms it.
    expect(bySkill(e, skill.kubernetes)).toMatchObject({ confirmed: 0, proposed: 3, lastUsed: null, ongoing: false });
    // Refreshing again changes nothing.
    const again = expectOk<SkillEvidence>(await refresh(s.consultant));
    expect(again.skills).toEqual(e.skills);
  });

  it('counts only what the owner confirms; the last use is the latest confirmed experience, or ongoing', async () => {
    let e = await read(s.consultant);
    const kept = [
      itemOf(e, skill.kubernetes, 'Banque Exemple'),
      itemOf(e, skill.kubernetes, 'CKA'),
      itemOf(e, skill.java, 'Banque Exemple'),
      itemOf(e, skill.docker, 'Docker avancé'),
    ];
    for (const i of kept) {
      const res = await decide(s.consultant, i.id, 'confirm');
      expect(expectOk<SkillEvidenceItem>(res)).toMatchObject({ id: i.id, state: 'confirmed' });
      expect(body(res).message).toBe('Preuve enregistrée.');
    }
    const rejected = itemOf(e, skill.kubernetes, 'Certified Kubernetes Administrator');
    expect(expectOk<SkillEvidenceItem>(await decide(s.consultant, rejected.id, 'reject')).state).toBe('rejected');
    e = await read(s.manager);
    expect(e.canDecide).toBe(false);
    expect(bySkill(e, skill.kubernetes)).toMatchObject({
      confirmed: 2,
      proposed: 0,
      lastUsed: '2019-09-30',
      ongoing: false,
    });
    expect(bySkill(e, skill.java)).toMatchObject({ confirmed: 1, proposed: 1, lastUsed: '2019-09-30' });
    const ongoing = itemOf(e, skill.java, 'Assureur Mutuel');
    expectOk(await decide(s.consultant, ongoing.id, 'confirm'));
    expect(bySkill(await read(s.manager), skill.java)).toMatchObject({ confirmed: 2, lastUsed: null, ongoing: true });
    // A training or certification alone is no use of the skill.
    expect(bySkill(e, skill.docker)).toMatchObject({ confirmed: 1, lastUsed: null, ongoing: false });
  });

  it('keeps decisions across a new version of the file; a source gone leaves the proposals and marks the rest', async () => {
    const before = await read(s.consultant);
    const submitted = await write<{ rowVersion: number }>(
      t.call(s.consultant, 'PUT', '/api/Dc/updateStatus', { ...dc, action: 'submit' }),
    );
    const validated = await write<{ rowVersion: number }>(
      t.call(s.manager, 'PUT', '/api/Dc/updateStatus', {
        idDc: dc.idDc,
        rowVersion: submitted.rowVersion,
        action: 'validate',
      }),
    );
    // This year's evaluation opens on the validated file: its technical lines are the file's skills.
    idEa = expectOk<{ idEa: number }>(await t.call(s.consultant, 'POST', '/api/Ea/save', { year: 2026 })).idEa;
    const created = expectOk<{ idDc: number; rowVersion: number }>(
      await t.call(s.consultant, 'POST', '/api/Dc/createNewVersionDc', {
        idDc: dc.idDc,
        rowVersion: validated.rowVersion,
      }),
    );
    expect(created.idDc).not.toBe(dc.idDc);
    dc = { idDc: created.idDc, rowVersion: created.rowVersion };
    const after = expectOk<SkillEvidence>(await refresh(s.consultant));
    expect(after.skills).toEqual(before.skills);
    // The new draft's experience at the bank loses Java; the certification goes.
    const file = await t.db
      .selectFrom('dc_experience')
      .select('id')
      .where('dc_id', '=', dc.idDc)
      .where('client', '=', 'Banque Exemple')
      .executeTakeFirstOrThrow();
    await t.db
      .deleteFrom('dc_experience_tool')
      .where('id_experience', '=', file.id)
      .where('id_skill', '=', skill.java)
      .execute();
    await t.db.deleteFrom('dc_certification').where('dc_id', '=', dc.idDc).execute();
    await t.db.updateTable('dc').set({ updated_at: NOW }).where('id', '=', dc.idDc).execute();
    const gone = expectOk<SkillEvidence>(await refresh(s.consultant));
    expect(itemOf(gone, skill.java, 'Banque Exemple')).toMatchObject({ state: 'confirmed', current: false });
    expect(itemOf(gone, skill.kubernetes, 'CKA')).toMatchObject({ state: 'confirmed', current: false });
    expect(itemOf(gone, skill.kubernetes, 'Banque Exemple')).toMatchObject({ state: 'confirmed', current: true });
  });
});

describe('who may read and decide', () => {
  it('lets the person, their chain and "all" access read; refuses the DPO and strangers', async () => {
    for (const who of ['consultant', 'manager', 'director', 'hr', 'buDirector'] as const) {
      expect((await t.call(s[who], 'GET', `/api/SkillEvidence?idUser=${ids.consultant}`)).statusCode, who).toBe(200);
    }
    for (const who of ['dpo', 'technicalManager', 'candidate', 'subcontractor'] as const) {
      expect((await t.call(s[who], 'GET', `/api/SkillEvidence?idUser=${ids.consultant}`)).statusCode, who).toBe(403);
    }
    expect((await t.call(s.manager, 'GET', '/api/SkillEvidence?idUser=999999')).statusCode).toBe(404);
    expect((await t.call(s.manager, 'GET', '/api/SkillEvidence?idUser=abc')).statusCode).toBe(400);
  });

  it('lets only the person refresh and decide, on their own items', async () => {
    const item = itemOf(await read(s.consultant), skill.docker, 'Docker avancé');
    const rows = await countRows(t, 'skill_evidence');
    for (const who of ['manager', 'hr', 'director'] as const) {
      const res = await decide(s[who], item.id, 'reject');
      expect(res.statusCode, who).toBe(403);
      expect(body(res).message).toBe('Seule la personne concernée peut proposer, confirmer ou écarter ses preuves.');
      expect((await refresh(s[who])).statusCode, who).toBe(403);
    }
    expect((await decide(s.dpo, item.id, 'reject')).statusCode).toBe(403);
    // Alice naming Marc's id, or her own id with an item that is not hers.
    expect((await decide(s.consultant, item.id, 'reject', ids.manager)).statusCode).toBe(403);
    await t.db
      .insertInto('skill_evidence')
      .values({ person_id: ids.manager, id_skill: skill.java, kind: 'experience', source_key: 'x', label: 'Autre' })
      .execute();
    const theirs = itemOf(await read(s.manager, ids.manager), skill.java, 'Autre');
    const res = await decide(s.consultant, theirs.id, 'confirm');
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe('Cette preuve n’existe pas (ou plus) pour cette personne.');
    expect((await decide(s.consultant, 2_000_000, 'confirm')).statusCode).toBe(404);
    const bad = await t.call(s.consultant, 'PUT', '/api/SkillEvidence/decide', {
      idUser: ids.consultant,
      id: item.id,
      decision: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(itemOf(await read(s.consultant), skill.docker, 'Docker avancé').state).toBe('confirmed');
    expect(await countRows(t, 'skill_evidence')).toBe(rows + 1);
  });
});

describe('the evaluation', () => {
  const exportOf = async (format: 'docx' | 'pdf', evidence?: string) => {
    const query = `idEa=${idEa}&format=${format}${evidence === undefined ? '' : `&evidence=${evidence}`}`;
    const doc = expectOk<{ content: string }>(await t.call(s.manager, 'GET', `/api/SpireDoc/downLoadEA?${query}`));
    const bytes = Buffer.from(doc.content, 'base64');
    return format === 'docx' ? wordText(zipText(bytes, 'word/document.xml')) : pdfPages(bytes).flat().join('\n');
  };

  beforeAll(async () => {
    const d = expectOk<EaDetails>(await t.call(s.manager, 'GET', `/api/Ea/details?idEa=${idEa}`));
    const kube = d.skills.find((l) => l.idSkill === skill.kubernetes)!;
    const rowVersion = (
      await t.db.selectFrom('evaluation').select('row_version').where('id', '=', idEa).executeTakeFirstOrThrow()
    ).row_version;
    expectOk(
      await t.call(s.manager, 'PUT', '/api/SkillsEvaluation', {
        idEa,
        rowVersion,
        lines: [{ id: kube.id, noteManager: 4 }],
      }),
    );
  });

  it('shows beside each rated line its evidence count and last use, and flags a high rating on old use', async () => {
    const d = expectOk<EaDetails>(await t.call(s.manager, 'GET', `/api/Ea/details?idEa=${idEa}`));
    const e = await read(s.manager);
    const lines = d.skills.filter((l) => l.idSkill !== null);
    expect(lines.map((l) => l.idSkill).sort()).toEqual([skill.kubernetes, skill.java, skill.docker].sort());
    const kube = lines.find((l) => l.idSkill === skill.kubernetes)!;
    const use = bySkill(e, kube.idSkill!);
    expect(use).toMatchObject({ confirmed: 2, lastUsed: '2019-09-30' });
    // Rated 4, last used in 2019: more than three years before 2026.
    expect(staleRatingYear(kube.noteManager, use, d.year)).toBe(2019);
    expect(staleRatingYear(4, bySkill(e, skill.java), d.year)).toBeNull();
  });

  it('lists the confirmed evidence under each rated skill in Word and PDF, only when asked', async () => {
    // Java's evidence set aside: its line reads "no confirmed evidence"; the criteria's lines list nothing.
    const java = bySkill(await read(s.consultant), skill.java)!;
    for (const item of java.items) expectOk(await decide(s.consultant, item.id, 'reject'));
    for (const format of ['docx', 'pdf'] as const) {
      const plain = await exportOf(format);
      expect(await exportOf(format, 'false')).toBe(plain);
      const withEvidence = await exportOf(format, 'true');
      for (const text of ['Preuves', 'Banque Exemple — Paiements', 'CKA — CNCF', 'Docker avancé — Org Formation']) {
        expect(plain, `${format} ${text}`).not.toContain(text);
        expect(withEvidence, `${format} ${text}`).toContain(text);
      }
      expect(withEvidence.split('Aucune preuve confirmée')).toHaveLength(2);
      // Rejected and proposed items stay out.
      expect(withEvidence).not.toContain('Assureur Mutuel');
      expect(withEvidence).not.toContain('Certified Kubernetes Administrator');
    }
    expect((await t.call(s.manager, 'GET', `/api/SpireDoc/downLoadEA?idEa=${idEa}&evidence=yes`)).statusCode).toBe(400);
    expect((await t.call(s.dpo, 'GET', `/api/SpireDoc/downLoadEA?idEa=${idEa}&evidence=true`)).statusCode).toBe(403);
  });
});
