/**
 * BoondManager as it really answers, through the real relay and the in-process simulator: exactly once without the
 * idempotency header (which the simulator, like the real API, ignores), the network edge's 403 page, 501, Retry-After,
 * 1017 for a value outside the tenant's dictionary, and a message held for a value nobody mapped.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DICTIONARY } from '@my-skills/boond-simulator/seed';
import { SIMULATOR_DEV_CREDENTIALS } from '@my-skills/boond-simulator/simulator';
import { BoondError, createBoondClient } from '../../src/integrations/boond/client';
import { createBoondMappingRepository } from '../../src/integrations/boond/mapping.repository';
import { markedFileName, markerOf } from '../../src/integrations/boond/requests';
import { describeFailure } from '../../src/integrations/outbox/delivery-error';
import type { OutboxMessage } from '../../src/integrations/outbox/outbox';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { actionPayload, ALICE_BOOND_ID, boondEnv, startSimulator, type Simulator } from './peers';

let sim: Simulator;
let t: TestApp;
let admin: TestSession;
let aliceId: number;
let adminId: number;
const mapping = () => createBoondMappingRepository(t.db);

beforeAll(async () => {
  sim = await startSimulator();
  t = await createTestApp({ env: boondEnv(sim, { OUTBOX_MAX_ATTEMPTS: '5' }) });
  const personId = async (email: string) =>
    (await t.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  aliceId = await personId(DEMO.consultant);
  adminId = await personId(DEMO.director);
  admin = await t.login(DEMO.director);
  // The tenant's dictionary, read once as the app does at start: the failures below then hit the deliveries' own calls.
  expect(await t.app.dictionaryRefresh.runOnce()).toBe(true);
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

let objectId = 0;
const action = (text: string): OutboxMessage<'boond.action'> => ({
  kind: 'boond.action',
  payload: actionPayload(text),
  objectType: 'ea',
  objectId: ++objectId,
  personId: aliceId,
});
const enqueue = (message: OutboxMessage) => t.app.outbox.transaction((trx) => t.app.outbox.enqueue(trx, message));
const message = (id: number) =>
  t.db.selectFrom('outbox_message').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const attempts = (id: number) =>
  t.db.selectFrom('outbox_attempt').selectAll().where('message_id', '=', id).orderBy('id').execute();
/** How long the relay waits before the next attempt, in ms (as it recorded it). */
const waitOf = async (id: number) =>
  Number(
    (
      await sql<{
        ms: number;
      }>`select extract(epoch from (next_attempt_at - updated_at)) * 1000 as ms from outbox_message where id = ${id}`.execute(
        t.db,
      )
    ).rows[0]!.ms,
  );
