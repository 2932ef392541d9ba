/**
 * Outage and recovery, counted on the receiving side: every message delivered exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../src/integrations/outbox/outbox';
import { createTestApp, type TestApp } from '../support/test-app';
import { actionPayload, boondEnv, eventually, startSimulator, type Simulator } from './peers';

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(async () => {
  await sim?.close();
});

/** Catalogue skills the demo administrator mapped to the simulator's tools (by their label). */
const MAPPED_SKILLS = ['Java', 'Python', 'React', 'SQL', 'Docker', 'Git'];

const messageFor = (i: number): OutboxMessage =>
  i % 4 === 3
    ? {
        kind: 'boond.rates',
        payload: {
          resourceId: 100_001 + i,
          rates: [{ skill: MAPPED_SKILLS[i % MAPPED_SKILLS.length]!, level: (i % 5) + 1 }],
        },
        objectType: 'keyPeople',
        objectId: i + 1,
      }
    : {
        kind: 'boond.action',
        payload: actionPayload(`outage ${i}`),
        objectType: 'ea',
        objectId: i + 1,
      };

async function everySent(t: TestApp) {
  const rows = await t.db.selectFrom('outbox_message').select(['state']).execute();
  return rows.length > 0 && rows.every((r) => r.state === 'sent');
}

describe('Boond outage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: boondEnv(sim, {
        OUTBOX_MAX_ATTEMPTS: '60',
        OUTBOX_BASE_DELAY_MS: '20',
        OUTBOX_MAX_DELAY_MS: '150',
        OUTBOX_POLL_MS: '100',
      }),
    });
  });
  afterAll(() => t?.close());

  it('100 messages produced during a 503 outage are all delivered once it recovers: none lost, none duplicated', async () => {
    await sim.reset();
    // A 503 with the simulator's default Retry-After (1 s): every call, reads included, fails until healed.
    await sim.fail({ status: 503, seconds: 60 });
    t.app.relay.start();

    // 100 messages from 25 concurrent business transactions of 4.
    const enqueued = (
      await Promise.all(
        Array.from({ length: 25 }, (_, batch) =>
          t.app.outbox.transaction(async (trx) => {
            const out = [];
            for (let j = 0; j < 4; j++) out.push(await t.app.outbox.enqueue(trx, messageFor(batch * 4 + j)));
            return out;
          }),
        ),
      )
    ).flat();
    expect(enqueued).toHaveLength(100);

    // While Boond is down nothing is applied, and the relay keeps retrying.
    await eventually(
      async () =>
        (
          await t.db
            .selectFrom('outbox_message')
            .select('id')
            .where('attempts', '>=', 1)
            .where('last_error_status', '=', 503)
            .execute()
        ).length === 100,
      'a failed attempt for every message',
      20_000,
    );
    expect(await sim.received()).toHaveLength(0);
    await sim.heal();

    await eventually(() => everySent(t), 'every message sent after the recovery', 20_000);
    await t.app.relay.stop();

    const received = await sim.received();
    expect(received).toHaveLength(100);
    // Actions carry their message's key (logged by the simulator, never used by it); rates are PUTs of the tools.
    const keys = received.filter((r) => r.path === '/api/actions').map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(75);
    expect(new Set(keys)).toEqual(new Set(enqueued.filter((_, i) => i % 4 !== 3).map((e) => e.idempotencyKey)));
    expect(received.filter((r) => r.method === 'PUT')).toHaveLength(25);
    // 75 actions, each once, carrying its message's marker; 25 rates written as tool levels.
    const state = await sim.state();
    expect(state.actions).toHaveLength(75);
    const markers = state.actions.map((a) => /\[My Skills (ms-[0-9a-f]{8})\]/.exec(a.text)?.[1]);
    expect(new Set(markers).size).toBe(75);
    expect(state.technicalData['100004']?.tools).toEqual([{ tool: 'sql', level: 4 }]);

    const rows = await t.db
      .selectFrom('outbox_message')
      .select(['id', 'state', 'attempts', 'last_error_status'])
      .execute();
    expect(rows).toHaveLength(100);
    for (const row of rows) {
      expect(row.state).toBe('sent');
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.last_error_status).toBeNull();
    }
    const attempts = await t.db
      .selectFrom('outbox_attempt')
      .select(['message_id', 'outcome', 'error_status'])
      .execute();
    expect(attempts.filter((a) => a.outcome === 'sent')).toHaveLength(100);
    expect(attempts.filter((a) => a.outcome === 'retry').every((a) => a.error_status === 503)).toBe(true);
  });
});

describe('answers lost (Boond applies the write, the answer times out)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: boondEnv(sim, {
        BOOND_TIMEOUT_MS: '250',
        OUTBOX_LEASE_MS: '5000',
        // The retry comes after the slow write has landed (250 ms + at least 500 ms > 600 ms): the look-up then
        // finds it. (A retry racing a write still in flight cannot see it — no look-up can.)
        OUTBOX_BASE_DELAY_MS: '1000',
        OUTBOX_MAX_DELAY_MS: '1000',
      }),
    });
  });
  afterAll(() => t?.close());

  it('retries with the same idempotency key, looks before writing again, and Boond applies each message once', async () => {
    await sim.reset();
    // The dictionary is read beforehand, so that the delayed calls are the deliveries' own.
    expect(await t.app.dictionaryRefresh.runOnce()).toBe(true);
    // The next 3 calls are applied only after 600 ms: our client gives up at 250 ms and retries.
    await sim.fail({ delayMs: 600, count: 3 });
    const enqueued = await t.app.outbox.transaction(async (trx) => {
      const out = [];
      for (let i = 0; i < 10; i++) out.push(await t.app.outbox.enqueue(trx, messageFor(i)));
      return out;
    });
    await t.app.relay.drain({ timeoutMs: 20_000 });

    const rows = await t.db.selectFrom('outbox_message').select(['state', 'attempts', 'result']).execute();
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
    // At least one write timed out after it was applied, and its retry found it instead of writing it again.
    expect(rows.filter((r) => (r.result as { found?: boolean } | null)?.found === true).length).toBeGreaterThanOrEqual(
      1,
    );
    const timedOut = await t.db
      .selectFrom('outbox_attempt')
      .select(['error_status', 'error_detail'])
      .where('outcome', '=', 'retry')
      .execute();
    expect(timedOut.length).toBeGreaterThanOrEqual(1);
    expect(timedOut.every((a) => a.error_status === 0)).toBe(true);

    // Let the slow writes finish on Boond's side, then count.
    await new Promise((r) => setTimeout(r, 700));
    const received = await sim.received();
    expect(received).toHaveLength(10);
    const keys = received.filter((r) => r.path === '/api/actions').map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(8);
    expect(new Set(keys)).toEqual(new Set(enqueued.filter((_, i) => i % 4 !== 3).map((e) => e.idempotencyKey)));
    const actions = (await sim.state()).actions;
    expect(actions).toHaveLength(8);
    expect(new Set(actions.map((a) => a.text)).size).toBe(8);
  });
});
