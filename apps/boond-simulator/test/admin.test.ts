import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionBody, startTestSimulator, technicalDataBody, validToken, type RunningSimulator } from './support';

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
      errors: [{ status: '503', code: '503', detail: '503 - Simulated failure', source: {} }],
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

  it('refuses at the network edge with a 403 HTML page (throttling), then recovers', async () => {
    await sim.admin('POST', '/fail', { kind: 'cloudflare', count: 1 });
    const res = await fetch(`${sim.url}/application/current-user`, {
      headers: { 'x-jwt-client-boondmanager': validToken() },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/You are being rate limited/);
    expect((await currentUser()).status).toBe(200);
  });

  it('loses the answer of a write after applying it (reads are answered)', async () => {
    await sim.admin('POST', '/fail', { kind: 'loseAnswer', count: 1 });
    expect((await currentUser()).status).toBe(200);
    await expect(sim.api('POST', '/actions', { json: actionBody('1001') })).rejects.toThrow();
    expect((await sim.admin('GET', '/state')).body.data.actions).toHaveLength(1);
    expect((await sim.api('POST', '/actions', { json: actionBody('1001') })).status).toBe(201);
  });

  it('answers 501 as an account whose API is not enabled, and Retry-After when asked', async () => {
    await sim.admin('POST', '/fail', { status: 501 });
    const off = await currentUser();
    expect(off.status).toBe(501);
    expect(off.body.errors[0].detail).toBe('501 - The API is not enabled for this account');
    await sim.admin('POST', '/fail', { status: 429, retryAfter: 7 });
    expect((await currentUser()).headers.get('retry-after')).toBe('7');
  });

  it.each([{}, { status: 200 }, { status: 503, count: 0 }, { delayMs: -1 }, { status: '503' }, { kind: 'nope' }])(
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
    });
    await sim.admin('POST', '/fail', { status: 500, count: 3 });
    expect((await sim.admin('POST', '/reset')).status).toBe(200);
    expect((await sim.admin('GET', '/received')).body.data).toEqual([]);
    expect((await sim.api('GET', '/resources/1002/technical-data')).body.data.attributes.title).toBe('');
    expect((await currentUser()).status).toBe(200);
  });
});

describe('no idempotency key (as BoondManager)', () => {
  it('logs X-Idempotency-Key but applies the same write again, as the real API does', async () => {
    const headers = { 'x-idempotency-key': 'action-42' };
    const first = await sim.api('POST', '/actions', { json: actionBody('1001'), headers });
    const second = await sim.api('POST', '/actions', { json: actionBody('1001'), headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data.id).not.toBe(first.body.data.id);
    expect(second.headers.get('x-idempotency-replayed')).toBeNull();
    expect((await sim.admin('GET', '/state')).body.data.actions).toHaveLength(2);
    expect((await sim.admin('GET', '/received?idempotencyKey=action-42')).body.data).toHaveLength(2);
  });
});

describe('persistence across restart', () => {
  it('keeps received requests, state and ids', async () => {
    await sim.api('PUT', '/resources/1004/technical-data', {
      json: technicalDataBody('1004', { title: 'Directrice des opérations' }),
    });
    const action = await sim.api('POST', '/actions', { json: actionBody('1004') });
    await sim.restart();

    expect((await sim.admin('GET', '/received')).body.data).toHaveLength(2);
    expect((await sim.api('GET', '/resources/1004/technical-data')).body.data.attributes.title).toBe(
      'Directrice des opérations',
    );
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
