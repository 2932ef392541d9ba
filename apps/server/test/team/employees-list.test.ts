/**
 * The employees list on the lists' layer (issue 19): ListMyConsultant/all|recherche|filtreType with the shared
 * filter operators, sorting and paging, the Excel export of what is filtered, and the evaluation deadline rule.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoEvaluations } from '../../src/db/seed/evaluations';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

const NOW = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
let marc: TestSession;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedDemoSkillsFiles(t.db);
  await seedDemoEvaluations(t.db, NOW); // Alice: draft, deadline passed; Thomas: submitted; Marc's deadline later
  for (const p of await t.db.selectFrom('person').select(['id', 'email']).execute()) ids[p.email] = p.id;
  // Alice's evaluations of earlier years, one of each opened status: this year's list never reads them.
  for (const status of [1, 2, 3])
    await sql`insert into evaluation (person_id, year, status)
      values (${ids[DEMO.consultant]}, ${NOW.getUTCFullYear() - 10 - status}, ${status}) on conflict do nothing`.execute(
      t.db,
    );
  marc = await t.login(DEMO.manager);
});
afterAll(() => t.close());

type Row = {
  id: number;
  lastName: string;
  evaluation: { status: number; isLate: boolean; deadline: string | null } | null;
};
const filters = (list: unknown[]) => `filters=${encodeURIComponent(JSON.stringify(list))}`;
const names = async (s: TestSession, query: string, path = 'all') => {
  const res = await t.call(s, 'GET', `/api/ListMyConsultant/${path}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { items: Row[] }).items.map((r) => r.lastName);
};

describe('filters, sorting and paging', () => {
  it('answers this year’s evaluation per person: Alice late in draft, Thomas submitted, Bruno none', async () => {
    const rows = (await t.call(marc, 'GET', '/api/ListMyConsultant/all')).json().data.items as Row[];
    const by = Object.fromEntries(rows.map((r) => [r.lastName, r.evaluation]));
    expect(by.Martin).toMatchObject({ status: 1, isLate: true, deadline: '2026-11-13' });
    expect(by.Bernard).toMatchObject({ status: 2, isLate: false, deadline: '2026-12-11' });
    expect(by.Petit).toBeNull(); // a subcontractor has no evaluations
  });

  it('each operator narrows the list as computed by hand', async () => {
    const f = (list: unknown[]) => names(marc, filters(list));
    expect(await f([{ field: 'eaLate', op: 'equal', value: 'true' }])).toEqual(['Martin']);
    expect(await f([{ field: 'eaStatus', op: 'equal', value: '2' }])).toEqual(['Bernard']);
    expect(await f([{ field: 'eaStatus', op: 'different', value: '2' }])).toEqual(['Martin', 'Petit']);
    expect(await f([{ field: 'lastName', op: 'containing', value: 'ART' }])).toEqual(['Martin']);
    expect(await f([{ field: 'lastName', op: 'equal', value: 'petit' }])).toEqual(['Petit']);
    expect(await f([{ field: 'eaDeadline', op: 'empty' }])).toEqual(['Petit']);
    expect(await f([{ field: 'eaDeadline', op: 'notEmpty' }])).toEqual(['Bernard', 'Martin']);
    expect(await f([{ field: 'eaDeadline', op: 'greater', value: '2026-11-20' }])).toEqual(['Bernard']);
    expect(await f([{ field: 'eaDeadline', op: 'less', value: '2026-11-20' }])).toEqual(['Martin']);
    expect(await f([{ field: 'eaDeadline', op: 'between', value: '2026-12-31', value2: '2026-11-01' }])).toEqual([
      'Bernard',
      'Martin',
    ]);
    expect(await f([{ field: 'dcFr', op: 'equal', value: '3' }])).toEqual(['Bernard', 'Martin']);
    expect(await f([{ field: 'dcEn', op: 'equal', value: '1' }])).toEqual(['Martin']);
    // Two filters: both apply.
    expect(
      await f([
        { field: 'eaDeadline', op: 'notEmpty' },
        { field: 'reference', op: 'notEmpty' },
        { field: 'lastName', op: 'different', value: 'Martin' },
      ]),
    ).toEqual(['Bernard']);
  });

  // The evaluation status filter is written on the person and this year's evaluation themselves (team.repository
  // `eaStatusFilters`, so that an index may serve it): the rows must be those of the column's own value.
  it.each(['0', '1', '2', '3'])(
    'this year’s evaluation status %s, equal and different: the rows of that value',
    async (value) => {
      const hr = await t.login(DEMO.hr);
      const rows = async (list: unknown[]) => {
        const res = await t.call(hr, 'GET', `/api/ListMyConsultant/all?pageSize=100&${filters(list)}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as { items: Row[]; total: number };
      };
      const everyone = (await rows([])).items;
      const has = (r: Row) => r.evaluation !== null && r.evaluation.status === Number(value);
      const equal = await rows([{ field: 'eaStatus', op: 'equal', value }]);
      const different = await rows([{ field: 'eaStatus', op: 'different', value }]);
      expect(equal.items.map((r) => r.id)).toEqual(everyone.filter(has).map((r) => r.id));
      expect(different.items.map((r) => r.id)).toEqual(everyone.filter((r) => !has(r)).map((r) => r.id));
      expect([equal.total, different.total]).toEqual([equal.items.length, different.items.length]);
      // Counted apart (pages of one are full): for an opened status, from this year's evaluations of that status
      // (team.repository `keepsEvaluated`) — the same total.
      const countedApart = async (list: unknown[]) =>
        (
          (await t.call(hr, 'GET', `/api/ListMyConsultant/all?pageSize=1&${filters(list)}`)).json().data as {
            total: number;
          }
        ).total;
      expect(await countedApart([{ field: 'eaStatus', op: 'equal', value }])).toBe(equal.items.length);
      expect(await countedApart([{ field: 'eaStatus', op: 'different', value }])).toBe(different.items.length);
      if (value !== '3') expect(equal.items.length).toBeGreaterThan(0);
    },
  );

  it('sorts on one column either way, nulls last, and pages without overlap', async () => {
    expect(await names(marc, 'sort=lastName&order=desc')).toEqual(['Petit', 'Martin', 'Bernard']);
    expect(await names(marc, 'sort=eaDeadline&order=asc')).toEqual(['Martin', 'Bernard', 'Petit']);
    const hr = await t.login(DEMO.hr);
    const first = await names(hr, 'pageSize=3&page=1');
    const second = await names(hr, 'pageSize=3&page=2');
    expect(first.filter((n) => second.includes(n))).toEqual([]);
  });

  it('recherche and filtreType answer the same list, searched and filtered', async () => {
    expect(await names(marc, 'searchTerm=ber', 'recherche')).toEqual(['Bernard']);
    expect(await names(marc, filters([{ field: 'role', op: 'equal', value: '2' }]), 'filtreType')).toEqual(['Bernard']);
  });

  it('refuses a bad filter, sort or page size with 400, naming the filter, in the caller’s language', async () => {
    const bad = async (query: string) => {
      const res = await t.call(marc, 'GET', `/api/ListMyConsultant/all?${query}`);
      expect(res.statusCode, query).toBe(400);
      return res.json() as { code: string; message: string; details?: { message: string }[] };
    };
    const unknown = await bad(filters([{ field: 'salary', op: 'equal', value: '1' }]));
    expect(unknown.code).toBe('LIST_FILTER_INVALID');
    expect(unknown.details?.[0]?.message).toContain('salary');
    expect((await bad(filters([{ field: 'lastName', op: 'greater', value: 'a' }]))).code).toBe('LIST_FILTER_INVALID');
    expect((await bad(filters([{ field: 'eaDeadline', op: 'equal', value: '20/11/2026' }]))).code).toBe(
      'LIST_FILTER_INVALID',
    );
    expect((await bad(filters([{ field: 'eaStatus', op: 'equal', value: '9' }]))).code).toBe('LIST_FILTER_INVALID');
    expect((await bad(filters([{ field: 'eaDeadline', op: 'between', value: '2026-01-01' }]))).code).toBe(
      'LIST_FILTER_INVALID',
    );
    expect((await bad('filters=%5B%7B')).code).toBe('LIST_FILTER_INVALID');
    expect((await bad(filters([{ field: 'lastName', op: 'like', value: 'a' }]))).code).toBe('VALIDATION_FAILED');
    expect((await bad('sort=password')).code).toBe('VALIDATION_FAILED');
    expect((await bad('pageSize=1000')).code).toBe('VALIDATION_FAILED');
    // In the caller's language (Marc's is French).
    expect(unknown.message).toBe(
      "Un filtre de la liste n'est pas valide : vérifiez la colonne, l'opérateur et la valeur.",
    );
  });

  it('answers only the people the viewer may see: DPO and consultant refused, HR everyone', async () => {
    for (const who of [DEMO.dpo, DEMO.consultant, DEMO.candidate]) {
      expect((await t.call(await t.login(who), 'GET', '/api/ListMyConsultant/all')).statusCode, who).toBe(403);
    }
    expect(await names(marc, 'searchTerm=lefebvre')).toEqual([]);
  });
});

describe('POST /api/ListMyConsultant/exportExcel', () => {
  it('exports exactly what is filtered, with the visible columns, as a real workbook', async () => {
    const res = await t.call(marc, 'POST', '/api/ListMyConsultant/exportExcel', {
      filters: [{ field: 'eaDeadline', op: 'notEmpty' }],
      sort: 'lastName',
      order: 'asc',
      columns: ['lastName', 'reference', 'eaStatus', 'eaDeadline'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="Collaborateurs_\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(res.headers['x-total-count']).toBe('2');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nom', 'Référence', "Évaluation de l'année", 'Échéance']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('A2').value).toBe('Bernard');
    expect(sheet.getCell('C2').value).toBe('Soumis');
    expect((sheet.getCell('D3').value as Date).toISOString().slice(0, 10)).toBe('2026-11-13');
  });

  it('carries the list’s authorisation and refuses a bad filter before writing anything', async () => {
    const dpo = await t.login(DEMO.dpo);
    expect((await t.call(dpo, 'POST', '/api/ListMyConsultant/exportExcel', {})).statusCode).toBe(403);
    const res = await t.call(marc, 'POST', '/api/ListMyConsultant/exportExcel', {
      filters: [{ field: 'eaDeadline', op: 'equal', value: 'soon' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LIST_FILTER_INVALID');
  });
});

describe('PUT /api/ListMyConsultant/updateEaEcheanceUser', () => {
  const deadlineOf = async (id: number) =>
    (await t.db.selectFrom('person').select('ea_deadline').where('id', '=', id).executeTakeFirstOrThrow()).ea_deadline;

  it('refuses a deadline that is today, past or empty, changing nothing', async () => {
    const alice = ids[DEMO.consultant]!;
    const before = await deadlineOf(alice);
    for (const day of ['2026-11-20', '2026-01-01', '']) {
      const res = await t.call(marc, 'PUT', '/api/ListMyConsultant/updateEaEcheanceUser', {
        ids: [alice],
        dateEcheance: day,
      });
      expect(res.statusCode, day).toBe(400);
      expect(res.json().code).toBe('EA_DEADLINE_INVALID');
    }
    expect(await deadlineOf(alice)).toEqual(before);
  });

  it('moves the deadline of a selection, skipping who is not evaluable or not followed', async () => {
    const [alice, thomas, bruno, sophie] = [
      DEMO.consultant,
      DEMO.technicalManager,
      DEMO.subcontractor,
      DEMO.director,
    ].map((e) => ids[e]!) as [number, number, number, number];
    const res = await t.call(marc, 'PUT', '/api/ListMyConsultant/updateEaEcheanceUser', {
      ids: [alice, thomas, bruno, sophie],
      dateEcheance: '2026-12-15',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ updated: 2, dateEcheance: '2026-12-15', skipped: [bruno, sophie] });
    expect(res.json().message).toBe("L'échéance a été modifiée (2 personne(s)).");
    expect(String(await deadlineOf(alice))).toContain('2026-12-15');
    expect(String(await deadlineOf(sophie))).not.toContain('2026-12-15');
    // Alice is no longer late.
    expect(await names(marc, filters([{ field: 'eaLate', op: 'equal', value: 'true' }]))).toEqual([]);
  });

  it('changes one person by reference; nobody the caller may see → 404; a consultant → 403', async () => {
    const reference = (
      await t.db
        .selectFrom('person')
        .select('reference')
        .where('id', '=', ids[DEMO.technicalManager]!)
        .executeTakeFirstOrThrow()
    ).reference!;
    const one = await t.call(marc, 'PUT', '/api/ListMyConsultant/updateEaEcheanceUser', {
      reference,
      dateEcheance: '2027-01-10',
      nextEaYear: 2027,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.updated).toBe(1);
    const outside = await t.call(marc, 'PUT', '/api/ListMyConsultant/updateEaEcheanceUser', {
      ids: [ids[DEMO.director]!],
      dateEcheance: '2027-01-10',
    });
    expect(outside.statusCode).toBe(404);
    const alice = await t.login(DEMO.consultant);
    expect(
      (
        await t.call(alice, 'PUT', '/api/ListMyConsultant/updateEaEcheanceUser', {
          ids: [1],
          dateEcheance: '2027-01-10',
        })
      ).statusCode,
    ).toBe(403);
  });
});
