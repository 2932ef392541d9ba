/**
 * The Boond adapter against the real simulator on loopback: authentication, each call, each error
 * shape, timeouts through the hang mode, and which failures are worth retrying.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SIMULATOR_ACTION_TYPES,
  SIMULATOR_DEV_CREDENTIALS,
  startBoondSimulator,
  type BoondSimulator,
} from '@my-skills/boond-simulator/simulator';
import { BoondError, createBoondClient } from '../../src/integrations/boond/client';
import type { BoondClient, BoondClientOptions } from '../../src/integrations/boond/types';

let sim: BoondSimulator;
let dataDir: string;
let client: BoondClient;

const options = (overrides: Partial<BoondClientOptions> = {}): BoondClientOptions => ({
  baseUrl: sim.url,
  ...SIMULATOR_DEV_CREDENTIALS,
  ...overrides,
});

async function admin(method: string, urlPath: string, json?: unknown) {
  const res = await fetch(`${sim.adminUrl}${urlPath}`, {
    method,
    ...(json === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }),
  });
  return res.json() as Promise<{ data: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- inspection JSON, asserted field by field
}

/** Runs `action`, expecting a BoondError, and returns it. */
async function boondError(action: () => Promise<unknown>): Promise<BoondError> {
  const error = await action().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BoondError);
  return error as BoondError;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boond-client-test-'));
  sim = await startBoondSimulator({ port: 0, dataDir, ...SIMULATOR_DEV_CREDENTIALS });
  client = createBoondClient(options());
});
beforeEach(async () => {
  await admin('POST', '/reset');
});
afterAll(async () => {
  await sim.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('authentication', () => {
  it('signs a client JWT that BoondManager accepts (current user)', async () => {
    expect(await client.currentUser()).toEqual({ id: '1', firstName: 'API', lastName: 'My Skills' });
  });

  it('accepts a base URL with a trailing slash', async () => {
    expect((await createBoondClient(options({ baseUrl: `${sim.url}/` })).currentUser()).id).toBe('1');
  });

  it('a wrong client key: 422 signature failure, not retryable', async () => {
    const error = await boondError(() => createBoondClient(options({ clientKey: 'wrong' })).currentUser());
    expect(error.toInfo()).toEqual({
      status: 422,
      code: '1004',
      detail: '422 - Signature verification failed',
      retryable: false,
    });
    expect(error.source).toEqual({ parameter: 'xJwtClient' });
  });

  it('wrong tokens: 401, not retryable', async () => {
    const error = await boondError(() => createBoondClient(options({ userToken: 'someone-else' })).currentUser());
    expect(error).toMatchObject({ status: 401, code: '1000', retryable: false });
  });
});

describe('reads', () => {
  it('dictionary: the instance codes', async () => {
    const dictionary = await client.dictionary();
    const setting = dictionary.setting as { action: { resource: { id: number }[] } };
    expect(setting.action.resource.map((a) => a.id)).toContain(SIMULATOR_ACTION_TYPES.trainingRegistered);
  });

  it('getResource: id and attributes', async () => {
    expect(await client.getResource(1001)).toEqual({
      id: '1001',
      attributes: expect.objectContaining({ firstName: 'Alice', lastName: 'Martin' }),
    });
  });

  it('getResource of an unknown id: 404 in BoondError, not retryable', async () => {
    const error = await boondError(() => client.getResource(4242));
    expect(error.toInfo()).toEqual({ status: 404, code: '1001', detail: '404 - Resource not found', retryable: false });
  });

  it('getTechnicalData: the empty strings of Boond become absent fields', async () => {
    expect(await client.getTechnicalData(1002)).toEqual({ tools: [], languages: [], diplomas: [], references: [] });
    const alice = await client.getTechnicalData(1001);
    expect(alice.references).toEqual([
      { title: 'Refonte du portail client', company: 'Banque Exemple', startMonth: 9, startYear: 2022 },
    ]);
    expect(alice).not.toHaveProperty('training');
  });
});

describe('putTechnicalData', () => {
  it('writes what it read back without tripping on the quirks, and adds a reference', async () => {
    const current = await client.getTechnicalData(1001);
    await client.putTechnicalData(1001, {
      ...current,
      experience: 7,
      references: [
        ...(current.references ?? []),
        { title: 'API de paiement', company: 'Fintech', startMonth: 5, startYear: 2025, description: '' },
      ],
    });
    const after = await client.getTechnicalData(1001);
    expect(after.experience).toBe(7);
    expect(after.references?.[1]).toEqual({
      title: 'API de paiement',
      company: 'Fintech',
      startMonth: 5,
      startYear: 2025,
    });
    const [put] = (await admin('GET', '/received?method=PUT')).data;
    expect(put.body.data).toMatchObject({ id: '1001', type: 'resource' });
    expect(put.body.data.attributes.references[1]).toEqual({
      title: 'API de paiement',
      company: 'Fintech',
      startMonth: 5,
      startYear: 2025,
    });
  });

  it('a refused attribute: 422 1002 with the pointer, not retryable', async () => {
    const error = await boondError(() => client.putTechnicalData(1001, { tools: [{ tool: 'Git', level: 9 }] }));
    expect(error).toMatchObject({
      status: 422,
      code: '1002',
      retryable: false,
      source: { pointer: '/data/attributes/tools/0/level' },
    });
  });

  it('sends the idempotency key: the same key applies once', async () => {
    await client.putTechnicalData(1003, { title: 'Manager' }, { idempotencyKey: 'td-1003-v1' });
    await client.putTechnicalData(1003, { title: 'Manager' }, { idempotencyKey: 'td-1003-v1' });
    const received = (await admin('GET', '/received')).data;
    expect(received).toHaveLength(1);
    expect(received[0].idempotencyKey).toBe('td-1003-v1');
  });
});

describe('uploadDocument', () => {
  it('posts the file as multipart and answers the document id', async () => {
    const content = Buffer.from('%PDF-1.7 skills file');
    const { id } = await client.uploadDocument(
      {
        parentType: 'resourceResume',
        parentId: 1001,
        fileName: 'DC Alice Martin.pdf',
        contentType: 'application/pdf',
        content,
      },
      { idempotencyKey: 'doc-1' },
    );
    expect(id).toMatch(/^\d+$/);
    const [received] = (await admin('GET', '/received?path=/api/documents')).data;
    expect(received).toMatchObject({
      idempotencyKey: 'doc-1',
      file: { fileName: 'DC Alice Martin.pdf', contentType: 'application/pdf', size: content.length },
      fields: { parentType: 'resourceResume', parentId: '1001' },
    });
  });

  it('an unknown parent: 422 1002, not retryable', async () => {
    const error = await boondError(() =>
      client.uploadDocument({
        parentType: 'resource',
        parentId: 7,
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('x'),
      }),
    );
    expect(error).toMatchObject({ status: 422, code: '1002', retryable: false, source: { parameter: 'parentId' } });
  });
});

describe('createAction', () => {
  it('creates the log entry, converting an ISO date to Boond format', async () => {
    const { id } = await client.createAction({
      resourceId: 1001,
      typeOf: SIMULATOR_ACTION_TYPES.skillsFileValidated,
      date: '2026-03-12T08:24:00.000Z',
      text: 'Dossier de compétences validé',
    });
    const [action] = (await admin('GET', '/state')).data.actions;
    expect(action).toMatchObject({ id, resourceId: 1001, typeOf: 61, text: 'Dossier de compétences validé' });
    expect(action.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/);
  });

  it('an unknown action type: 422 1002 at typeOf', async () => {
    const error = await boondError(() =>
      client.createAction({ resourceId: 1001, typeOf: 1, date: '2026-03-12', text: 'x' }),
    );
    expect(error).toMatchObject({ status: 422, code: '1002', source: { pointer: '/data/attributes/typeOf' } });
  });
});

describe('rates and high rates', () => {
  it('posts both sets to the resource', async () => {
    await client.createRates(1003, [{ skill: 'Java', level: 4 }], { idempotencyKey: 'kp-rates' });
    await client.createHighRates(1003, [{ skill: 'Architecture', level: 5 }]);
    const state = (await admin('GET', '/state')).data;
    expect(state.rates['1003']).toEqual([{ skill: 'Java', level: 4 }]);
    expect(state.highRates['1003']).toEqual([{ skill: 'Architecture', level: 5 }]);
  });

  it('a rate out of range: 422 1002', async () => {
    const error = await boondError(() => client.createRates(1003, [{ skill: 'Java', level: 12 }]));
    expect(error).toMatchObject({ status: 422, code: '1002', retryable: false });
  });
});

describe('outages and retry classification', () => {
  it.each([500, 502, 503, 504, 429])('%i is retryable, with Boond detail and code', async (status) => {
    await admin('POST', '/fail', { status });
    const error = await boondError(() => client.currentUser());
    expect(error.toInfo()).toEqual({ status, code: '1100', detail: `${status} - Simulated failure`, retryable: true });
  });

  it.each([400, 403, 409])('%i is not retryable', async (status) => {
    await admin('POST', '/fail', { status });
    expect(await boondError(() => client.currentUser())).toMatchObject({ status, retryable: false });
  });

  it('a hung call times out: status 0, retryable; the retry with the same key applies once', async () => {
    await admin('POST', '/fail', { delayMs: 600 });
    const impatient = createBoondClient(options({ timeoutMs: 150 }));
    const action = {
      resourceId: 1002,
      typeOf: SIMULATOR_ACTION_TYPES.trainingRegistered,
      date: '2026-03-12',
      text: 'Formation',
    };
    const started = Date.now();
    const error = await boondError(() => impatient.createAction(action, { idempotencyKey: 'training-9' }));
    // Gave up before the simulator's 600 ms answer: the timeout, not the answer, ended the call.
    expect(Date.now() - started).toBeLessThan(600);
    expect(error.toInfo()).toEqual({ status: 0, code: null, detail: 'No answer within 150 ms', retryable: true });

    // The late write is applied by the server; the outbox's retry gets its answer, not a second action.
    const retried = await client.createAction(action, { idempotencyKey: 'training-9' });
    const actions = (await admin('GET', '/state')).data.actions;
    expect(actions).toHaveLength(1);
    expect(actions[0].id).toBe(retried.id);
  });

  it('a refused connection: status 0, retryable', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server: Server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const error = await boondError(() =>
      createBoondClient(options({ baseUrl: `http://127.0.0.1:${closedPort}/api` })).currentUser(),
    );
    expect(error).toMatchObject({ status: 0, code: null, retryable: true });
    expect(error.detail).toContain('ECONNREFUSED');
  });

  it.each([
    [200, '<html>portal</html>', 'Unexpected answer: not a JSON:API document', false],
    [502, '<html>Bad gateway</html>', '<html>Bad gateway</html>', true],
  ])('a %i answer that is not JSON:API (a proxy page)', async (status, page, detail, retryable) => {
    const proxy = http.createServer((_req, res) => res.writeHead(status, { 'content-type': 'text/html' }).end(page));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = proxy.address() as { port: number };
      const error = await boondError(() =>
        createBoondClient(options({ baseUrl: `http://127.0.0.1:${port}/api` })).currentUser(),
      );
      expect(error.toInfo()).toEqual({ status, code: null, detail, retryable });
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
