/**
 * Training and certification wishes (issue 20 §2): every Training/* call, who sees and changes whose wishes, the
 * 400s, the enumerations in both languages, the list's totals (computed here by hand) and its export read back,
 * the budget, and the attachments with their content checks. The Boond sending: trainings-boond.test.ts.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

let t: TestApp;
const s = {} as Record<keyof typeof DEMO | 'outsider', TestSession>;
const ids = {} as Record<keyof typeof DEMO | 'outsider', number>;
/** Every title made here starts with it: the list's search finds exactly this file's wishes. */
const TAG = 'ZQX';

const json = (res: { body: string }) => JSON.parse(res.body);
const ok = <T>(res: { statusCode: number; body: string }): T => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return json(res).data as T;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, email] of Object.entries(DEMO)) {
    ids[name as keyof typeof DEMO] = (
      await t.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    ).id;
  }
  // A manager of another team: sees none of Marc's people.
  const outsider = await t.db
    .insertInto('person')
    .values({ email: 'olivier.autre@example.com', first_name: 'Olivier', last_name: 'Autre' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('account').values({ person_id: outsider.id, role_id: 3 }).execute();
  ids.outsider = outsider.id;
  for (const name of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[name] = await t.login(DEMO[name]);
  s.outsider = await t.login('olivier.autre@example.com');
});
afterAll(async () => t?.close());

const newWish = (who: TestSession, over: Record<string, unknown> = {}) =>
  t.call(who, 'POST', '/api/Training/wishTraining', {
    idUser: ids.consultant,
    type: 2,
    title: `${TAG} Kubernetes avancé`,
    nature: 1,
    context: 2,
    organism: 'Org A',
    durationHours: 21,
    ...over,
  });
const byId = (who: TestSession, id: number) => t.call(who, 'GET', `/api/Training/trainingById?id=${id}`);

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
    ok(await t.call(s.hr, 'PUT', '/api/User/updateLang?idLang=2'));
    const english = ok<Record<string, unknown>>(await byId(s.hr, id));
    ok(await t.call(s.hr, 'PUT', '/api/User/updateLang?idLang=1'));
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
    const before = await countRows(t, 'training_wish');
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
    expect(await countRows(t, 'training_wish')).toBe(before);
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
    expect((await t.call(s.outsider, 'DELETE', `/api/Training/wishTraining?id=${id}&rowVersion=2`)).statusCode).toBe(
      404,
    );
    ok(await t.call(s.manager, 'DELETE', `/api/Training/wishTraining?id=${id}&rowVersion=2`));
    expect((await byId(s.hr, id)).statusCode).toBe(404);
  });
});

