/**
 * The trainings API tests' setup: the demo accounts signed in, an outsider manager (another team: sees none of
 * Marc's people), and the calls they make.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

export type Who = keyof typeof DEMO | 'outsider';

export const json = (res: { body: string }) => JSON.parse(res.body);
export const ok = <T>(res: { statusCode: number; body: string }): T => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return json(res).data as T;
};

/** Registers the file's beforeAll/afterAll; `tag` starts every title the file makes (its search finds only them). */
export function trainingsSetup(tag: string) {
  const ctx = {
    t: undefined as unknown as TestApp,
    s: {} as Record<Who, TestSession>,
    ids: {} as Record<Who, number>,
  };
  beforeAll(async () => {
    const t = await createTestApp();
    ctx.t = t;
    for (const [name, email] of Object.entries(DEMO)) {
      ctx.ids[name as keyof typeof DEMO] = (
        await t.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow()
      ).id;
    }
    const outsider = await t.db
      .insertInto('person')
      .values({ email: 'olivier.autre@example.com', first_name: 'Olivier', last_name: 'Autre' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('account').values({ person_id: outsider.id, role_id: 3 }).execute();
    ctx.ids.outsider = outsider.id;
    for (const name of Object.keys(DEMO) as (keyof typeof DEMO)[]) ctx.s[name] = await t.login(DEMO[name]);
    ctx.s.outsider = await t.login('olivier.autre@example.com');
  });
  afterAll(async () => ctx.t?.close());
  return {
    ctx,
    newWish: (who: TestSession, over: Record<string, unknown> = {}) =>
      ctx.t.call(who, 'POST', '/api/Training/wishTraining', {
        idUser: ctx.ids.consultant,
        type: 2,
        title: `${tag} Kubernetes avancé`,
        nature: 1,
        context: 2,
        organism: 'Org A',
        durationHours: 21,
        ...over,
      }),
    byId: (who: TestSession, id: number) => ctx.t.call(who, 'GET', `/api/Training/trainingById?id=${id}`),
  };
}
