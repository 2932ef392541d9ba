/**
 * Key people API: the record (GET, PUT KeyPeople) — creation, update, status change, history and audit rows, the
 * rates and high rates to BoondManager exactly once per save in the save's transaction (delivered by the relay to the
 * simulator's technical data), the failure path and the support e-mail; validation (400, nothing written); who may
 * (the manager's chain, directors, HR; never the recruiter, the DPO, a consultant, nor one's own record); the
 * object-owner check of the Boond calls on key people.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { boondEnv, startSimulator, type Simulator } from '../outbox/peers';
import { fileWithSkills, rateRows, recordBody, skillId } from './helpers';

let sim: Simulator;
let t: TestApp;
const s: Record<string, TestSession> = {};
const ids: Record<string, number> = {};
const skill: Record<string, number> = {};

beforeAll(async () => {
  sim = await startSimulator();
  t = await createTestApp({ env: boondEnv(sim) });
  for (const [name, email] of Object.entries(DEMO)) {
    ids[name] = (await t.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    s[name] = await t.login(email);
  }
  for (const label of ['Java', 'Kubernetes', 'Docker']) skill[label] = await skillId(t, label);
  // A soft skill too: no BoondManager tool, so no rate (the record leaves it out).
  await fileWithSkills(t, s.consultant!, ids.consultant!, { Java: 4, Kubernetes: 2, Docker: 3, Négociation: 3 });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});
beforeEach(async () => {
  await sim.reset();
});

const json = (res: { json: () => unknown }) =>
  res.json() as { success: boolean; data: any; message: string; code?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
const get = (who: TestSession, idUser: number) => t.call(who, 'GET', `/api/KeyPeople?idUser=${idUser}`);
const put = (who: TestSession, body: unknown) => t.call(who, 'PUT', '/api/KeyPeople', body);
const aliceSkills = () => [
  { idSkill: skill.Java, rate: 5, high: true },
  { idSkill: skill.Docker, rate: 3, high: false },
  { idSkill: skill.Kubernetes, rate: 2, high: false },
];
const brandId = async (name: string) =>
  (await t.db.selectFrom('brand').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('a record, from the first save to a past record', () => {
  it('an empty record for a person who is not a key person yet, with the skills of the file at Boond’s scale', async () => {
    const res = await get(s.manager!, ids.consultant!);
    expect(res.statusCode).toBe(200);
    const data = json(res).data;
    expect(data).toMatchObject({ idUser: ids.consultant, exists: false, rowVersion: 0, status: 'inProgress' });
    expect(data.userInfo).toMatchObject({ firstName: 'Alice', hasBoond: true, categories: [], kptPreSale: false });
    // Stars 1–4 on Boond's tool levels 0–5: Expertise (4) is 5, the others keep their value.
    const bySkill = Object.fromEntries(
      data.dcSkillsData.map((k: { label: string; starLevel: number; suggestedRate: number; rate: null }) => [
        k.label,
        [k.starLevel, k.suggestedRate, k.rate],
      ]),
    );
    expect(bySkill).toEqual({ Java: [4, 5, null], Docker: [3, 3, null], Kubernetes: [2, 2, null] });
    expect(data.skillsFile).toMatchObject({ idLang: 1 });
    expect(data.delivery).toBeNull();
  });

  it('the first save creates it and sends the rates and the high rates once each, in the same transaction', async () => {
    const astek = await brandId('Astek');
    const before = await countRows(t, 'outbox_message');
    const res = await put(
      s.manager!,
      recordBody(ids.consultant!, {
        missionData: [
          { client: 'Airbus', idBrand: astek, startDate: '2025-01-06', endDate: null, role: 'Tech lead' },
          { client: 'Thales', idBrand: null, startDate: '2023-03-01', endDate: '2024-12-20', role: 'Développeuse' },
        ],
        allPosition: [{ title: 'Consultante senior', startDate: '2024-01-01', endDate: null }],
        dcSkillsData: aliceSkills(),
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = json(res);
    expect(saved.data).toMatchObject({ rowVersion: 1, created: true, sent: true, notSentReason: null });
    expect(saved.message).toBe('Fiche key people enregistrée ; l’envoi des notes vers BoondManager est programmé.');
    expect(await countRows(t, 'outbox_message')).toBe(before + 2);
    const rows = await rateRows(t, ids.consultant!);
    expect(rows.map((r) => [r.kind, r.payload])).toEqual([
      [
        'boond.rates',
        {
          resourceId: 1001,
          rates: [
            { skill: 'Docker', level: 3 },
            { skill: 'Kubernetes', level: 2 },
          ],
        },
      ],
      ['boond.highRates', { resourceId: 1001, rates: [{ skill: 'Java', level: 5 }] }],
    ]);
    expect(new Set(rows.map((r) => r.batch_id)).size).toBe(1);
    expect(saved.data.messageIds).toEqual(rows.map((r) => r.id));

    const history = await t.db
      .selectFrom('key_people_history')
      .selectAll()
      .where('key_people_id', '=', ids.consultant!)
      .execute();
    expect(history.map((h) => [h.from_status, h.to_status, h.changed_by, h.comment])).toEqual([
      [null, 1, ids.manager, 'created'],
    ]);
    const audit = await t.db
      .selectFrom('audit_entry')
      .select(['action', 'actor_person_id as actor_id', 'detail'])
      .where('object_type', '=', 'keyPeople')
      .where('object_id', '=', ids.consultant!)
      .execute();
    expect(audit).toEqual([
      {
        action: 'create',
        actor_id: ids.manager,
        detail: 'status=inProgress; categories=1,2; missions=2; positions=1; rates=3 (high 1)',
      },
    ]);

    // The relay writes them as the tools of the resource's technical data (read, merged, written), Alice's own kept.
    await t.app.relay.drain();
    expect((await sim.received()).map((r) => [r.method, r.path])).toEqual([
      ['PUT', '/api/resources/1001/technical-data'],
      ['PUT', '/api/resources/1001/technical-data'],
    ]);
    expect((await sim.state()).technicalData['1001']?.tools).toEqual([
      { tool: 'intellij', level: 4 },
      { tool: 'docker', level: 3 },
      { tool: 'kubernetes', level: 2 },
      { tool: 'java', level: 5 },
    ]);
  });

  it('reads back the record, the saved rates merged with the file, and the delivery state', async () => {
    const data = json(await get(s.manager!, ids.consultant!)).data;
    expect(data).toMatchObject({ exists: true, rowVersion: 1, status: 'inProgress', updatedByName: 'Marc Durand' });
    expect(data.userInfo).toMatchObject({ categories: [1, 2], kptEvalCapacity: true, kptComment: 'Référente Java' });
    expect(
      data.missionData.map((m: { client: string; brandName: string | null; endDate: string | null }) => [
        m.client,
        m.brandName,
        m.endDate,
      ]),
    ).toEqual([
      ['Airbus', 'Astek', null],
      ['Thales', null, '2024-12-20'],
    ]);
    expect(data.allPosition).toMatchObject([{ title: 'Consultante senior', startDate: '2024-01-01', endDate: null }]);
    const java = data.dcSkillsData.find((k: { label: string }) => k.label === 'Java');
    expect(java).toMatchObject({ rate: 5, high: true, inFile: true });
    expect(data.delivery).toMatchObject({ state: 'sent' });
    expect(data.delivery.messages).toHaveLength(2);
  });

  it('a stale row version is a 409 naming the last editor; nothing is written or sent', async () => {
    const before = await countRows(t, 'outbox_message');
    const res = await put(s.hr!, recordBody(ids.consultant!, { rowVersion: 0, dcSkillsData: aliceSkills() }));
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toContain('Marc Durand');
    expect((await put(s.hr!, recordBody(ids.consultant!, { rowVersion: 7 }))).statusCode).toBe(409);
    expect(await countRows(t, 'outbox_message')).toBe(before);
  });

  it('marking it past is a save with its from → to history row and its audit row', async () => {
    const res = await put(
      s.director!,
      recordBody(ids.consultant!, { rowVersion: 1, status: 'past', dcSkillsData: aliceSkills() }),
    );
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ rowVersion: 2, status: 'past', created: false, sent: true });
    const history = await t.db
      .selectFrom('key_people_history')
      .select(['from_status', 'to_status', 'comment'])
      .where('key_people_id', '=', ids.consultant!)
      .orderBy('id')
      .execute();
    expect(history.at(-1)).toEqual({ from_status: 1, to_status: 2, comment: 'past' });
    const audit = await t.db
      .selectFrom('audit_entry')
      .select(['action', 'actor_person_id as actor_id'])
      .where('object_type', '=', 'keyPeople')
      .where('object_id', '=', ids.consultant!)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'past', actor_id: ids.director });
    // An update without a status change: an 'updated' history row (from = to).
    const again = await put(s.director!, recordBody(ids.consultant!, { rowVersion: 2, status: 'past' }));
    expect(json(again).data).toMatchObject({ rowVersion: 3, sent: false });
    expect(json(again).message).toBe(
      'Fiche key people enregistrée. Aucune compétence notée : rien n’est envoyé à BoondManager.',
    );
  });

  it('a saved rate whose skill left the skills file stays, flagged', async () => {
    await put(s.manager!, recordBody(ids.consultant!, { rowVersion: 3, status: 'past', dcSkillsData: aliceSkills() }));
    const file = await t.db
      .selectFrom('dc')
      .select('id')
      .where('person_id', '=', ids.consultant!)
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('dc_skill').where('dc_id', '=', file.id).where('id_skill', '=', skill.Docker!).execute();
    const data = json(await get(s.manager!, ids.consultant!)).data;
    expect(data.dcSkillsData.find((k: { label: string }) => k.label === 'Docker')).toMatchObject({
      rate: 3,
      inFile: false,
      starLevel: null,
    });
    await t.db.insertInto('dc_skill').values({ dc_id: file.id, id_skill: skill.Docker!, level: 3 }).execute();
  });
});

describe('validation: a clear 400, nothing written', () => {
  const current = async () =>
    (
      await t.db
        .selectFrom('key_people')
        .select('row_version')
        .where('id', '=', ids.consultant!)
        .executeTakeFirstOrThrow()
    ).row_version;

  it.each([
    ['a rate out of 0–5', { dcSkillsData: [{ idSkill: 1, rate: 6, high: false }] }],
    ['a negative rate', { dcSkillsData: [{ idSkill: 1, rate: -1, high: false }] }],
    [
      'a mission ending before it starts',
      { missionData: [{ client: 'X', startDate: '2025-02-01', endDate: '2025-01-01' }] },
    ],
    [
      'a position ending before it starts',
      { allPosition: [{ title: 'X', startDate: '2025-02-01', endDate: '2024-01-01' }] },
    ],
    ['a mission without client', { missionData: [{ client: '', startDate: null, endDate: null }] }],
    ['a typed date', { missionData: [{ client: 'X', startDate: '01/02/2025', endDate: null }] }],
    ['an unknown category', { userInfo: { ...recordBody(1).userInfo, categories: [5] } }],
    ['a comment over 4096 characters', { userInfo: { ...recordBody(1).userInfo, kphpoComment: 'x'.repeat(4097) } }],
    [
      'the same skill twice',
      {
        dcSkillsData: [
          { idSkill: 1, rate: 1 },
          { idSkill: 1, rate: 2 },
        ],
      },
    ],
    ['an unknown status', { status: 'archived' }],
  ])('%s', async (_name, over) => {
    const version = await current();
    const before = await countRows(t, 'outbox_message');
    const res = await put(s.manager!, recordBody(ids.consultant!, { rowVersion: version, ...over }));
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ success: false, data: null });
    expect(await current()).toBe(version);
    expect(await countRows(t, 'outbox_message')).toBe(before);
  });

  it('an unknown brand and an unknown skill are 400s with a translated message', async () => {
    const version = await current();
    const brand = await put(
      s.manager!,
      recordBody(ids.consultant!, { rowVersion: version, missionData: [{ client: 'X', idBrand: 987654 }] }),
    );
    expect(brand.statusCode).toBe(400);
    expect(json(brand).message).toBe('Marque inconnue ou désactivée (n° 987654).');
    const unknown = await put(
      s.manager!,
      recordBody(ids.consultant!, { rowVersion: version, dcSkillsData: [{ idSkill: 987654, rate: 2 }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe('Compétence inconnue du catalogue (n° 987654).');
    // A soft skill is no BoondManager tool: it has no rate.
    const soft = await put(
      s.manager!,
      recordBody(ids.consultant!, {
        rowVersion: version,
        dcSkillsData: [{ idSkill: await skillId(t, 'Négociation'), rate: 2 }],
      }),
    );
    expect(soft.statusCode).toBe(400);
    expect(json(soft).message).toBe(
      'Seules les compétences techniques (les outils de BoondManager) sont notées : « Négociation » n’en est pas une.',
    );
    expect(await current()).toBe(version);
  });
});

describe('who may', () => {
  it.each([
    ['the manager, for his team', 'manager', 'subcontractor', 200],
    ['the manager, outside his chain', 'manager', 'buDirector', 403],
    ['the director, down her chain', 'director', 'subcontractor', 200],
    ['the director, above her', 'director', 'buDirector', 403],
    ['HR, anyone', 'hr', 'buDirector', 200],
    ['the business-unit director, anyone', 'buDirector', 'hr', 200],
    ['the recruiter', 'recruiter', 'subcontractor', 403],
    ['the DPO', 'dpo', 'subcontractor', 403],
    ['a consultant', 'consultant', 'subcontractor', 403],
    ['the candidate', 'candidate', 'subcontractor', 403],
    ['nobody, their own record', 'manager', 'manager', 403],
  ])('%s', async (_name, who, target, status) => {
    expect((await get(s[who]!, ids[target]!)).statusCode).toBe(status);
    const before = await countRows(t, 'key_people');
    const res = await put(s[who]!, recordBody(ids[target]!));
    if (status === 200) {
      expect(res.statusCode).toBe(200);
      await t.db.deleteFrom('key_people').where('id', '=', ids[target]!).execute();
    } else {
      expect(res.statusCode).toBe(status);
      expect(await countRows(t, 'key_people')).toBe(before);
    }
  });

  it('a candidate cannot be a key person; an unknown person is a 404', async () => {
    expect(json(await get(s.hr!, ids.candidate!))).toMatchObject({ code: 'BUSINESS_RULE' });
    expect((await get(s.hr!, 987654)).statusCode).toBe(404);
  });

  it('the Boond calls on key people name an existing record of that person (404 otherwise)', async () => {
    const before = await countRows(t, 'outbox_message');
    // Bruno has no record: Boond/rates and the support e-mail about his rates find nothing.
    const rates = await t.call(s.manager!, 'POST', '/api/Boond/rates', {
      id: ids.subcontractor,
      type: 'kp',
      skills: [{ skill: 'Java', level: 2 }],
    });
    expect(rates.statusCode).toBe(404);
    const mail = await t.call(s.manager!, 'POST', '/api/Boond/sendEmailErrorSendBoond', {
      id: ids.subcontractor,
      idUser: ids.consultant,
      type: 'rates',
      message: 'x',
    });
    expect(mail.statusCode).toBe(404);
    // Alice's record named with another person: 404 too.
    const wrongPerson = await t.call(s.manager!, 'POST', '/api/Boond/sendEmailErrorSendBoond', {
      id: ids.consultant,
      idUser: ids.subcontractor,
      type: 'highRates',
      message: 'x',
    });
    expect(wrongPerson.statusCode).toBe(404);
    expect(await countRows(t, 'outbox_message')).toBe(before);
  });
});

describe('delivery', () => {
  it('no BoondManager id: the record is saved, the answer says nothing was sent and why', async () => {
    await t.db.updateTable('person').set({ id_boond: null }).where('id', '=', ids.technicalManager!).execute();
    await fileWithSkills(t, s.technicalManager!, ids.technicalManager!, { Java: 3 });
    const before = await countRows(t, 'outbox_message');
    const res = await put(
      s.manager!,
      recordBody(ids.technicalManager!, { dcSkillsData: [{ idSkill: skill.Java, rate: 3, high: true }] }),
    );
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      sent: false,
      messageIds: [],
      notSentReason: 'Cette personne n’a pas d’identifiant BoondManager : l’envoi est impossible.',
    });
    expect(await countRows(t, 'outbox_message')).toBe(before);
    expect(json(await get(s.manager!, ids.technicalManager!)).data.userInfo.hasBoond).toBe(false);
  });

  it('a failed delivery shows on the record, and the support e-mail about it is accepted', async () => {
    await sim.fail({ status: 422, count: 10 });
    const version = json(await get(s.manager!, ids.consultant!)).data.rowVersion;
    const res = await put(
      s.manager!,
      recordBody(ids.consultant!, { rowVersion: version, dcSkillsData: aliceSkills() }),
    );
    expect(json(res).data.messageIds).toHaveLength(2);
    await t.app.relay.drain();
    const delivery = json(await get(s.manager!, ids.consultant!)).data.delivery;
    expect(delivery.state).toBe('failed');
    expect(delivery.messages.map((m: { kind: string; state: string }) => [m.kind, m.state])).toEqual([
      ['boond.rates', 'failed'],
      ['boond.highRates', 'failed'],
    ]);
    const mail = await t.call(s.manager!, 'POST', '/api/Boond/sendEmailErrorSendBoond', {
      id: ids.consultant,
      idUser: ids.consultant,
      type: 'rates',
      message: '422 - Simulated failure',
    });
    expect(mail.statusCode).toBe(200);
    expect(json(mail).message).toBe('Le support a été prévenu.');
    const last = await t.db
      .selectFrom('outbox_message')
      .select(['kind', 'object_type', 'object_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ kind: 'mail.send', object_type: 'keyPeople', object_id: ids.consultant });

    // BoondManager answers again: the record's last batch is sent again (its own rule: those who may edit it).
    await sim.reset();
    const resend = { idUser: ids.consultant, id: ids.consultant, objectType: 'keyPeople' };
    expect((await t.call(s.consultant!, 'POST', '/api/ResendBoond/actions', resend)).statusCode).toBe(403);
    expect((await t.call(s.manager!, 'POST', '/api/ResendBoond/actions', resend)).statusCode).toBe(200);
    await t.app.relay.drain();
    expect(json(await get(s.manager!, ids.consultant!)).data.delivery.state).toBe('sent');
  });
});
