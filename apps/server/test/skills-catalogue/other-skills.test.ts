import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type TestApp, type TestSession } from '../support/test-app';
import { createCatalogueTestApp, createDc, skillId, skillTypeId, useEnglish } from './support';

let t: TestApp;
let director: TestSession;
let hrEnglish: TestSession;
let tools: number;
let methods: number;
/** Files: Alice's draft, Thomas's validated file, Marc's archived English file. */
const dc = { alice: 0, thomas: 0, marc: 0 };

const other = (dcId: number, idSkillType: number, name: string, level: number) =>
  t.db.insertInto('dc_other_skill').values({ dc_id: dcId, id_skill_type: idSkillType, name, level }).execute();
const otherSkillsOf = (dcId: number) =>
  t.db
    .selectFrom('dc_other_skill')
    .select(['name', 'id_skill_type', 'level'])
    .where('dc_id', '=', dcId)
    .orderBy('name')
    .execute();
const skillsOf = (dcId: number) =>
  t.db
    .selectFrom('dc_skill as d')
    .innerJoin('skill as s', 's.id', 'd.id_skill')
    .select(['s.label', 'd.level'])
    .where('d.dc_id', '=', dcId)
    .orderBy('s.label')
    .execute();
/** The list's filter on a skill type (its code). */
const ofType = (code: string) =>
  `filters=${encodeURIComponent(JSON.stringify([{ field: 'skillType', op: 'equal', value: code }]))}`;
const rowVersion = async (dcId: number) =>
  (await t.db.selectFrom('dc').select('row_version').where('id', '=', dcId).executeTakeFirstOrThrow()).row_version;

beforeAll(async () => {
  t = await createCatalogueTestApp();
  await useEnglish(t, DEMO.hr);
  director = await t.login(DEMO.director);
  hrEnglish = await t.login(DEMO.hr);
  tools = await skillTypeId(t, 'tools');
  methods = await skillTypeId(t, 'methods');
  dc.alice = await createDc(t, DEMO.consultant, 1);
  dc.thomas = await createDc(t, DEMO.technicalManager, 3);
  dc.marc = await createDc(t, DEMO.manager, 4, 2);
  await other(dc.alice, tools, 'Kubernetes Lens', 2);
  await other(dc.thomas, tools, 'Kubernetes Lens', 3);
  await other(dc.marc, tools, 'kubernetes lens', 1);
  await other(dc.alice, methods, 'Kubernetes Lens', 2); // same name, other type: another other skill
  await other(dc.alice, tools, 'GitLab CE', 4);
  await other(dc.thomas, tools, 'Gitlab ce', 1);
  await t.db
    .insertInto('dc_skill')
    .values({ dc_id: dc.thomas, id_skill: await skillId(t, 'GitLab'), level: 3 })
    .execute();
  await other(dc.marc, tools, 'gitlab', 2);
  await other(dc.alice, methods, 'Event storming', 1);
});
afterAll(() => t.close());

