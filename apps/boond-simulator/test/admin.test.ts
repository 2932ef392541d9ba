import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  actionBody,
  documentForm,
  startTestSimulator,
  technicalDataBody,
  validToken,
  type RunningSimulator,
} from './support';

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
beforeEach(async () => {
  await sim.admin('POST', '/reset');
});
afterAll(() => sim.stop());

const currentUser = () => sim.api('GET', '/application/current-user');

describe('GET /__admin/received', () => {
  it('lists applied writes with method, path, time, key and body, filtered by method and path', async () => {
    await sim.api('PUT', '/resources/1001/technical-data', {
      json: technicalDataBody('1001', { title: 'A' }),
      headers: { 'x-idempotency-key': 'k-td' },
    });
    await sim.api('POST', '/actions', { json: actionBody('1002') });
    await sim.api('POST', '/actions', { json: actionBody('1002', { typeOf: 999 }) }); // refused: not applied
    await sim.api('GET', '/resources/1001'); // a read: not recorded

    const all = (await sim.admin('GET', '/received')).body;
    expect(all.meta.totals.rows).toBe(2);
    expect(all.data[0]).toMatchObject({
      seq: 1,
      method: 'PUT',
      path: '/api/resources/1001/technical-data',
      time: expect.any(String),
      idempotencyKey: 'k-td',
      body: technicalDataBody('1001', { title: 'A' }),
      response: { status: 200 },
    });
    expect(all.data[1]).toMatchObject({ method: 'POST', path: '/api/actions', idempotencyKey: null });
    expect((await sim.admin('GET', '/received?method=post')).body.data).toHaveLength(1);
    expect((await sim.admin('GET', '/received?path=/api/resources/*')).body.data).toHaveLength(1);
    expect((await sim.admin('GET', '/received?path=/api/resources')).body.data).toHaveLength(0);
    expect((await sim.admin('GET', '/received?idempotencyKey=k-td')).body.data).toHaveLength(1);
  });
});

describe('POST /__admin/fail', () => {
  it('fails the next call by default, in Boond error shape, then recovers', async () => {
    expect((await sim.admin('POST', '/fail', { status: 503 })).status).toBe(200);
    const failed = await currentUser();
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('1');
    expect(failed.body).toEqual({
      errors: [{ status: '503', code: '1100', detail: '503 - Simulated failure', source: {} }],
      meta: expect.any(Object),
    });
    expect((await currentUser()).status).toBe(200);
  });

  it('fails the next N calls', async () => {
    await sim.admin('POST', '/fail', { status: 500, count: 2 });
    expect((await currentUser()).status).toBe(500);
    expect((await currentUser()).status).toBe(500);
    expect((await currentUser()).status).toBe(200);
  });

  it('fails every call for S seconds', async () => {
    await sim.admin('POST', '/fail', { status: 429, seconds: 0.3 });
    for (let i = 0; i < 4; i++) expect((await currentUser()).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await currentUser()).status).toBe(200);
  });

  it('does not apply a write that it fails', async () => {
    await sim.admin('POST', '/fail', { status: 502 });
    expect((await sim.api('POST', '/actions', { json: actionBody('1001') })).status).toBe(502);
    expect((await sim.admin('GET', '/received')).body.data).toHaveLength(0);
  });

  it('hangs for delayMs before answering normally', async () => {
    await sim.admin('POST', '/fail', { delayMs: 1500 });
    const started = Date.now();
    expect((await currentUser()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1480);
    // The delay applied to one call only (count defaults to 1): the next one does not wait for it.
    const again = Date.now();
    await currentUser();
    expect(Date.now() - again).toBeLessThan(1400);
  });

  it('hangs, then answers the status', async () => {
    await sim.admin('POST', '/fail', { delayMs: 200, status: 504 });
    const started = Date.now();
    expect((await currentUser()).status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
  });

  it('a client that gives up during the hang still sees its write applied (a late answer)', async () => {
    await sim.admin('POST', '/fail', { delayMs: 300 });
    const url = `${sim.url}/actions`;
    await expect(
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-jwt-client-boondmanager': validToken() },
        body: JSON.stringify(actionBody('1001')),
        signal: AbortSignal.timeout(50),
      }),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await sim.admin('GET', '/received?path=/api/actions')).body.data).toHaveLength(1);
  });

  it('leaves /__admin alone, shows and ends the mode', async () => {
    await sim.admin('POST', '/fail', { status: 500, count: 5 });
    expect((await sim.admin('GET', '/received')).status).toBe(200);
    expect((await sim.admin('GET', '/fail')).body.data).toMatchObject({ status: 500, remaining: 5 });
    await sim.admin('DELETE', '/fail');
    expect((await currentUser()).status).toBe(200);
  });

  it.each([{}, { status: 200 }, { status: 503, count: 0 }, { delayMs: -1 }, { status: '503' }])(
    'refuses %j with 400',
    async (body) => {
      expect((await sim.admin('POST', '/fail', body)).status).toBe(400);
    },
  );
});

