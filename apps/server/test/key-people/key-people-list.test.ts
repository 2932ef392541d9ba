/**
 * Key-people list (ListeDc/listeKP, listSearchKp, filtreKp) and its Excel export, the people who are not key people
 * yet (KeyPeople/userNoKp) and the brands (Brand/all, allWithCurrent): scope (the manager's chain, everyone for HR),
 * the multi-valued category filter, the status filter, search, sort, paging, the export read back with exceljs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { listUrl, readWorkbook } from '../manager-lists/helpers';
import { recordBody } from './helpers';

let t: TestApp;
const s: Record<string, TestSession> = {};
const ids: Record<string, number> = {};
let astek = 0;
let nord = 0;

const json = (res: { json: () => unknown }) => res.json() as { success: boolean; data: any; message: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
const names = (res: { json: () => unknown }) => (json(res).data.items as { lastName: string }[]).map((r) => r.lastName);

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-26T07:00:00Z') });
  for (const [name, email] of Object.entries(DEMO)) {
    ids[name] = (await t.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    s[name] = await t.login(email);
  }
  const brand = (name: string) =>
    t.db.selectFrom('brand').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  astek = (await brand('Astek')).id;
  nord = (await brand('Astek Nord')).id;
  const save = async (who: TestSession, idUser: number, over: Record<string, unknown>) => {
    const res = await t.call(who, 'PUT', '/api/KeyPeople', recordBody(idUser, over));
    expect(res.statusCode, res.body).toBe(200);
  };
  // Marc's team: Alice (tech + client mission, at Airbus now), Bruno (client mission, past), Thomas (RSI);
  // outside it: Julien (HPO), by HR.
  const base = recordBody(0).userInfo;
  await save(s.manager!, ids.consultant!, {
    userInfo: { ...base, categories: [1, 2] },
    missionData: [
      { client: 'Airbus', idBrand: astek, startDate: '2026-01-05', endDate: null, role: 'Tech lead' },
      { client: 'Thales', idBrand: nord, startDate: '2024-01-08', endDate: '2025-12-19', role: 'Dev' },
    ],
  });
  await save(s.manager!, ids.subcontractor!, {
    status: 'past',
    userInfo: { ...base, categories: [2] },
    missionData: [{ client: 'Safran', idBrand: nord, startDate: '2023-01-02', endDate: '2024-06-28', role: '' }],
  });
  await save(s.manager!, ids.technicalManager!, { userInfo: { ...base, categories: [3] } });
  await save(s.hr!, ids.buDirector!, { userInfo: { ...base, categories: [4] } });
});
afterAll(async () => {
  await t?.close();
});

describe('the list', () => {
  it('the manager sees his chain’s key people, HR everyone’s', async () => {
    expect(names(await t.call(s.manager!, 'GET', listUrl('/api/ListeDc/listeKP')))).toEqual([
      'Bernard',
      'Martin',
      'Petit',
    ]);
    const hr = await t.call(s.hr!, 'GET', listUrl('/api/ListeDc/listeKP'));
    expect(names(hr)).toEqual(['Bernard', 'Martin', 'Moreau', 'Petit']);
    expect(json(hr).data.total).toBe(4);
  });

  it('HR’s count follows the record’s person in and out of the employees (migration 0037’s flag)', async () => {
    // The records' own flag, kept by triggers, equals the person's wherever it was written from.
    const flags = async () =>
      (
        await t.db
          .selectFrom('key_people as k')
          .innerJoin('person as p', 'p.id', 'k.id')
          .select(['k.id', 'k.owner_employee as flag', 'p.is_employee as person'])
          .orderBy('k.id')
          .execute()
      ).map((r) => [r.id, r.flag, r.person]);
    const expectKept = async () => (await flags()).forEach(([, flag, person]) => expect(flag).toBe(person));
    // A full page of one (page 1 of 4) asks for the count; a filter on the status (the records alone) and a search (the
    // person joined) take both of the count's ways.
    const count = async (query: Record<string, string | number>, filters?: unknown[]) =>
      json(await t.call(s.hr!, 'GET', listUrl('/api/ListeDc/listeKP', { pageSize: 1, ...query }, filters))).data
        .total as number;
    const inProgress = [{ field: 'status', op: 'equal', value: 'inProgress' }];
    const before = [await count({}), await count({}, inProgress), await count({ searchTerm: 'e' })];
    await expectKept();
    const bruno = ids.subcontractor!;
    const { role_id: role } = await t.db
      .selectFrom('account')
      .select('role_id')
      .where('person_id', '=', bruno)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('account').set({ role_id: 0 }).where('person_id', '=', bruno).execute();
    await expectKept();
    const without = [await count({}), await count({}, inProgress), await count({ searchTerm: 'e' })];
    expect(without[0]).toBe(before[0]! - 1);
    expect(without[2]).toBe(before[2]! - 1); // Petit has an e
    await t.db.updateTable('account').set({ role_id: role }).where('person_id', '=', bruno).execute();
    await expectKept();
    expect([await count({}), await count({}, inProgress), await count({ searchTerm: 'e' })]).toEqual(before);
  });

  it('a row: manager, categories, status, missions, the current client, the skills file link', async () => {
    const row = json(await t.call(s.manager!, 'GET', listUrl('/api/ListeDc/listeKP', { searchTerm: 'alice' }))).data
      .items[0];
    expect(row).toMatchObject({
      idUser: ids.consultant,
      managerName: 'Marc Durand',
      categories: [1, 2],
      status: 'inProgress',
      missions: 2,
      currentClient: 'Airbus',
      highSkills: 0,
      idDc: null,
    });
  });

  it.each([
    ['has category client mission', [{ field: 'categories', op: 'equal', value: '2' }], ['Martin', 'Petit']],
    ['has not category client mission', [{ field: 'categories', op: 'different', value: '2' }], ['Bernard']],
    [
      'has both tech and client mission',
      [
        { field: 'categories', op: 'equal', value: '1' },
        { field: 'categories', op: 'equal', value: '2' },
      ],
      ['Martin'],
    ],
    ['past', [{ field: 'status', op: 'equal', value: 'past' }], ['Petit']],
    ['in progress', [{ field: 'status', op: 'equal', value: 'inProgress' }], ['Bernard', 'Martin']],
    ['more than one mission', [{ field: 'missions', op: 'greater', value: '1' }], ['Martin']],
    ['no current client', [{ field: 'currentClient', op: 'empty' }], ['Bernard', 'Petit']],
  ])('filter: %s', async (_name, filters, expected) => {
    expect(names(await t.call(s.manager!, 'GET', listUrl('/api/ListeDc/filtreKp', {}, filters)))).toEqual(expected);
  });

  it('search, sort and paging', async () => {
    expect(names(await t.call(s.manager!, 'GET', listUrl('/api/ListeDc/listSearchKp', { searchTerm: 'pet' })))).toEqual(
      ['Petit'],
    );
    expect(
      names(await t.call(s.manager!, 'GET', listUrl('/api/ListeDc/listeKP', { sort: 'missions', order: 'desc' }))),
    ).toEqual(['Martin', 'Petit', 'Bernard']);
    const second = json(
      await t.call(s.manager!, 'GET', listUrl('/api/ListeDc/listeKP', { page: 2, pageSize: 2 })),
    ).data;
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((r: { lastName: string }) => r.lastName)).toEqual(['Petit']);
  });

  it('a bad filter is a 400 naming it, never a 500', async () => {
    for (const filters of [
      [{ field: 'categories', op: 'equal', value: '9' }],
      [{ field: 'categories', op: 'containing', value: '1' }],
      [{ field: 'status', op: 'equal', value: 'archived' }],
    ]) {
      const res = await t.call(s.manager!, 'GET', listUrl('/api/ListeDc/listeKP', {}, filters));
      expect(res.statusCode).toBe(400);
    }
  });

  it('the export is the list as shown (filters, order, visible columns), read back', async () => {
    const res = await t.call(s.manager!, 'POST', '/api/ListeDc/listeKPExportExcel', {
      filters: [{ field: 'categories', op: 'equal', value: '2' }],
      columns: ['categories', 'status', 'currentClient'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const { name, rows } = await readWorkbook(res);
    expect(name).toBe('Key People');
    expect(rows).toEqual([
      ['Nom', 'Catégories', 'Statut', 'Client actuel'],
      ['Martin Alice', 'Key People Tech / Mission client', 'En cours', 'Airbus'],
      ['Petit Bruno', 'Mission client', 'Passé'],
    ]);
  });

  it.each([
    ['recruiter', 403],
    ['dpo', 403],
    ['consultant', 403],
    ['technicalManager', 403],
    ['director', 200],
  ])('the list for the %s: %i', async (who, status) => {
    expect((await t.call(s[who]!, 'GET', '/api/ListeDc/listeKP')).statusCode).toBe(status);
    expect((await t.call(s[who]!, 'POST', '/api/ListeDc/listeKPExportExcel', {})).statusCode).toBe(status);
  });
});

describe('people who are not key people yet', () => {
  it('the manager’s chain without a record, employees only, searched', async () => {
    // Marc's chain is Alice, Bruno and Thomas: all three are key people now.
    expect(json(await t.call(s.manager!, 'GET', '/api/KeyPeople/userNoKp')).data).toEqual([]);
    const hr = json(await t.call(s.hr!, 'GET', '/api/KeyPeople/userNoKp?limit=50')).data as { id: number }[];
    const found = hr.map((p) => p.id);
    expect(found).toContain(ids.director);
    expect(found).toContain(ids.manager);
    // Not the key people, not the candidate (no employee account), not HR herself.
    for (const who of ['consultant', 'subcontractor', 'buDirector', 'candidate', 'hr'])
      expect(found).not.toContain(ids[who]);
    const searched = json(await t.call(s.hr!, 'GET', '/api/KeyPeople/userNoKp?searchTerm=lefeb')).data;
    expect(searched).toEqual([
      {
        id: ids.director,
        firstName: 'Sophie',
        lastName: 'Lefebvre',
        reference: expect.any(String),
        managerName: 'Julien Moreau',
      },
    ]);
    expect(json(await t.call(s.hr!, 'GET', '/api/KeyPeople/userNoKp?limit=1')).data).toHaveLength(1);
    expect((await t.call(s.recruiter!, 'GET', '/api/KeyPeople/userNoKp')).statusCode).toBe(403);
  });
});

describe('brands', () => {
  it('all: the active brands; with the person’s current: an inactive one their missions use', async () => {
    const all = json(await t.call(s.manager!, 'GET', '/api/Brand/all')).data as { name: string }[];
    expect(all.length).toBe(9);
    await t.db.updateTable('brand').set({ is_active: false }).where('id', '=', nord).execute();
    try {
      const active = json(await t.call(s.manager!, 'GET', '/api/Brand/all')).data as { id: number }[];
      expect(active.map((b) => b.id)).not.toContain(nord);
      const alice = json(await t.call(s.manager!, 'GET', `/api/Brand/allWithCurrent?idUser=${ids.consultant}`))
        .data as { id: number; isActive: boolean }[];
      expect(alice.find((b) => b.id === nord)).toMatchObject({ isActive: false });
      const thomas = json(await t.call(s.manager!, 'GET', `/api/Brand/allWithCurrent?idUser=${ids.technicalManager}`))
        .data as { id: number }[];
      expect(thomas.map((b) => b.id)).not.toContain(nord);
      // Alice keeps her mission on the inactive brand; Thomas cannot take it.
      const aliceRecord = json(await t.call(s.manager!, 'GET', `/api/KeyPeople?idUser=${ids.consultant}`)).data;
      const keep = await t.call(
        s.manager!,
        'PUT',
        '/api/KeyPeople',
        recordBody(ids.consultant!, {
          rowVersion: aliceRecord.rowVersion,
          userInfo: { ...recordBody(0).userInfo, categories: [1, 2] },
          missionData: aliceRecord.missionData.map((m: Record<string, unknown>) => ({
            client: m.client,
            idBrand: m.idBrand,
            startDate: m.startDate,
            endDate: m.endDate,
            role: m.role,
          })),
        }),
      );
      expect(keep.statusCode).toBe(200);
      const thomasRecord = json(await t.call(s.manager!, 'GET', `/api/KeyPeople?idUser=${ids.technicalManager}`)).data;
      const refused = await t.call(
        s.manager!,
        'PUT',
        '/api/KeyPeople',
        recordBody(ids.technicalManager!, {
          rowVersion: thomasRecord.rowVersion,
          missionData: [{ client: 'EDF', idBrand: nord }],
        }),
      );
      expect(refused.statusCode).toBe(400);
      expect((await t.call(s.manager!, 'GET', `/api/Brand/allWithCurrent?idUser=${ids.buDirector}`)).statusCode).toBe(
        403,
      );
    } finally {
      await t.db.updateTable('brand').set({ is_active: true }).where('id', '=', nord).execute();
    }
  });
});
