/**
 * A processed wish goes to BoondManager (spec part 2 §4): the server composes the action; when its sending fails for
 * good the wish is back in progress (the outbox relay's delivery-failed hook, in the transaction that marks the
 * message failed), and processing it again retries the SAME message — its idempotency key and marker — so that the
 * action is written exactly once, even when the failed attempt was applied with its answer lost.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { ALICE_BOOND_ID, boondEnv, startSimulator, type Simulator } from '../outbox/peers';

let sim: Simulator;
let t: TestApp;
let hr: TestSession;
let manager: TestSession;
let alice: number;

const ok = <T>(res: { statusCode: number; body: string }): T => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return JSON.parse(res.body).data as T;
};

beforeAll(async () => {
  sim = await startSimulator();
  // One attempt per sending: a failure is final at once (the person retries by processing again).
  t = await createTestApp({ env: boondEnv(sim, { OUTBOX_MAX_ATTEMPTS: '1' }) });
  [hr, manager] = await Promise.all([t.login(DEMO.hr), t.login(DEMO.manager)]);
  alice = (await t.db.selectFrom('person').select('id').where('email', '=', DEMO.consultant).executeTakeFirstOrThrow())
    .id;
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});
beforeEach(async () => {
  await sim.reset();
});

/** A wish of Alice's, registered by HR (rowVersion 2). */
async function registeredWish(title: string): Promise<number> {
  const { id } = ok<{ id: number }>(
    await t.call(manager, 'POST', '/api/Training/wishTraining', { idUser: alice, type: 2, title }),
  );
  ok(
    await t.call(hr, 'POST', `/api/Training/insertTraining?id=${id}`, {
      rowVersion: 1,
      organism: 'ORSYS',
      scheme: 8,
      startDate: '2026-12-07',
      endDate: '2026-12-09',
      durationHours: 21,
      costExclTax: 1890,
    }),
  );
  return id;
}
const wish = async (id: number) =>
  ok<{ rowVersion: number; status: { id: number }; delivery: { state: string } | null; history: unknown[] }>(
    await t.call(hr, 'GET', `/api/Training/trainingById?id=${id}`),
  );
const processIt = async (id: number) =>
  ok<{ status: number }>(
    await t.call(hr, 'PUT', '/api/Training/status', { id, action: 'process', rowVersion: (await wish(id)).rowVersion }),
  );
const messagesOf = (id: number) =>
  t.db
    .selectFrom('outbox_message')
    .select(['id', 'state', 'idempotency_key', 'attempts'])
    .where('object_type', '=', 'training')
    .where('object_id', '=', id)
    .orderBy('id')
    .execute();
const actionsAbout = async (title: string) =>
  (await sim.state()).actions.filter((a) => a.resourceId === ALICE_BOOND_ID && a.text.includes(title));

describe('processing a wish sends it to BoondManager', () => {
  it('writes the action the server composed, once; the delivery shows it', async () => {
    const id = await registeredWish('Kubernetes CKA prep');
    expect((await processIt(id)).status).toBe(2);
    expect((await wish(id)).delivery).toMatchObject({ state: 'pending' });
    await t.app.relay.drain();
    const actions = await actionsAbout('Kubernetes CKA prep');
    expect(actions).toHaveLength(1);
    expect(actions[0]!.text).toContain('Formation inscrite : Kubernetes CKA prep');
    expect(actions[0]!.text).toContain('ORSYS — du 2026-12-07 au 2026-12-09 — 21 h — dispositif : PLAN F');
    expect(await wish(id)).toMatchObject({ status: { id: 2 }, delivery: { state: 'sent' } });
    // The exchanges screen's state of the object shows the same message.
    const state = ok<{ state: string; messages: { kind: string }[] }>(
      await t.call(hr, 'GET', `/api/Exchanges/state?objectType=training&objectId=${id}`),
    );
    expect(state).toMatchObject({ state: 'sent', messages: [{ kind: 'boond.action' }] });
  });

  it('a refused sending puts the wish back in progress; processing again retries the same message: one action', async () => {
    const id = await registeredWish('Terraform associate');
    await sim.fail({ status: 422, count: 1 });
    await processIt(id);
    await t.app.relay.drain();
    const [failed] = await messagesOf(id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    const after = await wish(id);
    expect(after.status.id).toBe(1);
    // Its failed delivery stays visible on the wish (and on the exchanges screen).
    expect(after.delivery).toMatchObject({ state: 'failed' });
    expect(after.history.at(-1)).toMatchObject({ from: 2, to: 1, by: null, comment: expect.stringContaining('422') });
    expect(await actionsAbout('Terraform associate')).toHaveLength(0);

    // Processing again: the same message (same key), not a new one.
    await processIt(id);
    const retried = await messagesOf(id);
    expect(retried).toHaveLength(1);
    expect(retried[0]).toMatchObject({ id: failed!.id, idempotency_key: failed!.idempotency_key, state: 'pending' });
    await t.app.relay.drain();
    expect(await actionsAbout('Terraform associate')).toHaveLength(1);
    expect(await wish(id)).toMatchObject({ status: { id: 2 }, delivery: { state: 'sent' } });
  });

  it('exactly once across a lost answer: the failed attempt was applied, the retry finds it and writes nothing', async () => {
    const id = await registeredWish('AWS solutions architect');
    await sim.fail({ kind: 'loseAnswer', count: 1 });
    await processIt(id);
    await t.app.relay.drain();
    // Applied by BoondManager, but we never heard: failed, and the wish is back in progress.
    expect(await actionsAbout('AWS solutions architect')).toHaveLength(1);
    expect((await messagesOf(id))[0]).toMatchObject({ state: 'failed' });
    expect((await wish(id)).status.id).toBe(1);

    await processIt(id);
    await t.app.relay.drain();
    const messages = await messagesOf(id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ state: 'sent', attempts: 2 });
    // The simulator holds one action for it: the marker was found, nothing posted twice.
    expect(await actionsAbout('AWS solutions architect')).toHaveLength(1);
    expect(await sim.received({ path: '/api/actions' })).toHaveLength(1);
    expect((await wish(id)).status.id).toBe(2);
  });

  it('its message is resent only through the wish: the exchanges screen refuses to retry it; cancelling it puts the wish back in progress', async () => {
    const admin = await t.login(DEMO.director);
    const id = await registeredWish('Azure fundamentals');
    await sim.fail({ status: 422, count: 1 });
    await processIt(id);
    await t.app.relay.drain();
    const [failed] = await messagesOf(id);
    const refused = await t.call(admin, 'POST', `/api/Exchanges/retry?id=${failed!.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('souhait de formation');
    expect((await messagesOf(id))[0]).toMatchObject({ state: 'failed' });

    // Processed again: the same message is on its way; an administrator cancels it before it leaves.
    await processIt(id);
    expect((await wish(id)).status.id).toBe(2);
    expect(ok<{ state: string }>(await t.call(admin, 'POST', `/api/Exchanges/cancel?id=${failed!.id}`)).state).toBe(
      'cancelled',
    );
    const cancelled = await wish(id);
    expect(cancelled.status.id).toBe(1);
    expect(cancelled.history.at(-1)).toMatchObject({ from: 2, to: 1, comment: expect.stringContaining('CANCELLED') });
    await t.app.relay.drain();
    expect(await actionsAbout('Azure fundamentals')).toHaveLength(0);

    // Processing once more sends that same message: one action.
    await processIt(id);
    await t.app.relay.drain();
    expect(await messagesOf(id)).toMatchObject([{ id: failed!.id, state: 'sent' }]);
    expect(await actionsAbout('Azure fundamentals')).toHaveLength(1);
  });
});
