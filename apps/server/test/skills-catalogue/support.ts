/** Shared set-up of the skills-catalogue API tests: a test app with the reference data seeded. */
import { seedReferenceData } from '../../src/db/seed/reference-data';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

export async function createCatalogueTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  await seedReferenceData(t.db);
  return t;
}

/** Makes a demo person read the answers in English (before they sign in). */
export async function useEnglish(t: TestApp, email: string) {
  await t.db.updateTable('person').set({ id_lang: 2 }).where('email', '=', email).execute();
}

export async function personId(t: TestApp, email: string): Promise<number> {
  return (await t.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

export async function skillId(t: TestApp, label: string): Promise<number> {
  return (await t.db.selectFrom('skill').select('id').where('label', '=', label).executeTakeFirstOrThrow()).id;
}

export async function skillTypeId(t: TestApp, code: string): Promise<number> {
  return (await t.db.selectFrom('skill_type').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

/** A skills file (dc row) for a person; there are no file-creation calls in this module. */
export async function createDc(t: TestApp, email: string, status = 1, idLang = 1): Promise<number> {
  const row = await t.db
    .insertInto('dc')
    .values({ person_id: await personId(t, email), id_lang: idLang, version: 1, status, title: 'Consultant' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Accounts outside roles 4–6 (no managementSkills) and inside them. */
export const NOT_MANAGERS_OF_SKILLS = [
  DEMO.candidate,
  DEMO.consultant,
  DEMO.technicalManager,
  DEMO.manager,
  DEMO.dpo,
  DEMO.recruiter,
] as const;
export const MANAGERS_OF_SKILLS = [DEMO.director, DEMO.buDirector, DEMO.hr] as const;
