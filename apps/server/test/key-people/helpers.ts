/** Helpers of the key-people tests: Alice's skills file with three catalogue skills, a record body, the outbox rows. */
import { expect } from 'vitest';
import type { TestApp, TestSession } from '../support/test-app';

/** The catalogue skill id of a label. */
export const skillId = async (t: TestApp, label: string) =>
  (await t.db.selectFrom('skill').select('id').where('label', '=', label).executeTakeFirstOrThrow()).id;

/** A skills file for the person (created by `owner`) holding `skills` at their star level; answers its id. */
export async function fileWithSkills(
  t: TestApp,
  owner: TestSession,
  personId: number,
  skills: Record<string, number>,
): Promise<number> {
  const created = await t.call(owner, 'POST', '/api/Dc/save', { idUser: personId, idLang: 1 });
  expect(created.statusCode).toBe(200);
  const { id } = await t.db
    .selectFrom('dc')
    .select('id')
    .where('person_id', '=', personId)
    .where('id_lang', '=', 1)
    .orderBy('version', 'desc')
    .executeTakeFirstOrThrow();
  for (const [label, level] of Object.entries(skills))
    await t.db
      .insertInto('dc_skill')
      .values({ dc_id: id, id_skill: await skillId(t, label), level })
      .execute();
  return id;
}

/** A record's save body with the given overrides. */
export const recordBody = (idUser: number, over: Record<string, unknown> = {}) => ({
  idUser,
  rowVersion: 0,
  status: 'inProgress',
  userInfo: {
    kptEvalCapacity: true,
    kptTechContributor: true,
    kptArchitectCapacity: false,
    kptRecruitQuality: false,
    kptConceptionTraining: false,
    kptPreSale: true,
    kptComment: 'Référente Java',
    kpmissionComment: '',
    kpmissionRsiComment: '',
    kphpoComment: '',
    categories: [1, 2],
  },
  missionData: [],
  allPosition: [],
  dcSkillsData: [],
  ...over,
});

/** The outbox rows about a person's key-people record, oldest first. */
export const rateRows = (t: TestApp, personId: number) =>
  t.db
    .selectFrom('outbox_message')
    .select(['id', 'kind', 'payload', 'state', 'batch_id'])
    .where('object_type', '=', 'keyPeople')
    .where('object_id', '=', personId)
    .orderBy('id')
    .execute();