describe('GET /api/ListeDc/listOtherSkills', () => {
  it('groups names case-insensitively per type, counts the files, most used first, with catalogue matches', async () => {
    const res = (await t.call(director, 'GET', '/api/ListeDc/listOtherSkills')).json();
    expect(res.success).toBe(true);
    expect(res.data).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    const groups = res.data.items as {
      name: string;
      names: string;
      idSkillType: number;
      skillTypeName: string;
      fileCount: number;
      catalogueMatch: unknown;
    }[];
    expect(groups).toHaveLength(5);
    expect(groups[0]).toMatchObject({
      name: 'Kubernetes Lens',
      idSkillType: tools,
      skillTypeName: 'Outils et progiciels',
      fileCount: 3,
      catalogueMatch: null,
    });
    expect(groups[0]!.names.split(' / ').sort()).toEqual(['Kubernetes Lens', 'kubernetes lens']);
    expect(groups[1]).toMatchObject({ idSkillType: tools, fileCount: 2, catalogueMatch: null });
    expect(groups[1]!.names.split(' / ').sort()).toEqual(['GitLab CE', 'Gitlab ce']);
    const gitlab = groups.find((g) => g.name === 'gitlab');
    expect(gitlab).toMatchObject({
      fileCount: 1,
      catalogueMatch: { id: await skillId(t, 'GitLab'), label: 'GitLab', isActive: true },
    });
    expect(
      groups
        .filter((g) => g.idSkillType === methods)
        .map((g) => g.name)
        .sort(),
    ).toEqual(['Event storming', 'Kubernetes Lens']);
  });
  it('filters by type and answers in English', async () => {
    const res = (await t.call(hrEnglish, 'GET', `/api/ListeDc/listOtherSkills?${ofType('methods')}`)).json().data;
    expect(res.items).toHaveLength(2);
    expect(res.items[0].skillTypeName).toBe('Methods');
    const bad = await t.call(director, 'GET', `/api/ListeDc/listOtherSkills?${ofType('cars')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('LIST_FILTER_INVALID');
  });
});

describe('GET /api/ListeDc/listSearchOtherSkills', () => {
  it('searches names case-insensitively', async () => {
    const found = (await t.call(director, 'GET', '/api/ListeDc/listSearchOtherSkills?searchTerm=LENS')).json().data;
    expect(found.map((g: { idSkillType: number }) => g.idSkillType).sort()).toEqual([tools, methods].sort());
    const typed = (
      await t.call(director, 'GET', `/api/ListeDc/listSearchOtherSkills?searchTerm=lens&idSkillType=${tools}`)
    ).json().data;
    expect(typed).toHaveLength(1);
    expect(
      (await t.call(director, 'GET', '/api/ListeDc/listSearchOtherSkills?searchTerm=nothing-like-this')).json().data,
    ).toEqual([]);
    expect(
      (await t.call(director, 'GET', `/api/ListeDc/listSearchOtherSkills?searchTerm=${'x'.repeat(101)}`)).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/ListeDc/promoteOtherSkill', () => {
  it('refuses a name already in the catalogue, a taken Boond id, an unused name, bad input: nothing written', async () => {
    const skills = Number(
      (
        await t.db
          .selectFrom('skill')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const dup = await t.call(director, 'POST', '/api/ListeDc/promoteOtherSkill', {
      name: 'gitlab',
      idSkillType: tools,
      nameFr: 'GitLab',
      nameEn: 'GitLab',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Compétence déjà présente : GitLab.');
    const boond = await t.call(director, 'POST', '/api/ListeDc/promoteOtherSkill', {
      name: 'Kubernetes Lens',
      idSkillType: tools,
      nameFr: 'Lens',
      nameEn: 'Lens',
      idBoond: 10001,
    });
    expect(boond.statusCode).toBe(409);
    const unused = await t.call(hrEnglish, 'POST', '/api/ListeDc/promoteOtherSkill', {
      name: 'Nothing',
      idSkillType: tools,
      nameFr: 'Rien',
      nameEn: 'Nothing',
    });
    expect(unused.statusCode).toBe(404);
    expect(unused.json().message).toBe('No skills file uses the other skill “Nothing” of this type.');
    for (const body of [
      {},
      { name: 'Kubernetes Lens', idSkillType: tools },
      { name: '', idSkillType: tools, nameFr: 'a', nameEn: 'b' },
      { name: 'Kubernetes Lens', idSkillType: 'tools', nameFr: 'a', nameEn: 'b' },
    ]) {
      expect(
        (await t.call(director, 'POST', '/api/ListeDc/promoteOtherSkill', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      Number(
        (
          await t.db
            .selectFrom('skill')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(skills);
    expect(await otherSkillsOf(dc.marc)).toHaveLength(2);
  });

  it('creates the skill and, in every file of every status, turns the other skill into it, keeping the level', async () => {
    const versions = {
      alice: await rowVersion(dc.alice),
      thomas: await rowVersion(dc.thomas),
      marc: await rowVersion(dc.marc),
    };
    const res = await t.call(director, 'POST', '/api/ListeDc/promoteOtherSkill', {
      name: 'Kubernetes Lens',
      idSkillType: tools,
      nameFr: 'Lens (Kubernetes)',
      nameEn: 'Lens Kubernetes IDE',
      idBoond: 77100,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Compétence « Kubernetes Lens » ajoutée au catalogue ; 3 dossier(s) mis à jour.',
      data: {
        converted: 3,
        merged: 0,
        skill: {
          label: 'Kubernetes Lens',
          nameFr: 'Lens (Kubernetes)',
          nameEn: 'Lens Kubernetes IDE',
          idBoond: 77100,
          idSkillType: tools,
          isActive: true,
        },
      },
    });
    expect(await skillsOf(dc.alice)).toEqual([{ label: 'Kubernetes Lens', level: 2 }]);
    expect(await skillsOf(dc.thomas)).toEqual([
      { label: 'GitLab', level: 3 },
      { label: 'Kubernetes Lens', level: 3 },
    ]);
    expect(await skillsOf(dc.marc)).toEqual([{ label: 'Kubernetes Lens', level: 1 }]);
    // the same name under another type is another other skill: untouched
    expect(await otherSkillsOf(dc.alice)).toEqual([
      { name: 'Event storming', id_skill_type: methods, level: 1 },
      { name: 'GitLab CE', id_skill_type: tools, level: 4 },
      { name: 'Kubernetes Lens', id_skill_type: methods, level: 2 },
    ]);
    expect(await rowVersion(dc.alice)).toBe(versions.alice + 1);
    expect(await rowVersion(dc.thomas)).toBe(versions.thomas + 1);
    expect(await rowVersion(dc.marc)).toBe(versions.marc + 1);
    const listed = (await t.call(director, 'GET', `/api/ListeDc/listOtherSkills?${ofType('tools')}`)).json().data;
    expect(listed.items.map((g: { name: string }) => g.name)).not.toContain('Kubernetes Lens');
    // a second promotion finds the label taken
    expect(
      (
        await t.call(director, 'POST', '/api/ListeDc/promoteOtherSkill', {
          name: 'Kubernetes Lens',
          idSkillType: methods,
          nameFr: 'a',
          nameEn: 'b',
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('POST /api/ListeDc/mergeOtherSkill', () => {
  it('refuses an unknown or deactivated skill and an unused name', async () => {
    expect(
      (
        await t.call(director, 'POST', '/api/ListeDc/mergeOtherSkill', {
          name: 'GitLab CE',
          idSkillType: tools,
          idSkill: 999999,
        })
      ).statusCode,
    ).toBe(404);
    const gitea = await t.db
      .insertInto('skill')
      .values({
        id_skill_type: tools,
        label: 'Gitea',
        name_fr: 'Gitea',
        name_en: 'Gitea',
        id_boond: null,
        is_active: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inactive = await t.call(hrEnglish, 'POST', '/api/ListeDc/mergeOtherSkill', {
      name: 'GitLab CE',
      idSkillType: tools,
      idSkill: gitea.id,
    });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json()).toMatchObject({
      code: 'BUSINESS_RULE',
      message: 'This skill is deactivated: reactivate it first.',
    });
    const unused = await t.call(director, 'POST', '/api/ListeDc/mergeOtherSkill', {
      name: 'GitLab CE',
      idSkillType: methods,
      idSkill: await skillId(t, 'GitLab'),
    });
    expect(unused.statusCode).toBe(404);
    expect(
      (await t.call(director, 'POST', '/api/ListeDc/mergeOtherSkill', { name: 'GitLab CE', idSkillType: tools }))
        .statusCode,
    ).toBe(400);
    expect(await otherSkillsOf(dc.thomas)).toEqual([{ name: 'Gitlab ce', id_skill_type: tools, level: 1 }]);
  });

  it('replaces the other skill by the catalogue skill; a file that has it already keeps the higher level', async () => {
    const gitlab = await skillId(t, 'GitLab');
    const res = await t.call(hrEnglish, 'POST', '/api/ListeDc/mergeOtherSkill', {
      name: 'gitlab CE',
      idSkillType: tools,
      idSkill: gitlab,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Other skill replaced by “GitLab”; 2 file(s) updated.',
      data: { converted: 1, merged: 1, skill: { id: gitlab, label: 'GitLab' } },
    });
    expect(await skillsOf(dc.alice)).toEqual([
      { label: 'GitLab', level: 4 },
      { label: 'Kubernetes Lens', level: 2 },
    ]);
    expect(await skillsOf(dc.thomas)).toEqual([
      { label: 'GitLab', level: 3 },
      { label: 'Kubernetes Lens', level: 3 },
    ]);
    expect(await otherSkillsOf(dc.thomas)).toEqual([]);
    expect(await otherSkillsOf(dc.alice)).toHaveLength(2);
  });

  it('keeps the higher level of the other skill when it is above the file’s', async () => {
    await t.db
      .insertInto('dc_skill')
      .values({ dc_id: dc.marc, id_skill: await skillId(t, 'GitLab'), level: 1 })
      .execute();
    const res = await t.call(director, 'POST', '/api/ListeDc/mergeOtherSkill', {
      name: 'GITLAB',
      idSkillType: tools,
      idSkill: await skillId(t, 'GitLab'),
    });
    expect(res.json()).toMatchObject({
      message: 'Autre compétence remplacée par « GitLab » ; 1 dossier(s) mis à jour.',
      data: { converted: 0, merged: 1 },
    });
    expect(await skillsOf(dc.marc)).toEqual([
      { label: 'GitLab', level: 2 },
      { label: 'Kubernetes Lens', level: 1 },
    ]);
    expect(await otherSkillsOf(dc.marc)).toEqual([]);
  });
});
