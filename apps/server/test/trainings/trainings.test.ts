/**
 * Training and certification wishes (issue 20 §2): every Training/* call on one wish, who sees and changes whose
 * wishes, the 400s, the enumerations in both languages, wishes made in the evaluation, registering, reporting,
 * certifying, the status. The list, budget and attachments: trainings-lists.test.ts; the Boond sending:
 * trainings-boond.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { countRows } from '../support/test-app';
import { json, ok, trainingsSetup } from './setup';

const TAG = 'ZQX';
const { ctx, newWish, byId } = trainingsSetup(TAG);
const { s, ids } = ctx;

describe('a wish entered by a manager', () => {
  it('is created with its history row, read by its owner, the chain and HR, in both languages', async () => {
    const { id, rowVersion } = ok<{ id: number; rowVersion: number }>(await newWish(s.manager));
    expect(rowVersion).toBe(1);
    const wish = ok<Record<string, unknown>>(await byId(s.consultant, id));
    expect(wish).toMatchObject({
      idUser: ids.consultant,
      idEa: null,
      type: { id: 2, name: 'Formation' },
      status: { id: 1, name: 'En cours' },
      context: { id: 2, name: 'Compétences' },
      nature: { id: 1, name: 'Technique' },
      requestOrigin: { id: 4, name: 'Manager' },
      enteredBy: { id: ids.manager, name: 'Marc Durand' },
      history: [{ from: null, to: 1, by: 'Marc Durand' }],
      rights: { edit: false, manage: false, actions: [] },
    });
    for (const who of [s.manager, s.director, s.buDirector, s.hr]) {
      expect(ok<{ rights: { manage: boolean } }>(await byId(who, id)).rights.manage).toBe(true);
    }
    // In English for a person who reads English.
    ok(await ctx.t.call(s.hr, 'PUT', '/api/User/updateLang?idLang=2'));
    const english = ok<Record<string, unknown>>(await byId(s.hr, id));
    ok(await ctx.t.call(s.hr, 'PUT', '/api/User/updateLang?idLang=1'));
    expect(english).toMatchObject({
      type: { name: 'Training' },
      status: { name: 'In progress' },
      context: { name: 'Skills' },
      nature: { name: 'Technical' },
      requestOrigin: { name: 'Manager' },
    });
  });

  it('refuses the recruiter, the DPO and another consultant (403), hides it from another team’s manager (404)', async () => {
    const { id } = ok<{ id: number }>(await newWish(s.manager));
    for (const who of [s.recruiter, s.dpo, s.subcontractor]) expect((await byId(who, id)).statusCode).toBe(403);
    expect((await byId(s.outsider, id)).statusCode).toBe(404);
    expect((await byId(s.hr, 987654)).statusCode).toBe(404);
    // Nor may they enter one for Alice.
    expect((await newWish(s.outsider)).statusCode).toBe(403);
    expect((await newWish(s.recruiter)).statusCode).toBe(403);
    expect((await newWish(s.consultant)).statusCode).toBe(403);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const before = await countRows(ctx.t, 'training_wish');
    for (const over of [
      { type: 4 },
      { title: '' },
      { nature: 7 },
      { context: 9 },
      { durationHours: -1 },
      { desiredDate: '2026-02-30' },
      { requestOrigin: 6 },
      { idUser: undefined },
    ]) {
      const res = await newWish(s.hr, over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
    }
    expect(await countRows(ctx.t, 'training_wish')).toBe(before);
  });

  it('is changed under its row version (409 on a stale one), then deleted while in progress', async () => {
    const { id } = ok<{ id: number }>(await newWish(s.manager));
    const changed = ok<{ rowVersion: number }>(
      await newWish(s.manager, { id, rowVersion: 1, title: `${TAG} Kubernetes expert`, requestOrigin: 2 }),
    );
    expect(changed.rowVersion).toBe(2);
    expect((await newWish(s.manager, { id, rowVersion: 1 })).statusCode).toBe(409);
    expect(ok<{ title: string; requestOrigin: { id: number } }>(await byId(s.hr, id))).toMatchObject({
      title: `${TAG} Kubernetes expert`,
      requestOrigin: { id: 2 },
    });
    expect(
      (await ctx.t.call(s.outsider, 'DELETE', `/api/Training/wishTraining?id=${id}&rowVersion=2`)).statusCode,
    ).toBe(404);
    ok(await ctx.t.call(s.manager, 'DELETE', `/api/Training/wishTraining?id=${id}&rowVersion=2`));
    expect((await byId(s.hr, id)).statusCode).toBe(404);
  });
});

describe('a wish made in the evaluation', () => {
  it('is the same record: origin EEP, its history row, in the list; once processed the evaluation no longer changes it', async () => {
    const opened = ok<{ idEa: number; rowVersion: number }>(
      await ctx.t.call(s.consultant, 'POST', '/api/Ea/save', { year: 2026 }),
    );
    const eaVersion = async () =>
      (
        await ctx.t.db
          .selectFrom('evaluation')
          .select('row_version')
          .where('id', '=', opened.idEa)
          .executeTakeFirstOrThrow()
      ).row_version;
    const body = { idEa: opened.idEa, type: 2, title: `${TAG} EEP wish`, durationHours: 14 };
    const saved = ok<{ id: number; rowVersion: number }>(
      await ctx.t.call(s.consultant, 'POST', '/api/Training/wishTraining', { ...body, rowVersion: await eaVersion() }),
    );
    // The answer's row version is the evaluation's.
    expect(saved.rowVersion).toBe(await eaVersion());
    expect(ok<Record<string, unknown>>(await byId(s.hr, saved.id))).toMatchObject({
      idEa: opened.idEa,
      requestOrigin: { id: 1, name: 'EEP' },
      history: [{ from: null, to: 1, by: 'Alice Martin' }],
    });
    const listed = ok<{ items: { id: number }[] }>(
      await ctx.t.call(s.manager, 'GET', `/api/Training/list?searchTerm=${encodeURIComponent(`${TAG} EEP`)}`),
    );
    expect(listed.items.map((i) => i.id)).toEqual([saved.id]);
    // A stale evaluation row version: 409, nothing written.
    expect(
      (await ctx.t.call(s.consultant, 'POST', '/api/Training/wishTraining', { ...body, rowVersion: 1 })).statusCode,
    ).toBe(409);
    // HR processes it: the evaluation may neither change nor delete it any more.
    ok(await ctx.t.call(s.hr, 'PUT', '/api/Training/status', { id: saved.id, action: 'process', rowVersion: 1 }));
    const change = await ctx.t.call(s.consultant, 'POST', '/api/Training/wishTraining', {
      ...body,
      id: saved.id,
      rowVersion: await eaVersion(),
    });
    expect(json(change)).toMatchObject({ code: 'BUSINESS_RULE' });
    const removal = await ctx.t.call(
      s.consultant,
      'DELETE',
      `/api/Training/wishTraining?id=${saved.id}&idEa=${opened.idEa}&rowVersion=${await eaVersion()}`,
    );
    expect(removal.statusCode).toBe(422);
    // The evaluation's details show it with its status.
    const details = ok<{ trainingWishes: { id: number; statusName: string }[] }>(
      await ctx.t.call(s.consultant, 'GET', `/api/Ea/details?idEa=${opened.idEa}`),
    );
    expect(details.trainingWishes.find((w) => w.id === saved.id)).toMatchObject({ statusName: 'Traité (inscrit)' });
  });
});

describe('registering, reporting and certifying', () => {
  it('HR registers the training; checks end ≥ start and the cost', async () => {
    const { id } = ok<{ id: number }>(await newWish(s.manager));
    const url = `/api/Training/insertTraining?id=${id}`;
    const body = {
      rowVersion: 1,
      organism: 'ORSYS',
      scheme: 8,
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      durationHours: 21,
      costExclTax: 1890.5,
      validation: 'Accord N+2',
    };
    expect((await ctx.t.call(s.hr, 'POST', url, { ...body, endDate: '2026-03-01' })).statusCode).toBe(400);
    expect((await ctx.t.call(s.hr, 'POST', url, { ...body, costExclTax: -1 })).statusCode).toBe(400);
    expect((await ctx.t.call(s.hr, 'POST', url, { ...body, costExclTax: 10.555 })).statusCode).toBe(400);
    expect((await ctx.t.call(s.hr, 'POST', url, { ...body, scheme: 12 })).statusCode).toBe(400);
    expect((await ctx.t.call(s.recruiter, 'POST', url, body)).statusCode).toBe(403);
    expect((await ctx.t.call(s.consultant, 'POST', url, body)).statusCode).toBe(403);
    ok(await ctx.t.call(s.hr, 'POST', url, body));
    expect(ok<Record<string, unknown>>(await byId(s.hr, id))).toMatchObject({
      organism: 'ORSYS',
      scheme: { id: 8, name: 'PLAN F' },
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      costExclTax: 1890.5,
      validation: 'Accord N+2',
      rowVersion: 2,
    });
  });

  it('the report is written on a processed training only', async () => {
    const { id } = ok<{ id: number }>(await newWish(s.manager));
    const report = {
      rowVersion: 1,
      attended: true,
      hoursAttended: 20,
      content: 'Tout',
      feedback: 'Très bien',
      rating: 1,
    };
    expect(json(await ctx.t.call(s.hr, 'PUT', `/api/Training/trainingReport?id=${id}`, report))).toMatchObject({
      code: 'BUSINESS_RULE',
    });
    // (Alice has a Boond id; without a simulator the message just waits in the outbox.)
    ok(await ctx.t.call(s.hr, 'PUT', '/api/Training/status', { id, action: 'process', rowVersion: 1 }));
    expect(
      (await ctx.t.call(s.hr, 'PUT', `/api/Training/trainingReport?id=${id}`, { ...report, rating: 5 })).statusCode,
    ).toBe(400);
    ok(await ctx.t.call(s.hr, 'PUT', `/api/Training/trainingReport?id=${id}`, { ...report, rowVersion: 2 }));
    expect(ok<{ report: unknown }>(await byId(s.manager, id)).report).toMatchObject({
      attended: true,
      hoursAttended: 20,
      feedback: 'Très bien',
      rating: 1,
    });
  });

  it('a certification obtained is a Certification wish’s, with its dates checked', async () => {
    const training = ok<{ id: number }>(await newWish(s.manager));
    const cert = { rowVersion: 1, obtainedDate: '2026-05-01', expiryDate: '2029-05-01' };
    expect(
      json(await ctx.t.call(s.hr, 'PUT', `/api/Training/certificationAchieved?id=${training.id}`, cert)),
    ).toMatchObject({
      code: 'BUSINESS_RULE',
    });
    const { id } = ok<{ id: number }>(await newWish(s.manager, { type: 1, title: `${TAG} CKA`, organism: 'CNCF' }));
    const url = `/api/Training/certificationAchieved?id=${id}`;
    expect((await ctx.t.call(s.hr, 'PUT', url, { ...cert, expiryDate: '2026-04-01' })).statusCode).toBe(400);
    expect((await ctx.t.call(s.hr, 'PUT', url, { rowVersion: 1 })).statusCode).toBe(400);
    ok(await ctx.t.call(s.hr, 'PUT', url, cert));
    expect(ok<{ certification: unknown; organism: string }>(await byId(s.consultant, id))).toMatchObject({
      certification: { obtained: true, obtainedDate: '2026-05-01', expiryDate: '2029-05-01', name: `${TAG} CKA` },
      organism: 'CNCF',
    });
    // Proposed in Alice's skills file, in the same transaction, for her to confirm.
    const created = await ctx.t.call(s.consultant, 'POST', '/api/Dc/save', { idUser: ids.consultant, idLang: 1 });
    expect(created.statusCode).toBe(200);
    const idDc = (
      await ctx.t.db
        .selectFrom('dc')
        .select('id')
        .where('person_id', '=', ids.consultant)
        .where('id_lang', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    const proposals = async () =>
      ok<{ items: { source: { type: string; id: number }; changes: { after: string | null }[] }[] }>(
        await ctx.t.call(s.consultant, 'GET', `/api/Dc/proposals?idDc=${idDc}`),
      ).items.filter((p) => p.source.type === 'training' && p.source.id === id);
    const proposed = await proposals();
    expect(proposed).toHaveLength(1);
    expect(proposed[0]!.changes.map((c) => c.after)).toContain(`${TAG} CKA`);
    // Undone: the certification cleared and the pending proposal withdrawn.
    ok(await ctx.t.call(s.hr, 'PUT', url, { rowVersion: 2, obtained: false }));
    expect(ok<{ certification: { obtained: boolean } }>(await byId(s.hr, id)).certification.obtained).toBe(false);
    expect(await proposals()).toHaveLength(0);
  });
});

describe('status', () => {
  it('cancel, reopen; a wrong transition is a 422; a cancelled wish is not changed', async () => {
    const { id } = ok<{ id: number }>(await newWish(s.manager));
    const status = (action: string, rowVersion: number, who = s.manager) =>
      ctx.t.call(who, 'PUT', '/api/Training/status', { id, action, rowVersion });
    expect((await status('reopen', 1)).statusCode).toBe(422);
    expect((await status('cancel', 1, s.recruiter)).statusCode).toBe(403);
    expect((await status('archive', 1)).statusCode).toBe(400);
    expect(ok<{ status: number }>(await status('cancel', 1)).status).toBe(3);
    expect(ok<{ rights: unknown }>(await byId(s.manager, id)).rights).toEqual({
      edit: false,
      manage: true,
      actions: ['reopen'],
    });
    expect(json(await newWish(s.manager, { id, rowVersion: 2 }))).toMatchObject({ code: 'BUSINESS_RULE' });
    expect(ok<{ status: number }>(await status('reopen', 2)).status).toBe(1);
    const history = ok<{ history: { from: number | null; to: number }[] }>(await byId(s.hr, id)).history;
    expect(history.map((h) => [h.from, h.to])).toEqual([
      [null, 1],
      [1, 3],
      [3, 1],
    ]);
  });
});