describe('POST /__admin/reset', () => {
  it('clears received requests, stored state and failure mode', async () => {
    await sim.api('PUT', '/resources/1002/technical-data', {
      json: technicalDataBody('1002', { title: 'Changed' }),
      headers: { 'x-idempotency-key': 'k-reset' },
    });
    await sim.admin('POST', '/fail', { status: 500, count: 3 });
    expect((await sim.admin('POST', '/reset')).status).toBe(200);
    expect((await sim.admin('GET', '/received')).body.data).toEqual([]);
    expect((await sim.api('GET', '/resources/1002/technical-data')).body.data.attributes.title).toBe('');
    // The key is forgotten too: the same write applies again.
    const again = await sim.api('PUT', '/resources/1002/technical-data', {
      json: technicalDataBody('1002', { title: 'Changed' }),
      headers: { 'x-idempotency-key': 'k-reset' },
    });
    expect(again.headers.get('x-idempotency-replayed')).toBeNull();
    expect((await sim.admin('GET', '/received')).body.data).toHaveLength(1);
  });
});

describe('idempotency (X-Idempotency-Key)', () => {
  it('answers the first answer again to a repeated key, without applying it again', async () => {
    const headers = { 'x-idempotency-key': 'action-42' };
    const first = await sim.api('POST', '/actions', { json: actionBody('1001'), headers });
    const second = await sim.api('POST', '/actions', { json: actionBody('1001', { text: 'different' }), headers });
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('x-idempotency-replayed')).toBe('true');
    expect((await sim.admin('GET', '/received')).body.data).toHaveLength(1);
    expect((await sim.admin('GET', '/state')).body.data.actions).toHaveLength(1);
  });

  it('applies writes without a key, or with different keys, each time', async () => {
    await sim.api('POST', '/actions', { json: actionBody('1001') });
    await sim.api('POST', '/actions', { json: actionBody('1001') });
    await sim.api('POST', '/actions', { json: actionBody('1001'), headers: { 'x-idempotency-key': 'a' } });
    await sim.api('POST', '/actions', { json: actionBody('1001'), headers: { 'x-idempotency-key': 'b' } });
    expect((await sim.admin('GET', '/state')).body.data.actions).toHaveLength(4);
  });

  it('does not remember a refused or failed write: its retry applies', async () => {
    const headers = { 'x-idempotency-key': 'retry-me' };
    await sim.admin('POST', '/fail', { status: 503 });
    expect((await sim.api('POST', '/actions', { json: actionBody('1001'), headers })).status).toBe(503);
    expect((await sim.api('POST', '/actions', { json: actionBody('1001', { typeOf: 1 }), headers })).status).toBe(422);
    expect((await sim.api('POST', '/actions', { json: actionBody('1001'), headers })).status).toBe(201);
    expect((await sim.admin('GET', '/received')).body.data).toHaveLength(1);
  });

  it('applies concurrent writes with the same key once', async () => {
    const headers = { 'x-idempotency-key': 'upload-once' };
    const send = () =>
      sim.api('POST', '/documents', {
        form: documentForm({ parentType: 'resource', parentId: '1001' }, { name: 'a.pdf', content: 'pdf' }),
        headers,
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect((await sim.admin('GET', '/state')).body.data.documents).toHaveLength(1);
  });

  it('a retry after a hung write that was applied late gets the late answer', async () => {
    const headers = { 'x-idempotency-key': 'late' };
    await sim.admin('POST', '/fail', { delayMs: 300 });
    const hung = sim.api('POST', '/actions', { json: actionBody('1001'), headers });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const retry = await sim.api('POST', '/actions', { json: actionBody('1001'), headers });
    const first = await hung;
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect((await sim.admin('GET', '/state')).body.data.actions).toHaveLength(1);
  });
});

describe('persistence across restart', () => {
  it('keeps received requests, state, ids and idempotency keys', async () => {
    const headers = { 'x-idempotency-key': 'persisted' };
    await sim.api('PUT', '/resources/1004/technical-data', {
      json: technicalDataBody('1004', { title: 'Directrice des opérations' }),
    });
    const action = await sim.api('POST', '/actions', { json: actionBody('1004'), headers });
    await sim.restart();

    expect((await sim.admin('GET', '/received')).body.data).toHaveLength(2);
    expect((await sim.api('GET', '/resources/1004/technical-data')).body.data.attributes.title).toBe(
      'Directrice des opérations',
    );
    const replay = await sim.api('POST', '/actions', { json: actionBody('1004'), headers });
    expect(replay.headers.get('x-idempotency-replayed')).toBe('true');
    expect(replay.body).toEqual(action.body);
    const next = await sim.api('POST', '/actions', { json: actionBody('1004') });
    expect(Number(next.body.data.id)).toBeGreaterThan(Number(action.body.data.id));
  });

  it('does not keep the failure mode (it lives in memory)', async () => {
    await sim.admin('POST', '/fail', { status: 500, count: 3 });
    await sim.restart();
    expect((await currentUser()).status).toBe(200);
  });
});

describe('close', () => {
  it('does not wait for a hung call', async () => {
    const own = await startTestSimulator();
    await own.admin('POST', '/fail', { delayMs: 60_000 });
    const hung = own.api('GET', '/application/current-user').catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await own.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
    await hung;
  });
});
