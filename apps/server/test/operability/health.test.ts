/**
 * Liveness and readiness (issue 24 §6): /api/health/live never touches the database; /api/health/ready fails with
 * 503 SERVICE_UNAVAILABLE in the envelope while migrations are pending, while the database does not answer and once
 * the process shuts down. /api/health keeps its answer for its existing callers.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createReadiness } from '../../src/modules/health/readiness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health endpoints', () => {
  it('/api/health answers as before; /api/health/live and /api/health/ready answer without a session', async () => {
    const health = await t.call(null, 'GET', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ success: true, data: { status: 'ok', database: t.kind }, message: '' });

    const live = await t.call(null, 'GET', '/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, data: { status: 'ok' }, message: '' });

    const ready = await t.call(null, 'GET', '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, data: { status: 'ready', database: t.kind }, message: '' });
  });

  it('readiness fails while a migration is pending, and recovers once it is applied', async () => {
    const last = await sql<{
      name: string;
      timestamp: string;
    }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.db);
    const { name, timestamp } = last.rows[0]!;
    await sql`delete from kysely_migration where name = ${name}`.execute(t.db);
    try {
      const res = await t.call(null, 'GET', '/api/health/ready', undefined, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        data: null,
        code: 'SERVICE_UNAVAILABLE',
        message: `Database migrations are not applied: ${name}.`,
      });
      // Liveness is not the database's business: the process is alive.
      expect((await t.call(null, 'GET', '/api/health/live')).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp})`.execute(t.db);
    }
    expect((await t.call(null, 'GET', '/api/health/ready')).statusCode).toBe(200);
  });

  it('readiness fails from the moment the process shuts down, liveness still answers', async () => {
    t.app.readiness.markShuttingDown();
    const res = await t.call(null, 'GET', '/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, data: null, code: 'SERVICE_UNAVAILABLE' });
    expect((await t.call(null, 'GET', '/api/health/live')).statusCode).toBe(200);
  });
});

describe('readiness rules', () => {
  it('a database that fails or does not answer in time is not ready; shutdown wins over everything', async () => {
    const failing = createReadiness({
      ping: () => Promise.reject(new Error('connection refused')),
      pendingMigrations: async () => [],
    });
    expect(await failing.check()).toMatchObject({ ready: false, reason: 'database' });

    const stuck = createReadiness({
      ping: () => new Promise<void>(() => undefined),
      pendingMigrations: async () => [],
      pingTimeoutMs: 20,
    });
    expect(await stuck.check()).toMatchObject({ ready: false, reason: 'database' });

    const fine = createReadiness({ ping: async () => undefined, pendingMigrations: async () => [] });
    expect(await fine.check()).toEqual({ ready: true });
    fine.markShuttingDown();
    expect(await fine.check()).toEqual({ ready: false, reason: 'shutdown' });
  });
});