const json = (res: { body: string }) => JSON.parse(res.body) as { data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads

describe('exactly once by look-up, the header ignored', () => {
  it('the simulator ignores X-Idempotency-Key: the same action sent twice with one key is applied twice', async () => {
    const client = createBoondClient({ baseUrl: sim.url, ...SIMULATOR_DEV_CREDENTIALS });
    const write = { resourceId: ALICE_BOOND_ID, typeOf: 4, date: '2026-03-12', text: 'twice' };
    await client.createAction(write, { idempotencyKey: 'ms-same-key' });
    await client.createAction(write, { idempotencyKey: 'ms-same-key' });
    expect((await sim.state()).actions).toHaveLength(2);
  });

  it('a document and an action whose answers are lost are applied once: the retry finds them by their marker', async () => {
    const pdf = Buffer.from('%PDF-1.7 signed evaluation');
    const document = await enqueue({
      kind: 'boond.document',
      payload: {
        parentType: 'resource',
        parentId: ALICE_BOOND_ID,
        fileName: 'EA_Alice_Martin.pdf',
        contentType: 'application/pdf',
      },
      attachment: pdf,
      objectType: 'ea',
      objectId: ++objectId,
      personId: aliceId,
    });
    const logged = await enqueue(action('Évaluation signée'));
    // The next two writes are applied by the simulator, then the connection drops without an answer.
    await sim.fail({ kind: 'loseAnswer', count: 2 });
    await t.app.relay.drain();

    // Both writes reached the simulator once, with their marker, though each message was attempted twice.
    const state = await sim.state();
    const fileName = markedFileName('EA_Alice_Martin.pdf', document.idempotencyKey);
    expect(fileName).toMatch(/^EA_Alice_Martin_ms-[0-9a-f]{8}\.pdf$/);
    expect(state.documents.filter((d) => d.file.fileName === fileName)).toHaveLength(1);
    expect(state.documents).toHaveLength(1);
    const marker = `[My Skills ${markerOf(logged.idempotencyKey)}]`;
    expect(state.actions.filter((a) => a.text.includes(marker))).toHaveLength(1);
    expect(state.actions).toHaveLength(1);
    expect(state.actions[0]!.text).toBe(`Évaluation signée\n\n${marker}`);

    for (const [id, found] of [
      [document.id, { documentId: state.documents[0]!.id, fileName, found: true }],
      [logged.id, { actionId: state.actions[0]!.id, found: true }],
    ] as const) {
      expect(await message(id)).toMatchObject({ state: 'sent', attempts: 2, result: found });
      // The first attempt ended without an answer (status 0), retried.
      expect((await attempts(id)).map((a) => [a.outcome, a.error_status])).toEqual([
        ['retry', 0],
        ['sent', null],
      ]);
    }
  });
});

describe('failures as BoondManager answers them', () => {
  it('the network edge’s 403 page is retried, and told in one short line (EDGE), never as HTML', async () => {
    await sim.fail({ kind: 'cloudflare', count: 1 });
    const { id } = await enqueue(action('behind the edge'));
    expect(await t.app.relay.runOnce()).toBe(1);

    const row = await message(id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error_status: 403, last_error_code: 'EDGE' });
    const detail = row.last_error_detail!;
    expect(detail).not.toContain('<');
    expect(detail).not.toContain('\n');
    expect(detail.length).toBeLessThan(200);
    expect(detail).toContain('1015');
    // As the exchanges screen shows it.
    const shown = json(await t.call(admin, 'GET', `/api/Exchanges/byId?id=${id}`)).data;
    expect(shown.lastError).toMatchObject({ status: 403, code: 'EDGE', detail });
    expect(shown.attemptsHistory[0]).toMatchObject({ outcome: 'retry', error: { code: 'EDGE', detail } });

    await t.app.relay.drain();
    expect(await message(id)).toMatchObject({ state: 'sent', attempts: 2, last_error_code: null });
    expect((await sim.state()).actions).toHaveLength(1);
  });

  it('501 (the API is not enabled for the account) is final: failed after one attempt', async () => {
    await sim.fail({ status: 501, count: 1 });
    const { id } = await enqueue(action('not enabled'));
    await t.app.relay.drain();
    expect(await message(id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error_status: 501,
      last_error_code: '501',
      last_error_detail: '501 - The API is not enabled for this account',
    });
    expect(await attempts(id)).toMatchObject([{ outcome: 'failed', error_status: 501 }]);
    expect((await sim.state()).actions).toHaveLength(0);
  });

  it.each([429, 503])('%i with Retry-After: the next attempt waits at least that long', async (status) => {
    await sim.fail({ status, count: 1, retryAfter: 3 });
    const { id } = await enqueue(action(`retry after ${status}`));
    expect(await t.app.relay.runOnce()).toBe(1);
    expect(await message(id)).toMatchObject({ state: 'pending', attempts: 1, last_error_status: status });
    // The relay's own backoff is 10 ms here: the 3 s are the answer's.
    expect(await waitOf(id)).toBeGreaterThanOrEqual(3000);
    expect(await t.app.relay.runOnce()).toBe(0); // not due yet

    await t.db.updateTable('outbox_message').set({ next_attempt_at: new Date() }).where('id', '=', id).execute();
    await t.app.relay.drain();
    expect(await message(id)).toMatchObject({ state: 'sent', attempts: 2 });
    expect((await sim.state()).actions).toHaveLength(1);
  });

  it('a value outside the tenant’s dictionary: 422 1017, not retried, its detail kept', async () => {
    const client = createBoondClient({ baseUrl: sim.url, ...SIMULATOR_DEV_CREDENTIALS });
    const error = await client.putTechnicalData(ALICE_BOOND_ID, { tools: [{ tool: 'cobol', level: 3 }] }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BoondError);
    expect((error as BoondError).source).toEqual({ pointer: '/data/attributes/tools/0/tool' });
    expect(describeFailure(error)).toEqual({
      retryable: false,
      status: 422,
      code: '1017',
      detail: '1017 - Missing required attribute',
    });
    expect(await sim.received()).toHaveLength(0);
  });

  it('through the relay: a decision pointing at a tool the tenant no longer accepts fails at once with 1017', async () => {
    // The kept dictionary still lists "cobol" (the tenant removed it since), and an administrator mapped Scala to it.
    const repository = mapping();
    const scala = await t.db.selectFrom('skill').select('id').where('name_fr', '=', 'Scala').executeTakeFirstOrThrow();
    await repository.saveDictionary(
      { setting: { ...DICTIONARY, tool: [...DICTIONARY.tool, { id: 'cobol', value: 'COBOL' }] } },
      '9.0.2.0',
    );
    await repository.decide(
      t.db,
      [{ kind: 'tool', ourValue: String(scala.id), ourLabel: 'Scala', boondId: 'cobol' }],
      adminId,
    );
    try {
      const { id } = await enqueue({
        kind: 'boond.technicalData',
        payload: { resourceId: ALICE_BOOND_ID, data: { tools: [{ idSkill: scala.id, label: 'Scala', level: 3 }] } },
        objectType: 'dc',
        objectId: ++objectId,
        personId: aliceId,
      });
      await t.app.relay.drain();
      expect(await message(id)).toMatchObject({
        state: 'failed',
        attempts: 1,
        last_error_status: 422,
        last_error_code: '1017',
        last_error_detail: '1017 - Missing required attribute',
      });
      expect(await sim.received()).toHaveLength(0);
    } finally {
      await repository.decide(
        t.db,
        [{ kind: 'tool', ourValue: String(scala.id), ourLabel: 'Scala', boondId: null }],
        adminId,
      );
      await repository.saveDictionary({ setting: DICTIONARY }, '9.0.2.0');
    }
  });
});

