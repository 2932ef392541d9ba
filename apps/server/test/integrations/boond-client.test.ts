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
      code: '422',
      detail: '422 - Signature verification failed',
      retryable: false,
    });
    expect(error.source).toEqual({ parameter: 'xJwtClient' });
  });

  it('wrong tokens: 401, not retryable', async () => {
    const error = await boondError(() => createBoondClient(options({ userToken: 'someone-else' })).currentUser());
    expect(error).toMatchObject({ status: 401, code: '401', retryable: false });
  });
});

describe('reads', () => {
  it("dictionary: the tenant's codes and the API version", async () => {
    const dictionary = await client.dictionary();
    expect(dictionary.version).toBe('9.0.2.0');
    const setting = dictionary.data.setting as {
      action: { resource: { id: number }[] };
      languageSpoken: { id: string; value: string }[];
    };
    expect(setting.action.resource.map((a) => a.id)).toContain(SIMULATOR_ACTION_TYPES.note);
    expect(setting.action.resource.map((a) => a.id)).toContain(SIMULATOR_ACTION_TYPES.annualReview);
    expect(setting.languageSpoken).toContainEqual({ id: 'anglais', value: 'Anglais' });
  });

  it('getResource: id and attributes', async () => {
    expect(await client.getResource(1001)).toEqual({
      id: '1001',
      attributes: expect.objectContaining({ firstName: 'Alice', lastName: 'Martin' }),
    });
  });

  it('getResource of an unknown id: 404 in BoondError, not retryable', async () => {
    const error = await boondError(() => client.getResource(4242));
    expect(error.toInfo()).toEqual({ status: 404, code: '404', detail: '404 - Resource not found', retryable: false });
  });

  it('getTechnicalData: the empty strings of Boond become absent fields', async () => {
    expect(await client.getTechnicalData(1002)).toEqual({ tools: [], languages: [], diplomas: [], references: [] });
    const alice = await client.getTechnicalData(1001);
    expect(alice.references).toEqual([
      { id: '501', title: 'Refonte du portail client', company: 'Banque Exemple', startMonth: 9, startYear: 2022 },
    ]);
    // Coded values stay the tenant's ids, typed as it answers them.
    expect(alice).toMatchObject({
      tools: [{ tool: 'intellij', level: 4 }],
      languages: [{ language: 'anglais', level: 'courant' }],
      experience: 2,
      training: 'Bac5',
    });
  });
});

