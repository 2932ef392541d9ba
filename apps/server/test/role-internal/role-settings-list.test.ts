/**
 * The role settings list on the lists' layer (issue 19 §1): RoleInternal/userRoleInfo filtered (role, internal
 * role, active, country…), sorted and paged by the shared definition over the demo organisation (expectations
 * computed by hand), 400 per bad filter, and RoleInternal/exportExcel opened with exceljs, with the page's
 * authorisation (internal role 1 only).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

let t: TestApp;
let sophie: TestSession;

/**
 * The demo's ten people (one per role; Thomas is consultant and technical manager; Sophie administrator, Hélène
 * second level), all in France — but here Camille in Belgium and Paul's only account deactivated.
 */
beforeAll(async () => {
  t = await createTestApp();
  sophie = await t.login(DEMO.director);
  const belgium = await t.db.selectFrom('country').select('id').where('code', '=', 'BE').executeTakeFirstOrThrow();
  await t.db.updateTable('person').set({ country_id: belgium.id }).where('email', '=', DEMO.recruiter).execute();
  const paul = await t.db.selectFrom('person').select('id').where('email', '=', DEMO.dpo).executeTakeFirstOrThrow();
  await t.db.updateTable('account').set({ is_active: false }).where('person_id', '=', paul.id).execute();
});
afterAll(() => t?.close());