describe('a value nobody mapped', () => {
  it('holds the message at once (DICTIONARY, not retried), naming the value; nothing reaches BoondManager', async () => {
    const repository = mapping();
    const italian = (await repository.decisions()).find((d) => d.kind === 'languageSpoken' && d.ourValue === 'it');
    expect(italian?.boondId).toBe('italien');
    expect(await repository.undecide(t.db, 'languageSpoken', 'it')).toBe(true);
    try {
      const { id } = await enqueue({
        kind: 'boond.technicalData',
        payload: {
          resourceId: ALICE_BOOND_ID,
          data: {
            title: 'Développeuse Java',
            languages: [
              { code: 'en', idLevel: 3 },
              { code: 'it', idLevel: 3 },
            ],
          },
        },
        objectType: 'dc',
        objectId: ++objectId,
        personId: aliceId,
      });
      await t.app.relay.drain();
      const row = await message(id);
      expect(row).toMatchObject({ state: 'failed', attempts: 1, last_error_code: 'DICTIONARY' });
      expect(row.last_error_detail).toBe("language 'Italian' has no match in BoondManager's dictionary");
      expect(await attempts(id)).toMatchObject([{ outcome: 'failed', error_code: 'DICTIONARY' }]);
      expect(await sim.received()).toHaveLength(0);
      expect((await sim.state()).technicalData).toEqual({});
    } finally {
      await repository.decide(t.db, [italian!], adminId);
    }
  });
});
