/**
 * Erasure of expired candidates (issue 23 §2c): Nina, given every kind of data, is erased — no table's text, JSON,
 * array or bytea column names her afterwards, the audit trail still verifies and keeps her entries by id, the
 * erasure's entry is there once, her session stops at once (in two processes on PostgreSQL); a wrong count, an
 * active candidate or an employee erases nothing. The clock is moved 25 months on, past the 24-month retention.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../src/lib/audit/audit';
import { emailKey } from '../../src/lib/sign-in-failure-keys';
import { countRows, createTestApp, createTestApps, DEMO, onPostgres, type TestApp } from '../support/test-app';
import { testClock } from '../support/password';
import { erase, findIdentity, giveEveryKindOfData, PAST_RETENTION_MS, personIdOf } from './retention-support';

const NINA = { firstName: 'Nina', lastName: 'Lambert', email: DEMO.candidate, phone: '+33 6 12 34 56 78' };

const auditOf = (t: TestApp, personId: number) =>
  t.db
    .selectFrom('audit_entry')
    .select(['id', 'action', 'actor_person_id', 'subject_person_id'])
    .where((eb) => eb.or([eb('actor_person_id', '=', personId), eb('subject_person_id', '=', personId)]))
    .orderBy('id')
    .execute();

describe('erasure of an expired candidate', () => {
  const clock = testClock();
  let t: TestApp;
  let nina: number;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    nina = await personIdOf(t, DEMO.candidate);
    await giveEveryKindOfData(t, nina);
    clock.advance(PAST_RETENTION_MS);
  });
  afterAll(async () => t.close());

  it('the fixture gives her data in many tables (the search finds them)', async () => {
    const hits = (await findIdentity(t, NINA)).map((h) => h.table);
    for (const table of [
      'person',
      'dc',
      'dc_experience',
      'user_file',
      'cv_import',
      'client_cv_export',
      'skill_evidence',
      'skills_file_proposal',
      'document_signature',
      'outbox_message',
      'mailbox',
      'sign_in_failure',
    ])
      expect(hits, table).toContain(table);
  });

  it('a wrong confirmation count, an employee or an unknown id: 422, translated, nothing erased', async () => {
    const paul = await t.login(DEMO.dpo);
    const alice = await personIdOf(t, DEMO.consultant);
    const before = await Promise.all([countRows(t, 'person'), countRows(t, 'audit_entry')]);
    const mismatch = await erase(t, paul, [nina], 2);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    expect(mismatch.json().message).toContain('rien n’a été effacé');
    const english = await t.call(
      paul,
      'POST',
      '/api/DataProtection/erase',
      { personIds: [nina, alice], confirmCount: 2 },
      { 'accept-language': 'en' },
    );
    expect(english.statusCode).toBe(422);
    const employee = await erase(t, paul, [nina, alice]);
    expect(employee.statusCode).toBe(422);
    expect((await erase(t, paul, [alice])).statusCode).toBe(422);
    expect((await erase(t, paul, [nina, 999_999])).statusCode).toBe(422);
    expect((await erase(t, paul, [nina, nina], 2)).statusCode).toBe(422);
    expect((await erase(t, paul, [], 0)).statusCode).toBe(400);
    expect(await Promise.all([countRows(t, 'person'), countRows(t, 'audit_entry')])).toEqual(before);
  });

  it('erases her: no column of any table names her, the trail verifies and keeps her entries by id', async () => {
    const session = await t.login(DEMO.candidate);
    expect((await t.call(session, 'GET', '/api/Login/me')).statusCode).toBe(200);
    const paul = await t.login(DEMO.dpo);
    const paulId = await personIdOf(t, DEMO.dpo);
    const entriesBefore = await auditOf(t, nina);
    expect(entriesBefore.length).toBeGreaterThan(2);

    const res = await erase(t, paul, [nina]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { erased: 1 } });
    expect(res.json().message).toBe('1 candidat(s) effacé(s) définitivement.');

    expect(await findIdentity(t, NINA)).toEqual([]);
    expect(await t.db.selectFrom('person').where('id', '=', nina).selectAll().execute()).toEqual([]);
    for (const table of [
      'account',
      'session',
      'credential',
      'password_link',
      'dc',
      'user_file',
      'cv_import',
    ] as const) {
      const left = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('person_id', '=', nina)
        .executeTakeFirstOrThrow();
      expect(Number(left.n), table).toBe(0);
    }
    expect(
      await t.db.selectFrom('sign_in_failure').selectAll().where('key', '=', emailKey(DEMO.candidate)).execute(),
    ).toEqual([]);

    // The trail: every earlier entry about her is still there with her id, plus the erasure's once.
    const entriesAfter = await auditOf(t, nina);
    expect(entriesAfter.slice(0, entriesBefore.length)).toEqual(entriesBefore);
    const erasures = entriesAfter.filter((e) => e.action === 'erase');
    expect(erasures).toEqual([
      expect.objectContaining({ actor_person_id: paulId, subject_person_id: nina, action: 'erase' }),
    ]);
    expect((await verifyAuditChain(t.db)).broken).toBeNull();

    // Statistics without identity.
    const kept = await t.db.selectFrom('erased_person').selectAll().execute();
    expect(kept).toEqual([
      expect.objectContaining({
        person_id: nina,
        erased_by: paulId,
        roles: [0],
        skills_files: 2,
        attachments: 1,
        cv_imports: 1,
        had_password: true,
      }),
    ]);

    // Her session stops at once; erasing her again finds nobody.
    expect((await t.call(session, 'GET', '/api/Login/me')).statusCode).toBe(401);
    expect((await erase(t, paul, [nina])).statusCode).toBe(422);
  });
});

describe.runIf(onPostgres)('erasure across two processes (PostgreSQL)', () => {
  const clock = testClock();
  let group: Awaited<ReturnType<typeof createTestApps>>;
  beforeAll(async () => {
    group = await createTestApps(2, { now: clock.now });
    clock.advance(PAST_RETENTION_MS);
  });
  afterAll(async () => group.close());

  it('her session, cached by the other process, stops working there at once', async () => {
    const [a, b] = group.apps as [TestApp, TestApp];
    const nina = await personIdOf(a, DEMO.candidate);
    const session = await a.login(DEMO.candidate);
    expect((await b.call(session, 'GET', '/api/Login/me')).statusCode).toBe(200);
    const paul = await a.login(DEMO.dpo);
    expect((await erase(a, paul, [nina])).statusCode).toBe(200);
    // The notification of the person row's deletion reaches the other process on commit.
    await expect.poll(async () => (await b.call(session, 'GET', '/api/Login/me')).statusCode).toBe(401);
    expect((await a.call(session, 'GET', '/api/Login/me')).statusCode).toBe(401);
  });
});
