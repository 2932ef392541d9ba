/**
 * The daily notice of candidates due for erasure (issue 23 §2c): one e-mail per DPO with the count and the link,
 * none when nothing is due, once per day — across two runs and across two processes racing the same day
 * (PostgreSQL). The day is injected; nothing waits for the clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestApps, DEMO, onPostgres, type TestApp } from '../support/test-app';
import { PAST_RETENTION_MS } from '../data-protection/retention-support';

/** Today (nothing due: Nina's activity is the seed's), and 25 months on (Nina is due). */
const today = () => new Date();
const later = () => new Date(Date.now() + PAST_RETENTION_MS);

const notices = (t: TestApp) =>
  t.db
    .selectFrom('outbox_message')
    .select(['payload', 'person_id'])
    .where('kind', '=', 'mail.send')
    .where('payload', '@>', JSON.stringify({ template: 'retentionDue' }) as never)
    .orderBy('id')
    .execute();
type Mail = { to: string; subject: string; text: string; idLang: number };

describe('candidate retention notice (one process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://skills.example.com' } });
  });
  afterAll(async () => t.close());

  it('nothing due: the day is claimed, no e-mail', async () => {
    expect(await t.app.candidateRetention.runDay(today())).toMatchObject({ due: 0, mailed: 0 });
    expect(await notices(t)).toEqual([]);
  });

  it('candidates due: one e-mail per DPO, in their language, with the count and the link; once a day', async () => {
    // A second DPO, who reads English (and an inactive DPO account, who gets nothing).
    const hr = await t.db.selectFrom('person').select('id').where('email', '=', DEMO.hr).executeTakeFirstOrThrow();
    await t.db.insertInto('account').values({ person_id: hr.id, role_id: 7 }).execute();
    await t.db.updateTable('person').set({ id_lang: 2 }).where('id', '=', hr.id).execute();
    const marc = await t.db
      .selectFrom('person')
      .select('id')
      .where('email', '=', DEMO.manager)
      .executeTakeFirstOrThrow();
    await t.db.insertInto('account').values({ person_id: marc.id, role_id: 7, is_active: false }).execute();

    const run = await t.app.candidateRetention.runDay(later());
    expect(run).toMatchObject({ due: 1, mailed: 2 });
    const sent = (await notices(t)).map((m) => m.payload as Mail);
    expect(sent.map((m) => m.to).sort()).toEqual([DEMO.hr, DEMO.dpo].sort());
    const paul = sent.find((m) => m.to === DEMO.dpo)!;
    expect(paul.subject).toBe('My Skills : 1 candidat(s) à effacer');
    expect(paul.text).toContain('n’ont plus d’activité depuis 24 mois');
    expect(paul.text).toContain('https://skills.example.com/management/dataProtection');
    const helene = sent.find((m) => m.to === DEMO.hr)!;
    expect(helene.subject).toBe('My Skills: 1 candidate(s) to erase');
    // The same day again: nothing more.
    expect(await t.app.candidateRetention.runDay(later())).toBeNull();
    expect(await notices(t)).toHaveLength(2);
  });
});

describe.runIf(onPostgres)('candidate retention notice (two processes on one PostgreSQL database)', () => {
  let group: Awaited<ReturnType<typeof createTestApps>>;
  beforeAll(async () => {
    group = await createTestApps(2);
  });
  afterAll(async () => group.close());

  it('two processes racing the same day: one run, one e-mail to the DPO', async () => {
    const [a, b] = group.apps as [TestApp, TestApp];
    const at = later();
    const runs = await Promise.all([a.app.candidateRetention.runDay(at), b.app.candidateRetention.runDay(at)]);
    expect(runs.filter((r) => r !== null)).toEqual([expect.objectContaining({ due: 1, mailed: 1 })]);
    const sent = await notices(b);
    expect(sent.map((m) => (m.payload as Mail).to)).toEqual([DEMO.dpo]);
    const claims = await a.db.selectFrom('job_run').selectAll().where('name', '=', 'candidate-retention').execute();
    expect(claims).toHaveLength(1);
  });
});