describe('putTechnicalData', () => {
  it('writes what it read back without tripping on the quirks, and adds a reference', async () => {
    const current = await client.getTechnicalData(1001);
    await client.putTechnicalData(1001, {
      ...current,
      experience: 11,
      references: [
        ...(current.references ?? []),
        // A new reference ("0") needs its description (else 1017).
        {
          id: '0',
          title: 'API de paiement',
          company: 'Fintech',
          startMonth: 5,
          startYear: 2025,
          description: 'Virements',
        },
      ],
    });
    const after = await client.getTechnicalData(1001);
    expect(after.experience).toBe(11);
    // The existing reference kept its id; the new one ("0") got one.
    expect(after.references?.[0]?.id).toBe('501');
    expect(after.references?.[1]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      title: 'API de paiement',
      company: 'Fintech',
      description: 'Virements',
      startMonth: 5,
      startYear: 2025,
    });
    const [put] = (await admin('GET', '/received?method=PUT')).data;
    expect(put.body.data).toMatchObject({ id: '1001', type: 'resource' });
    expect(put.body.data.attributes.references[1]).toEqual({
      id: '0',
      title: 'API de paiement',
      company: 'Fintech',
      description: 'Virements',
      startMonth: 5,
      startYear: 2025,
    });
  });

  it('a refused attribute: 422 1002 with the pointer, not retryable', async () => {
    const error = await boondError(() => client.putTechnicalData(1001, { tools: [{ tool: 'git', level: 9 }] }));
    expect(error).toMatchObject({
      status: 422,
      code: '1002',
      retryable: false,
      source: { pointer: '/data/attributes/tools/0/level' },
    });
  });

  it.each([
    ['a tool named by its label', { tools: [{ tool: 'Git', level: 3 }] }, '/data/attributes/tools/0/tool'],
    [
      'an integer language code',
      { languages: [{ language: 5, level: 'courant' }] },
      '/data/attributes/languages/0/language',
    ],
    ['an experience outside the ranges', { experience: 7 }, '/data/attributes/experience'],
  ])(
    'a coded value outside the dictionary (%s): 422 1017 at its pointer, not retryable',
    async (_name, data, pointer) => {
      const error = await boondError(() => client.putTechnicalData(1001, data));
      expect(error).toMatchObject({
        status: 422,
        code: '1017',
        detail: '1017 - Missing required attribute',
        retryable: false,
        source: { pointer },
      });
      expect((await admin('GET', '/received')).data).toHaveLength(0);
    },
  );

  it('the idempotency key is sent but ignored: the same PUT twice is applied twice, to the same result', async () => {
    await client.putTechnicalData(1003, { title: 'Manager' }, { idempotencyKey: 'td-1003-v1' });
    const once = (await admin('GET', '/state')).data.technicalData['1003'];
    await client.putTechnicalData(1003, { title: 'Manager' }, { idempotencyKey: 'td-1003-v1' });
    const received = (await admin('GET', '/received')).data;
    expect(received).toHaveLength(2);
    expect(received.map((r: { idempotencyKey: string }) => r.idempotencyKey)).toEqual(['td-1003-v1', 'td-1003-v1']);
    // A replacement: repeating it changes nothing.
    expect((await admin('GET', '/state')).data.technicalData['1003']).toEqual(once);
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
    expect(id).toMatch(/^\d+_document$/);
    const [received] = (await admin('GET', '/received?path=/api/documents')).data;
    expect(received).toMatchObject({
      idempotencyKey: 'doc-1',
      file: { fileName: 'DC Alice Martin.pdf', contentType: 'application/pdf', size: content.length },
      fields: { parentType: 'resourceResume', parentId: '1001' },
    });
  });

  it('listDocuments: a resume under the technical data, a file under the information', async () => {
    const upload = (parentType: 'resourceResume' | 'resource', fileName: string) =>
      client.uploadDocument({
        parentType,
        parentId: 1001,
        fileName,
        contentType: 'application/pdf',
        content: Buffer.from(`%PDF ${fileName}`),
      });
    const resume = await upload('resourceResume', 'DC_Alice_ms-aaaaaaaa.pdf');
    const file = await upload('resource', 'EA_Alice_ms-bbbbbbbb.pdf');
    expect(await client.listDocuments('resourceResume', 1001)).toEqual([
      { id: resume.id, name: 'DC_Alice_ms-aaaaaaaa.pdf', size: Buffer.byteLength('%PDF DC_Alice_ms-aaaaaaaa.pdf') },
    ]);
    expect(await client.listDocuments('resource', 1001)).toEqual([
      { id: file.id, name: 'EA_Alice_ms-bbbbbbbb.pdf', size: Buffer.byteLength('%PDF EA_Alice_ms-bbbbbbbb.pdf') },
    ]);
    expect(await client.listDocuments('resource', 1002)).toEqual([]);
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
      typeOf: SIMULATOR_ACTION_TYPES.annualReview,
      date: '2026-03-12T08:24:00.000Z',
      text: 'Entretien annuel signé',
    });
    const [action] = (await admin('GET', '/state')).data.actions;
    expect(action).toMatchObject({ id, resourceId: 1001, typeOf: 80, text: 'Entretien annuel signé' });
    expect(action.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/);
  });

  it('an action type outside the dictionary: 422 1017 at typeOf, not retryable', async () => {
    const error = await boondError(() =>
      client.createAction({ resourceId: 1001, typeOf: 1, date: '2026-03-12', text: 'x' }),
    );
    expect(error).toMatchObject({
      status: 422,
      code: '1017',
      retryable: false,
      source: { pointer: '/data/attributes/typeOf' },
    });
  });

  it("listActions: the resource's log, newest first, with type and text", async () => {
    const first = await client.createAction({
      resourceId: 1002,
      typeOf: SIMULATOR_ACTION_TYPES.note,
      date: '2026-03-12',
      text: 'one [My Skills ms-11111111]',
    });
    const second = await client.createAction({
      resourceId: 1002,
      typeOf: SIMULATOR_ACTION_TYPES.annualReview,
      date: '2026-03-13',
      text: 'two',
    });
    expect(await client.listActions(1002)).toEqual([
      { id: second.id, typeOf: SIMULATOR_ACTION_TYPES.annualReview, text: 'two' },
      { id: first.id, typeOf: SIMULATOR_ACTION_TYPES.note, text: 'one [My Skills ms-11111111]' },
    ]);
    expect(await client.listActions(1001)).toEqual([]);
  });
});

