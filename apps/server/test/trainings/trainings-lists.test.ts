/**
 * Training wishes: the list's totals (computed here by hand) and its export read back, the budget, and the
 * attachments with their content checks.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestSession } from '../support/test-app';
import { ok, trainingsSetup } from './setup';

const TAG = 'ZQY';
const { ctx, newWish, byId } = trainingsSetup(TAG);
const { s, ids } = ctx;

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
        await ctx.t.call(s.hr, 'POST', `/api/Training/insertTraining?id=${id}`, {
          rowVersion: 1,
          scheme: w.scheme,
          durationHours: w.durationHours,
          costExclTax: w.cost,
        }),
      );
      if (w.status === 'cancel')
        ok(await ctx.t.call(s.hr, 'PUT', '/api/Training/status', { id, action: 'cancel', rowVersion: 2 }));
    }
  });
  const list = (who: TestSession, filters: unknown[] = [], extra = '') =>
    ctx.t.call(
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
    const res = await ctx.t.call(s.hr, 'POST', '/api/Training/exportExcel', {
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
    expect((await ctx.t.call(s.manager, 'GET', '/api/Training/budget?year=2031')).statusCode).toBe(403);
    expect((await ctx.t.call(s.recruiter, 'GET', '/api/Training/budget?year=2031')).statusCode).toBe(403);
    expect((await ctx.t.call(s.hr, 'GET', '/api/Training/budget?year=1999')).statusCode).toBe(400);
    const make = async (start: string, end: string, cost: number, hours: number, process: boolean) => {
      const { id } = ok<{ id: number }>(await newWish(s.manager, { title: `${TAG} budget` }));
      ok(
        await ctx.t.call(s.hr, 'POST', `/api/Training/insertTraining?id=${id}`, {
          rowVersion: 1,
          scheme: 5,
          startDate: start,
          endDate: end,
          durationHours: hours,
          costExclTax: cost,
        }),
      );
      if (process) ok(await ctx.t.call(s.hr, 'PUT', '/api/Training/status', { id, action: 'process', rowVersion: 2 }));
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
      await ctx.t.call(s.hr, 'GET', '/api/Training/budget?year=2031'),
    );
    expect(budget.total).toEqual(figures);
    // Alice's business unit: Julien Moreau's (the nearest BU director above her).
    expect(budget.byBusinessUnit).toEqual([{ id: ids.buDirector, name: 'Julien Moreau', ...figures }]);
    expect(budget.byScheme).toEqual([{ id: 5, name: 'CPF', ...figures }]);
    const past = ok<{ total: unknown }>(await ctx.t.call(s.director, 'GET', '/api/Training/budget?year=2020'));
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
    return ctx.t.call(who, 'POST', `/api/File/save?${query}`, payload.toString('latin1'), {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
  };

  it('attaches, lists, downloads, replaces and deletes a wish’s diploma; refuses an .exe renamed .pdf', async () => {
    const { id } = ok<{ id: number }>(await newWish(s.manager));
    const before = await countRows(ctx.t, 'user_file');
    expect((await upload(s.hr, `idTraining=${id}&action=add`, EXE, 'diplome.pdf')).statusCode).toBe(415);
    expect((await upload(s.recruiter, `idTraining=${id}&action=add`, PDF, 'diplome.pdf')).statusCode).toBe(403);
    expect((await upload(s.outsider, `idTraining=${id}&action=add`, PDF, 'diplome.pdf')).statusCode).toBe(404);
    expect((await upload(s.hr, `idTraining=${id}&action=replace`, PDF, 'diplome.pdf')).statusCode).toBe(400);
    expect(await countRows(ctx.t, 'user_file')).toBe(before);
    const file = ok<{ id: number; fileName: string; contentType: string }>(
      await upload(s.hr, `idTraining=${id}&action=add`, PDF, 'diplome.pdf'),
    );
    expect(file).toMatchObject({ fileName: 'diplome.pdf', contentType: 'application/pdf' });
    expect(ok<{ attachments: { id: number }[] }>(await byId(s.consultant, id)).attachments).toEqual([
      expect.objectContaining({ id: file.id, fileName: 'diplome.pdf' }),
    ]);
    // The owner and the chain download it; the recruiter (who may open Alice's skills file) may not.
    const download = (who: TestSession) => ctx.t.call(who, 'GET', `/api/File/download?id=${file.id}`);
    expect((await download(s.consultant)).rawPayload.equals(PDF)).toBe(true);
    expect((await download(s.manager)).statusCode).toBe(200);
    expect((await download(s.recruiter)).statusCode).toBe(403);
    // Not among the person's own files.
    const own = ok<{ id: number }[]>(await ctx.t.call(s.consultant, 'GET', `/api/File/list?idUser=${ids.consultant}`));
    expect(own.map((f) => f.id)).not.toContain(file.id);
    const replaced = ok<{ id: number; fileName: string }>(
      await upload(s.hr, `idTraining=${id}&action=replace&id=${file.id}`, PDF, 'certificat.pdf'),
    );
    expect(replaced).toMatchObject({ id: file.id, fileName: 'certificat.pdf' });
    // Deleting: the wish's rules (the consultant may not, even their own), the owner named.
    expect(
      (await ctx.t.call(s.consultant, 'DELETE', `/api/File?id=${file.id}&idUserFile=${ids.consultant}`)).statusCode,
    ).toBe(403);
    expect((await ctx.t.call(s.hr, 'DELETE', `/api/File?id=${file.id}&idUserFile=${ids.manager}`)).statusCode).toBe(
      404,
    );
    ok(await ctx.t.call(s.hr, 'DELETE', `/api/File?id=${file.id}&idUserFile=${ids.consultant}`));
    expect(await countRows(ctx.t, 'user_file')).toBe(before);
  });
});