describe('a wish made in the evaluation', () => {
  it('is the same record: origin EEP, its history row, in the list; once processed the evaluation no longer changes it', async () => {
    const opened = ok<{ idEa: number; rowVersion: number }>(
      await t.call(s.consultant, 'POST', '/api/Ea/save', { year: 2026 }),
    );
    const eaVersion = async () =>
      (
        await t.db
          .selectFrom('evaluation')
          .select('row_version')
          .where('id', '=', opened.idEa)
          .executeTakeFirstOrThrow()
      ).row_version;
    const body = { idEa: opened.idEa, type: 2, title: `${TAG} EEP wish`, durationHours: 14 };
    const saved = ok<{ id: number; rowVersion: number }>(
      await t.call(s.consultant, 'POST', '/api/Training/wishTraining', { ...body, rowVersion: await eaVersion() }),
    );
    // The answer's row version is the evaluation's.
    expect(saved.rowVersion).toBe(await eaVersion());
    expect(ok<Record<string, unknown>>(await byId(s.hr, saved.id))).toMatchObject({
      idEa: opened.idEa,
      requestOrigin: { id: 1, name: 'EEP' },
      history: [{ from: null, to: 1, by: 'Alice Martin' }],
    });
    const listed = ok<{ items: { id: number }[] }>(
      await t.call(s.manager, 'GET', `/api/Training/list?searchTerm=${encodeURIComponent(`${TAG} EEP`)}`),
    );
    expect(listed.items.map((i) => i.id)).toEqual([saved.id]);
    // A stale evaluation row version: 409, nothing written.
    expect(
      (await t.call(s.consultant, 'POST', '/api/Training/wishTraining', { ...body, rowVersion: 1 })).statusCode,
    ).toBe(409);
    // HR processes it: the evaluation may neither change nor delete it any more.
    ok(await t.call(s.hr, 'PUT', '/api/Training/status', { id: saved.id, action: 'process', rowVersion: 1 }));
    const change = await t.call(s.consultant, 'POST', '/api/Training/wishTraining', {
      ...body,
      id: saved.id,
      rowVersion: await eaVersion(),
    });
    expect(json(change)).toMatchObject({ code: 'BUSINESS_RULE' });
    const removal = await t.call(
      s.consultant,
      'DELETE',
      `/api/Training/wishTraining?id=${saved.id}&idEa=${opened.idEa}&rowVersion=${await eaVersion()}`,
    );
    expect(removal.statusCode).toBe(422);
    // The evaluation's details show it with its status.
    const details = ok<{ trainingWishes: { id: number; statusName: string }[] }>(
      await t.call(s.consultant, 'GET', `/api/Ea/details?idEa=${opened.idEa}`),
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
    expect((await t.call(s.hr, 'POST', url, { ...body, endDate: '2026-03-01' })).statusCode).toBe(400);
    expect((await t.call(s.hr, 'POST', url, { ...body, costExclTax: -1 })).statusCode).toBe(400);
    expect((await t.call(s.hr, 'POST', url, { ...body, costExclTax: 10.555 })).statusCode).toBe(400);
    expect((await t.call(s.hr, 'POST', url, { ...body, scheme: 12 })).statusCode).toBe(400);
    expect((await t.call(s.recruiter, 'POST', url, body)).statusCode).toBe(403);
    expect((await t.call(s.consultant, 'POST', url, body)).statusCode).toBe(403);
    ok(await t.call(s.hr, 'POST', url, body));
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
    expect(json(await t.call(s.hr, 'PUT', `/api/Training/trainingReport?id=${id}`, report))).toMatchObject({
      code: 'BUSINESS_RULE',
    });
    // (Alice has a Boond id; without a simulator the message just waits in the outbox.)
    ok(await t.call(s.hr, 'PUT', '/api/Training/status', { id, action: 'process', rowVersion: 1 }));
    expect(
      (await t.call(s.hr, 'PUT', `/api/Training/trainingReport?id=${id}`, { ...report, rating: 5 })).statusCode,
    ).toBe(400);
    ok(await t.call(s.hr, 'PUT', `/api/Training/trainingReport?id=${id}`, { ...report, rowVersion: 2 }));
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
      json(await t.call(s.hr, 'PUT', `/api/Training/certificationAchieved?id=${training.id}`, cert)),
    ).toMatchObject({
      code: 'BUSINESS_RULE',
    });
    const { id } = ok<{ id: number }>(await newWish(s.manager, { type: 1, title: `${TAG} CKA`, organism: 'CNCF' }));
    const url = `/api/Training/certificationAchieved?id=${id}`;
    expect((await t.call(s.hr, 'PUT', url, { ...cert, expiryDate: '2026-04-01' })).statusCode).toBe(400);
    expect((await t.call(s.hr, 'PUT', url, { rowVersion: 1 })).statusCode).toBe(400);
    ok(await t.call(s.hr, 'PUT', url, cert));
    expect(ok<{ certification: unknown; organism: string }>(await byId(s.consultant, id))).toMatchObject({
      certification: { obtained: true, obtainedDate: '2026-05-01', expiryDate: '2029-05-01', name: `${TAG} CKA` },
      organism: 'CNCF',
    });
    // Proposed in Alice's skills file, in the same transaction, for her to confirm.
    const created = await t.call(s.consultant, 'POST', '/api/Dc/save', { idUser: ids.consultant, idLang: 1 });
    expect(created.statusCode).toBe(200);
    const idDc = (
      await t.db
        .selectFrom('dc')
        .select('id')
        .where('person_id', '=', ids.consultant)
        .where('id_lang', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    const proposals = async () =>
      ok<{ items: { source: { type: string; id: number }; changes: { after: string | null }[] }[] }>(
        await t.call(s.consultant, 'GET', `/api/Dc/proposals?idDc=${idDc}`),
      ).items.filter((p) => p.source.type === 'training' && p.source.id === id);
    const proposed = await proposals();
    expect(proposed).toHaveLength(1);
    expect(proposed[0]!.changes.map((c) => c.after)).toContain(`${TAG} CKA`);
    // Undone: the certification cleared and the pending proposal withdrawn.
    ok(await t.call(s.hr, 'PUT', url, { rowVersion: 2, obtained: false }));
    expect(ok<{ certification: { obtained: boolean } }>(await byId(s.hr, id)).certification.obtained).toBe(false);
    expect(await proposals()).toHaveLength(0);
  });
});

describe('status', () => {
  it('cancel, reopen; a wrong transition is a 422; a cancelled wish is not changed', async () => {
    const { id } = ok<{ id: number }>(await newWish(s.manager));
    const status = (action: string, rowVersion: number, who = s.manager) =>
      t.call(who, 'PUT', '/api/Training/status', { id, action, rowVersion });
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

describe('the list, its totals and its export', () => {
  const wishes = [
    { type: 2, nature: 1, durationHours: 10, cost: 100, scheme: 5, status: 'keep' },
    { type: 2, nature: 1, durationHours: 20, cost: 250.25, scheme: 8, status: 'cancel' },
    { type: 1, nature: 4, durationHours: 7, cost: null, scheme: 5, status: 'keep' },
    { type: 2, nature: 2, durationHours: null, cost: 80, scheme: null, status: 'keep' },
  ];
  const LIST_TAG = 'ZQLIST';
  beforeAll(async () => {
    for (const [i, w] of wishes.entries()) {
      const { id } = ok<{ id: number }>(
        await newWish(s.manager, {
          title: `${LIST_TAG} ${i}`,
          type: w.type,
          nature: w.nature,
          durationHours: w.durationHours,
          idUser: i === 3 ? ids.subcontractor : ids.consultant,
        }),
      );
      ok(
        await t.call(s.hr, 'POST', `/api/Training/insertTraining?id=${id}`, {
          rowVersion: 1,
          scheme: w.scheme,
          durationHours: w.durationHours,
          costExclTax: w.cost,
        }),
      );
      if (w.status === 'cancel')
        ok(await t.call(s.hr, 'PUT', '/api/Training/status', { id, action: 'cancel', rowVersion: 2 }));
    }
  });
  const list = (who: TestSession, filters: unknown[] = [], extra = '') =>
    t.call(
      who,
      'GET',
      `/api/Training/list?searchTerm=${LIST_TAG}&filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`,
    );

  it('answers the scope’s wishes with totals per status, nature and scheme computed over the filters', async () => {
    const page = ok<{
      total: number;
      items: { title: string }[];
      totals: {
        all: unknown;
        byStatus: { id: number; count: number; hours: number; cost: number }[];
        byNature: { id: number; count: number; hours: number; cost: number }[];
        byScheme: { id: number; count: number; hours: number; cost: number }[];
      };
    }>(await list(s.hr));
    expect(page.total).toBe(4);
    // By hand: hours 10 + 20 + 7 + 0 = 37; cost 100 + 250.25 + 0 + 80 = 430.25.
    expect(page.totals.all).toEqual({ count: 4, hours: 37, cost: 430.25 });
    expect(page.totals.byStatus.find((g) => g.id === 1)).toMatchObject({ count: 3, hours: 17, cost: 180 });
    expect(page.totals.byStatus.find((g) => g.id === 3)).toMatchObject({ count: 1, hours: 20, cost: 250.25 });
    expect(page.totals.byStatus.find((g) => g.id === 2)).toMatchObject({ count: 0, hours: 0, cost: 0 });
    expect(page.totals.byNature.find((g) => g.id === 1)).toMatchObject({ count: 2, hours: 30, cost: 350.25 });
    expect(page.totals.byScheme.find((g) => g.id === 5)).toMatchObject({ count: 2, hours: 17, cost: 100 });
    expect(page.totals.byScheme).toHaveLength(11);

    // Filtered: in progress only.
    const inProgress = ok<{ total: number; totals: { all: unknown } }>(
      await list(s.hr, [{ field: 'status', op: 'equal', value: '1' }]),
    );
    expect(inProgress).toMatchObject({ total: 3, totals: { all: { count: 3, hours: 17, cost: 180 } } });
    const costly = ok<{ total: number }>(await list(s.hr, [{ field: 'costExclTax', op: 'greater', value: '90' }]));
    expect(costly.total).toBe(2); // 100 and 250.25 (80 is below, no cost is not greater)

    // Marc sees his people's (Alice, Bruno), the outsider none; the recruiter and a consultant are refused.
    expect(ok<{ total: number }>(await list(s.manager)).total).toBe(4);
    expect(ok<{ total: number }>(await list(s.outsider)).total).toBe(0);
    expect((await list(s.recruiter)).statusCode).toBe(403);
    expect((await list(s.dpo)).statusCode).toBe(403);
    expect((await list(s.consultant)).statusCode).toBe(403);
    // A bad filter: 400.
    expect((await list(s.hr, [{ field: 'status', op: 'equal', value: '4' }])).statusCode).toBe(400);
    expect((await list(s.hr, [{ field: 'nope', op: 'equal', value: '1' }])).statusCode).toBe(400);
  });

  it('exports the filtered list as a workbook', async () => {
    const res = await t.call(s.hr, 'POST', '/api/Training/exportExcel', {
      searchTerm: LIST_TAG,
      sort: 'title',
      order: 'asc',
      filters: [{ field: 'status', op: 'equal', value: '1' }],
      columns: ['title', 'status', 'costExclTax'],
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['Nom', 'Intitulé', 'Statut', 'Coût HT (€)'],
      ['Martin Alice', `${LIST_TAG} 0`, 'En cours', 100],
      ['Martin Alice', `${LIST_TAG} 2`, 'En cours'], // no cost: an empty cell
      ['Petit Bruno', `${LIST_TAG} 3`, 'En cours', 80],
    ]);
  });
});

describe('the budget', () => {
  it('is for HR and directors: planned, enrolled and spent per business unit and scheme', async () => {
    expect((await t.call(s.manager, 'GET', '/api/Training/budget?year=2031')).statusCode).toBe(403);
    expect((await t.call(s.recruiter, 'GET', '/api/Training/budget?year=2031')).statusCode).toBe(403);
    expect((await t.call(s.hr, 'GET', '/api/Training/budget?year=1999')).statusCode).toBe(400);
    const make = async (start: string, end: string, cost: number, hours: number, process: boolean) => {
      const { id } = ok<{ id: number }>(await newWish(s.manager, { title: `${TAG} budget` }));
      ok(
        await t.call(s.hr, 'POST', `/api/Training/insertTraining?id=${id}`, {
          rowVersion: 1,
          scheme: 5,
          startDate: start,
          endDate: end,
          durationHours: hours,
          costExclTax: cost,
        }),
      );
      if (process) ok(await t.call(s.hr, 'PUT', '/api/Training/status', { id, action: 'process', rowVersion: 2 }));
    };
    // 2031: one planned (1000 €, 14 h), one enrolled in the future (500 €, 7 h); 2020: one enrolled and ended (spent).
    await make('2031-01-10', '2031-01-12', 1000, 14, false);
    await make('2031-06-10', '2031-06-11', 500, 7, true);
    await make('2020-03-01', '2020-03-02', 300, 10, true);
    const figures = {
      plannedCost: 1000,
      plannedHours: 14,
      enrolledCost: 500,
      enrolledHours: 7,
      spentCost: 0,
      spentHours: 0,
      count: 2,
    };
    const budget = ok<{ total: unknown; byBusinessUnit: unknown[]; byScheme: unknown[] }>(
      await t.call(s.hr, 'GET', '/api/Training/budget?year=2031'),
    );
    expect(budget.total).toEqual(figures);
    // Alice's business unit: Julien Moreau's (the nearest BU director above her).
    expect(budget.byBusinessUnit).toEqual([{ id: ids.buDirector, name: 'Julien Moreau', ...figures }]);
    expect(budget.byScheme).toEqual([{ id: 5, name: 'CPF', ...figures }]);
    const past = ok<{ total: unknown }>(await t.call(s.director, 'GET', '/api/Training/budget?year=2020'));
    expect(past.total).toEqual({
      plannedCost: 0,
      plannedHours: 0,
      enrolledCost: 300,
      enrolledHours: 10,
      spentCost: 300,
      spentHours: 10,
      count: 1,
    });
  });
});

describe('attachments', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
  const upload = (who: TestSession, query: string, content: Buffer, fileName: string) => {
    const boundary = '----trainings';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.call(who, 'POST', `/api/File/save?${query}`, payload.toString('latin1'), {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
  };

  it('attaches, lists, downloads, replaces and deletes a wish’s diploma; refuses an .exe renamed .pdf', async () => {
    const { id } = ok<{ id: number }>(await newWish(s.manager));
    const before = await countRows(t, 'user_file');
    expect((await upload(s.hr, `idTraining=${id}&action=add`, EXE, 'diplome.pdf')).statusCode).toBe(415);
    expect((await upload(s.recruiter, `idTraining=${id}&action=add`, PDF, 'diplome.pdf')).statusCode).toBe(403);
    expect((await upload(s.outsider, `idTraining=${id}&action=add`, PDF, 'diplome.pdf')).statusCode).toBe(404);
    expect((await upload(s.hr, `idTraining=${id}&action=replace`, PDF, 'diplome.pdf')).statusCode).toBe(400);
    expect(await countRows(t, 'user_file')).toBe(before);
    const file = ok<{ id: number; fileName: string; contentType: string }>(
      await upload(s.hr, `idTraining=${id}&action=add`, PDF, 'diplome.pdf'),
    );
    expect(file).toMatchObject({ fileName: 'diplome.pdf', contentType: 'application/pdf' });
    expect(ok<{ attachments: { id: number }[] }>(await byId(s.consultant, id)).attachments).toEqual([
      expect.objectContaining({ id: file.id, fileName: 'diplome.pdf' }),
    ]);
    // The owner and the chain download it; the recruiter (who may open Alice's skills file) may not.
    const download = (who: TestSession) => t.call(who, 'GET', `/api/File/download?id=${file.id}`);
    expect((await download(s.consultant)).rawPayload.equals(PDF)).toBe(true);
    expect((await download(s.manager)).statusCode).toBe(200);
    expect((await download(s.recruiter)).statusCode).toBe(403);
    // Not among the person's own files.
    const own = ok<{ id: number }[]>(await t.call(s.consultant, 'GET', `/api/File/list?idUser=${ids.consultant}`));
    expect(own.map((f) => f.id)).not.toContain(file.id);
    const replaced = ok<{ id: number; fileName: string }>(
      await upload(s.hr, `idTraining=${id}&action=replace&id=${file.id}`, PDF, 'certificat.pdf'),
    );
    expect(replaced).toMatchObject({ id: file.id, fileName: 'certificat.pdf' });
    // Deleting: the wish's rules (the consultant may not, even their own), the owner named.
    expect(
      (await t.call(s.consultant, 'DELETE', `/api/File?id=${file.id}&idUserFile=${ids.consultant}`)).statusCode,
    ).toBe(403);
    expect((await t.call(s.hr, 'DELETE', `/api/File?id=${file.id}&idUserFile=${ids.manager}`)).statusCode).toBe(404);
    ok(await t.call(s.hr, 'DELETE', `/api/File?id=${file.id}&idUserFile=${ids.consultant}`));
    expect(await countRows(t, 'user_file')).toBe(before);
  });
});