type Row = { lastName: string; isActive: boolean; roles: { id: number }[]; idRoleInternal: number | null };
const filters = (list: unknown[]) => `filters=${encodeURIComponent(JSON.stringify(list))}`;
const page = async (query: string) => {
  const res = await t.call(sophie, 'GET', `/api/RoleInternal/userRoleInfo?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Row[]; total: number; page: number; pageSize: number };
};
const names = async (query: string) => (await page(query)).items.map((r) => r.lastName);
const EVERYONE = [
  'Bernard',
  'Durand',
  'Fournier',
  'Girard',
  'Lambert',
  'Lefebvre',
  'Martin',
  'Moreau',
  'Petit',
  'Roux',
];

describe('GET /api/RoleInternal/userRoleInfo', () => {
  it('answers everyone by last name, with their roles, internal role and whether an account is active', async () => {
    const all = await page('');
    expect(all).toMatchObject({ total: 10, page: 1, pageSize: 25 });
    expect(all.items.map((r) => r.lastName)).toEqual(EVERYONE);
    const by = Object.fromEntries(all.items.map((r) => [r.lastName, r]));
    expect(by.Bernard!.roles.map((r) => r.id)).toEqual([1, 2]);
    expect(by.Fournier).toMatchObject({ isActive: false, roles: [] });
    expect(by.Roux).toMatchObject({ isActive: true, idRoleInternal: 2 });
  });

  it('each filter narrows the list as computed by hand', async () => {
    const f = (list: unknown[]) => names(filters(list));
    expect(await f([{ field: 'internalRole', op: 'equal', value: '1' }])).toEqual(['Lefebvre']);
    expect(await f([{ field: 'internalRole', op: 'notEmpty' }])).toEqual(['Lefebvre', 'Roux']);
    expect(await f([{ field: 'internalRole', op: 'empty' }])).toEqual(
      EVERYONE.filter((n) => n !== 'Lefebvre' && n !== 'Roux'),
    );
    // The role is the highest among the active accounts: Thomas is a technical manager, Paul has none.
    expect(await f([{ field: 'role', op: 'equal', value: '2' }])).toEqual(['Bernard']);
    expect(await f([{ field: 'role', op: 'equal', value: '1' }])).toEqual(['Martin', 'Petit']);
    expect(await f([{ field: 'role', op: 'equal', value: '0' }])).toEqual(['Lambert']);
    expect(await f([{ field: 'role', op: 'empty' }])).toEqual(['Fournier']);
    expect(await f([{ field: 'isActive', op: 'equal', value: 'false' }])).toEqual(['Fournier']);
    expect(await f([{ field: 'country', op: 'containing', value: 'BELG' }])).toEqual(['Girard']);
    expect(await f([{ field: 'country', op: 'equal', value: 'france' }])).toHaveLength(9);
    expect(await f([{ field: 'email', op: 'containing', value: 'roux' }])).toEqual(['Roux']);
    expect(await f([{ field: 'reference', op: 'equal', value: 'ms-c0001' }])).toEqual(['Lambert']);
    expect(
      await f([
        { field: 'isActive', op: 'equal', value: 'true' },
        { field: 'role', op: 'different', value: '1' },
        { field: 'lastName', op: 'containing', value: 'r' },
      ]),
    ).toEqual(['Bernard', 'Durand', 'Girard', 'Lambert', 'Lefebvre', 'Moreau', 'Roux']);
    expect(await names('searchTerm=marc%20durand')).toEqual(['Durand']);
  });

  it('sorts on one column either way (nulls last) and pages without overlap', async () => {
    expect(await names('sort=email&order=desc')).toEqual([
      'Bernard',
      'Lefebvre',
      'Fournier',
      'Lambert',
      'Durand',
      'Moreau',
      'Roux',
      'Girard',
      'Petit',
      'Martin',
    ]);
    const byRole = await names('sort=role&order=desc');
    expect(byRole.slice(0, 6)).toEqual(['Girard', 'Roux', 'Moreau', 'Lefebvre', 'Durand', 'Bernard']);
    expect(byRole.slice(8)).toEqual(['Lambert', 'Fournier']);
    expect((await names('sort=internalRole&order=desc')).slice(0, 2)).toEqual(['Roux', 'Lefebvre']);
    expect(await names('pageSize=4&page=1')).toEqual(EVERYONE.slice(0, 4));
    expect(await names('pageSize=4&page=2')).toEqual(EVERYONE.slice(4, 8));
    expect(await page('pageSize=4&page=3')).toMatchObject({ total: 10, items: [{}, {}] });
    expect(await page('pageSize=4&page=4')).toMatchObject({ total: 10, items: [] });
  });

  it('refuses a bad filter, sort or page with 400, naming the filter', async () => {
    const bad = async (query: string) => {
      const res = await t.call(sophie, 'GET', `/api/RoleInternal/userRoleInfo?${query}`);
      expect(res.statusCode, query).toBe(400);
      return res.json() as { code: string; details?: { message: string }[] };
    };
    const unknown = await bad(filters([{ field: 'idRoleInternal', op: 'equal', value: '1' }]));
    expect(unknown.code).toBe('LIST_FILTER_INVALID');
    expect(unknown.details?.[0]?.message).toContain('idRoleInternal');
    for (const filter of [
      { field: 'internalRole', op: 'equal', value: '3' },
      { field: 'role', op: 'equal', value: '9' },
      { field: 'isActive', op: 'equal', value: 'maybe' },
      { field: 'isActive', op: 'empty' },
      { field: 'country', op: 'greater', value: 'F' },
    ])
      expect((await bad(filters([filter]))).code, JSON.stringify(filter)).toBe('LIST_FILTER_INVALID');
    expect((await bad('sort=password')).code).toBe('VALIDATION_FAILED');
    expect((await bad('pageSize=0')).code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/RoleInternal/exportExcel', () => {
  it('exports exactly what is filtered, with the visible columns, as a real workbook', async () => {
    const res = await t.call(sophie, 'POST', '/api/RoleInternal/exportExcel', {
      filters: [{ field: 'internalRole', op: 'notEmpty' }],
      sort: 'lastName',
      order: 'asc',
      columns: ['lastName', 'email', 'role', 'internalRole', 'isActive'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''Droits%20d/);
    expect(res.headers['x-total-count']).toBe('2');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nom', 'Adresse e-mail', 'Rôle', 'Rôle interne', 'Actif']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('A2').value).toBe('Lefebvre');
    expect(sheet.getCell('D2').value).toBe('Administrateur');
    expect(sheet.getCell('C3').value).toBe('Ressources humaines');
    expect(sheet.getCell('D3').value).toBe('Administrateur de second niveau');
    expect(sheet.getCell('E3').value).toBe(true);
  });

  it('carries the page’s authorisation (internal role 1) and refuses a bad filter before writing anything', async () => {
    expect((await t.call(null, 'POST', '/api/RoleInternal/exportExcel', {})).statusCode).toBe(401);
    for (const who of [DEMO.hr, DEMO.manager, DEMO.consultant]) {
      const res = await t.call(await t.login(who), 'POST', '/api/RoleInternal/exportExcel', {});
      expect(res.statusCode, who).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const res = await t.call(sophie, 'POST', '/api/RoleInternal/exportExcel', {
      filters: [{ field: 'internalRole', op: 'equal', value: 'admin' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LIST_FILTER_INVALID');
  });
});
