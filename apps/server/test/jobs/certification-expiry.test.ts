/**
 * Certification expiry alerts (issue 20): the daily run e-mails the person and their manager 60 and 15 days before a
 * certification of the person's current skills files expires, once each — across two runs the same day, across the
 * next days, and across two processes racing the same day (PostgreSQL: two applications, each with its own pool, on
 * one database; PGlite is one process). The day is injected; nothing waits for the clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestApps, DEMO, onPostgres, type TestApp } from '../support/test-app';
import { createCertificationExpiryJob } from '../../src/jobs/certification-expiry';
import { createCertificationExpiryRepository } from '../../src/jobs/certification-expiry.repository';
import { createJobRunsRepository } from '../../src/jobs/job-runs.repository';

const DAY = '2035-06-01';
const at = (day: string) => new Date(`${day}T06:10:00Z`);
/** `day` plus `n` days, yyyy-mm-dd. */
const plus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface People {
  alice: number;
  marc: number;
  bruno: number;
}

async function personId(t: TestApp, email: string) {
  return (await t.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

async function file(t: TestApp, personId: number, idLang: number, version: number, status: number) {
  const { id } = await t.db
    .insertInto('dc')
    .values({ person_id: personId, id_lang: idLang, version, status, title: 'Test', id_profile: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function certification(t: TestApp, fileId: number, name: string, organism: string, expiry: string) {
  await t.db
    .insertInto('dc_certification')
    .values({ dc_id: fileId, name, organism, obtained_date: '2030-01-01', expiry_date: expiry })
    .execute();
}

/**
 * Alice (a consultant, Marc's report): her French file (current, version 1) holds certifications expiring in 70, 60,
 * 40, 15 and 10 days and one expired yesterday; her English file's current version 2 holds the 40-day one again
 * (other case and spaces: the same certification) and its archived version 1 one expiring in 30 days (not current).
 * Bruno (a subcontractor: not an employee) holds one expiring in 10 days.
 */
async function fixture(t: TestApp): Promise<People> {
  const people = {
    alice: await personId(t, DEMO.consultant),
    marc: await personId(t, DEMO.manager),
    bruno: await personId(t, DEMO.subcontractor),
  };
  // The population of the test database has files of its own: only these people's certifications count here.
  await t.db.deleteFrom('dc_certification').where('dc_id', 'in', t.db.selectFrom('dc').select('id')).execute();
  const fr = await file(t, people.alice, 1, 1, 1);
  await certification(t, fr, 'Kubernetes Admin 70', 'CNCF', plus(DAY, 70));
  await certification(t, fr, 'AWS Architect 60', 'Amazon', plus(DAY, 60));
  await certification(t, fr, 'Scrum Master 40', 'Scrum.org', plus(DAY, 40));
  await certification(t, fr, 'Azure 15', 'Microsoft', plus(DAY, 15));
  await certification(t, fr, 'Java 10', 'Oracle', plus(DAY, 10));
  await certification(t, fr, 'ITIL expired', 'Axelos', plus(DAY, -1));
  const enOld = await file(t, people.alice, 2, 1, 4);
  await certification(t, enOld, 'Old 30', 'Nobody', plus(DAY, 30));
  const en = await file(t, people.alice, 2, 2, 1);
  await certification(t, en, ' scrum master 40 ', 'SCRUM.ORG', plus(DAY, 40));
  const bruno = await file(t, people.bruno, 1, 1, 1);
  await certification(t, bruno, 'Bruno 10', 'Oracle', plus(DAY, 10));
  return people;
}

const alerts = (t: TestApp) =>
  t.db
    .selectFrom('certification_expiry_alert')
    .select(['person_id', 'name', 'threshold'])
    .orderBy('name')
    .orderBy('threshold')
    .execute();
const mails = (t: TestApp) =>
  t.db
    .selectFrom('outbox_message')
    .select(['payload', 'person_id', 'object_type'])
    .where('kind', '=', 'mail.send')
    .where('payload', '@>', JSON.stringify({ template: 'certificationExpiry' }) as never)
    .orderBy('id')
    .execute();
type Mail = { to: string; subject: string; text: string; idLang: number };

describe('certification expiry alerts (one process)', () => {
  let t: TestApp;
  let people: People;
  beforeAll(async () => {
    t = await createTestApp();
    people = await fixture(t);
    // Marc reads English: his e-mails are in English, Alice's in French.
    await t.db.updateTable('person').set({ id_lang: 2 }).where('id', '=', people.marc).execute();
  });
  afterAll(async () => t.close());

  it('a run that fails leaves the day unclaimed: the next one does it', async () => {
    const repository = createCertificationExpiryRepository(t.db);
    const failing = createCertificationExpiryJob({
      outbox: t.app.outbox,
      runs: createJobRunsRepository(),
      repository: {
        ...repository,
        record: () => Promise.reject(new Error('the database went away')),
      },
      publicUrl: 'http://localhost',
      now: () => at(DAY),
      worker: 'failing',
      logger: { info: () => undefined, warn: () => undefined },
    });
    await expect(failing.runDay()).rejects.toThrow('the database went away');
    expect(await t.db.selectFrom('job_run').selectAll().execute()).toEqual([]);
    expect(await alerts(t)).toEqual([]);
    expect(await mails(t)).toEqual([]);
    // The scheduler's run logs the failure instead of throwing.
    expect(await failing.runOnce()).toBeNull();
  });

  it('the day’s run: the 60-day alert for 60 and 40 days, the 15-day one for 15 and 10, to Alice and Marc', async () => {
    const run = await t.app.certificationExpiry.runDay(at(DAY));
    expect(run?.day).toBe(DAY);
    expect(await alerts(t)).toEqual([
      { person_id: people.alice, name: 'AWS Architect 60', threshold: 60 },
      { person_id: people.alice, name: 'Azure 15', threshold: 15 },
      { person_id: people.alice, name: 'Java 10', threshold: 15 },
      { person_id: people.alice, name: 'Scrum Master 40', threshold: 60 },
    ]);
    const sent = (await mails(t)).map((m) => m.payload as Mail);
    expect(sent).toHaveLength(8);
    expect(sent.filter((m) => m.to === DEMO.consultant)).toHaveLength(4);
    expect(sent.filter((m) => m.to === DEMO.manager)).toHaveLength(4);
    const java = sent.find((m) => m.to === DEMO.consultant && m.subject.includes('Java 10'))!;
    // Alice's language (French): the date written out, the days left, the link to her French file.
    expect(java.subject).toBe(`La certification « Java 10 » de Alice Martin expire le 11 juin 2035`);
    expect(java.text).toContain('Votre certification « Java 10 » (Oracle) expire le 11 juin 2035, dans 10 jours.');
    expect(java.text).toContain(`/page/dc/fiche/${people.alice}/1`);
    const toMarc = sent.find((m) => m.to === DEMO.manager && m.subject.includes('Azure 15'))!;
    expect(toMarc.subject).toBe('The certification “Azure 15” of Alice Martin expires on 16 June 2035');
    expect(toMarc.text).toContain(
      'The certification “Azure 15” (Microsoft) of Alice Martin expires on 16 June 2035, in 15 days.',
    );
    expect((await mails(t)).every((m) => m.person_id === people.alice && m.object_type === 'dc')).toBe(true);
  });

  it('a second run the same day does nothing (the day is claimed)', async () => {
    expect(await t.app.certificationExpiry.runDay(at(DAY))).toBeNull();
    expect(await mails(t)).toHaveLength(8);
  });

  it('the next days: each alert once; a certification crossing a threshold later gets its alert then', async () => {
    const next = await t.app.certificationExpiry.runDay(at(plus(DAY, 1)));
    expect(next?.sent).toEqual([]);
    // Ten days on, the 70-day certification is 60 days away; the 60- and 40-day ones had their 60-day alert.
    const tenth = await t.app.certificationExpiry.runDay(at(plus(DAY, 10)));
    expect(tenth?.sent.map((a) => [a.name, a.threshold, a.days])).toEqual([['Kubernetes Admin 70', 60, 60]]);
    // 45 days on: the 60-day one is 15 days away (its second alert); the 40-day one has expired (none).
    const later = await t.app.certificationExpiry.runDay(at(plus(DAY, 45)));
    expect(later?.sent.map((a) => [a.name, a.threshold, a.days])).toEqual([['AWS Architect 60', 15, 15]]);
    expect(await mails(t)).toHaveLength(12);
    expect(await t.app.certificationExpiry.runDay(at(plus(DAY, 45)))).toBeNull();
  });

  it('a manager without an active account is not e-mailed (the person still is)', async () => {
    await t.db.updateTable('account').set({ is_active: false }).where('person_id', '=', people.marc).execute();
    const fr = await t.db
      .selectFrom('dc')
      .select('id')
      .where('person_id', '=', people.alice)
      .where('id_lang', '=', 1)
      .executeTakeFirstOrThrow();
    await certification(t, fr.id, 'Late 80', 'Nobody', plus(DAY, 80));
    const before = (await mails(t)).length;
    const run = await t.app.certificationExpiry.runDay(at(plus(DAY, 30)));
    // 30 days on: the 40-day one is 10 days away (its 15-day alert, skipped days caught up), the new one 50.
    expect(run?.sent.map((a) => [a.name, a.threshold, a.days])).toEqual([
      ['Scrum Master 40', 15, 10],
      ['Late 80', 60, 50],
    ]);
    const added = (await mails(t)).slice(before).map((m) => (m.payload as Mail).to);
    expect(added).toEqual([DEMO.consultant, DEMO.consultant]);
    await t.db.updateTable('account').set({ is_active: true }).where('person_id', '=', people.marc).execute();
  });
});

describe.runIf(onPostgres)('certification expiry alerts (two processes on one PostgreSQL database)', () => {
  let group: Awaited<ReturnType<typeof createTestApps>>;
  beforeAll(async () => {
    group = await createTestApps(2);
    await fixture(group.apps[0]!);
  });
  afterAll(async () => group.close());

  it('two processes racing the same day: one does the run, the alerts and e-mails exist once', async () => {
    const [a, b] = group.apps as [TestApp, TestApp];
    const runs = await Promise.all([
      a.app.certificationExpiry.runDay(at(DAY)),
      b.app.certificationExpiry.runDay(at(DAY)),
    ]);
    expect(runs.filter((r) => r !== null)).toHaveLength(1);
    expect(runs.find((r) => r !== null)!.sent).toHaveLength(4);
    expect(await alerts(a)).toHaveLength(4);
    expect(await mails(b)).toHaveLength(8);
    const claims = await a.db.selectFrom('job_run').selectAll().execute();
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ name: 'certification-expiry', run_key: DAY });
    expect(['test-process-1', 'test-process-2']).toContain(claims[0]!.claimed_by);
  });
});
