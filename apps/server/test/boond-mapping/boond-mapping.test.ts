/**
 * BoondManager's dictionary and the administrator's mapping: the screen's calls (list, save, forget, read the
 * dictionary again), who may use them, bad input refused without writing, a message held for a value nobody mapped
 * and re-queued by the decision, and the connection test's read-only contract checks — on the real simulator.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { boondEnv, startSimulator, type Simulator } from '../outbox/peers';

let sim: Simulator;
let t: TestApp;
let admin: TestSession;
let hr: TestSession;
let manager: TestSession;
let consultant: TestSession;

beforeAll(async () => {
  sim = await startSimulator();
  t = await createTestApp({ env: boondEnv(sim) });
  [admin, hr, manager, consultant] = await Promise.all([
    t.login(DEMO.director),
    t.login(DEMO.hr),
    t.login(DEMO.manager),
    t.login(DEMO.consultant),
  ]);
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});
beforeEach(async () => {
  await sim.reset();
});

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read answers loosely */
const json = (res: { body: string }) =>
  JSON.parse(res.body) as { success: boolean; data: any; message: string; code?: string };
const rowOf = (mapping: any, kind: string, ourValue: string) =>
  (mapping.kinds as { kind: string; rows: { ourValue: string }[] }[])
    .find((k) => k.kind === kind)!
    .rows.find((r) => r.ourValue === ourValue) as Record<string, unknown>;
/* eslint-enable @typescript-eslint/no-explicit-any */

describe('who may', () => {
  it('administrators (internal role 1 or 2) only', async () => {
    expect((await t.call(null, 'GET', '/api/BoondMapping/list')).statusCode).toBe(401);
    for (const s of [manager, consultant]) {
      expect((await t.call(s, 'GET', '/api/BoondMapping/list')).statusCode).toBe(403);
      const save = await t.call(s, 'PUT', '/api/BoondMapping/save', {
        decisions: [{ kind: 'languageLevel', ourValue: '3', boondId: 'courant' }],
      });
      expect(save.statusCode).toBe(403);
      expect((await t.call(s, 'POST', '/api/BoondMapping/refreshDictionary')).statusCode).toBe(403);
      expect((await t.call(s, 'DELETE', '/api/BoondMapping/delete?kind=languageLevel&ourValue=3')).statusCode).toBe(
        403,
      );
    }
    expect((await t.call(hr, 'GET', '/api/BoondMapping/list')).statusCode).toBe(200);
  });
});

