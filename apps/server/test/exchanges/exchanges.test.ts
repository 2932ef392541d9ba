/**
 * Exchanges API: administration (list, detail, retry, cancel, test the connection), per-object state,
 * the spec's Boond/* and ResendBoond/* calls, permissions, and bad input (400, nothing changed).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { actionPayload, boondEnv, startSimulator, type Simulator } from '../outbox/peers';

let sim: Simulator;
let t: TestApp;
let admin: TestSession; // Sophie: director, internal role 1
let admin2: TestSession; // Hélène: HR, internal role 2
let manager: TestSession; // Marc: manages Alice and Bruno
let consultant: TestSession; // Alice
let otherConsultant: TestSession; // Bruno
let candidate: TestSession; // Nina
const ids: Record<string, number> = {};
/** Skills files of the demo: Alice's French and English ones, Bruno's, and the candidate's (Marc may not open it). */
const files: Record<'alice' | 'aliceEn' | 'bruno' | 'nina', number> = { alice: 0, aliceEn: 0, bruno: 0, nina: 0 };

beforeAll(async () => {
  sim = await startSimulator();
  t = await createTestApp({ env: boondEnv(sim) });
  for (const [name, email] of Object.entries(DEMO)) {
    ids[name] = (await t.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  }
  [admin, admin2, manager, consultant, otherConsultant, candidate] = await Promise.all([
    t.login(DEMO.director),
    t.login(DEMO.hr),
    t.login(DEMO.manager),
    t.login(DEMO.consultant),
    t.login(DEMO.subcontractor),
    t.login(DEMO.candidate),
  ]);
  const fileOf = async (personId: number, idLang: number) =>
    (
      await t.db
        .selectFrom('dc')
        .select('id')
        .where('person_id', '=', personId)
        .where('id_lang', '=', idLang)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
  const create = async (s: TestSession, personId: number, idLang: number) => {
    const created = await t.call(s, 'POST', '/api/Dc/save', { idUser: personId, idLang });
    expect(created.statusCode).toBe(200);
    return fileOf(personId, idLang);
  };
  files.alice = await create(consultant, ids.consultant!, 1);
  files.aliceEn = await create(consultant, ids.consultant!, 2);
  files.bruno = await create(otherConsultant, ids.subcontractor!, 1);
  files.nina = await create(candidate, ids.candidate!, 1);
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});
beforeEach(async () => {
  await sim.reset();
});

const countMessages = () => countRows(t, 'outbox_message');
/** Boond/actions names the document; the server composes the action (type, date, text). */
const actionBody = (over: Record<string, unknown> = {}) => ({
  idUser: ids.consultant,
  objectType: 'dc',
  objectId: files.alice,
  ...over,
});
/**
 * A log entry about one of Alice's skills files, queued as a feature queues it (Boond/actions composes one only for
 * a signed evaluation): what the retry, cancel and resend calls act on.
 */
const enqueueAction = async (objectId: number, text: string): Promise<number> =>
  (
    await t.app.outbox.transaction((trx) =>
      t.app.outbox.enqueue(trx, {
        kind: 'boond.action',
        payload: actionPayload(text),
        objectType: 'dc',
        objectId,
        personId: ids.consultant,
        createdBy: ids.manager,
      }),
    )
  ).id;
const filters = (list: unknown[]) => `filters=${encodeURIComponent(JSON.stringify(list))}`;
const json = (res: { body: string }) =>
  JSON.parse(res.body) as { success: boolean; data: any; message: string; code?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads

describe('permissions', () => {
  it('administration calls need internal role 1 or 2', async () => {
    expect((await t.call(null, 'GET', '/api/Exchanges/list')).statusCode).toBe(401);
    for (const s of [manager, consultant]) {
      expect((await t.call(s, 'GET', '/api/Exchanges/list')).statusCode).toBe(403);
      expect((await t.call(s, 'POST', '/api/Exchanges/testConnection')).statusCode).toBe(403);
      expect((await t.call(s, 'GET', '/api/Exchanges/byId?id=1')).statusCode).toBe(403);
    }
    expect((await t.call(admin, 'GET', '/api/Exchanges/list')).statusCode).toBe(200);
    expect((await t.call(admin2, 'GET', '/api/Exchanges/list')).statusCode).toBe(200);
  });

  it('sending to Boond needs access to the file and a manager or resend authorisation', async () => {
    const before = await countMessages();
    // Alice on her own file: no managerAutorisation, no internal role.
    expect((await t.call(consultant, 'POST', '/api/Boond/actions', actionBody())).statusCode).toBe(403);
    // Bruno cannot open Alice's file.
    expect((await t.call(otherConsultant, 'POST', '/api/Boond/actions', actionBody())).statusCode).toBe(403);
    // Marc does not manage the candidate.
    expect(
      (await t.call(manager, 'POST', '/api/Boond/actions', actionBody({ idUser: ids.candidate, objectId: files.nina })))
        .statusCode,
    ).toBe(403);
    // The candidate has no key-people record (a document of the kernel): nothing to name (404, revealing nothing).
    expect(
      (await t.call(manager, 'POST', '/api/Boond/rates', { id: ids.candidate, skills: [{ skill: 'Java', level: 2 }] }))
        .statusCode,
    ).toBe(404);
    // Unknown person.
    expect((await t.call(manager, 'POST', '/api/Boond/actions', actionBody({ idUser: 999_999 }))).statusCode).toBe(404);
    expect(await countMessages()).toBe(before);
  });

  // Writes bound to their owner: the object named must be the named person's (404 otherwise, revealing nothing).
  const forged: [string, string, () => Record<string, unknown>][] = [
    [
      'an action on the candidate’s file named as Alice’s',
      '/api/Boond/actions',
      () => actionBody({ objectId: files.nina }),
    ],
    ['an action on Bruno’s file named as Alice’s', '/api/Boond/actions', () => actionBody({ objectId: files.bruno })],
    ['an action on a file that does not exist', '/api/Boond/actions', () => actionBody({ objectId: 987_654 })],
    ['an action on an evaluation that does not exist', '/api/Boond/actions', () => actionBody({ objectType: 'ea' })],
    [
      'a skills-file upload of the candidate’s file named as Alice’s',
      '/api/Boond/uploadFileToBoondDC',
      () => ({ idUser: ids.consultant, idDc: files.nina }),
    ],
    [
      'an evaluation upload of an evaluation that does not exist',
      '/api/Boond/uploadFileToBoondEA',
      () => ({ idUser: ids.consultant, idEa: files.alice }),
    ],
    [
      'a resend of the candidate’s file named as Alice’s',
      '/api/ResendBoond/actions',
      () => ({ idUser: ids.consultant, id: files.nina, objectType: 'dc' }),
    ],
    [
      'a support notice about the candidate’s file named as Alice’s',
      '/api/Boond/sendEmailErrorSendBoond',
      () => ({ id: files.nina, idUser: ids.consultant, type: 'actions_dc', message: 'failed' }),
    ],
    [
      'a support notice about a file that does not exist',
      '/api/Boond/sendEmailErrorSendBoond',
      () => ({ id: 987_654, type: 'uploadFileToBoondDC', message: 'failed' }),
    ],
  ];
  it.each(forged)('refuses %s (404) and queues nothing', async (_name, url, build) => {
    const before = await countMessages();
    const res = await t.call(manager, 'POST', url, build());
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ success: false, data: null, code: 'NOT_FOUND' });
    expect(json(res).message).toBe('Cet élément n’existe pas pour cette personne.');
    expect(await countMessages()).toBe(before);
  });

  it('a support notice about a file the caller may not open is refused (403)', async () => {
    const before = await countMessages();
    const body = { id: files.nina, type: 'actions_dc', message: 'failed' };
    expect((await t.call(consultant, 'POST', '/api/Boond/sendEmailErrorSendBoond', body)).statusCode).toBe(403);
    expect((await t.call(manager, 'POST', '/api/Boond/sendEmailErrorSendBoond', body)).statusCode).toBe(403);
    expect(await countMessages()).toBe(before);
  });

  it('the owner reads the delivery state of their own file; others’ messages never show there', async () => {
    // A message about Nina's file but filed under another person (as before owners were checked).
    await t.app.outbox.transaction((trx) =>
      t.app.outbox.enqueue(trx, {
        kind: 'boond.action',
        payload: { resourceId: 1, actionType: 'evaluationSigned', date: '2026-03-12T09:00:00+01:00', text: 'forged' },
        objectType: 'dc',
        objectId: files.nina,
        personId: ids.consultant,
        createdBy: ids.manager,
      }),
    );
    const own = await t.call(candidate, 'GET', `/api/Exchanges/state?objectType=dc&objectId=${files.nina}`);
    expect(own.statusCode).toBe(200);
    expect(json(own).data).toMatchObject({ state: 'none', messages: [] });
    const view = json(await t.call(candidate, 'GET', `/api/Dc/details?idDc=${files.nina}`)).data;
    expect(view.delivery).toBeNull();
    expect(
      json(await t.call(admin, 'GET', `/api/Exchanges/state?objectType=dc&objectId=${files.nina}`)).data,
    ).toMatchObject({
      state: 'none',
      messages: [],
    });
    // Those who may not open the owner's file read nothing, whoever wrote the messages.
    expect((await t.call(manager, 'GET', `/api/Exchanges/state?objectType=dc&objectId=${files.nina}`)).statusCode).toBe(
      403,
    );
    expect((await t.call(manager, 'GET', '/api/Exchanges/state?objectType=ea&objectId=9999')).statusCode).toBe(404);
    expect((await t.call(manager, 'GET', '/api/Exchanges/state?objectType=system&objectId=1')).statusCode).toBe(403);
    expect((await t.call(admin, 'GET', '/api/Exchanges/state?objectType=system&objectId=1')).statusCode).toBe(200);
  });
});

describe('bad input: 400, nothing changes', () => {
  const cases: [string, 'GET' | 'POST', string, unknown?][] = [
    ['unknown state filter', 'GET', `/api/Exchanges/list?${filters([{ field: 'state', op: 'equal', value: 'lost' }])}`],
    ['page 0', 'GET', '/api/Exchanges/list?page=0'],
    ['page size too large', 'GET', '/api/Exchanges/list?pageSize=100000'],
    [
      'not a date',
      'GET',
      `/api/Exchanges/list?${filters([{ field: 'createdAt', op: 'greater', value: 'yesterday' }])}`,
    ],
    ['sort on a payload', 'GET', '/api/Exchanges/list?sort=payload'],
    ['id not a number', 'GET', '/api/Exchanges/byId?id=abc'],
    ['negative id', 'POST', '/api/Exchanges/retry?id=-1'],
    ['missing id', 'POST', '/api/Exchanges/cancel'],
    ['state without objectId', 'GET', '/api/Exchanges/state?objectType=ea'],
    ['state with unknown objectType', 'GET', '/api/Exchanges/state?objectType=car&objectId=1'],
    ['test mail to a non-address', 'POST', '/api/Exchanges/testMail', { to: 'nobody' }],
    ['action carrying its text (the server composes it)', 'POST', '/api/Boond/actions', actionBody({ text: 'forged' })],
    ['action carrying its date', 'POST', '/api/Boond/actions', actionBody({ date: '2026-03-12' })],
    ['action with an unknown key', 'POST', '/api/Boond/actions', actionBody({ extra: 1 })],
    ['action carrying a type', 'POST', '/api/Boond/actions', actionBody({ typeOf: 80 })],
    ['action on an unknown object type', 'POST', '/api/Boond/actions', actionBody({ objectType: 'car' })],
    ['action without an object', 'POST', '/api/Boond/actions', { idUser: 1, objectType: 'ea' }],
    ['rates without skills', 'POST', '/api/Boond/rates', { id: 1, skills: [] }],
    ['rates level out of range', 'POST', '/api/Boond/highRates', { id: 1, skills: [{ skill: 'Java', level: 9 }] }],
    [
      'an evaluation upload carrying a file (the server sends its own)',
      'POST',
      '/api/Boond/uploadFileToBoondEA',
      { idUser: 1, idEa: 1, fileName: 'a.pdf', content: 'JVBERi0=' },
    ],
    [
      'a skills-file upload carrying a file (the server sends its own)',
      'POST',
      '/api/Boond/uploadFileToBoondDC',
      { idUser: 1, idDc: 1, content: 'JVBERi0=' },
    ],
    ['an upload without the document named', 'POST', '/api/Boond/uploadFileToBoondDC', { idUser: 1 }],
    [
      'error e-mail of an unknown type',
      'POST',
      '/api/Boond/sendEmailErrorSendBoond',
      { id: 1, type: 'other', message: 'x' },
    ],
    [
      'error e-mail without message',
      'POST',
      '/api/Boond/sendEmailErrorSendBoond',
      { id: 1, type: 'rates', message: '   ' },
    ],
    [
      'resend with flags of another shape',
      'POST',
      '/api/ResendBoond/actions',
      { idUser: 1, id: 1, flags: { all: true } },
    ],
    ['resend with a year as text', 'POST', '/api/ResendBoond/actions', { idUser: 1, id: 1, year: 'this year' }],
    ['resend without target', 'POST', '/api/ResendBoond/actions', { idUser: 1 }],
    ['invalid JSON', 'POST', '/api/Boond/actions', '{"idUser":'],
  ];
  it.each(cases)('%s', async (_name, method, url, body) => {
    const before = await countMessages();
    const res = await t.call(
      admin,
      method,
      url,
      body,
      typeof body === 'string' ? { 'content-type': 'application/json' } : {},
    );
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ success: false, data: null });
    expect(await countMessages()).toBe(before);
  });
});

