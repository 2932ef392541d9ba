/**
 * The catalogue's lists on the lists' layer (issue 19 §1): ListeDc/listSkills and ListeDc/listOtherSkills filtered,
 * sorted and paged by their shared definitions (a bad filter: 400), and their Excel exports opened with exceljs, with
 * the lists' authorisation (managementSkills, roles 4–6).
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKILL_TYPE_CODES } from '@my-skills/shared/schemas/skills-catalogue';
import { DEMO, type TestApp, type TestSession } from '../support/test-app';
import { createCatalogueTestApp, createDc, skillId, skillTypeId, useEnglish } from './support';

let t: TestApp;
let director: TestSession;
let hrEnglish: TestSession;
let tools: number;
let methods: number;

beforeAll(async () => {
  t = await createCatalogueTestApp();
  await useEnglish(t, DEMO.hr);
  director = await t.login(DEMO.director);
  hrEnglish = await t.login(DEMO.hr);
  tools = await skillTypeId(t, 'tools');
  methods = await skillTypeId(t, 'methods');
  const alice = await createDc(t, DEMO.consultant, 1);
  const thomas = await createDc(t, DEMO.technicalManager, 3);
  const marc = await createDc(t, DEMO.manager, 2);
  // Files using catalogue skills: Kubernetes in three, Terraform in one.
  for (const [dc, label] of [
    [alice, 'Kubernetes'],
    [thomas, 'Kubernetes'],
    [marc, 'Kubernetes'],
    [alice, 'Terraform'],
  ] as const)
    await t.db
      .insertInto('dc_skill')
      .values({ dc_id: dc, id_skill: await skillId(t, label), level: 2 })
      .execute();
  // Other skills: 'Événementiel' in three files (two spellings), 'GitLab' (a catalogue name) in one.
  const other = (dc: number, type: number, name: string) =>
    t.db.insertInto('dc_other_skill').values({ dc_id: dc, id_skill_type: type, name, level: 2 }).execute();
  await other(alice, methods, 'Événementiel');
  await other(thomas, methods, 'événementiel');
  await other(marc, methods, 'Événementiel');
  await other(alice, tools, 'gitlab');
  await other(thomas, tools, 'Obscure Tool');
  await other(marc, tools, 'Obscure Tool');
});
afterAll(() => t.close());

const filters = (list: unknown[]) => `filters=${encodeURIComponent(JSON.stringify(list))}`;
const get = async (url: string, s = director) => {
  const res = await t.call(s, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Record<string, unknown>[]; total: number; page: number; pageSize: number };
};
const openWorkbook = async (payload: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
};

describe('the lists’ skill types', () => {
  it('are exactly the types the database holds', async () => {
    const codes = await t.db.selectFrom('skill_type').select('code').execute();
    expect(codes.map((c) => c.code).sort()).toEqual([...SKILL_TYPE_CODES].sort());
  });
});

describe('GET /api/ListeDc/listSkills', () => {
  it('filters and sorts as computed from the tables', async () => {
    // Cloud skills with aliases, by label.
    const expected = await t.db
      .selectFrom('skill as s')
      .innerJoin('skill_type as st', 'st.id', 's.id_skill_type')
      .select('s.label')
      .where('st.code', '=', 'cloud-devops')
      .where(sql<boolean>`exists (select 1 from skill_alias a where a.id_skill = s.id)`)
      .orderBy(sql`lower(s.label)`)
      .orderBy('s.id')
      .execute();
    expect(expected.length).toBeGreaterThan(1);
    const page = await get(
      `/api/ListeDc/listSkills?pageSize=100&${filters([
        { field: 'skillType', op: 'equal', value: 'cloud-devops' },
        { field: 'aliasCount', op: 'greater', value: '0' },
      ])}`,
    );
    expect(page.items.map((s) => s.label)).toEqual(expected.map((e) => e.label));
    expect(page.total).toBe(expected.length);
    // Used in files, most used first; then by label.
    const used = await get(
      `/api/ListeDc/listSkills?sort=files&order=desc&${filters([
        { field: 'files', op: 'notEmpty' },
        { field: 'files', op: 'greater', value: '0' },
      ])}`,
    );
    expect(used.items.map((s) => [s.label, (s.usage as { files: number }).files])).toEqual([
      ['Kubernetes', 3],
      ['Terraform', 1],
    ]);
    // The aliases, the Boond id, the names.
    expect(
      (
        await get(`/api/ListeDc/listSkills?${filters([{ field: 'aliases', op: 'containing', value: 'k8' }])}`)
      ).items.map((s) => s.label),
    ).toEqual(['Kubernetes']);
    expect(
      (await get(`/api/ListeDc/listSkills?${filters([{ field: 'idBoond', op: 'equal', value: '10001' }])}`)).items.map(
        (s) => s.label,
      ),
    ).toEqual(['Java']);
    expect(
      (
        await get(
          `/api/ListeDc/listSkills?${filters([{ field: 'nameEn', op: 'equal', value: 'CONTINUOUS INTEGRATION' }])}`,
        )
      ).items.map((s) => s.label),
    ).toEqual(['Intégration continue']);
  });

  it('searches whatever the case and accents: names, aliases, Boond id', async () => {
    const labels = async (term: string) =>
      (await get(`/api/ListeDc/listSkills?searchTerm=${encodeURIComponent(term)}`)).items.map((s) => s.label);
    expect(await labels('INTEGRATION CONTINUE')).toEqual(['Intégration continue']);
    expect(await labels('intégration continue')).toEqual(['Intégration continue']);
    expect(await labels('K8S')).toEqual(['Kubernetes']);
    expect(await labels('30051')).toEqual(['Intégration continue']);
  });

  it('pages without overlap, each page with the count', async () => {
    const first = await get('/api/ListeDc/listSkills?pageSize=25&page=1&sort=label&order=desc');
    const second = await get('/api/ListeDc/listSkills?pageSize=25&page=2&sort=label&order=desc');
    expect(first.total).toBe(511);
    expect(second).toMatchObject({ total: 511, page: 2, pageSize: 25 });
    const ids = new Set(first.items.map((s) => s.id));
    expect(second.items.some((s) => ids.has(s.id))).toBe(false);
    expect((first.items[0]!.label as string).toLowerCase() >= (second.items[0]!.label as string).toLowerCase()).toBe(
      true,
    );
  });

  it('refuses a bad filter with 400, naming it', async () => {
    for (const filter of [
      { field: 'skillType', op: 'equal', value: 'cars' },
      { field: 'isActive', op: 'equal', value: 'yes' },
      { field: 'aliasCount', op: 'greater', value: 'many' },
      { field: 'label', op: 'between', value: 'a', value2: 'b' },
      { field: 'usage', op: 'notEmpty' },
    ]) {
      const res = await t.call(director, 'GET', `/api/ListeDc/listSkills?${filters([filter])}`);
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
      expect(res.json().code).toBe('LIST_FILTER_INVALID');
    }
  });
});

describe('GET /api/ListeDc/listOtherSkills', () => {
  it('filters, sorts and pages the groups as counted by hand', async () => {
    const all = await get('/api/ListeDc/listOtherSkills');
    expect(all.items.map((o) => [o.name, o.fileCount])).toEqual([
      ['Événementiel', 3],
      ['Obscure Tool', 2],
      ['gitlab', 1],
    ]);
    expect(all.items[0]!.names).toBe('Événementiel / événementiel');
    const matched = await get(
      `/api/ListeDc/listOtherSkills?${filters([{ field: 'hasCatalogueMatch', op: 'equal', value: 'true' }])}`,
    );
    expect(matched.items).toEqual([
      expect.objectContaining({ name: 'gitlab', catalogueMatch: expect.objectContaining({ label: 'GitLab' }) }),
    ]);
    const byName = await get(
      `/api/ListeDc/listOtherSkills?sort=name&order=asc&${filters([{ field: 'skillType', op: 'equal', value: 'tools' }])}`,
    );
    expect(byName.items.map((o) => o.name)).toEqual(['gitlab', 'Obscure Tool']);
    // The quick search folds accents and case.
    expect((await get('/api/ListeDc/listOtherSkills?searchTerm=EVENEMENT')).items.map((o) => o.name)).toEqual([
      'Événementiel',
    ]);
    const second = await get('/api/ListeDc/listOtherSkills?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, items: [expect.objectContaining({ name: 'gitlab' })] });
    expect(await get('/api/ListeDc/listOtherSkills?pageSize=2&page=3')).toMatchObject({ total: 3, items: [] });
  });

  it('refuses a bad filter with 400', async () => {
    for (const filter of [
      { field: 'fileCount', op: 'containing', value: '1' },
      { field: 'hasCatalogueMatch', op: 'equal', value: 'maybe' },
      { field: 'dcId', op: 'equal', value: '1' },
    ]) {
      const res = await t.call(director, 'GET', `/api/ListeDc/listOtherSkills?${filters([filter])}`);
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
      expect(res.json().code).toBe('LIST_FILTER_INVALID');
    }
  });
});

describe('the catalogue’s Excel exports', () => {
  it('POST /api/ListeDc/listSkillsExportExcel: what is filtered, the visible columns, usage with the files', async () => {
    const res = await t.call(director, 'POST', '/api/ListeDc/listSkillsExportExcel', {
      filters: [{ field: 'files', op: 'greater', value: '0' }],
      sort: 'files',
      order: 'desc',
      columns: ['label', 'skillType', 'aliases', 'files'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const sheet = await openWorkbook(res.rawPayload);
    expect(sheet.name).toBe('Compétences');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Libellé',
      'Alias',
      'Type',
      'Dossiers',
      'Profils de poste',
      'Outils d’expérience',
      'Certifications',
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Kubernetes', 'K8s, Kube', 'Cloud et DevOps', 3, 1, 0, 0]);
    expect(sheet.getCell('A3').value).toBe('Terraform');
  });

  it('every column by default, in the caller’s language; the soft skills counted', async () => {
    const res = await t.call(hrEnglish, 'POST', '/api/ListeDc/listSkillsExportExcel', {
      filters: [{ field: 'skillType', op: 'equal', value: 'soft-skills' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await openWorkbook(res.rawPayload);
    expect(sheet.name).toBe('Skills');
    expect((sheet.getRow(1).values as unknown[]).slice(1, 6)).toEqual([
      'Label',
      'French name',
      'English name',
      'Aliases',
      'Number of aliases',
    ]);
    expect(sheet.rowCount).toBe(33);
    expect(sheet.getCell('H2').value).toBe(true); // active
  });

  it('POST /api/ListeDc/listOtherSkillsExportExcel: the groups with their catalogue skill', async () => {
    const res = await t.call(director, 'POST', '/api/ListeDc/listOtherSkillsExportExcel', {
      sort: 'fileCount',
      order: 'desc',
      columns: ['name', 'fileCount', 'hasCatalogueMatch'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await openWorkbook(res.rawPayload);
    expect(sheet.name).toBe('Autres compétences');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Autre compétence',
      'Dossiers',
      'Dans le catalogue',
      'Compétence du catalogue',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Événementiel', 3, false]);
    expect(sheet.getRow(4).values).toEqual([undefined, 'gitlab', 1, true, 'GitLab']);
  });

  it('carry the lists’ authorisation and refuse a bad filter before writing anything', async () => {
    for (const path of ['/api/ListeDc/listSkillsExportExcel', '/api/ListeDc/listOtherSkillsExportExcel']) {
      expect((await t.call(null, 'POST', path, {})).statusCode, path).toBe(401);
      for (const who of [DEMO.manager, DEMO.consultant, DEMO.dpo]) {
        const res = await t.call(await t.login(who), 'POST', path, {});
        expect(res.statusCode, `${who} ${path}`).toBe(403);
      }
      const bad = await t.call(director, 'POST', path, { filters: [{ field: 'skillType', op: 'equal', value: 'x' }] });
      expect(bad.statusCode, path).toBe(400);
      expect(bad.json().code).toBe('LIST_FILTER_INVALID');
    }
  });
});