describe('the mapping', () => {
  it('lists the dictionary read from BoondManager and the demo administrator’s decisions', async () => {
    const res = await t.call(admin, 'GET', '/api/BoondMapping/list');
    expect(res.statusCode).toBe(200);
    const { data } = json(res);
    expect(data.dictionary.version).toBe('9.0.2.0');
    expect(data.dictionaryError).toBeNull();
    expect(rowOf(data, 'languageSpoken', 'en')).toMatchObject({
      state: 'decided',
      boondId: 'anglais',
      boondLabel: 'Anglais',
    });
    expect(rowOf(data, 'languageLevel', '3')).toMatchObject({ state: 'decided', boondId: 'courant' });
    expect(rowOf(data, 'experience', '1-2')).toMatchObject({ state: 'decided', boondId: '1' });
    expect(rowOf(data, 'actionType', 'evaluationSigned')).toMatchObject({ state: 'decided', boondId: '80' });
    expect(rowOf(data, 'languageSpoken', 'nl')).toMatchObject({ state: 'notSent', boondId: null });
    const levels = data.kinds.find((k: { kind: string }) => k.kind === 'languageLevel');
    expect(levels.entries).toContainEqual({ id: 'courant', label: 'Courant' });
    expect(data.undecided).toBe(0);
  });

  it('forgetting a decision shows the proposal; confirming it decides again, by name', async () => {
    const forgotten = await t.call(admin, 'DELETE', '/api/BoondMapping/delete?kind=languageLevel&ourValue=3');
    expect(forgotten.statusCode).toBe(200);
    expect(json(forgotten).message).toBe('Correspondance oubliée : cette valeur attend une décision.');
    expect(rowOf(json(forgotten).data, 'languageLevel', '3')).toMatchObject({
      state: 'proposed',
      proposal: { id: 'courant', label: 'Courant' },
      boondId: null,
    });
    expect(json(forgotten).data.undecided).toBe(1);
    const again = await t.call(admin, 'DELETE', '/api/BoondMapping/delete?kind=languageLevel&ourValue=3');
    expect(again.statusCode).toBe(404);

    const saved = await t.call(admin, 'PUT', '/api/BoondMapping/save', {
      decisions: [{ kind: 'languageLevel', ourValue: '3', boondId: 'courant' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(rowOf(json(saved).data, 'languageLevel', '3')).toMatchObject({
      state: 'decided',
      decidedBy: 'Sophie Lefebvre',
    });
    expect(json(saved).data.undecided).toBe(0);
  });

  it('refuses ids outside the dictionary, unknown values and malformed bodies, and writes nothing', async () => {
    const before = await countRows(t, 'boond_mapping');
    const notInDictionary = await t.call(admin, 'PUT', '/api/BoondMapping/save', {
      decisions: [{ kind: 'languageSpoken', ourValue: 'en', boondId: 'english' }],
    });
    expect(notInDictionary.statusCode).toBe(422);
    expect(json(notInDictionary).message).toContain('english');
    const unknownValue = await t.call(admin, 'PUT', '/api/BoondMapping/save', {
      decisions: [{ kind: 'languageSpoken', ourValue: 'xx', boondId: 'anglais' }],
    });
    expect(unknownValue.statusCode).toBe(404);
    for (const body of [
      { decisions: [] },
      { decisions: [{ kind: 'colour', ourValue: 'en', boondId: 'anglais' }] },
      { decisions: [{ kind: 'languageSpoken', ourValue: 'en', boondId: '' }] },
      { decisions: [{ kind: 'languageSpoken', ourValue: 'en\u0000', boondId: 'anglais' }] },
      { decisions: [{ kind: 'languageSpoken', ourValue: 'en', boondId: 'anglais', extra: 1 }] },
    ]) {
      const res = await t.call(admin, 'PUT', '/api/BoondMapping/save', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).success).toBe(false);
    }
    // A valid decision after a refused one in the same body: nothing of the body is written.
    const mixed = await t.call(admin, 'PUT', '/api/BoondMapping/save', {
      decisions: [
        { kind: 'languageSpoken', ourValue: 'nl', boondId: 'anglais' },
        { kind: 'languageSpoken', ourValue: 'en', boondId: 'english' },
      ],
    });
    expect(mixed.statusCode).toBe(422);
    expect(
      rowOf(json(await t.call(admin, 'GET', '/api/BoondMapping/list')).data, 'languageSpoken', 'nl'),
    ).toMatchObject({
      state: 'notSent',
    });
    expect(await countRows(t, 'boond_mapping')).toBe(before);
  });
});

describe('messages held for a value nobody mapped', () => {
  it('holds the message with the reason, and the decision sends it with the tenant’s ids', async () => {
    await t.call(admin, 'DELETE', '/api/BoondMapping/delete?kind=languageSpoken&ourValue=it');
    const { id } = await t.app.outbox.transaction((trx) =>
      t.app.outbox.enqueue(trx, {
        kind: 'boond.technicalData',
        payload: {
          resourceId: 1001,
          data: {
            title: 'Développeuse Java',
            languages: [
              { code: 'en', idLevel: 3 },
              { code: 'it', idLevel: 5 },
            ],
            experienceYears: 4,
          },
        },
        objectType: 'system',
      }),
    );
    await t.app.relay.drain();
    const held = json(await t.call(admin, 'GET', `/api/Exchanges/byId?id=${id}`)).data;
    expect(held.state).toBe('failed');
    expect(held.attempts).toBe(1);
    expect(held.lastError).toMatchObject({ code: 'DICTIONARY' });
    expect(held.lastError.detail).toBe("language 'Italian' has no match in BoondManager's dictionary");
    expect(await sim.received({ method: 'PUT' })).toEqual([]);

    const list = json(await t.call(admin, 'GET', '/api/BoondMapping/list')).data;
    expect(list.heldMessages).toBe(1);
    expect(rowOf(list, 'languageSpoken', 'it')).toMatchObject({ state: 'proposed', proposal: { id: 'italien' } });

    const saved = await t.call(admin, 'PUT', '/api/BoondMapping/save', {
      decisions: [{ kind: 'languageSpoken', ourValue: 'it', boondId: 'italien' }],
    });
    expect(json(saved).data.requeued).toBe(1);
    await t.app.relay.drain();
    expect(json(await t.call(admin, 'GET', `/api/Exchanges/byId?id=${id}`)).data.state).toBe('sent');
    const state = await sim.state();
    expect(state.technicalData['1001']).toMatchObject({
      languages: [
        { language: 'anglais', level: 'courant' },
        { language: 'italien', level: 'maternel' },
      ],
      experience: 2,
    });
  });
});

describe('the dictionary read again, and the connection test', () => {
  it('reads it again on demand; BoondManager down is a 502 with its reason, the kept copy stays', async () => {
    const before = json(await t.call(admin, 'GET', '/api/BoondMapping/list')).data.dictionary.fetchedAt;
    const res = await t.call(admin, 'POST', '/api/BoondMapping/refreshDictionary');
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Dictionnaire de BoondManager relu.');
    expect(new Date(json(res).data.dictionary.fetchedAt).getTime()).toBeGreaterThanOrEqual(new Date(before).getTime());

    await sim.fail({ kind: 'cloudflare', count: 1 });
    const down = await t.call(admin, 'POST', '/api/BoondMapping/refreshDictionary');
    expect(down.statusCode).toBe(502);
    expect(json(down).code).toBe('EXTERNAL_SYSTEM_FAILED');
    expect(json(down).message).toContain('Cloudflare 1015');
    expect(json(down).message).not.toContain('<');
    expect(json(await t.call(admin, 'GET', '/api/BoondMapping/list')).data.dictionary).not.toBeNull();
  });

  it('the connection test runs the read-only contract checks', async () => {
    const { id } = json(await t.call(admin, 'POST', '/api/Exchanges/testConnection')).data as { id: number };
    await t.app.relay.drain();
    const done = json(await t.call(admin, 'GET', `/api/Exchanges/byId?id=${id}`)).data;
    expect(done.state).toBe('sent');
    expect(done.payload).toEqual({ resourceId: 1004 });
    expect(done.result.checks.map((c: { name: string; outcome: string }) => [c.name, c.outcome])).toEqual([
      ['currentUser', 'passed'],
      ['dictionary', 'passed'],
      ['technicalData', 'passed'],
    ]);
    expect(await sim.received()).toEqual([]);

    await sim.fail({ status: 401, count: 10 });
    const failed = json(await t.call(admin, 'POST', '/api/Exchanges/testConnection')).data as { id: number };
    await t.app.relay.drain();
    await sim.heal();
    const refused = json(await t.call(admin, 'GET', `/api/Exchanges/byId?id=${failed.id}`)).data;
    expect(refused.state).toBe('failed');
    expect(refused.lastError.code).toBe('CONTRACT');
    expect(refused.lastError.detail).toMatch(/^currentUser: .*; dictionary: .*; technicalData: /);
    // The checks stay on the message, for the screen to show each one.
    expect(refused.result.checks.map((c: { outcome: string }) => c.outcome)).toEqual(['failed', 'failed', 'failed']);
  });
});