describe('test the connection', () => {
  it('enqueues a real credentials check that reaches the simulator', async () => {
    const res = await t.call(admin, 'POST', '/api/Exchanges/testConnection');
    expect(res.statusCode).toBe(200);
    const { id } = json(res).data as { id: number };
    expect((await t.call(admin, 'GET', `/api/Exchanges/byId?id=${id}`)).json().data).toMatchObject({
      state: 'pending',
      kind: 'boond.checkConnection',
    });
    await t.app.relay.drain();
    const detail = json(await t.call(admin, 'GET', `/api/Exchanges/byId?id=${id}`)).data;
    expect(detail).toMatchObject({
      state: 'sent',
      objectType: 'system',
      createdByName: 'Sophie Lefebvre',
      attempts: 1,
    });
    expect(detail.result).toMatchObject({ id: expect.any(String) });
    expect(detail.attemptsHistory).toMatchObject([{ attemptNo: 1, outcome: 'sent', error: null }]);
  });

  it('reports a failing Boond at once, with the details (one attempt, no backoff)', async () => {
    await sim.fail({ status: 503, count: 5 });
    const { id } = json(await t.call(admin, 'POST', '/api/Exchanges/testConnection')).data as { id: number };
    await t.app.relay.drain();
    const detail = json(await t.call(admin, 'GET', `/api/Exchanges/byId?id=${id}`)).data;
    // The read-only contract checks (current user, dictionary, technical data), each failure named.
    expect(detail).toMatchObject({ state: 'failed', attempts: 1, lastError: { code: 'CONTRACT' } });
    expect(detail.lastError.detail).toContain('currentUser: 503 - Simulated failure');
    expect(detail.attemptsHistory[0]).toMatchObject({ outcome: 'failed', error: { code: 'CONTRACT' } });
  });
});

