import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_LIST } from '@my-skills/shared/languages';
import { DEMO, type TestApp, type TestSession } from '../support/test-app';
import { createCatalogueTestApp, skillId, useEnglish } from './support';

let t: TestApp;
let consultant: TestSession;
let hrEnglish: TestSession;
let javaDeveloper: number;
beforeAll(async () => {
  t = await createCatalogueTestApp();
  await useEnglish(t, DEMO.hr);
  consultant = await t.login(DEMO.consultant);
  hrEnglish = await t.login(DEMO.hr);
  javaDeveloper = (
    await t.db.selectFrom('job_profile').select('id').where('name_en', '=', 'Java developer').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const ROUTES = [
  '/api/Profile/all',
  '/api/Profile/getById?id=1',
  '/api/Profile/getSkills?id=1',
  '/api/Profile/getSkills_v2?id=1',
  '/api/Profile/frameDC?id=1&idLang=1',
  '/api/Language/levels?idLang=1',
  '/api/Language/list?idLang=2',
];

describe('access', () => {
  it.each(ROUTES)('GET %s: 401 anonymously, open to every signed-in role', async (url) => {
    expect((await t.call(null, 'GET', url)).statusCode).toBe(401);
    for (const email of [DEMO.candidate, DEMO.consultant, DEMO.dpo, DEMO.hr]) {
      expect((await t.call(await t.login(email), 'GET', url)).statusCode, email).toBe(200);
    }
  });
});

describe('GET /api/Profile/*', () => {
  it('lists the job profiles in the caller’s language', async () => {
    const fr = (await t.call(consultant, 'GET', '/api/Profile/all')).json();
    expect(fr.success).toBe(true);
    expect(fr.data).toHaveLength(10);
    expect(fr.data.find((p: { id: number }) => p.id === javaDeveloper)).toMatchObject({
      name: 'Développeur Java',
      nameEn: 'Java developer',
      skillCount: 15,
    });
    const en = (await t.call(hrEnglish, 'GET', '/api/Profile/all')).json().data;
    expect(en.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Java developer', 'Scrum master', 'Test engineer', 'Business analyst']),
    );
  });

  it('answers one profile; 404 unknown (translated), 400 bad id', async () => {
    expect(
      (await t.call(consultant, 'GET', `/api/Profile/getById?id=${javaDeveloper}&idLang=2`)).json().data,
    ).toMatchObject({
      id: javaDeveloper,
      name: 'Java developer',
      description: 'Designs and builds applications and APIs with Java and Spring.',
    });
    const fr = await t.call(consultant, 'GET', '/api/Profile/getById?id=999999');
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Ce profil de poste n’existe pas.' });
    expect((await t.call(hrEnglish, 'GET', '/api/Profile/getSkills?id=999999')).json().message).toBe(
      'This job profile does not exist.',
    );
    for (const url of [
      '/api/Profile/getById',
      '/api/Profile/getSkills?id=x',
      '/api/Profile/getSkills_v2?id=0',
      '/api/Profile/frameDC?id=1&idLang=3',
    ]) {
      expect((await t.call(consultant, 'GET', url)).statusCode, url).toBe(400);
    }
  });

  it('gives the expected skills with levels, and grouped by type', async () => {
    const skills = (await t.call(consultant, 'GET', `/api/Profile/getSkills?id=${javaDeveloper}`)).json().data;
    expect(skills).toHaveLength(15);
    expect(skills).toContainEqual(
      expect.objectContaining({
        label: 'Java',
        name: 'Java',
        level: 4,
        skillTypeName: 'Langages et frameworks',
        isSoft: false,
        isActive: true,
      }),
    );
    expect(skills.at(-1)).toMatchObject({ label: "Esprit d'équipe", isSoft: true, level: 3 });
    const groups = (await t.call(hrEnglish, 'GET', `/api/Profile/getSkills_v2?id=${javaDeveloper}`)).json().data;
    expect(groups.map((g: { skillTypeName: string }) => g.skillTypeName)).toEqual([
      'Languages & frameworks',
      'Databases',
      'Cloud & DevOps',
      'Tools & software packages',
      'Methods',
      'Soft skills',
    ]);
    expect(groups.at(-1)).toMatchObject({ isSoft: true, skills: [{ name: 'Teamwork', level: 3 }] });
    expect(groups.flatMap((g: { skills: unknown[] }) => g.skills)).toHaveLength(15);
  });

  it('frames a new file: title and active skills in the file’s language', async () => {
    const fr = (await t.call(hrEnglish, 'GET', `/api/Profile/frameDC?id=${javaDeveloper}&idLang=1`)).json().data;
    expect(fr).toMatchObject({ idProfile: javaDeveloper, idLang: 1, title: 'Développeur Java' });
    expect(fr.skills).toContainEqual(expect.objectContaining({ name: "Esprit d'équipe", level: 3, isSoft: true }));
    await t.db.updateTable('skill').set({ is_active: false }).where('label', '=', 'Jenkins').execute();
    const en = (await t.call(consultant, 'GET', `/api/Profile/frameDC?id=${javaDeveloper}&idLang=2`)).json().data;
    expect(en.title).toBe('Java developer');
    expect(en.skills).toHaveLength(14);
    expect(en.skills.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Teamwork', 'REST APIs', 'Java']),
    );
    expect(en.skills.map((s: { idSkill: number }) => s.idSkill)).not.toContain(await skillId(t, 'Jenkins'));
    // getSkills still lists it, marked inactive
    const all = (await t.call(consultant, 'GET', `/api/Profile/getSkills?id=${javaDeveloper}`)).json().data;
    expect(all.find((s: { label: string }) => s.label === 'Jenkins').isActive).toBe(false);
  });
});

describe('GET /api/Language/*', () => {
  it('lists the language levels in the language asked, else the caller’s', async () => {
    expect((await t.call(consultant, 'GET', '/api/Language/levels?idLang=1')).json().data).toEqual([
      { id: 1, label: 'Notions' },
      { id: 2, label: 'Intermédiaire' },
      { id: 3, label: 'Courant' },
      { id: 4, label: 'Bilingue' },
      { id: 5, label: 'Langue maternelle' },
    ]);
    expect((await t.call(consultant, 'GET', '/api/Language/levels?idLang=2')).json().data.at(-1)).toEqual({
      id: 5,
      label: 'Native',
    });
    expect((await t.call(hrEnglish, 'GET', '/api/Language/levels')).json().data[0]).toEqual({
      id: 1,
      label: 'Basic knowledge',
    });
    expect((await t.call(consultant, 'GET', '/api/Language/levels?idLang=0')).statusCode).toBe(400);
  });
  it('lists the spoken languages', async () => {
    const en = (await t.call(consultant, 'GET', '/api/Language/list?idLang=2')).json().data;
    expect(en).toHaveLength(LANGUAGE_LIST.length);
    expect(en.slice(0, 3)).toEqual([
      { code: 'fr', name: 'French' },
      { code: 'en', name: 'English' },
      { code: 'de', name: 'German' },
    ]);
    expect((await t.call(consultant, 'GET', '/api/Language/list')).json().data[2]).toEqual({
      code: 'de',
      name: 'Allemand',
    });
    expect((await t.call(consultant, 'GET', '/api/Language/list?idLang=fr')).statusCode).toBe(400);
  });
});
