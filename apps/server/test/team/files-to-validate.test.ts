/**
 * The files to validate on the lists' layer (issue 19 §1): ListMyConsultant/dcAValider filtered by language and
 * submitted date, sorted and paged (expectations computed by hand from the demo files), 400 per bad filter, and
 * the list's scope: the viewer's chain, only for a role that validates files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

let t: TestApp;
let marc: TestSession;
const ids: Record<string, number> = {};

/** Marc's chain has two submitted files (demo): Bruno's French one (submitted 2026-10-01), Thomas's English one (2026-11-05). */
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoSkillsFiles(t.db);
  for (const p of await t.db.selectFrom('person').select(['id', 'email']).execute()) ids[p.email] = p.id;
  const submitted = async (email: string, idLang: number, day: string) =>
    t.db
      .updateTable('dc')
      .set({ submitted_at: new Date(`${day}T08:30:00Z`) })
      .where('person_id', '=', ids[email]!)
      .where('id_lang', '=', idLang)
      .where('status', '=', 2)
      .execute();
  await submitted(DEMO.subcontractor, 1, '2026-10-01');
  await submitted(DEMO.technicalManager, 2, '2026-11-05');
  marc = await t.login(DEMO.manager);
});
afterAll(() => t?.close());

type File = { idUser: number; lastName: string; idLang: number; version: number; submittedAt: string | null };
const filters = (list: unknown[]) => `filters=${encodeURIComponent(JSON.stringify(list))}`;
const page = async (query: string, s = marc) => {
  const res = await t.call(s, 'GET', `/api/ListMyConsultant/dcAValider?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: File[]; total: number; page: number; pageSize: number };
};
const names = async (query: string) => (await page(query)).items.map((f) => `${f.lastName}/${f.idLang}`);

describe('GET /api/ListMyConsultant/dcAValider', () => {
  it('answers Marc’s chain’s submitted files, oldest submitted first', async () => {
    const all = await page('');
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(all.items).toMatchObject([
      { idUser: ids[DEMO.subcontractor], lastName: 'Petit', idLang: 1, submittedAt: '2026-10-01T08:30:00.000Z' },
      { idUser: ids[DEMO.technicalManager], lastName: 'Bernard', idLang: 2, submittedAt: '2026-11-05T08:30:00.000Z' },
    ]);
  });

  it('filters by language and by submitted date as computed by hand', async () => {
    const f = (list: unknown[]) => names(filters(list));
    expect(await f([{ field: 'idLang', op: 'equal', value: '2' }])).toEqual(['Bernard/2']);
    expect(await f([{ field: 'idLang', op: 'different', value: '2' }])).toEqual(['Petit/1']);
    expect(await f([{ field: 'submittedAt', op: 'greater', value: '2026-10-15' }])).toEqual(['Bernard/2']);
    expect(await f([{ field: 'submittedAt', op: 'less', value: '2026-10-15' }])).toEqual(['Petit/1']);
    expect(await f([{ field: 'submittedAt', op: 'equal', value: '2026-10-01' }])).toEqual(['Petit/1']);
    expect(await f([{ field: 'submittedAt', op: 'between', value: '2026-11-30', value2: '2026-09-01' }])).toEqual([
      'Petit/1',
      'Bernard/2',
    ]);
    expect(
      await f([
        { field: 'idLang', op: 'equal', value: '1' },
        { field: 'submittedAt', op: 'greater', value: '2026-10-15' },
      ]),
    ).toEqual([]);
    expect(await names('searchTerm=thomas')).toEqual(['Bernard/2']);
  });

  it('sorts either way and pages without overlap; a page past the end still counts', async () => {
    expect(await names('sort=submittedAt&order=desc')).toEqual(['Bernard/2', 'Petit/1']);
    expect(await names('sort=lastName')).toEqual(['Bernard/2', 'Petit/1']);
    expect(await names('sort=idLang&order=desc')).toEqual(['Bernard/2', 'Petit/1']);
    expect(await page('pageSize=1&page=1')).toMatchObject({ total: 2, items: [{ lastName: 'Petit' }] });
    expect(await names('pageSize=1&page=2')).toEqual(['Bernard/2']);
    expect(await page('pageSize=1&page=3')).toMatchObject({ total: 2, items: [] });
  });

  it('refuses a bad filter, sort or page with 400', async () => {
    const bad = async (query: string) => {
      const res = await t.call(marc, 'GET', `/api/ListMyConsultant/dcAValider?${query}`);
      expect(res.statusCode, query).toBe(400);
      return res.json() as { code: string; details?: { message: string }[] };
    };
    const unknown = await bad(filters([{ field: 'status', op: 'equal', value: '2' }]));
    expect(unknown.code).toBe('LIST_FILTER_INVALID');
    expect(unknown.details?.[0]?.message).toContain('status');
    for (const filter of [
      { field: 'idLang', op: 'equal', value: '3' },
      { field: 'submittedAt', op: 'greater', value: 'soon' },
      { field: 'version', op: 'equal', value: 'two' },
      { field: 'idLang', op: 'containing', value: '1' },
    ])
      expect((await bad(filters([filter]))).code, JSON.stringify(filter)).toBe('LIST_FILTER_INVALID');
    expect((await bad('sort=idDc')).code).toBe('VALIDATION_FAILED');
    expect((await bad('page=0')).code).toBe('VALIDATION_FAILED');
  });

  it('answers only what the viewer may validate: a director nothing, a consultant 403, HR everyone’s', async () => {
    expect(await page('', await t.login(DEMO.director))).toMatchObject({ items: [], total: 0 });
    expect((await t.call(await t.login(DEMO.consultant), 'GET', '/api/ListMyConsultant/dcAValider')).statusCode).toBe(
      403,
    );
    const hr = await page('pageSize=100', await t.login(DEMO.hr));
    expect(hr.items.map((f) => f.lastName)).toEqual(expect.arrayContaining(['Petit', 'Bernard']));
    expect(hr.total).toBe(hr.items.length);
  });
});