describe('Boond/* calls and the delivery state', () => {
  it('Boond/actions on a skills file: nothing to write (422), nothing queued', async () => {
    const before = await countMessages();
    expect(json(await t.call(manager, 'POST', '/api/Boond/actions', actionBody()))).toMatchObject({
      success: false,
      code: 'BUSINESS_RULE',
    });
    expect(await countMessages()).toBe(before);
  });

  it('a queued action is delivered by the relay, and the state shows it to those concerned', async () => {
    // (Boond/actions on a signed evaluation: evaluation.test.ts.)
    const messageId = await enqueueAction(files.alice, 'Évaluation <signée>');
    const stateUrl = `/api/Exchanges/state?objectType=dc&objectId=${files.alice}`;
    const pending = json(await t.call(manager, 'GET', stateUrl)).data;
    expect(pending).toMatchObject({
      state: 'pending',
      messages: [{ id: messageId, state: 'pending', kind: 'boond.action', personId: ids.consultant }],
    });

    await t.app.relay.drain();
    const received = await sim.received({ path: '/api/actions' });
    expect(received).toHaveLength(1);
    // The tenant's type from the demo mapping (trainingRegistered → "Note", 4), the text with the message's marker.
    const { idempotency_key: key } = await t.db
      .selectFrom('outbox_message')
      .select('idempotency_key')
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow();
    const attributes = (received[0]!.body as { data: { attributes: { typeOf: number; text: string } } }).data
      .attributes;
    expect(attributes).toMatchObject({ typeOf: 4 });
    expect(attributes.text).toBe(`Évaluation <signée>\n\n[My Skills ${key.slice(0, 11)}]`);

    for (const s of [manager, consultant, admin]) {
      const state = await t.call(s, 'GET', stateUrl);
      expect(state.statusCode).toBe(200);
      expect(json(state).data).toMatchObject({
        state: 'sent',
        messages: [{ state: 'sent', sentAt: expect.any(String) }],
      });
    }
    expect((await t.call(otherConsultant, 'GET', stateUrl)).statusCode).toBe(403);
    // An object with no message.
    expect(
      json(await t.call(manager, 'GET', `/api/Exchanges/state?objectType=dc&objectId=${files.aliceEn}`)).data,
    ).toMatchObject({ state: 'none', messages: [] });
  });

  it('sends the validated file as the server exports it (bytea → multipart) as the resume', async () => {
    await t.db
      .updateTable('dc')
      .set({ status: 3, title: 'Développeuse Java senior' })
      .where('id', '=', files.alice)
      .execute();
    const dc = await t.call(manager, 'POST', '/api/Boond/uploadFileToBoondDC', {
      idUser: ids.consultant,
      idDc: files.alice,
    });
    expect(dc.statusCode).toBe(200);
    const [dcId] = json(dc).data.messageIds as number[];
    const queued = await t.db
      .selectFrom('outbox_message')
      .select('attachment')
      .where('id', '=', dcId!)
      .executeTakeFirstOrThrow();
    const document = Buffer.from(queued.attachment!);
    // The server's own Word export of the file.
    expect(document.subarray(0, 2).toString()).toBe('PK');
    expect(json(await t.call(admin, 'GET', `/api/Exchanges/byId?id=${dcId}`)).data).toMatchObject({
      attachmentBytes: document.length,
      payload: { parentType: 'resourceResume', parentId: 1001 },
    });

    await t.app.relay.drain();
    const uploads = await sim.received({ path: '/api/documents' });
    expect(uploads).toHaveLength(1);
    const sha = createHash('sha256').update(document).digest('hex');
    expect(uploads.map((u) => [u.file?.sha256, u.fields?.parentType])).toEqual([[sha, 'resourceResume']]);
  });

  it('sends rates and high rates for key people', async () => {
    // Alice becomes a key person first (a record without rated skills sends nothing).
    const record = {
      idUser: ids.consultant,
      rowVersion: 0,
      userInfo: {
        ...Object.fromEntries(
          ['kptEvalCapacity', 'kptTechContributor', 'kptArchitectCapacity', 'kptRecruitQuality'].map((k) => [k, false]),
        ),
        kptConceptionTraining: false,
        kptPreSale: false,
        kptComment: '',
        kpmissionComment: '',
        kpmissionRsiComment: '',
        kphpoComment: '',
        categories: [1],
      },
    };
    expect((await t.call(manager, 'PUT', '/api/KeyPeople', record)).statusCode).toBe(200);
    const skills = [
      { skill: 'Java', level: 4 },
      { skill: 'Docker', level: 2 },
    ];
    expect(
      (await t.call(manager, 'POST', '/api/Boond/rates', { id: ids.consultant, type: 'kp', skills })).statusCode,
    ).toBe(200);
    expect((await t.call(manager, 'POST', '/api/Boond/highRates', { id: ids.consultant, skills })).statusCode).toBe(
      200,
    );
    await t.app.relay.drain();
    // The real API has no rates route: the levels are written as the tools of the technical data (read, then PUT).
    expect((await sim.received()).map((r) => [r.method, r.path])).toEqual([
      ['PUT', '/api/resources/1001/technical-data'],
      ['PUT', '/api/resources/1001/technical-data'],
    ]);
    // Through the demo mapping (labels → the tenant's tool ids), Alice's own tool kept.
    expect((await sim.state()).technicalData['1001']?.tools).toEqual([
      { tool: 'intellij', level: 4 },
      { tool: 'java', level: 4 },
      { tool: 'docker', level: 2 },
    ]);
    const state = json(
      await t.call(manager, 'GET', `/api/Exchanges/state?objectType=keyPeople&objectId=${ids.consultant}`),
    ).data;
    expect(state.state).toBe('sent');
  });
});

