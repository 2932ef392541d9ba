/** The skills' aliases through the catalogue's API (migration 0013, issue 19 §3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { createCatalogueTestApp, skillId, skillTypeId, useEnglish } from './support';

let t: TestApp;
let director: TestSession;
let hrEnglish: TestSession;
let consultant: TestSession;
let tools: number;
beforeAll(async () => {
  t = await createCatalogueTestApp();
  await useEnglish(t, DEMO.hr);
  director = await t.login(DEMO.director);
  hrEnglish = await t.login(DEMO.hr);
  consultant = await t.login(DEMO.consultant);
  tools = await skillTypeId(t, 'tools');
});
afterAll(() => t.close());

const save = (session: TestSession, body: object, idSkill?: number) =>
  t.call(session, 'POST', `/api/ListeDc/insertSkills${idSkill ? `?idSkill=${idSkill}` : ''}`, body);

describe('aliases in the catalogue', () => {
  it('shows the seeded aliases, in alphabetical order, in the list and in one skill', async () => {
    const kubernetes = await skillId(t, 'Kubernetes');
    const one = (await t.call(director, 'GET', `/api/ListeDc/listSkillById?id=${kubernetes}`)).json().data;
    expect(one.aliases).toEqual(['K8s', 'Kube']);
    const page = (await t.call(director, 'GET', '/api/ListeDc/listSkills?searchTerm=k8s')).json().data;
    expect(page.items.map((s: { label: string; aliases: string[] }) => [s.label, s.aliases])).toEqual([
      ['Kubernetes', ['K8s', 'Kube']],
    ]);
    const kotlin = (await t.call(director, 'GET', '/api/ListeDc/listSkills?searchTerm=kotlin')).json().data.items[0];
    expect(kotlin).toMatchObject({ label: 'Kotlin', aliases: [] });
  });

  it('finds a skill by its alias in the search everyone uses, an exact alias first', async () => {
    const found = (await t.call(consultant, 'GET', '/api/ListeDc/listSearchSkills?searchTerm=K8S')).json().data;
    expect(found[0].label).toBe('Kubernetes');
    const js = (await t.call(consultant, 'GET', '/api/ListeDc/listSearchSkills?searchTerm=js')).json().data;
    expect(js[0].label).toBe('JavaScript');
  });

  it('adds a skill with aliases: trimmed, its own names dropped', async () => {
    const res = await save(director, {
      label: 'Bruno',
      nameEn: 'Bruno API client',
      idSkillType: tools,
      aliases: [' Bruno app ', 'bruno', 'BRUNO API CLIENT', 'usebruno'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ label: 'Bruno', aliases: ['Bruno app', 'usebruno'] });
  });

  it('replaces the aliases when given, keeps them when not, and clears them with an empty list', async () => {
    const bruno = await skillId(t, 'Bruno');
    expect((await save(director, { nameFr: 'Bruno (client)' }, bruno)).json().data.aliases).toEqual([
      'Bruno app',
      'usebruno',
    ]);
    expect((await save(director, { aliases: ['Bruno.app'] }, bruno)).json().data.aliases).toEqual(['Bruno.app']);
    // Renamed to its alias: the alias is dropped, it is a name now.
    expect((await save(director, { label: 'Bruno.app' }, bruno)).json().data).toMatchObject({
      label: 'Bruno.app',
      aliases: [],
    });
    expect(
      (await save(director, { label: 'Bruno', aliases: ['usebruno', 'Bruno app'] }, bruno)).json().data,
    ).toMatchObject({ label: 'Bruno', aliases: ['Bruno app', 'usebruno'] });
    expect((await save(director, { aliases: [] }, bruno)).json().data.aliases).toEqual([]);
  });

  it('refuses an alias that is another skill’s alias or name (409, translated) and writes nothing', async () => {
    const bruno = await skillId(t, 'Bruno');
    const before = await countRows(t, 'skill_alias');
    const taken = await save(director, { aliases: ['ok', 'k8s'] }, bruno);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      success: false,
      data: null,
      code: 'CONFLICT',
      message: 'L’alias « K8s » est déjà un nom ou un alias de la compétence Kubernetes.',
    });
    const name = await save(hrEnglish, { aliases: ['teamwork'] }, bruno);
    expect(name.statusCode).toBe(409);
    expect(name.json().message).toBe(
      "The alias “teamwork” is already a name or an alias of the skill Esprit d'équipe.",
    );
    const added = await save(director, { label: 'Lens', idSkillType: tools, aliases: ['JAVA'] });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe('L’alias « JAVA » est déjà un nom ou un alias de la compétence Java.');
    expect(await countRows(t, 'skill_alias')).toBe(before);
    expect((await t.call(director, 'GET', `/api/ListeDc/listSkillById?id=${bruno}`)).json().data.aliases).toEqual([]);
  });

  it('refuses a label or name that is another skill’s alias (409)', async () => {
    const skills = await countRows(t, 'skill');
    const added = await save(director, { label: 'k8s', idSkillType: tools });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe('« K8s » est déjà un alias de la compétence Kubernetes.');
    const renamed = await save(hrEnglish, { nameEn: 'Golang' }, await skillId(t, 'Bruno'));
    expect(renamed.json()).toMatchObject({
      code: 'CONFLICT',
      message: '“Golang” is already an alias of the skill Go.',
    });
    expect(await countRows(t, 'skill')).toBe(skills);
  });

  it('refuses bad aliases with 400 in the envelope', async () => {
    const bruno = await skillId(t, 'Bruno');
    for (const aliases of [
      ['a', 'A'],
      [''],
      ['   '],
      ['x'.repeat(61)],
      ['tab\there'],
      'K8s',
      [42],
      Array(31).fill('x'),
    ]) {
      const res = await save(director, { aliases }, bruno);
      expect(res.statusCode, JSON.stringify(aliases)).toBe(400);
      expect(res.json(), JSON.stringify(aliases)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const duplicate = await save(director, { aliases: ['Lens', 'lens'] }, bruno);
    expect(duplicate.json().details).toEqual([expect.objectContaining({ path: 'body.aliases.1' })]);
  });

  it('is for managers of the catalogue only, and deleting a skill deletes its aliases', async () => {
    const bruno = await skillId(t, 'Bruno');
    expect((await save(consultant, { aliases: ['x'] }, bruno)).statusCode).toBe(403);
    await save(director, { aliases: ['Bruno app'] }, bruno);
    expect((await t.call(director, 'DELETE', `/api/ListeDc/deleteSkills?id=${bruno}`)).json().data.outcome).toBe(
      'deleted',
    );
    const left = await t.db.selectFrom('skill_alias').select('id').where('id_skill', '=', bruno).execute();
    expect(left).toEqual([]);
  });
});
