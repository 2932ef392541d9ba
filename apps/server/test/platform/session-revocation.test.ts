/**
 * A session revoked on one process stops working on every other within a second (issue 24 §3): sessions and their
 * page permissions are cached per process (plugins/session.ts) and dropped by the `identity_changed` notifications
 * of the person, account and session triggers. Two applications on one PostgreSQL, as two processes behind a load
 * balancer; the other process's answer is polled until it changes, well before its cache's minute runs out.
 * PostgreSQL only (TEST_DATABASE_URL): PGlite is one embedded database in one process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApps, DEMO, onPostgres, type TestApp, type TestSession } from '../support/test-app';
import { eventually } from '../outbox/peers';

/**
 * How long the test waits for a revocation to reach the other process. The notification arrives within milliseconds;
 * the test proves the path, not a latency (a loaded CI machine is no stopwatch): without the notification the other
 * process would keep its cached session for its cache's whole minute (plugins/session.ts), far past this deadline.
 */
const DEADLINE_MS = 10_000;

type Me = { role: { id: number }; pagePermissions: Record<string, boolean> };

describe.skipIf(!onPostgres)('a revoked session stops working on every process, not a cache minute later', () => {
  let group: Awaited<ReturnType<typeof createTestApps>>;
  let a: TestApp;
  let b: TestApp;
  let director: TestSession; // signed in on A: internal role 1 (access rights)
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    group = await createTestApps(2);
    [a, b] = group.apps as [TestApp, TestApp];
    director = await a.login(DEMO.director);
    for (const p of await a.db.selectFrom('person').select(['id', 'email']).execute()) ids[p.email] = p.id;
  });
  afterAll(async () => {
    await group?.close();
  });

  const me = (t: TestApp, session: TestSession) => t.call(session, 'GET', '/api/Login/me');
  const data = (res: LightMyRequestResponse) => {
    if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
    return (res.json() as { data: Me }).data;
  };
  /** B's Login/me, polled until `holds`, within the deadline. */
  const onB = (session: TestSession, holds: (res: LightMyRequestResponse) => boolean, what: string) =>
    eventually(
      async () => {
        const res = await me(b, session);
        return holds(res) && res;
      },
      `${what} on the other process within ${DEADLINE_MS} ms`,
      DEADLINE_MS,
    );

  it('a sign-out', async () => {
    const alice = await a.login(DEMO.consultant);
    // B has the session in memory.
    expect(data(await me(b, alice)).role).toBeDefined();
    expect((await a.call(alice, 'POST', '/api/Logout')).statusCode).toBe(200);
    await onB(alice, (res) => res.statusCode === 401, 'the sign-out');
  });

  it('a role change: the account’s role, then the account closed', async () => {
    const alice = await a.login(DEMO.consultant);
    const before = data(await me(b, alice));
    const account = await a.db
      .selectFrom('session')
      .select('account_id')
      .where('person_id', '=', ids[DEMO.consultant]!)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    try {
      // Another process (or an administrator's tool) changes the role: the account trigger tells every process.
      expect(before.role.id).toBe(1);
      await a.db.updateTable('account').set({ role_id: 6 }).where('id', '=', account.account_id).execute();
      const changed = data(await onB(alice, (res) => res.statusCode === 200 && data(res).role.id === 6, 'the role'));
      // The cached page permissions went with the session: they are the new role's (HR: administration, no menuDc).
      expect(before.pagePermissions).toMatchObject({ menuDc: true, managementSkills: false });
      expect(changed.pagePermissions).toMatchObject({ menuDc: false, managementSkills: true });

      await a.db.updateTable('account').set({ is_active: false }).where('id', '=', account.account_id).execute();
      await onB(alice, (res) => res.statusCode === 401, 'the closed account');
    } finally {
      await a.db
        .updateTable('account')
        .set({ role_id: before.role.id, is_active: true })
        .where('id', '=', account.account_id)
        .execute();
    }
  });

  it('a role-settings change: the internal role granted, then taken away', async () => {
    const marc = await a.login(DEMO.manager);
    expect(data(await me(b, marc)).pagePermissions.droitDAcces).toBe(false);
    const change = (idRoleInternal: number | null) =>
      a.call(director, 'POST', '/api/RoleInternal/UpdateUserRoleInternal', {
        userId: ids[DEMO.manager],
        idRoleInternal,
      });
    expect((await change(1)).statusCode).toBe(200);
    await onB(
      marc,
      (res) => res.statusCode === 200 && data(res).pagePermissions.droitDAcces === true,
      'the granted right',
    );
    expect((await b.call(marc, 'GET', '/api/RoleInternal/GetAll')).statusCode).toBe(200);

    expect((await change(null)).statusCode).toBe(200);
    await onB(
      marc,
      (res) => res.statusCode === 200 && !data(res).pagePermissions.droitDAcces === true,
      'the right taken away',
    );
    expect((await b.call(marc, 'GET', '/api/RoleInternal/GetAll')).statusCode).toBe(403);
  });
});
