/**
 * The outbox against a real database and the Boond simulator: transactional enqueue, delivery with the
 * idempotency key, attempts, backoff, non-retryable failures, maximum attempts, expired leases, wake-up.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../../src/integrations/outbox/outbox.repository';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';
import { ACTION_TYPE, actionPayload, boondEnv, eventually, startSimulator, type Simulator } from './peers';

let sim: Simulator;
let t: TestApp;
let aliceId: number;

beforeAll(async () => {
  sim = await startSimulator();
  t = await createTestApp({ env: boondEnv(sim, { OUTBOX_MAX_ATTEMPTS: '4' }) });
  aliceId = (
    await t.db.selectFrom('person').select('id').where('email', '=', DEMO.consultant).executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});
beforeEach(async () => {
  await t.app.relay.stop();
  await sim.reset();
  await t.db.deleteFrom('outbox_message').execute();
});

const action = (text: string) => ({
  kind: 'boond.action' as const,
  payload: actionPayload(text),
  objectType: 'ea' as const,
  objectId: 7,
  personId: aliceId,
});

const message = (id: number) =>
  t.db.selectFrom('outbox_message').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const attempts = (id: number) =>
  t.db.selectFrom('outbox_attempt').selectAll().where('message_id', '=', id).orderBy('id').execute();

describe('enqueue', () => {
  it('writes nothing when the business transaction rolls back', async () => {
    await expect(
      t.app.outbox.transaction(async (trx) => {
        await t.app.outbox.enqueue(trx, action('rolled back'));
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await t.db.selectFrom('outbox_message').select('id').execute()).toHaveLength(0);
    expect(await t.app.relay.runOnce()).toBe(0);
    expect(await sim.received()).toHaveLength(0);
  });

  it('gives the messages of one transaction one batch, each its own idempotency key', async () => {
    const [a, b] = await t.app.outbox.transaction(async (trx) => [
      await t.app.outbox.enqueue(trx, action('one')),
      await t.app.outbox.enqueue(trx, action('two')),
    ]);
    const c = await t.app.outbox.transaction((trx) => t.app.outbox.enqueue(trx, action('three')));
    expect(a!.batchId).toBe(b!.batchId);
    expect(c.batchId).not.toBe(a!.batchId);
    expect(new Set([a!.idempotencyKey, b!.idempotencyKey, c.idempotencyKey]).size).toBe(3);
    expect(a!.idempotencyKey).toMatch(/^ms-[0-9a-f-]{36}$/);
  });

  it('refuses a payload that does not match its kind', async () => {
    await expect(
      t.app.outbox.transaction((trx) =>
        t.app.outbox.enqueue(trx, {
          ...action('x'),
          payload: { resourceId: -1, actionType: ACTION_TYPE, date: 'x', text: '' },
        }),
      ),
    ).rejects.toThrow();
    expect(await t.db.selectFrom('outbox_message').select('id').execute()).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('delivers with the idempotency key, records the attempt and the result', async () => {
    const { id, idempotencyKey } = await t.app.outbox.transaction((trx) =>
      t.app.outbox.enqueue(trx, action('delivered')),
    );
    expect(await t.app.relay.runOnce()).toBe(1);

    const received = await sim.received({ path: '/api/actions' });
    expect(received).toHaveLength(1);
    expect(received[0]!.idempotencyKey).toBe(idempotencyKey);
    const row = await message(id);
    expect(row).toMatchObject({
      state: 'sent',
      attempts: 1,
      claim_token: null,
      lease_expires_at: null,
      last_error_code: null,
    });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row.result).toMatchObject({ actionId: expect.any(String) });
    const [attempt] = await attempts(id);
    expect(attempt).toMatchObject({ attempt_no: 1, outcome: 'sent', error_status: null, worker: t.app.relay.worker });
    expect(attempt!.duration_ms).toBeGreaterThanOrEqual(0);
    expect(attempt!.started_at).toBeInstanceOf(Date);
  });

  it('fails at once on a non-retryable (4xx business) error, with the details', async () => {
    const { id } = await t.app.outbox.transaction((trx) =>
      t.app.outbox.enqueue(trx, {
        ...action('unknown resource'),
        payload: { ...action('x').payload, resourceId: 999_999 },
      }),
    );
    await t.app.relay.drain();
    const row = await message(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1, last_error_status: 422 });
    expect(row.last_error_detail).toBeTruthy();
    expect(await attempts(id)).toMatchObject([{ outcome: 'failed', error_status: 422 }]);
    expect(await sim.received()).toHaveLength(0);
  });

  it('backs off on retryable errors (503), then delivers once', async () => {
    // Retry-After: 0 — the relay's own backoff decides (a Retry-After is honoured: boond-exactly-once.test.ts).
    await sim.fail({ status: 503, count: 2, retryAfter: 0 });
    const { id } = await t.app.outbox.transaction((trx) => t.app.outbox.enqueue(trx, action('after two 503')));

    expect(await t.app.relay.runOnce()).toBe(1);
    const afterFirst = await message(id);
    expect(afterFirst).toMatchObject({ state: 'pending', attempts: 1, last_error_status: 503 });
    // The next attempt waits: base 10 ms after one failure, with jitter between 5 and 10 ms.
    const backoff = Number(
      (
        await sql<{
          ms: number;
        }>`select extract(epoch from (next_attempt_at - updated_at)) * 1000 as ms from outbox_message where id = ${id}`.execute(
          t.db,
        )
      ).rows[0]!.ms,
    );
    expect(backoff).toBeGreaterThanOrEqual(5);
    expect(backoff).toBeLessThanOrEqual(10.01);

    await t.app.relay.drain();
    expect(await message(id)).toMatchObject({ state: 'sent', attempts: 3, last_error_status: null });
    expect((await attempts(id)).map((a) => [a.outcome, a.error_status])).toEqual([
      ['retry', 503],
      ['retry', 503],
      ['sent', null],
    ]);
    expect(await sim.received()).toHaveLength(1);
  });

  it('fails after the maximum number of attempts', async () => {
    await sim.fail({ status: 500, count: 100 });
    const { id } = await t.app.outbox.transaction((trx) =>
      t.app.outbox.enqueue(trx, { ...action('never'), maxAttempts: 3 }),
    );
    await t.app.relay.drain();
    expect(await message(id)).toMatchObject({ state: 'failed', attempts: 3, last_error_status: 500 });
    expect((await attempts(id)).map((a) => a.outcome)).toEqual(['retry', 'retry', 'failed']);
  });

  it('treats an unreachable Boond (network error) as retryable', async () => {
    const down = await createTestApp({ env: boondEnv({ url: 'http://127.0.0.1:9/api' }) });
    try {
      const { id } = await down.app.outbox.transaction((trx) => down.app.outbox.enqueue(trx, action('nobody listens')));
      await down.app.relay.runOnce();
      const row = await down.db.selectFrom('outbox_message').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error_status: 0 });
      expect(row.last_error_detail).toMatch(/unreachable|ECONNREFUSED/i);
    } finally {
      await down.close();
    }
  });

  it('fails a stored payload that no longer matches its kind, without retrying', async () => {
    const { id } = await t.app.outbox.transaction((trx) => t.app.outbox.enqueue(trx, action('tampered')));
    await t.db
      .updateTable('outbox_message')
      .set({ payload: JSON.stringify({ resourceId: 'x' }) })
      .where('id', '=', id)
      .execute();
    await t.app.relay.drain();
    expect(await message(id)).toMatchObject({ state: 'failed', attempts: 1, last_error_code: 'INVALID_PAYLOAD' });
  });

  it('claims a crashed claimer’s message again once its lease expires, and the key keeps it applied once', async () => {
    const repository = createOutboxRepository(t.db);
    const { id } = await t.app.outbox.transaction((trx) => t.app.outbox.enqueue(trx, action('lease')));
    // A "dead" worker claims with a short lease and never finishes.
    const [claimed] = await repository.claim('dead-worker', 10, 150);
    expect(claimed!.id).toBe(id);
    expect(await message(id)).toMatchObject({ state: 'processing', claimed_by: 'dead-worker' });
    expect(await t.app.relay.runOnce()).toBe(0); // the lease still holds

    await new Promise((r) => setTimeout(r, 200));
    await t.app.relay.drain();
    expect(await message(id)).toMatchObject({ state: 'sent', attempts: 2 });
    expect((await attempts(id)).map((a) => [a.attempt_no, a.worker, a.outcome, a.error_code])).toEqual([
      [1, 'dead-worker', 'abandoned', 'LEASE_EXPIRED'],
      [2, t.app.relay.worker, 'sent', null],
    ]);
    // The dead worker's late answer cannot overwrite the state any more.
    expect(
      await repository.finish(claimed!, 'dead-worker', new Date(), 1, {
        outcome: 'failed',
        error: { status: 500, code: null, detail: 'late' },
      }),
    ).toBe(false);
    expect(await message(id)).toMatchObject({ state: 'sent' });
  });

  it('fails a message whose last allowed attempt was abandoned', async () => {
    const repository = createOutboxRepository(t.db);
    const { id } = await t.app.outbox.transaction((trx) =>
      t.app.outbox.enqueue(trx, { ...action('poison'), maxAttempts: 1 }),
    );
    await repository.claim('dead-worker', 10, 50);
    await new Promise((r) => setTimeout(r, 80));
    await t.app.relay.drain();
    expect(await message(id)).toMatchObject({ state: 'failed', attempts: 1, last_error_code: 'LEASE_EXPIRED' });
    expect(await sim.received()).toHaveLength(0);
  });

  it('two relays over the same database deliver each message exactly once', async () => {
    const ids = await t.app.outbox.transaction(async (trx) => {
      const out: number[] = [];
      for (let i = 0; i < 30; i++) out.push((await t.app.outbox.enqueue(trx, action(`parallel ${i}`))).id);
      return out;
    });
    const other = createOutboxRepository(t.db);
    const seen: number[] = [];
    const grab = async () => {
      for (;;) {
        const claimed = await other.claim('other-relay', 3, 10_000);
        if (claimed.length === 0) return;
        for (const m of claimed) {
          seen.push(m.id);
          await other.finish(m, 'other-relay', new Date(), 0, { outcome: 'sent', result: { by: 'other' } });
        }
      }
    };
    await Promise.all([t.app.relay.drain(), grab()]);
    const rows = await t.db
      .selectFrom('outbox_message')
      .select(['id', 'state', 'attempts'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
    const byRelay = (await sim.received()).length;
    expect(byRelay + seen.length).toBe(30);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('wake-up', () => {
  it('delivers right after the commit when the loop runs, without waiting for the poll', async () => {
    const slow = await createTestApp({ env: boondEnv(sim, { OUTBOX_POLL_MS: '60000' }) });
    try {
      slow.app.relay.start();
      await new Promise((r) => setTimeout(r, 50)); // the loop is now asleep for a minute
      const started = Date.now();
      const { id } = await slow.app.outbox.transaction((trx) => slow.app.outbox.enqueue(trx, action('nudged')));
      await eventually(
        async () =>
          (await slow.db.selectFrom('outbox_message').select('state').where('id', '=', id).executeTakeFirst())
            ?.state === 'sent',
        'delivery after the nudge',
        5_000,
      );
      expect(Date.now() - started).toBeLessThan(5_000); // far below the 60 s poll

      // A feature that commits its own transaction wakes the relay through the database notification.
      const { id: id2 } = await slow.db
        .transaction()
        .execute((trx) => slow.app.outbox.enqueue(trx, action('notified')));
      await eventually(
        async () =>
          (await slow.db.selectFrom('outbox_message').select('state').where('id', '=', id2).executeTakeFirst())
            ?.state === 'sent',
        'delivery after the notification',
        5_000,
      );
    } finally {
      await slow.close();
    }
  });

  it('stops cleanly and is safe to start twice', async () => {
    t.app.relay.start();
    t.app.relay.start();
    expect(t.app.relay.running).toBe(true);
    await t.app.relay.stop();
    expect(t.app.relay.running).toBe(false);
    await t.app.relay.stop();
  });
});
