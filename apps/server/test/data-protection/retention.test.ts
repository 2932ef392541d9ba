/**
 * The list of candidates due for erasure (issue 23 §2c): a candidate without activity for the retention period is
 * listed with their last activity; an active candidate and an employee are not; the read is audited once; only the
 * DPO and administrators (internal role 1) reach the calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_ROLE } from '@my-skills/shared/roles';
import { countRows, createTestApp, DEMO, type TestApp } from '../support/test-app';
import { testClock } from '../support/password';
import { erase, PAST_RETENTION_MS, personIdOf, retentionList } from './retention-support';

const MONTH = 31 * 86_400_000;

async function candidate(t: TestApp, name: string, createdAt: Date) {
  const { id } = await t.db
    .insertInto('person')
    .values({
      email: `${name}@candidates.example.com`,
      first_name: name,
      last_name: 'Test',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('account').values({ person_id: id, role_id: CANDIDATE_ROLE, created_at: createdAt }).execute();
  return id;
}

describe('candidates due for erasure', () => {
  const clock = testClock();
  let t: TestApp;
  let ids: { nina: number; old: number; recent: number; alice: number };
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    // Nina's activity is today's (the seed); the clock then moves 25 months on.
    const now = Date.now();
    ids = {
      nina: await personIdOf(t, DEMO.candidate),
      old: await candidate(t, 'oldest', new Date(now - 6 * MONTH)),
      recent: await candidate(t, 'recent', new Date(now + PAST_RETENTION_MS - 2 * MONTH)),
      alice: await personIdOf(t, DEMO.consultant),
    };
    clock.advance(PAST_RETENTION_MS);
  });
  afterAll(async () => t.close());

  it('lists the candidates without activity for 24 months, oldest first, with their last activity and the count', async () => {
    const paul = await t.login(DEMO.dpo);
    const res = await retentionList(t, paul);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 25, months: 24 });
    expect(page.items.map((i: { id: number }) => i.id)).toEqual([ids.old, ids.nina]);
    expect(page.items[0]).toMatchObject({
      firstName: 'oldest',
      lastName: 'Test',
      email: 'oldest@candidates.example.com',
      lastActivity: 'created',
    });
    expect(Date.parse(page.items[1].lastActivityAt)).toBeLessThan(Date.parse(page.cutoff));
    // Nina's person row and account were created together by the seed: "created", not "details changed".
    expect(page.items[1]).toMatchObject({ firstName: 'Nina', lastActivity: 'created' });
    // Newest first, paged.
    const second = (await retentionList(t, paul, '?order=desc&pageSize=1&page=2')).json().data;
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((i: { id: number }) => i.id)).toEqual([ids.old]);
    // Past the end: the count still.
    expect((await retentionList(t, paul, '?page=9')).json().data).toMatchObject({ items: [], total: 2 });
    expect((await retentionList(t, paul, '?pageSize=0')).statusCode).toBe(400);
  });

  it('a contact renews the retention: a link sent to Nina today takes her off the list', async () => {
    const paul = await t.login(DEMO.dpo);
    const camille = await t.login(DEMO.recruiter);
    expect((await t.call(camille, 'POST', `/api/Candidate/invite?id=${ids.nina}`)).statusCode).toBe(200);
    const page = (await retentionList(t, paul)).json().data;
    expect(page.items.map((i: { id: number }) => i.id)).toEqual([ids.old]);
    // And she cannot be erased now: 422, nothing erased.
    const before = await countRows(t, 'person');
    expect((await erase(t, paul, [ids.nina, ids.old])).statusCode).toBe(422);
    expect((await erase(t, paul, [ids.recent])).statusCode).toBe(422);
    expect((await erase(t, paul, [ids.alice])).statusCode).toBe(422);
    expect(await countRows(t, 'person')).toBe(before);
  });

  it('a candidate hired since (an employee account beside the candidate one) is never listed', async () => {
    const paul = await t.login(DEMO.dpo);
    await t.db.insertInto('account').values({ person_id: ids.old, role_id: 1 }).execute();
    expect((await retentionList(t, paul)).json().data).toMatchObject({ items: [], total: 0 });
    expect((await erase(t, paul, [ids.old])).statusCode).toBe(422);
    await t.db.deleteFrom('account').where('person_id', '=', ids.old).where('role_id', '=', 1).execute();
  });

  it('each list call writes one audit entry', async () => {
    const sophie = await t.login(DEMO.director);
    const entries = () => t.db.selectFrom('audit_entry').select('id').where('action', '=', 'retentionList').execute();
    const before = (await entries()).length;
    expect((await retentionList(t, sophie)).statusCode).toBe(200);
    expect((await entries()).length).toBe(before + 1);
  });

  it('only the DPO and administrators reach the calls: 403 for every other demo account', async () => {
    const allowed = new Set<string>([DEMO.dpo, DEMO.director]);
    const before = await countRows(t, 'person');
    for (const email of Object.values(DEMO)) {
      const session = await t.login(email);
      const list = await retentionList(t, session);
      const erased = await erase(t, session, [ids.recent]);
      if (allowed.has(email)) {
        expect(list.statusCode, email).toBe(200);
        expect(erased.statusCode, email).toBe(422);
      } else {
        expect(list.statusCode, email).toBe(403);
        expect(erased.statusCode, email).toBe(403);
      }
    }
    expect(await countRows(t, 'person')).toBe(before);
  });
});
