/**
 * Skills file (DC) API: creation rules, sections, skills and duplicates, the workflow with history and the outbox,
 * new versions, optimistic concurrency, bad input, the smaller Dc/* calls — in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { body, catalogue, createDc, details, expectOk, fillMinimum, personId, type Dc } from './helpers';

let t: TestApp;
let cat: Awaited<ReturnType<typeof catalogue>>;
const ids: Record<keyof typeof DEMO, number> = {} as Record<keyof typeof DEMO, number>;
const s = {} as Record<keyof typeof DEMO, TestSession>;

const setLang = async (session: TestSession, idLang: 1 | 2) =>
  expectOk(await t.call(session, 'PUT', `/api/User/updateLang?idLang=${idLang}`));
const outboxRows = (objectId: number) =>
  t.db
    .selectFrom('outbox_message')
    .select(['id', 'kind', 'batch_id', 'payload', 'person_id', 'object_type'])
    .where('object_type', '=', 'dc')
    .where('object_id', '=', objectId)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  cat = await catalogue(t);
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    ids[key] = await personId(t, DEMO[key]);
    s[key] = await t.login(DEMO[key]);
  }
  await setLang(s.consultant, 2);
});
afterAll(async () => t.close());

describe('POST /api/Dc/save', () => {
  it('creates a draft for oneself, pre-filled from a job profile, with a history row', async () => {
    const dc = await createDc(t, s.consultant, ids.consultant, 1, { idProfile: cat.profile.id });
    const d = await details(t, s.consultant, dc.idDc);
    expect(d).toMatchObject({ status: 1, version: 1, idLang: 1, title: cat.profile.name_fr, statusName: 'Brouillon' });
    const expected = await t.db
      .selectFrom('job_profile_skill')
      .select('id_skill')
      .where('id_profile', '=', cat.profile.id)
      .execute();
    expect(d.skills.map((x) => x.idSkill).sort()).toEqual(expected.map((x) => x.id_skill).sort());
    expect(d.history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 1,
        changedBy: { id: ids.consultant, name: 'Alice Martin' },
      }),
    ]);
  });

  it('refuses a second current file in the same language (409, both languages)', async () => {
    const en = await t.call(s.consultant, 'POST', '/api/Dc/save', { idUser: ids.consultant, idLang: 1 });
    expect(en.statusCode).toBe(409);
    expect(body(en).message).toBe('A skills file already exists for this person in this language.');
    const fr = await t.call(s.manager, 'POST', '/api/Dc/save', { idUser: ids.consultant, idLang: 1 });
    expect(fr.statusCode).toBe(409);
    expect(body(fr).message).toBe('Un dossier de compétences existe déjà pour cette personne dans cette langue.');
  });

  it('lets a manager create for a team member, a recruiter for a candidate, nobody else', async () => {
    expectOk(await t.call(s.manager, 'POST', '/api/Dc/save', { idUser: ids.subcontractor, idLang: 2 }));
    expectOk(await t.call(s.recruiter, 'POST', '/api/Dc/save', { idUser: ids.candidate, idLang: 1 }));
    expect((await t.call(s.recruiter, 'POST', '/api/Dc/save', { idUser: ids.consultant, idLang: 2 })).statusCode).toBe(
      403,
    );
    expect((await t.call(s.manager, 'POST', '/api/Dc/save', { idUser: ids.candidate, idLang: 2 })).statusCode).toBe(
      403,
    );
    for (const who of ['director', 'buDirector', 'hr', 'dpo'] as const) {
      expect((await t.call(s[who], 'POST', '/api/Dc/save', { idUser: ids[who], idLang: 1 })).statusCode).toBe(403);
    }
    expect(
      (await t.call(s.technicalManager, 'POST', '/api/Dc/save', { idUser: ids.consultant, idLang: 2 })).statusCode,
    ).toBe(403);
    expect((await t.call(null, 'POST', '/api/Dc/save', { idUser: ids.consultant, idLang: 2 })).statusCode).toBe(401);
  });

  it('rejects bad input with 400 and writes nothing', async () => {
    const before = await t.db
      .selectFrom('dc')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const payload of [
      { idUser: ids.candidate, idLang: 3 },
      { idUser: 'x', idLang: 2 },
      { idLang: 2 },
      { idUser: ids.candidate, idLang: 2, title: 'x'.repeat(256) },
    ]) {
      const res = await t.call(s.candidate, 'POST', '/api/Dc/save', payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).code).toBe('VALIDATION_FAILED');
    }
    const unknownProfile = await t.call(s.candidate, 'POST', '/api/Dc/save', {
      idUser: ids.candidate,
      idLang: 2,
      idProfile: 999999,
    });
    expect(unknownProfile.statusCode).toBe(400);
    const after = await t.db
      .selectFrom('dc')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('sections', () => {
  let dc: Dc;
  beforeAll(async () => {
    dc = await createDc(t, s.consultant, ids.consultant, 2);
  });
  const next = (rowVersion: number) => {
    dc = { ...dc, rowVersion };
  };

  it('Experience: add, getByDc, update, delete, each bumping the row version', async () => {
    const java = cat.byLabel('Java').id;
    const added = expectOk<{
      rowVersion: number;
      item: { id: number; tools: { idSkill: number; name: string }[]; endDate: string | null };
    }>(
      await t.call(s.consultant, 'POST', '/api/Experience/add', {
        idDc: dc.idDc,
        rowVersion: dc.rowVersion,
        position: 'Lead developer',
        startDate: '2021-03-01',
        endDate: '',
        tools: [java],
      }),
    );
    expect(added.rowVersion).toBe(dc.rowVersion + 1);
    expect(added.item.endDate).toBeNull();
    expect(added.item.tools).toEqual([{ idSkill: java, name: 'Java' }]);
    next(added.rowVersion);
    const list = expectOk<{ id: number }[]>(
      await t.call(s.consultant, 'GET', `/api/Experience/getByDc?idDc=${dc.idDc}`),
    );
    expect(list.map((e) => e.id)).toEqual([added.item.id]);
    expect(
      expectOk<unknown[]>(await t.call(s.consultant, 'GET', `/api/Dc/experiences?idDc=${dc.idDc}&idLang=2`)),
    ).toHaveLength(1);
    const updated = expectOk<{ rowVersion: number; item: { position: string; tools: unknown[] } }>(
      await t.call(s.consultant, 'PUT', '/api/Experience/update', {
        id: added.item.id,
        idDc: dc.idDc,
        rowVersion: dc.rowVersion,
        position: 'Tech lead',
        startDate: '2021-03-01',
        endDate: '2024-02-29',
        tools: [],
      }),
    );
    expect(updated.item).toMatchObject({ position: 'Tech lead', tools: [] });
    next(updated.rowVersion);
    const del = expectOk<{ rowVersion: number }>(
      await t.call(
        s.consultant,
        'DELETE',
        `/api/Experience?id=${added.item.id}&idDc=${dc.idDc}&rowVersion=${dc.rowVersion}`,
      ),
    );
    next(del.rowVersion);
    expect(
      expectOk<unknown[]>(await t.call(s.consultant, 'GET', `/api/Experience/getByDc?idDc=${dc.idDc}`)),
    ).toHaveLength(0);
  });

  it('Experience: bad input (400) — missing position, end before start, text over 4096, typed dates, unknown tool', async () => {
    const base = { idDc: dc.idDc, rowVersion: dc.rowVersion, position: 'Dev' };
    for (const extra of [
      { position: '' },
      { startDate: '2022-01-01', endDate: '2021-01-01' },
      { description: 'x'.repeat(4097) },
      { startDate: '01/02/2020' },
      { startDate: '2021-02-30' },
      { tools: [999999] },
    ]) {
      const res = await t.call(s.consultant, 'POST', '/api/Experience/add', { ...base, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    expect((await details(t, s.consultant, dc.idDc)).rowVersion).toBe(dc.rowVersion);
  });

  it('Education: add with a mention, attachment must belong to the owner', async () => {
    const [own] = await t.db
      .insertInto('user_file')
      .values([
        {
          person_id: ids.consultant,
          file_name: 'diplome.pdf',
          content_type: 'application/pdf',
          size: 4,
          sha256: 'a'.repeat(64),
          content: Buffer.from('%PDF'),
        },
        {
          person_id: ids.manager,
          file_name: 'other.pdf',
          content_type: 'application/pdf',
          size: 4,
          sha256: 'b'.repeat(64),
          content: Buffer.from('%PDF'),
        },
      ])
      .returning('id')
      .execute();
    const other = own!.id + 1;
    const added = expectOk<{ rowVersion: number; item: { id: number; mentionName: string; fileName: string } }>(
      await t.call(s.consultant, 'POST', '/api/Education/add', {
        idDc: dc.idDc,
        rowVersion: dc.rowVersion,
        degree: 'Master in computer science',
        school: 'Université de Lyon',
        year: 2015,
        mention: 2,
        idFile: own!.id,
      }),
    );
    expect(added.item).toMatchObject({ mentionName: 'Good', fileName: 'diplome.pdf' });
    next(added.rowVersion);
    const foreign = await t.call(s.consultant, 'PUT', '/api/Education/update', {
      id: added.item.id,
      idDc: dc.idDc,
      rowVersion: dc.rowVersion,
      degree: 'Master',
      idFile: other,
    });
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).details).toEqual([{ path: 'body.idFile', message: 'not an attachment of this person' }]);
    expect(
      (
        await t.call(s.consultant, 'POST', '/api/Education/add', {
          idDc: dc.idDc,
          rowVersion: dc.rowVersion,
          degree: 'X',
          mention: 5,
        })
      ).statusCode,
    ).toBe(400);
    const upd = expectOk<{ rowVersion: number }>(
      await t.call(s.consultant, 'PUT', '/api/Education/update', {
        id: added.item.id,
        idDc: dc.idDc,
        rowVersion: dc.rowVersion,
        degree: 'Master',
        year: null,
      }),
    );
    next(upd.rowVersion);
    expect(
      expectOk<{ degree: string; year: null }[]>(
        await t.call(s.consultant, 'GET', `/api/Education/getByDc?idDc=${dc.idDc}`),
      ),
    ).toEqual([expect.objectContaining({ degree: 'Master', year: null, idFile: null })]);
  });

  it('Language: add, duplicate is refused (409, both languages), update, delete', async () => {
    const added = expectOk<{ rowVersion: number; item: { id: number; languageName: string; levelName: string } }>(
      await t.call(s.consultant, 'POST', '/api/Language/add', {
        idDc: dc.idDc,
        rowVersion: dc.rowVersion,
        languageCode: 'de',
        idLevel: 3,
      }),
    );
    expect(added.item).toMatchObject({ languageName: 'German', levelName: 'Fluent' });
    next(added.rowVersion);
    const dup = await t.call(s.consultant, 'POST', '/api/Language/add', {
      idDc: dc.idDc,
      rowVersion: dc.rowVersion,
      languageCode: 'de',
      idLevel: 1,
    });
    expect(dup.statusCode).toBe(409);
    expect(body(dup).message).toBe('Language already present.');
    const dupFr = await t.call(s.manager, 'POST', '/api/Language/add', {
      idDc: dc.idDc,
      rowVersion: dc.rowVersion,
      languageCode: 'de',
      idLevel: 1,
    });
    expect(body(dupFr).message).toBe('Langue déjà présente.');
    expect(
      (
        await t.call(s.consultant, 'POST', '/api/Language/add', {
          idDc: dc.idDc,
          rowVersion: dc.rowVersion,
          languageCode: 'xx',
          idLevel: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(s.consultant, 'POST', '/api/Language/add', {
          idDc: dc.idDc,
          rowVersion: dc.rowVersion,
          languageCode: 'es',
          idLevel: 0,
        })
      ).statusCode,
    ).toBe(400);
    const upd = expectOk<{ rowVersion: number; item: { idLevel: number } }>(
      await t.call(s.consultant, 'PUT', '/api/Language/update', {
        id: added.item.id,
        idDc: dc.idDc,
        rowVersion: dc.rowVersion,
        languageCode: 'de',
        idLevel: 5,
      }),
    );
    expect(upd.item.idLevel).toBe(5);
    next(upd.rowVersion);
    next(
      expectOk<{ rowVersion: number }>(
        await t.call(
          s.consultant,
          'DELETE',
          `/api/Language?id=${added.item.id}&idDc=${dc.idDc}&rowVersion=${dc.rowVersion}`,
        ),
      ).rowVersion,
    );
    expect(
      expectOk<unknown[]>(await t.call(s.consultant, 'GET', `/api/Language/getByDc?idDc=${dc.idDc}`)),
    ).toHaveLength(0);
  });

  it('CertificationTest: add with skills, addCertificationSkill, update, delete', async () => {
    const aws = cat.hard[10]!.id;
    const more = cat.hard[11]!.id;
    const added = expectOk<{ rowVersion: number; item: { id: number; kind: string; skills: { idSkill: number }[] } }>(
      await t.call(s.consultant, 'POST', '/api/CertificationTest/add', {
        idDc: dc.idDc,
        rowVersion: dc.rowVersion,
        kind: 'test',
        name: 'TOEIC',
        organism: 'ETS',
        obtainedDate: '2023-06-10',
        expiryDate: null,
        score: '945/990',
        idSkills: [aws],
      }),
    );
    expect(added.item).toMatchObject({ kind: 'test', skills: [{ idSkill: aws }] });
    next(added.rowVersion);
    const linked = expectOk<{ rowVersion: number; item: { skills: { idSkill: number }[] } }>(
      await t.call(s.consultant, 'POST', '/api/CertificationTest/addCertificationSkill', {
        idCertification: added.item.id,
        idSkills: [aws, more],
        rowVersion: dc.rowVersion,
      }),
    );
    expect(linked.item.skills.map((x) => x.idSkill).sort()).toEqual([aws, more].sort());
    next(linked.rowVersion);
    const bad = await t.call(s.consultant, 'PUT', '/api/CertificationTest/update', {
      id: added.item.id,
      idDc: dc.idDc,
      rowVersion: dc.rowVersion,
      name: 'TOEIC',
      obtainedDate: '2023-06-10',
      expiryDate: '2020-01-01',
    });
    expect(bad.statusCode).toBe(400);
    const upd = expectOk<{ rowVersion: number; item: { skills: unknown[]; kind: string } }>(
      await t.call(s.consultant, 'PUT', '/api/CertificationTest/update', {
        id: added.item.id,
        idDc: dc.idDc,
        rowVersion: dc.rowVersion,
        name: 'AWS SAA',
        kind: 'certification',
      }),
    );
    expect(upd.item).toMatchObject({ kind: 'certification', skills: [] });
    next(upd.rowVersion);
    expect(
      expectOk<unknown[]>(await t.call(s.consultant, 'GET', `/api/CertificationTest/getByDc?idDc=${dc.idDc}`)),
    ).toHaveLength(1);
    next(
      expectOk<{ rowVersion: number }>(
        await t.call(
          s.consultant,
          'DELETE',
          `/api/CertificationTest?id=${added.item.id}&idDc=${dc.idDc}&rowVersion=${dc.rowVersion}`,
        ),
      ).rowVersion,
    );
  });

  it('Project: add, update, delete; a row of another file is not found', async () => {
    const added = expectOk<{ rowVersion: number; item: { id: number } }>(
      await t.call(s.consultant, 'POST', '/api/Project/add', {
        idDc: dc.idDc,
        rowVersion: dc.rowVersion,
        name: 'Open-source library',
        startDate: '2020-01-01',
      }),
    );
    next(added.rowVersion);
    const other = await createDc(t, s.candidate, ids.candidate, 2);
    const wrong = await t.call(s.candidate, 'PUT', '/api/Project/update', {
      id: added.item.id,
      idDc: other.idDc,
      rowVersion: other.rowVersion,
      name: 'Stolen',
    });
    expect(wrong.statusCode).toBe(404);
    next(
      expectOk<{ rowVersion: number }>(
        await t.call(s.consultant, 'PUT', '/api/Project/update', {
          id: added.item.id,
          idDc: dc.idDc,
          rowVersion: dc.rowVersion,
          name: 'Library',
          description: 'd',
        }),
      ).rowVersion,
    );
    expect(
      expectOk<{ name: string }[]>(await t.call(s.consultant, 'GET', `/api/Project/getByDc?idDc=${dc.idDc}`))[0]!.name,
    ).toBe('Library');
    next(
      expectOk<{ rowVersion: number }>(
        await t.call(
          s.consultant,
          'DELETE',
          `/api/Project?id=${added.item.id}&idDc=${dc.idDc}&rowVersion=${dc.rowVersion}`,
        ),
      ).rowVersion,
    );
  });

  it('a colleague, the DPO and anonymous cannot touch the sections', async () => {
    const payload = { idDc: dc.idDc, rowVersion: dc.rowVersion, name: 'x' };
    expect((await t.call(s.subcontractor, 'POST', '/api/Project/add', payload)).statusCode).toBe(403);
    expect((await t.call(s.dpo, 'POST', '/api/Project/add', payload)).statusCode).toBe(403);
    expect((await t.call(s.candidate, 'GET', `/api/Project/getByDc?idDc=${dc.idDc}`)).statusCode).toBe(403);
    expect((await t.call(null, 'GET', `/api/Project/getByDc?idDc=${dc.idDc}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/Dc/update: skills and other skills', () => {
  let dc: Dc;
  let typeId: number;
  beforeAll(async () => {
    dc = await createDc(t, s.manager, ids.manager, 2);
    typeId = cat.byLabel('Java').typeId;
  });

  it('sets the skills (level 0 removes), the other skills, title and summary', async () => {
    const [a, b, c] = cat.hard;
    const soft = cat.soft[0]!;
    const r = expectOk<{ rowVersion: number }>(
      await t.call(s.manager, 'PUT', '/api/Dc/update', {
        idDc: dc.idDc,
        rowVersion: dc.rowVersion,
        title: 'Engineering manager',
        summary: 'Twenty years of delivery.',
        skills: [
          { idSkill: a!.id, level: 4 },
          { idSkill: b!.id, level: 0 },
          { idSkill: c!.id, level: 2 },
          { idSkill: soft.id, level: 3 },
        ],
        otherSkills: [{ idSkillType: typeId, name: '  Pascal   Objet ', level: 2 }],
      }),
    );
    dc = { ...dc, rowVersion: r.rowVersion };
    const d = await details(t, s.manager, dc.idDc);
    expect(d.title).toBe('Engineering manager');
    expect(d.skills.map((x) => x.idSkill).sort()).toEqual([a!.id, c!.id, soft.id].sort());
    expect(d.skills.find((x) => x.idSkill === soft.id)!.isSoft).toBe(true);
    expect(d.otherSkills).toEqual([expect.objectContaining({ name: 'Pascal Objet', level: 2 })]);
    const only = expectOk<{ skills: unknown[]; otherSkills: unknown[] }>(
      await t.call(s.manager, 'GET', `/api/Dc/dcSkills?idDc=${dc.idDc}&idLang=2`),
    );
    expect(only.skills).toHaveLength(3);
    expect(only.otherSkills).toHaveLength(1);
  });

  it('rejects duplicates with the listed message (422), in English and French, and writes nothing', async () => {
    const java = cat.byLabel('Java');
    const payload = {
      idDc: dc.idDc,
      rowVersion: dc.rowVersion,
      skills: [{ idSkill: java.id, level: 3 }],
      otherSkills: [
        { idSkillType: typeId, name: 'java' },
        { idSkillType: typeId, name: 'SQL' },
        { idSkillType: typeId, name: 'sql' },
        { idSkillType: cat.types[1]!.id, name: 'SQL' },
      ],
    };
    await setLang(s.manager, 2);
    const en = await t.call(s.manager, 'PUT', '/api/Dc/update', payload);
    expect(en.statusCode).toBe(422);
    expect(body(en).message).toBe("Failed: check 'Other skills (by type)': java, sql");
    await setLang(s.manager, 1);
    const fr = await t.call(s.manager, 'PUT', '/api/Dc/update', payload);
    expect(body(fr).message).toBe('Échec : vérifiez « Autres compétences (par type) » : java, sql');
    const d = await details(t, s.manager, dc.idDc);
    expect(d.rowVersion).toBe(dc.rowVersion);
    expect(d.skills).toHaveLength(3);
    expect(d.otherSkills.map((o) => o.name)).toEqual(['Pascal Objet']);
    // Against the file's current skills when only other skills are sent.
    const current = d.skills[0]!;
    const res = await t.call(s.manager, 'PUT', '/api/Dc/update', {
      idDc: dc.idDc,
      rowVersion: dc.rowVersion,
      otherSkills: [{ idSkillType: typeId, name: current.name.toUpperCase() }],
    });
    expect(res.statusCode).toBe(422);
  });

  it('rejects unknown skills and types (400)', async () => {
    expect(
      (
        await t.call(s.manager, 'PUT', '/api/Dc/update', {
          idDc: dc.idDc,
          rowVersion: dc.rowVersion,
          skills: [{ idSkill: 999999, level: 1 }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(s.manager, 'PUT', '/api/Dc/update', {
          idDc: dc.idDc,
          rowVersion: dc.rowVersion,
          otherSkills: [{ idSkillType: 9999, name: 'x' }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(s.manager, 'PUT', '/api/Dc/update', {
          idDc: dc.idDc,
          rowVersion: dc.rowVersion,
          skills: [{ idSkill: 1, level: 5 }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(s.manager, 'PUT', '/api/Dc/update', {
          idDc: dc.idDc,
          rowVersion: dc.rowVersion,
          summary: 'x'.repeat(4097),
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('workflow', () => {
  let dc: Dc;
  beforeAll(async () => {
    const created = await createDc(t, s.subcontractor, ids.subcontractor, 1);
    dc = created;
  });
  const status = async (session: TestSession, action: string, rowVersion = dc.rowVersion, comment?: string) =>
    t.call(session, 'PUT', '/api/Dc/updateStatus', {
      idDc: dc.idDc,
      action,
      rowVersion,
      ...(comment ? { comment } : {}),
    });

  it('submit of an empty file: 422 listing what is missing, isDCDataOK agrees', async () => {
    const check = expectOk<{ ok: boolean; missing: string[] }>(
      await t.call(s.subcontractor, 'GET', `/api/Dc/isDCDataOK?idDc=${dc.idDc}`),
    );
    expect(check).toEqual({ ok: false, missing: ['experiences', 'skills'] });
    const res = await status(s.subcontractor, 'submit');
    expect(res.statusCode).toBe(422);
    expect(body(res).message).toBe('Action échouée, veuillez vérifier les données : experiences, skills.');
    expect(body(res).details).toEqual([
      { path: 'experiences', message: 'required' },
      { path: 'skills', message: 'required' },
    ]);
  });

  it('submit: status 2, history, the mail to the manager through the outbox', async () => {
    dc = await fillMinimum(
      t,
      s.subcontractor,
      dc,
      cat.hard.slice(0, 4).map((x) => x.id),
    );
    expect(
      expectOk<{ ok: boolean }>(await t.call(s.subcontractor, 'GET', `/api/Dc/isDCDataOK?idDc=${dc.idDc}`)).ok,
    ).toBe(true);
    const res = await status(s.subcontractor, 'submit');
    const data = expectOk<{ status: number; rowVersion: number }>(res);
    expect(data.status).toBe(2);
    expect(body(res).message).toBe('Dossier soumis ; votre manager est prévenu par courriel.');
    dc = { ...dc, rowVersion: data.rowVersion };
    const rows = await outboxRows(dc.idDc);
    expect(rows).toEqual([expect.objectContaining({ kind: 'mail.send', person_id: ids.subcontractor })]);
    expect((rows[0]!.payload as { to: string; template: string }).to).toBe(DEMO.manager);
    expect((rows[0]!.payload as { template: string }).template).toBe('dcSubmitted');
    // The link opens the file page, whose route names the person and the language.
    const mail = rows[0]!.payload as { text: string; html: string };
    expect(mail.text).toContain(`/page/dc/fiche/${ids.subcontractor}/1`); // created in French above
  });

  it('who may validate: not the owner, not the director (Sophie), not a colleague, not the DPO', async () => {
    for (const who of ['subcontractor', 'director', 'consultant', 'dpo'] as const) {
      expect((await status(s[who], 'validate')).statusCode, who).toBe(403);
    }
    const d = await details(t, s.director, dc.idDc);
    expect(d.permissions).toMatchObject({ canValidate: false, canResendToDraft: false, canEdit: true });
    expect((await details(t, s.manager, dc.idDc)).permissions).toMatchObject({
      canValidate: true,
      canResendToDraft: true,
    });
  });

  it('back to draft by the manager, with the comment in the history; submit again', async () => {
    const back = expectOk<{ status: number; rowVersion: number }>(
      await status(s.manager, 'toDraft', dc.rowVersion, 'Add your last mission'),
    );
    expect(back.status).toBe(1);
    dc = { ...dc, rowVersion: back.rowVersion };
    expect((await status(s.manager, 'toDraft')).statusCode).toBe(422);
    const again = expectOk<{ rowVersion: number }>(await status(s.subcontractor, 'submit'));
    dc = { ...dc, rowVersion: again.rowVersion };
  });

  it('validate: status 3 and, in the same transaction, the push to BoondManager in the outbox', async () => {
    const stale = await status(s.manager, 'validate', dc.rowVersion - 1);
    expect(stale.statusCode).toBe(409);
    expect((await outboxRows(dc.idDc)).filter((r) => r.kind.startsWith('boond.'))).toHaveLength(0);
    const res = await status(s.manager, 'validate');
    const data = expectOk<{ status: number; rowVersion: number }>(res);
    expect(data.status).toBe(3);
    expect(body(res).message).toBe('Dossier validé ; l’envoi vers BoondManager est programmé.');
    dc = { ...dc, rowVersion: data.rowVersion };
    const boond = (await outboxRows(dc.idDc)).filter((r) => r.kind.startsWith('boond.'));
    expect(boond.map((r) => r.kind)).toEqual(['boond.technicalData', 'boond.document']);
    expect(new Set(boond.map((r) => r.batch_id)).size).toBe(1);
    const payload = boond.find((r) => r.kind === 'boond.technicalData')!.payload as {
      resourceId: number;
      data: Record<string, unknown>;
    };
    expect(payload.resourceId).toBe(1011);
    const json = JSON.stringify(payload.data);
    expect(json).not.toContain('""');
    expect(payload.data).toMatchObject({ title: 'Développeuse Java senior', experienceYears: 4 });
    expect((payload.data.references as unknown[])[0]).toMatchObject({
      title: 'Développeuse Java',
      company: 'Banque Exemple',
      startMonth: 5,
      startYear: 2019,
      endMonth: 9,
      endYear: 2023,
    });
    const d = await details(t, s.manager, dc.idDc);
    expect(d.delivery).toMatchObject({ state: 'pending' });
    expect(d.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [2, 3],
      [1, 2],
      [2, 1],
      [1, 2],
      [null, 1],
    ]);
    expect(d.history[2]!.comment).toBe('Add your last mission');
    expect((await status(s.manager, 'validate')).statusCode).toBe(422);
  });

  it('a validated file: the owner may not edit it, the validator may; resend is offered', async () => {
    const ownerView = await details(t, s.subcontractor, dc.idDc);
    expect(ownerView.permissions).toMatchObject({ canEdit: false, canCreateVersion: true, canResendBoond: false });
    expect(
      (await t.call(s.subcontractor, 'PUT', '/api/Dc/update', { idDc: dc.idDc, rowVersion: dc.rowVersion, title: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await details(t, s.manager, dc.idDc)).permissions).toMatchObject({ canEdit: true, canResendBoond: true });
    const upd = expectOk<{ rowVersion: number; status: number }>(
      await t.call(s.manager, 'PUT', '/api/Dc/update', {
        idDc: dc.idDc,
        rowVersion: dc.rowVersion,
        summary: 'Checked by Marc.',
      }),
    );
    expect(upd.status).toBe(3);
    dc = { ...dc, rowVersion: upd.rowVersion };
  });

  it('new version: a copy as draft v2, the old one archived and still readable, history on both', async () => {
    // A certification with linked skills, so that the copy of linked rows is checked too.
    const certified = expectOk<{ rowVersion: number }>(
      await t.call(s.manager, 'POST', '/api/CertificationTest/add', {
        idDc: dc.idDc,
        rowVersion: dc.rowVersion,
        kind: 'certification',
        name: 'AWS Solutions Architect',
        organism: 'Amazon',
        obtainedDate: '2024-02-01',
        expiryDate: null,
        score: '',
        idSkills: [cat.hard[10]!.id, cat.hard[11]!.id],
      }),
    );
    dc = { ...dc, rowVersion: certified.rowVersion };
    const old = await details(t, s.subcontractor, dc.idDc);
    expect(old.certifications.map((c) => c.skills.length)).toEqual([2]);
    const res = await t.call(s.subcontractor, 'POST', '/api/Dc/createNewVersionDc', {
      idDc: dc.idDc,
      rowVersion: dc.rowVersion,
    });
    const created = expectOk<{ idDc: number; version: number; status: number; rowVersion: number }>(res);
    expect(created).toMatchObject({ version: 2, status: 1 });
    const archived = await details(t, s.subcontractor, dc.idDc);
    expect(archived.status).toBe(4);
    expect(archived.permissions).toMatchObject({ canEdit: false, canSubmit: false, canCreateVersion: false });
    expect(archived.history[0]).toMatchObject({ fromStatus: 3, toStatus: 4 });
    const fresh = await details(t, s.subcontractor, created.idDc);
    expect(fresh.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 1, comment: 'v1' })]);
    expect(fresh.experiences.map((e) => [e.position, e.tools.length])).toEqual(
      old.experiences.map((e) => [e.position, e.tools.length]),
    );
    expect(fresh.certifications.map((c) => [c.name, c.kind, c.skills.map((k) => k.idSkill)])).toEqual(
      old.certifications.map((c) => [c.name, c.kind, c.skills.map((k) => k.idSkill)]),
    );
    expect(fresh.skills.map((x) => [x.idSkill, x.level])).toEqual(old.skills.map((x) => [x.idSkill, x.level]));
    expect(fresh.summary).toBe('Checked by Marc.');
    expect(fresh.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 1],
      [1, 4],
    ]);
    const edit = await t.call(s.subcontractor, 'PUT', '/api/Dc/update', {
      idDc: dc.idDc,
      rowVersion: archived.rowVersion,
      title: 'x',
    });
    expect(edit.statusCode).toBe(422);
    expect(body(edit).message).toBe('Une version archivée ne peut plus être modifiée.');
    const again = await t.call(s.subcontractor, 'POST', '/api/Dc/createNewVersionDc', {
      idDc: created.idDc,
      rowVersion: created.rowVersion,
    });
    expect(again.statusCode).toBe(422);
    expect(body(again).message).toBe('Une nouvelle version ne peut être créée qu’à partir d’un dossier validé.');
    const menu = expectOk<{
      files: {
        idLang: number;
        idDc: number | null;
        status: number;
        version: number | null;
        archived: { idDc: number }[];
      }[];
    }>(await t.call(s.manager, 'GET', `/api/Dc/getDc?idUser=${ids.subcontractor}`));
    expect(menu.files.find((f) => f.idLang === 1)).toMatchObject({
      idDc: created.idDc,
      status: 1,
      version: 2,
      archived: [{ idDc: dc.idDc }],
    });
    expect(menu.files.find((f) => f.idLang === 2)).toMatchObject({ status: expect.any(Number) });
  });
});

describe('optimistic concurrency', () => {
  it('the second writer gets 409 naming the first, and nothing is overwritten', async () => {
    const dc = await createDc(t, s.technicalManager, ids.technicalManager, 1);
    const seenByThomas = await details(t, s.technicalManager, dc.idDc);
    const seenByMarc = await details(t, s.manager, dc.idDc);
    expectOk(
      await t.call(s.technicalManager, 'PUT', '/api/Dc/update', {
        idDc: dc.idDc,
        rowVersion: seenByThomas.rowVersion,
        title: 'Thomas’s title',
      }),
    );
    await setLang(s.manager, 2);
    const second = await t.call(s.manager, 'PUT', '/api/Dc/update', {
      idDc: dc.idDc,
      rowVersion: seenByMarc.rowVersion,
      title: 'Marc’s title',
    });
    expect(second.statusCode).toBe(409);
    expect(body(second)).toMatchObject({
      code: 'CONFLICT',
      message: 'This file was changed in the meantime by Thomas Bernard, reload to see the changes.',
    });
    const sectionWrite = await t.call(s.manager, 'POST', '/api/Project/add', {
      idDc: dc.idDc,
      rowVersion: seenByMarc.rowVersion,
      name: 'x',
    });
    expect(sectionWrite.statusCode).toBe(409);
    const after = await details(t, s.manager, dc.idDc);
    expect(after.title).toBe('Thomas’s title');
    expect(after.projects).toHaveLength(0);
  });

  it('two writes at the same time with the same row version: exactly one wins', async () => {
    const dc = await createDc(t, s.technicalManager, ids.technicalManager, 2);
    const results = await Promise.all(
      ['A', 'B', 'C'].map((name) =>
        t.call(s.technicalManager, 'POST', '/api/Project/add', { idDc: dc.idDc, rowVersion: dc.rowVersion, name }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await details(t, s.technicalManager, dc.idDc)).projects).toHaveLength(1);
  });
});

describe('smaller calls', () => {
  it('Dc/infoUser: identity, the latest title, the manager', async () => {
    const info = expectOk<Record<string, unknown>>(
      await t.call(s.manager, 'GET', `/api/Dc/infoUser?idUser=${ids.subcontractor}&idLang=1`),
    );
    expect(info).toMatchObject({
      firstName: 'Bruno',
      lastName: 'Petit',
      reference: 'MS-0011',
      title: 'Développeuse Java senior',
      status: 1,
      manager: { name: 'Marc Durand' },
    });
    expect(
      (await t.call(s.consultant, 'GET', `/api/Dc/infoUser?idUser=${ids.subcontractor}&idLang=1`)).statusCode,
    ).toBe(403);
  });

  it('Dc/details by person and language; a person without a file answers the spec message', async () => {
    const d = expectOk<{ idUser: number; idLang: number }>(
      await t.call(s.manager, 'GET', `/api/Dc/details?idUser=${ids.subcontractor}&idLang=1`),
    );
    expect(d).toMatchObject({ idUser: ids.subcontractor, idLang: 1 });
    await setLang(s.hr, 2);
    const none = await t.call(s.hr, 'GET', `/api/Dc/details?idUser=${ids.hr}&idLang=2`);
    expect(none.statusCode).toBe(404);
    expect(body(none).message).toBe('This consultant does not yet have a skills file.');
    expect((await t.call(s.hr, 'GET', '/api/Dc/details?idDc=999999')).statusCode).toBe(404);
    expect((await t.call(s.hr, 'GET', '/api/Dc/details')).statusCode).toBe(400);
  });

  it('Dc/sendEmailDC: mail to the manager in the asked language; no manager → 422', async () => {
    const { idDc } = expectOk<{ files: { idLang: number; idDc: number }[] }>(
      await t.call(s.subcontractor, 'GET', '/api/Dc/getDc'),
    ).files.find((f) => f.idLang === 1)!;
    const res = await t.call(s.subcontractor, 'POST', '/api/Dc/sendEmailDC?idLang=2', { idDc });
    expect(expectOk<{ to: string }>(res).to).toBe(DEMO.manager);
    const mail = (await outboxRows(idDc)).at(-1)!;
    expect(mail.kind).toBe('mail.send');
    expect((mail.payload as { subject: string }).subject).toBe('Skills file of Bruno Petit to validate');
    const top = await createDc(t, s.recruiter, ids.recruiter, 1);
    await t.db.updateTable('person').set({ manager_id: null }).where('id', '=', ids.recruiter).execute();
    const noManager = await t.call(s.recruiter, 'POST', '/api/Dc/sendEmailDC', { idDc: top.idDc });
    expect(noManager.statusCode).toBe(422);
    expect((await t.call(s.consultant, 'POST', '/api/Dc/sendEmailDC', { idDc })).statusCode).toBe(403);
  });

  it('SpireDoc/downLoadDC: an unknown file or one nobody may see', async () => {
    expect((await t.call(s.manager, 'GET', '/api/SpireDoc/downLoadDC?idDc=999999&format=docx')).statusCode).toBe(404);
    const { idDc } = expectOk<{ files: { idLang: number; idDc: number }[] }>(
      await t.call(s.subcontractor, 'GET', '/api/Dc/getDc'),
    ).files.find((f) => f.idLang === 1)!;
    expect((await t.call(s.consultant, 'GET', `/api/SpireDoc/downLoadDC?idDc=${idDc}`)).statusCode).toBe(403);
    expect((await t.call(s.manager, 'GET', `/api/SpireDoc/downLoadDC?idDc=${idDc}&format=odt`)).statusCode).toBe(400);
  });

  it('SpireDoc/downLoadDC: Word and PDF of a filled file, in base64, for those who may see it', async () => {
    const menu = expectOk<{ files: { idLang: number; archived: { idDc: number }[] }[] }>(
      await t.call(s.subcontractor, 'GET', '/api/Dc/getDc'),
    );
    const archived = menu.files.find((f) => f.idLang === 1)!.archived[0]!.idDc;
    const docx = expectOk<{ fileName: string; contentType: string; content: string }>(
      await t.call(s.manager, 'GET', `/api/SpireDoc/downLoadDC?idDc=${archived}&format=docx`),
    );
    expect(docx.fileName).toMatch(/\.docx$/);
    expect(docx.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(Buffer.from(docx.content, 'base64').subarray(0, 2).toString()).toBe('PK');
    const pdf = expectOk<{ fileName: string; content: string }>(
      await t.call(s.subcontractor, 'GET', `/api/SpireDoc/downLoadDC?idDc=${archived}&format=pdf`),
    );
    expect(Buffer.from(pdf.content, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    expect((await t.call(s.dpo, 'GET', `/api/SpireDoc/downLoadDC?idDc=${archived}`)).statusCode).toBe(403);
  });

  it('an empty file has no document: 404 with the spec message', async () => {
    const empty = await createDc(t, s.candidate, ids.candidate, 1).catch(async () => {
      const menu = expectOk<{ files: { idLang: number; idDc: number }[] }>(
        await t.call(s.candidate, 'GET', '/api/Dc/getDc'),
      );
      return { idDc: menu.files.find((f) => f.idLang === 1)!.idDc, rowVersion: 1 };
    });
    await setLang(s.candidate, 2);
    const res = await t.call(s.candidate, 'GET', `/api/SpireDoc/downLoadDC?idDc=${empty.idDc}&format=pdf`);
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe('The requested file is not available.');
  });
});