describe("tool levels (what key-people rates write: the technical data's tools)", () => {
  it('writes the tools with their levels, the other attributes kept', async () => {
    const current = await client.getTechnicalData(1001);
    await client.putTechnicalData(1001, {
      ...current,
      tools: [
        { tool: 'intellij', level: 4 },
        { tool: 'java', level: 5 },
      ],
    });
    const after = await client.getTechnicalData(1001);
    expect(after.tools).toEqual([
      { tool: 'intellij', level: 4 },
      { tool: 'java', level: 5 },
    ]);
    expect(after.languages).toEqual(current.languages);
    expect(after.references).toEqual(current.references);
  });

  it('a level out of range: 422 1002', async () => {
    const error = await boondError(() => client.putTechnicalData(1003, { tools: [{ tool: 'java', level: 12 }] }));
    expect(error).toMatchObject({ status: 422, code: '1002', retryable: false });
  });
});

describe('outages and retry classification', () => {
  it.each([500, 502, 504])('%i is retryable, with Boond detail and code', async (status) => {
    await admin('POST', '/fail', { status });
    const error = await boondError(() => client.currentUser());
    expect(error.toInfo()).toEqual({
      status,
      code: String(status),
      detail: `${status} - Simulated failure`,
      retryable: true,
    });
  });

  it.each([503, 429])(
    "%i is retryable, with the answer's Retry-After (the simulator says 1 s by default)",
    async (status) => {
      await admin('POST', '/fail', { status });
      const error = await boondError(() => client.currentUser());
      expect(error.toInfo()).toEqual({
        status,
        code: String(status),
        detail: `${status} - Simulated failure`,
        retryable: true,
        retryAfterMs: 1000,
      });
    },
  );

  it('501 (the API is not enabled for the account) is final', async () => {
    await admin('POST', '/fail', { status: 501 });
    const error = await boondError(() => client.currentUser());
    expect(error.toInfo()).toEqual({
      status: 501,
      code: '501',
      detail: '501 - The API is not enabled for this account',
      retryable: false,
    });
  });

  it.each([400, 403, 409])('%i is not retryable', async (status) => {
    await admin('POST', '/fail', { status });
    expect(await boondError(() => client.currentUser())).toMatchObject({ status, retryable: false });
  });

  it('a hung call times out: status 0, retryable; the late write is applied, and only a look-up finds it', async () => {
    await admin('POST', '/fail', { delayMs: 600 });
    const impatient = createBoondClient(options({ timeoutMs: 150 }));
    const action = {
      resourceId: 1002,
      typeOf: SIMULATOR_ACTION_TYPES.note,
      date: '2026-03-12',
      text: 'Formation\n\n[My Skills ms-9f9f9f9f]',
    };
    const started = Date.now();
    const error = await boondError(() => impatient.createAction(action, { idempotencyKey: 'training-9' }));
    // Gave up before the simulator's 600 ms answer: the timeout, not the answer, ended the call.
    expect(Date.now() - started).toBeLessThan(600);
    expect(error.toInfo()).toEqual({ status: 0, code: null, detail: 'No answer within 150 ms', retryable: true });

    // The late write is applied by the server, which does not deduplicate by the key: the outbox's retry must
    // look for the marker before writing again.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const actions = (await admin('GET', '/state')).data.actions;
    expect(actions).toHaveLength(1);
    const found = (await client.listActions(1002)).filter((a) => a.text.includes('ms-9f9f9f9f'));
    expect(found).toEqual([{ id: actions[0].id, typeOf: SIMULATOR_ACTION_TYPES.note, text: action.text }]);
    await client.createAction(action, { idempotencyKey: 'training-9' });
    expect((await admin('GET', '/state')).data.actions).toHaveLength(2);
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
    [502, '<html>Bad gateway</html>', "HTTP 502 (an HTML page, not the API's answer)", true],
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