describe('retry, cancel and resend', () => {
  it('a failed message is retried by an administrator: back to pending, attempts kept, then sent', async () => {
    await sim.fail({ status: 422, count: 1 });
    const id = await enqueueAction(files.alice, 'Retried by an administrator');
    await t.app.relay.drain();
    const failed = json(
      await t.call(manager, 'GET', `/api/Exchanges/state?objectType=dc&objectId=${files.alice}`),
    ).data;
    expect(failed).toMatchObject({ state: 'failed', messages: [{ id, state: 'failed', lastError: { status: 422 } }] });

    const retried = await t.call(admin, 'POST', `/api/Exchanges/retry?id=${id}`);
    expect(retried.statusCode).toBe(200);
    expect(json(retried).data).toMatchObject({ state: 'pending', attempts: 1 });
    await t.app.relay.drain();
    const detail = json(await t.call(admin, 'GET', `/api/Exchanges/byId?id=${id}`)).data;
    expect(detail).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(detail.attemptsHistory.map((a: { outcome: string }) => a.outcome)).toEqual(['failed', 'sent']);

    // Only failed or cancelled messages can be retried; only pending or failed ones cancelled.
    expect(json(await t.call(admin, 'POST', `/api/Exchanges/retry?id=${id}`))).toMatchObject({ code: 'BUSINESS_RULE' });
    expect((await t.call(admin, 'POST', `/api/Exchanges/cancel?id=${id}`)).statusCode).toBe(422);
    expect((await t.call(admin, 'POST', '/api/Exchanges/retry?id=987654')).statusCode).toBe(404);
    expect((await t.call(admin, 'GET', '/api/Exchanges/byId?id=987654')).statusCode).toBe(404);
  });

  it('a pending message is cancelled and never delivered; a cancelled one can be retried', async () => {
    await sim.fail({ status: 503, count: 1 });
    const id = await enqueueAction(files.alice, 'Cancelled');
    await t.app.relay.runOnce(); // 503: pending, waiting for its backoff
    const cancelled = await t.call(admin, 'POST', `/api/Exchanges/cancel?id=${id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled).data).toMatchObject({ state: 'cancelled' });
    await t.app.relay.drain();
    expect(await sim.received()).toHaveLength(0);
    expect(
      json(await t.call(manager, 'GET', `/api/Exchanges/state?objectType=dc&objectId=${files.alice}`)).data.state,
    ).toBe('cancelled');

    expect(json(await t.call(admin, 'POST', `/api/Exchanges/retry?id=${id}`)).data).toMatchObject({ state: 'pending' });
    await t.app.relay.drain();
    expect(await sim.received()).toHaveLength(1);
  });

  it('ResendBoond/actions retries the failed messages of the last batch with their keys, and sends sent ones again', async () => {
    await sim.fail({ status: 422, count: 1 });
    const first = { messageIds: [await enqueueAction(files.aliceEn, 'Skills file validated')] };
    await t.app.relay.drain();
    const failedRow = await t.db
      .selectFrom('outbox_message')
      .select(['state', 'idempotency_key'])
      .where('id', '=', first.messageIds[0]!)
      .executeTakeFirstOrThrow();
    expect(failedRow.state).toBe('failed');

    const body = {
      idUser: ids.consultant,
      id: files.aliceEn,
      objectType: 'dc',
      date: '2026-03-12',
      idLang: 1,
      year: 2026,
      idBusinessManager: ids.manager,
    };
    const resent = await t.call(manager, 'POST', '/api/ResendBoond/actions', body);
    expect(resent.statusCode).toBe(200);
    expect(json(resent)).toMatchObject({
      success: true,
      data: { statusCode: 202, messageIds: first.messageIds },
      message: expect.any(String),
    });
    await t.app.relay.drain();
    let received = await sim.received({ path: '/api/actions' });
    expect(received.map((r) => r.idempotencyKey)).toEqual([failedRow.idempotency_key]);

    // Everything was sent: a resend is a deliberate second application, a new message with a new key.
    const again = json(await t.call(manager, 'POST', '/api/ResendBoond/actions', body)).data;
    expect(again.messageIds).toHaveLength(1);
    expect(again.messageIds[0]).not.toBe(first.messageIds[0]);
    await t.app.relay.drain();
    received = await sim.received({ path: '/api/actions' });
    expect(received).toHaveLength(2);
    expect(new Set(received.map((r) => r.idempotencyKey)).size).toBe(2);
    const state = json(
      await t.call(manager, 'GET', `/api/Exchanges/state?objectType=dc&objectId=${files.aliceEn}`),
    ).data;
    expect(state).toMatchObject({ state: 'sent', messages: [{ id: again.messageIds[0] }] });
  });

  it('ResendBoond/actions refuses what it cannot resend', async () => {
    // Bruno's file has no Boond message yet.
    const body = { idUser: ids.subcontractor, id: files.bruno, objectType: 'dc' };
    expect(json(await t.call(manager, 'POST', '/api/ResendBoond/actions', body))).toMatchObject({
      success: false,
      code: 'BUSINESS_RULE',
    });
    // Another person's id does not reach this object's messages.
    expect((await t.call(manager, 'POST', '/api/ResendBoond/actions', { ...body, id: files.aliceEn })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.call(consultant, 'POST', '/api/ResendBoond/actions', {
          ...body,
          id: files.aliceEn,
          idUser: ids.consultant,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('listing', () => {
  it('filters by state, object, person, kind and day, with paging (the lists’ layer)', async () => {
    const all = json(await t.call(admin, 'GET', '/api/Exchanges/list?pageSize=100')).data;
    expect(all.total).toBeGreaterThanOrEqual(10);
    expect(all.items.length).toBe(Math.min(all.total, 100));
    // Newest first.
    expect(all.items[0].id).toBeGreaterThan(all.items[all.items.length - 1].id);

    const page2 = json(await t.call(admin, 'GET', '/api/Exchanges/list?pageSize=3&page=2')).data;
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: all.total });
    expect(page2.items.map((i: { id: number }) => i.id)).toEqual(
      all.items.slice(3, 6).map((i: { id: number }) => i.id),
    );

    const failed = json(
      await t.call(admin, 'GET', `/api/Exchanges/list?${filters([{ field: 'state', op: 'equal', value: 'failed' }])}`),
    ).data;
    expect(failed.items.every((i: { state: string }) => i.state === 'failed')).toBe(true);
    expect(failed.total).toBeGreaterThanOrEqual(1);

    const dc = json(
      await t.call(
        admin,
        'GET',
        `/api/Exchanges/list?pageSize=100&${filters([
          { field: 'objectType', op: 'equal', value: 'dc' },
          { field: 'objectId', op: 'equal', value: String(files.aliceEn) },
        ])}`,
      ),
    ).data;
    expect(dc.items.length).toBeGreaterThanOrEqual(2);
    expect(dc.items.every((i: { objectId: number }) => i.objectId === files.aliceEn)).toBe(true);
    expect(dc.items[0]).toMatchObject({ personName: 'Alice Martin', createdByName: 'Marc Durand' });

    const alice = json(
      await t.call(
        admin,
        'GET',
        `/api/Exchanges/list?${filters([
          { field: 'personName', op: 'equal', value: 'alice martin' },
          { field: 'kind', op: 'equal', value: 'boond.document' },
        ])}`,
      ),
    ).data;
    expect(alice.total).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    const on = (value: string, value2: string) =>
      `/api/Exchanges/list?${filters([{ field: 'createdAt', op: 'between', value, value2 }])}`;
    expect(json(await t.call(admin, 'GET', on(today, today))).data.total).toBe(all.total);
    expect(json(await t.call(admin, 'GET', on('2000-01-01', '2000-01-02'))).data.total).toBe(0);
  });

  it('every call is in the OpenAPI document', async () => {
    const doc = (await t.call(null, 'GET', '/api/docs/json')).json() as { paths: Record<string, unknown> };
    for (const p of [
      '/api/Exchanges/list',
      '/api/Exchanges/exportExcel',
      '/api/Exchanges/byId',
      '/api/Exchanges/retry',
      '/api/Exchanges/cancel',
      '/api/Exchanges/testConnection',
      '/api/Exchanges/testMail',
      '/api/Exchanges/state',
      '/api/Mailbox/list',
      '/api/Mailbox/exportExcel',
      '/api/Mailbox/byId',
      '/api/Boond/uploadFileToBoondEA',
      '/api/Boond/uploadFileToBoondDC',
      '/api/Boond/actions',
      '/api/Boond/rates',
      '/api/Boond/highRates',
      '/api/Boond/sendEmailErrorSendBoond',
      '/api/ResendBoond/actions',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
  });
});
