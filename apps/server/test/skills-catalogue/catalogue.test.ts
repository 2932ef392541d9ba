import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_LEVELS } from '@my-skills/shared/languages';
import { REFERENCE_DATA_VERSION, seedReferenceData } from '../../src/db/seed/reference-data';
import { EVALUATION_CRITERIA } from '../../src/db/seed/reference/evaluation-criteria';
import { DEMO, type TestApp, type TestSession } from '../support/test-app';
import {
  createCatalogueTestApp,
  createDc,
  MANAGERS_OF_SKILLS,
  NOT_MANAGERS_OF_SKILLS,
  skillId,
  skillTypeId,
  useEnglish,
} from './support';

let t: TestApp;
let director: TestSession;
let hrEnglish: TestSession;
let consultant: TestSession;
beforeAll(async () => {
  t = await createCatalogueTestApp();
  await useEnglish(t, DEMO.hr);
  director = await t.login(DEMO.director);
  hrEnglish = await t.login(DEMO.hr);
  consultant = await t.login(DEMO.consultant);
});
afterAll(() => t.close());

const filters = (list: unknown[]) => `filters=${encodeURIComponent(JSON.stringify(list))}`;
const count = async (
  table: 'skill' | 'skill_type' | 'job_profile' | 'job_profile_skill' | 'language_level' | 'evaluation_criterion',
) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('reference data seed', () => {
  it('seeded the types, at least 400 skills, the job profiles and the language levels', async () => {
    expect(await count('skill_type')).toBe(10);
    expect(await count('skill')).toBe(511);
    expect(await count('job_profile')).toBe(10);
    expect(await count('evaluation_criterion')).toBe(EVALUATION_CRITERIA.length);
    expect(await count('job_profile_skill')).toBeGreaterThanOrEqual(80);
    expect(await count('language_level')).toBe(LANGUAGE_LEVELS.length);
    const soft = await t.db.selectFrom('skill_type').select(['code', 'label_en']).where('is_soft', '=', true).execute();
    expect(soft).toEqual([{ code: 'soft-skills', label_en: 'Soft skills' }]);
    const teamwork = await t.db
      .selectFrom('skill')
      .select(['label', 'name_fr', 'name_en', 'id_boond'])
      .where('name_en', '=', 'Teamwork')
      .executeTakeFirstOrThrow();
    expect(teamwork).toEqual({
      label: "Esprit d'équipe",
      name_fr: "Esprit d'équipe",
      name_en: 'Teamwork',
      id_boond: null,
    });
    const app = await t.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'reference_data_version')
      .executeTakeFirstOrThrow();
    expect(app.value).toBe(REFERENCE_DATA_VERSION);
  });

  it('is idempotent and costs nothing when up to date; deleted skills come back only when forced', async () => {
    expect(await seedReferenceData(t.db)).toMatchObject({ seeded: false, skillsAdded: 0 });
    const gone = await t.db
      .insertInto('skill')
      .values({
        id_skill_type: await skillTypeId(t, 'tools'),
        label: 'Seed probe',
        name_fr: 'Seed probe',
        name_en: 'Seed probe',
        id_boond: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('skill').where('id', '=', gone.id).execute();
    await t.db.deleteFrom('skill').where('label', '=', 'Solidity').execute();
    expect(await seedReferenceData(t.db)).toMatchObject({ seeded: false });
    expect(await count('skill')).toBe(510);
    expect(await seedReferenceData(t.db, { force: true })).toEqual({
      seeded: true,
      skillTypes: 10,
      skillsAdded: 1,
      profilesAdded: 0,
      languageLevels: 5,
      criteriaAdded: 0,
    });
    expect(await count('skill')).toBe(511);
    expect(await count('job_profile')).toBe(10);
    expect(await seedReferenceData(t.db, { force: true })).toMatchObject({
      seeded: true,
      skillsAdded: 0,
      profilesAdded: 0,
    });
  });
});

const SESSION_ONLY = [
  '/api/ListeDc/listSkillCategory',
  '/api/ListeDc/listSearchSkills?searchTerm=java',
  '/api/ListeDc/listSkillById?id=1',
] as const;
const MANAGEMENT = [
  ['GET', '/api/ListeDc/listSkills'],
  ['POST', '/api/ListeDc/insertSkills'],
  ['POST', '/api/ListeDc/insertSkills?idSkill=1'],
  ['DELETE', '/api/ListeDc/deleteSkills?id=1'],
  ['GET', '/api/ListeDc/listOtherSkills'],
  ['GET', '/api/ListeDc/listSearchOtherSkills?searchTerm=a'],
  ['POST', '/api/ListeDc/promoteOtherSkill'],
  ['POST', '/api/ListeDc/mergeOtherSkill'],
] as const;
const probeBody = { label: 'Permission probe', idSkillType: 1, name: 'x', nameFr: 'x', nameEn: 'x', idSkill: 1 };

describe('access', () => {
  it.each(SESSION_ONLY)('GET %s needs a session, and any role may use it', async (url) => {
    expect((await t.call(null, 'GET', url)).statusCode).toBe(401);
    for (const email of [DEMO.candidate, DEMO.consultant, DEMO.dpo, DEMO.director]) {
      const res = await t.call(await t.login(email), 'GET', url);
      expect(res.statusCode, email).toBe(200);
    }
  });
  it.each(MANAGEMENT)('%s %s: 401 anonymously, 403 outside roles 4–6, nothing written', async (method, url) => {
    const before = await count('skill');
    expect((await t.call(null, method, url, method === 'POST' ? probeBody : undefined)).statusCode).toBe(401);
    for (const email of NOT_MANAGERS_OF_SKILLS) {
      const res = await t.call(await t.login(email), method, url, method === 'POST' ? probeBody : undefined);
      expect(res.statusCode, email).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', data: null });
    }
    expect(await count('skill')).toBe(before);
    expect(
      (await t.db.selectFrom('skill').select('is_active').where('id', '=', 1).executeTakeFirstOrThrow()).is_active,
    ).toBe(true);
  });
  it('roles 4, 5 and 6 manage the catalogue', async () => {
    for (const email of MANAGERS_OF_SKILLS) {
      const res = await t.call(await t.login(email), 'GET', '/api/ListeDc/listSkills?pageSize=1');
      expect(res.statusCode, email).toBe(200);
    }
  });
});

describe('GET /api/ListeDc/listSkillCategory', () => {
  it('lists the types in order, in the caller’s language or the one asked', async () => {
    const fr = (await t.call(consultant, 'GET', '/api/ListeDc/listSkillCategory')).json();
    expect(fr).toMatchObject({ success: true, message: '' });
    expect(fr.data).toHaveLength(10);
    expect(fr.data[0]).toMatchObject({
      code: 'languages-frameworks',
      name: 'Langages et frameworks',
      labelEn: 'Languages & frameworks',
      isSoft: false,
    });
    expect(fr.data.at(-1)).toMatchObject({ code: 'soft-skills', name: 'Savoir-être', isSoft: true });
    expect(fr.data.reduce((n: number, type: { skillCount: number }) => n + type.skillCount, 0)).toBeGreaterThanOrEqual(
      400,
    );
    const en = (await t.call(consultant, 'GET', '/api/ListeDc/listSkillCategory?idLang=2')).json().data;
    expect(en.at(-1).name).toBe('Soft skills');
    expect((await t.call(hrEnglish, 'GET', '/api/ListeDc/listSkillCategory')).json().data[1].name).toBe('Databases');
  });
  it('refuses an unknown language', async () => {
    expect((await t.call(consultant, 'GET', '/api/ListeDc/listSkillCategory?idLang=3')).statusCode).toBe(400);
  });
});

describe('GET /api/ListeDc/listSearchSkills', () => {
  const search = async (query: string, who = consultant) => {
    const res = await t.call(who, 'GET', `/api/ListeDc/listSearchSkills?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      id: number;
      label: string;
      name: string;
      names: string;
      idBoond: number | null;
      isActive: boolean;
      idSkillType: number;
    }[];
  };

  it('finds a substring of the label, case-insensitively, exact match first', async () => {
    const found = await search('searchTerm=JAVA');
    expect(found[0]!.label).toBe('Java');
    expect(found.map((s) => s.label)).toEqual(expect.arrayContaining(['JavaScript', 'Java']));
  });
  it('finds French and English names, without accents or with a typographic apostrophe', async () => {
    expect((await search('searchTerm=project%20management')).map((s) => s.label)).toContain('Gestion de projet');
    const pm = (await search('searchTerm=gestion%20de%20projet'))[0]!;
    expect(pm).toMatchObject({
      label: 'Gestion de projet',
      name: 'Gestion de projet',
      names: 'Gestion de projet / Project management',
    });
    expect((await search('searchTerm=gestion%20de%20projet&idLang=2'))[0]!.name).toBe('Project management');
    expect((await search('searchTerm=developpement%20pilote%20par%20les'))[0]!.label).toBe(
      'Développement piloté par les tests (TDD)',
    );
    expect((await search(`searchTerm=${encodeURIComponent('esprit d’équipe')}`))[0]!.label).toBe("Esprit d'équipe");
    expect((await search('searchTerm=teamwork'))[0]!.names).toBe("Esprit d'équipe / Teamwork");
  });
  it('matches a Boond id exactly when the term is a number', async () => {
    const found = await search('searchTerm=10001');
    expect(found[0]).toMatchObject({ label: 'Java', idBoond: 10001 });
  });
  it('filters by type, limits to 50, treats LIKE wildcards literally', async () => {
    const tools = await skillTypeId(t, 'tools');
    const inTools = await search(`searchTerm=git&idSkillType=${tools}`);
    expect(inTools.length).toBeGreaterThan(0);
    expect(inTools.every((s) => s.idSkillType === tools)).toBe(true);
    expect(await search('searchTerm=a')).toHaveLength(50);
    expect(await search('searchTerm=')).toHaveLength(50);
    expect(await search('searchTerm=%25')).toEqual([]);
    expect(await search('searchTerm=_')).toEqual([]);
  });
  it('refuses bad input', async () => {
    for (const query of [
      `searchTerm=${'x'.repeat(101)}`,
      'idSkillType=0',
      'idSkillType=abc',
      'includeInactive=maybe',
    ]) {
      const res = await t.call(consultant, 'GET', `/api/ListeDc/listSearchSkills?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/ListeDc/listSkills', () => {
  it('pages the catalogue with totals and usage', async () => {
    const page = (await t.call(director, 'GET', '/api/ListeDc/listSkills?page=2&pageSize=10')).json().data;
    expect(page).toMatchObject({ total: 511, page: 2, pageSize: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.items[0].usage).toEqual({
      files: expect.any(Number),
      profiles: expect.any(Number),
      tools: 0,
      certifications: 0,
    });
    const last = (await t.call(director, 'GET', '/api/ListeDc/listSkills?page=52&pageSize=10')).json().data;
    expect(last.items).toHaveLength(1);
    const beyond = (await t.call(director, 'GET', '/api/ListeDc/listSkills?page=99&pageSize=10')).json().data;
    expect(beyond).toMatchObject({ items: [], total: 511 });
  });
  it('filters by type and by text; shows the profiles using a skill', async () => {
    const soft = await skillTypeId(t, 'soft-skills');
    const softSkills = filters([{ field: 'skillType', op: 'equal', value: 'soft-skills' }]);
    const page = (await t.call(director, 'GET', `/api/ListeDc/listSkills?${softSkills}&pageSize=100`)).json().data;
    expect(page.total).toBe(32);
    expect(page.items.every((s: { idSkillType: number }) => s.idSkillType === soft)).toBe(true);
    const java = (await t.call(director, 'GET', '/api/ListeDc/listSkills?searchTerm=java&pageSize=5')).json().data
      .items;
    expect(java.find((s: { label: string }) => s.label === 'Java').usage.profiles).toBe(1);
  });
  it('refuses bad paging', async () => {
    for (const query of ['page=0', 'page=x', 'pageSize=101', 'pageSize=0', 'sort=usage']) {
      expect((await t.call(director, 'GET', `/api/ListeDc/listSkills?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/ListeDc/listSkillById', () => {
  it('answers one skill with its usage, 404 unknown, 400 bad id', async () => {
    const id = await skillId(t, 'Gestion de projet');
    const res = (await t.call(consultant, 'GET', `/api/ListeDc/listSkillById?id=${id}&idLang=2`)).json();
    expect(res.data).toMatchObject({
      id,
      label: 'Gestion de projet',
      name: 'Project management',
      nameFr: 'Gestion de projet',
      skillTypeName: 'Methods',
      isActive: true,
    });
    expect(res.data.usage.profiles).toBe(1);
    const missing = await t.call(consultant, 'GET', '/api/ListeDc/listSkillById?id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'Cette compétence n’existe pas.',
    });
    expect((await t.call(hrEnglish, 'GET', '/api/ListeDc/listSkillById?id=999999')).json().message).toBe(
      'This skill does not exist.',
    );
    for (const bad of ['', 'abc', '-1', '1.5', '99999999999']) {
      expect((await t.call(consultant, 'GET', `/api/ListeDc/listSkillById?id=${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('POST /api/ListeDc/insertSkills', () => {
  it('adds a skill, names defaulting to the label; the message is translated', async () => {
    const tools = await skillTypeId(t, 'tools');
    const res = await t.call(director, 'POST', '/api/ListeDc/insertSkills', {
      label: 'Bruno',
      idSkillType: tools,
      idBoond: 77001,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Compétence ajoutée.',
      data: {
        label: 'Bruno',
        nameFr: 'Bruno',
        nameEn: 'Bruno',
        idBoond: 77001,
        idSkillType: tools,
        isActive: true,
        usage: { files: 0 },
      },
    });
    const en = await t.call(hrEnglish, 'POST', '/api/ListeDc/insertSkills', {
      label: 'Insomnia',
      nameFr: 'Insomnia',
      nameEn: 'Insomnia REST client',
      idSkillType: tools,
    });
    expect(en.json()).toMatchObject({
      message: 'Skill added.',
      data: { name: 'Insomnia REST client', names: 'Insomnia / Insomnia REST client', idBoond: null },
    });
    expect(
      (await t.call(consultant, 'GET', '/api/ListeDc/listSearchSkills?searchTerm=insomnia%20rest')).json().data[0]
        .label,
    ).toBe('Insomnia');
  });

  it('refuses a label already present whatever its case (409, translated), and a Boond id already used', async () => {
    const tools = await skillTypeId(t, 'tools');
    const before = await count('skill');
    const fr = await t.call(director, 'POST', '/api/ListeDc/insertSkills', { label: 'jAVA', idSkillType: tools });
    expect(fr.statusCode).toBe(409);
    expect(fr.json()).toEqual({
      success: false,
      data: null,
      code: 'CONFLICT',
      message: 'Compétence déjà présente : Java.',
    });
    const en = await t.call(hrEnglish, 'POST', '/api/ListeDc/insertSkills', { label: ' java ', idSkillType: tools });
    expect(en.json().message).toBe('Skill already present: Java.');
    const boond = await t.call(director, 'POST', '/api/ListeDc/insertSkills', {
      label: 'Something new',
      idSkillType: tools,
      idBoond: 10001,
    });
    expect(boond.statusCode).toBe(409);
    expect(boond.json().message).toBe('L’identifiant BoondManager 10001 est déjà celui de la compétence Java.');
    expect(await count('skill')).toBe(before);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const tools = await skillTypeId(t, 'tools');
    const before = await count('skill');
    const bodies: unknown[] = [
      {},
      { label: 'No type' },
      { idSkillType: tools },
      { label: '   ', idSkillType: tools },
      { label: 'x'.repeat(151), idSkillType: tools },
      { label: 'Bad type', idSkillType: 999 },
      { label: 'Bad boond', idSkillType: tools, idBoond: -4 },
      { label: 'Bad boond', idSkillType: tools, idBoond: '12' },
      { label: 'Extra', idSkillType: tools, unexpected: true },
      { label: 42, idSkillType: tools },
      '{"label": ',
      [],
    ];
    for (const body of bodies) {
      const res = await t.call(
        director,
        'POST',
        '/api/ListeDc/insertSkills',
        body,
        typeof body === 'string' ? { 'content-type': 'application/json' } : {},
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const noType = await t.call(director, 'POST', '/api/ListeDc/insertSkills', { label: 'Bad type', idSkillType: 999 });
    expect(noType.json().message).toBe('Ce type de compétence n’existe pas.');
    const missing = await t.call(hrEnglish, 'POST', '/api/ListeDc/insertSkills', { label: 'No type' });
    expect(missing.json()).toMatchObject({
      message: 'The skill’s label and type are required.',
      details: [{ path: 'body.idSkillType' }],
    });
    expect(await count('skill')).toBe(before);
  });

  it('updates the fields given with ?idSkill=, keeps labels unique, 404 for an unknown skill', async () => {
    const id = await skillId(t, 'Bruno');
    const res = await t.call(director, 'POST', `/api/ListeDc/insertSkills?idSkill=${id}`, {
      label: 'Bruno API client',
      nameEn: 'Bruno API client',
    });
    expect(res.json()).toMatchObject({
      message: 'Compétence modifiée.',
      data: { id, label: 'Bruno API client', nameFr: 'Bruno', nameEn: 'Bruno API client', idBoond: 77001 },
    });
    // its own label in another case is not a duplicate
    expect(
      (await t.call(director, 'POST', `/api/ListeDc/insertSkills?idSkill=${id}`, { label: 'BRUNO API client' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call(director, 'POST', `/api/ListeDc/insertSkills?idSkill=${id}`, { label: 'git' })).statusCode,
    ).toBe(409);
    expect(
      (await t.call(director, 'POST', `/api/ListeDc/insertSkills?idSkill=${id}`, { idBoond: null })).json().data
        .idBoond,
    ).toBeNull();
    const missing = await t.call(director, 'POST', '/api/ListeDc/insertSkills?idSkill=999999', { label: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.call(director, 'POST', '/api/ListeDc/insertSkills?idSkill=abc', { label: 'Ghost' })).statusCode,
    ).toBe(400);
  });
});

describe('DELETE /api/ListeDc/deleteSkills and reactivation', () => {
  it('deletes a skill nothing uses', async () => {
    const id = await skillId(t, 'BRUNO API client');
    const res = await t.call(director, 'DELETE', `/api/ListeDc/deleteSkills?id=${id}`);
    expect(res.json()).toEqual({
      success: true,
      message: 'Compétence supprimée.',
      data: { id, outcome: 'deleted', usage: { files: 0, profiles: 0, tools: 0, certifications: 0 } },
    });
    expect(await t.db.selectFrom('skill').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await t.call(director, 'DELETE', `/api/ListeDc/deleteSkills?id=${id}`)).statusCode).toBe(404);
  });

  it('deactivates a skill used by a file, a profile, a tool or a certification, and says so', async () => {
    const rust = await skillId(t, 'Rust');
    const dc = await createDc(t, DEMO.consultant);
    await t.db.insertInto('dc_skill').values({ dc_id: dc, id_skill: rust, level: 3 }).execute();
    const experience = await t.db
      .insertInto('dc_experience')
      .values({ dc_id: dc, position: 'Developer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const wasm = await skillId(t, 'WebAssembly');
    await t.db.insertInto('dc_experience_tool').values({ id_experience: experience.id, id_skill: wasm }).execute();
    const cert = await t.db
      .insertInto('dc_certification')
      .values({ dc_id: dc, name: 'CKA' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kubernetes = await skillId(t, 'Kubernetes');
    await t.db
      .insertInto('dc_certification_skill')
      .values({ id_certification: cert.id, id_skill: kubernetes })
      .execute();

    const used = await t.call(director, 'DELETE', `/api/ListeDc/deleteSkills?id=${rust}`);
    expect(used.json()).toEqual({
      success: true,
      message:
        'Compétence désactivée et non supprimée, car elle est utilisée : 1 dossier(s), 0 profil(s), 0 outil(s) d’expérience, 0 certification(s).',
      data: { id: rust, outcome: 'deactivated', usage: { files: 1, profiles: 0, tools: 0, certifications: 0 } },
    });
    const tool = (await t.call(hrEnglish, 'DELETE', `/api/ListeDc/deleteSkills?id=${wasm}`)).json();
    expect(tool.data).toMatchObject({ outcome: 'deactivated', usage: { tools: 1 } });
    expect(tool.message).toBe(
      'Skill deactivated, not deleted, because it is in use: 0 file(s), 0 profile(s), 1 experience tool(s), 0 certification(s).',
    );
    expect((await t.call(director, 'DELETE', `/api/ListeDc/deleteSkills?id=${kubernetes}`)).json().data).toMatchObject({
      outcome: 'deactivated',
      usage: { profiles: 1, certifications: 1 },
    });
    expect(
      (await t.call(director, 'DELETE', `/api/ListeDc/deleteSkills?id=${await skillId(t, 'Spring Boot')}`)).json().data
        .outcome,
    ).toBe('deactivated');

    // files keep pointing to it; searches leave it out unless asked; the list shows it with includeInactive
    expect(await t.db.selectFrom('dc_skill').select('id_skill').where('dc_id', '=', dc).execute()).toEqual([
      { id_skill: rust },
    ]);
    expect((await t.call(consultant, 'GET', '/api/ListeDc/listSearchSkills?searchTerm=rust')).json().data).toEqual([]);
    expect(
      (await t.call(consultant, 'GET', '/api/ListeDc/listSearchSkills?searchTerm=rust&includeInactive=true')).json()
        .data[0],
    ).toMatchObject({ id: rust, isActive: false });
    expect((await t.call(consultant, 'GET', `/api/ListeDc/listSkillById?id=${rust}`)).json().data.isActive).toBe(false);
    const onlyActive = filters([{ field: 'isActive', op: 'equal', value: 'true' }]);
    const active = (await t.call(director, 'GET', `/api/ListeDc/listSkills?searchTerm=rust&${onlyActive}`)).json().data;
    expect(active.items.map((s: { id: number }) => s.id)).not.toContain(rust);
    const all = (await t.call(director, 'GET', '/api/ListeDc/listSkills?searchTerm=rust')).json().data;
    expect(all.items.map((s: { id: number }) => s.id)).toContain(rust);
  });

  it('reactivates with insertSkills?idSkill= and isActive true', async () => {
    const rust = await skillId(t, 'Rust');
    const res = await t.call(director, 'POST', `/api/ListeDc/insertSkills?idSkill=${rust}`, { isActive: true });
    expect(res.json()).toMatchObject({
      success: true,
      data: { id: rust, label: 'Rust', isActive: true, usage: { files: 1 } },
    });
    expect((await t.call(consultant, 'GET', '/api/ListeDc/listSearchSkills?searchTerm=rust')).json().data[0].id).toBe(
      rust,
    );
  });

  it('refuses bad ids', async () => {
    for (const q of ['', '?id=', '?id=x', '?id=0']) {
      expect((await t.call(director, 'DELETE', `/api/ListeDc/deleteSkills${q}`)).statusCode, q).toBe(400);
    }
  });
});
