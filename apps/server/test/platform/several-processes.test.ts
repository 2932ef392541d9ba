/**
 * Several application processes on one PostgreSQL behave as one (docs/decisions/010-several-processes.md).
 * Two applications, each with its own connection pool and notification connections, over the same database, as
 * two processes behind a load balancer: sessions, role changes, catalogue changes and the outbox relay.
 * PostgreSQL only (TEST_DATABASE_URL): PGlite is one embedded database in one process.
 *
 * Changes made by the other process arrive by NOTIFY, after its commit: those checks poll, within NOTIFY_BOUND_MS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApps, DEMO, onPostgres, type TestApp, type TestSession } from '../support/test-app';
import { actionPayload, boondEnv, eventually, startSimulator, type Simulator } from '../outbox/peers';

const NOTIFY_BOUND_MS = 2_000;

const data = <T>(res: LightMyRequestResponse): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
};

describe.skipIf(!onPostgres)('two application processes on one PostgreSQL', () => {
  let sim: Simulator;
  let group: Awaited<ReturnType<typeof createTestApps>>;
  let a: TestApp;
  let b: TestApp;
  let director: TestSession; // signed in on A: internal role 1 and manager of the catalogue
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    sim = await startSimulator();
    group = await createTestApps(2, { env: boondEnv(sim, { OUTBOX_BATCH_SIZE: '5' }) });
    [a, b] = group.apps as [TestApp, TestApp];
    director = await a.login(DEMO.director);
    for (const p of await a.db.selectFrom('person').select(['id', 'email']).execute()) ids[p.email] = p.id;
  });
  afterAll(async () => {
    await group?.close();
    await sim?.close();
  });

  /** The other process's answer, polled until `holds` (the change arrives by notification). */
  const eventuallyOn = (
    t: TestApp,
    session: TestSession,
    url: string,
    holds: (res: LightMyRequestResponse) => boolean,
  ) =>
    eventually(
      async () => {
        const res = await t.call(session, 'GET', url);
        return holds(res) && res;
      },
      `GET ${url} on the other process`,
      NOTIFY_BOUND_MS,
    );

  describe('sessions', () => {
    it('a session opened on one process is valid on the other, and closed on both by a sign-out', async () => {
      const alice = await a.login(DEMO.consultant);
      expect(data<{ email: string }>(await b.call(alice, 'GET', '/api/Login/me')).email).toBe(DEMO.consultant);
      expect(data<{ email: string }>(await a.call(alice, 'GET', '/api/Login/me')).email).toBe(DEMO.consultant);

      expect((await a.call(alice, 'POST', '/api/Logout')).statusCode).toBe(200);
      await eventuallyOn(b, alice, '/api/Login/me', (res) => res.statusCode === 401);
    });

    it('a role change made on one process applies to the other’s next calls', async () => {
      const marc = await a.login(DEMO.manager);
      // B has Marc's session in memory, without the role.
      expect((await b.call(marc, 'GET', '/api/RoleInternal/GetAll')).statusCode).toBe(403);

      const change = (idRoleInternal: number | null) =>
        a.call(director, 'POST', '/api/RoleInternal/UpdateUserRoleInternal', {
          userId: ids[DEMO.manager],
          idRoleInternal,
        });
      expect((await change(1)).statusCode).toBe(200);
      await eventuallyOn(b, marc, '/api/RoleInternal/GetAll', (res) => res.statusCode === 200);
      expect(
        data<{ pagePermissions: object }>(await b.call(marc, 'GET', '/api/Login/me')).pagePermissions,
      ).toMatchObject({ droitDAcces: true });

      expect((await change(null)).statusCode).toBe(200);
      await eventuallyOn(b, marc, '/api/RoleInternal/GetAll', (res) => res.statusCode === 403);
    });
  });

  describe('the catalogue', () => {
    const search = (t: TestApp, session: TestSession, term: string) =>
      t.call(session, 'GET', `/api/ListeDc/listSearchSkills?searchTerm=${encodeURIComponent(term)}`);
    const labels = (res: LightMyRequestResponse) => data<{ label: string }[]>(res).map((s) => s.label);

    it('a skill added on one process is found at once there, and in the other’s search as soon as notified', async () => {
      const alice = await b.login(DEMO.consultant);
      const label = 'Quokka Multiprocess';
      // Both processes have built their in-memory index.
      expect(labels(await search(b, alice, 'quokka'))).toEqual([]);
      expect(labels(await search(a, director, 'quokka'))).toEqual([]);

      const type = await a.db
        .selectFrom('skill_type')
        .select('id')
        .where('code', '=', 'tools')
        .executeTakeFirstOrThrow();
      data(await a.call(director, 'POST', '/api/ListeDc/insertSkills', { label, idSkillType: type.id }));

      // The writing process: its own write, no notification needed.
      expect(labels(await search(a, director, 'quokka'))).toEqual([label]);
      // The other process: the catalogue_changed notification drops its index.
      await eventuallyOn(b, alice, '/api/ListeDc/listSearchSkills?searchTerm=quokka', (res) =>
        labels(res).includes(label),
      );
    });

    it('a skills file viewed on one process shows a catalogue rename made on the other', async () => {
      const alice = await b.login(DEMO.consultant);
      const skill = await a.db
        .selectFrom('skill')
        .select(['id', 'name_fr'])
        .where('is_active', '=', true)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const dc = data<{ idDc: number; rowVersion: number }>(
        await b.call(alice, 'POST', '/api/Dc/save', { idUser: ids[DEMO.consultant], idLang: 1 }),
      );
      data(
        await b.call(alice, 'PUT', '/api/Dc/update', {
          idDc: dc.idDc,
          rowVersion: dc.rowVersion,
          skills: [{ idSkill: skill.id, level: 3 }],
        }),
      );
      const url = `/api/Dc/details?idDc=${dc.idDc}`;
      const skillNames = (res: LightMyRequestResponse) =>
        data<{ skills: { name: string }[] }>(res).skills.map((s) => s.name);
      // B has the file's sections in memory, with the current name.
      expect(skillNames(await b.call(alice, 'GET', url))).toEqual([skill.name_fr]);

      const renamed = `${skill.name_fr} (renommée)`;
      data(await a.call(director, 'POST', `/api/ListeDc/insertSkills?idSkill=${skill.id}`, { nameFr: renamed }));
      await eventuallyOn(b, alice, url, (res) => skillNames(res).includes(renamed));
      expect(skillNames(await b.call(alice, 'GET', url))).toEqual([renamed]);
    });
  });

  describe('the outbox', () => {
    it('both relays, running side by side, deliver a burst of 100 messages exactly once', async () => {
      await sim.reset();
      await a.db.deleteFrom('outbox_message').execute();
      // Each write waits a little on the simulator, so that each relay is still busy when the other claims.
      await sim.fail({ delayMs: 10 });
      const action = (text: string) => ({
        kind: 'boond.action' as const,
        payload: actionPayload(text),
        objectType: 'ea' as const,
        objectId: null,
        personId: ids[DEMO.consultant]!,
      });
      // Enqueued through both processes, ten transactions of ten messages.
      const keys: string[] = [];
      for (let batch = 0; batch < 10; batch++) {
        const t = batch % 2 === 0 ? a : b;
        const enqueued = await t.app.outbox.transaction(async (trx) => {
          const out = [];
          for (let i = 0; i < 10; i++) out.push(await t.app.outbox.enqueue(trx, action(`burst ${batch}.${i}`)));
          return out;
        });
        keys.push(...enqueued.map((m) => m.idempotencyKey));
      }

      await Promise.all([a.app.relay.drain({ timeoutMs: 60_000 }), b.app.relay.drain({ timeoutMs: 60_000 })]);
      await sim.heal();

      const messages = await a.db.selectFrom('outbox_message').select(['id', 'state', 'attempts']).execute();
      expect(messages).toHaveLength(100);
      expect(messages.filter((m) => m.state !== 'sent' || m.attempts !== 1)).toEqual([]);
      // One attempt per message: no message was sent by both relays.
      const attempts = await a.db.selectFrom('outbox_attempt').select(['message_id', 'outcome', 'worker']).execute();
      expect(attempts).toHaveLength(100);
      expect(new Set(attempts.map((x) => x.message_id)).size).toBe(100);
      expect(attempts.every((x) => x.outcome === 'sent')).toBe(true);
      // Both took part.
      expect(new Set(attempts.map((x) => x.worker))).toEqual(new Set([a.app.relay.worker, b.app.relay.worker]));

      // The simulator applied each message once.
      const received = await sim.received({ path: '/api/actions' });
      expect(received).toHaveLength(100);
      expect(received.map((r) => r.idempotencyKey).sort()).toEqual([...keys].sort());
    });
  });
});
