import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_ACTION_TYPES } from '../src/simulator';
import { actionBody, documentForm, startTestSimulator, technicalDataBody, type RunningSimulator } from './support';

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
beforeEach(async () => {
  await sim.admin('POST', '/reset');
});
afterAll(() => sim.stop());

const BOOND_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/;

describe('GET /application/dictionary', () => {
  it('answers the tenant’s dictionary as a real French tenant does: string ids, integer experience and action types', async () => {
    const res = await sim.api('GET', '/application/dictionary');
    expect(res.status).toBe(200);
    const { setting } = res.body.data;
    expect(setting.languageSpoken).toContainEqual({ id: 'anglais', value: 'Anglais' });
    expect(setting.languageLevel).toContainEqual({ id: 'courant', value: 'Courant' });
    expect(setting.experience).toContainEqual({ id: 11, value: '> 10 ans' });
    expect(setting.training).toContainEqual({ id: 'Bac5', value: 'Bac+5' });
    expect(setting.tool).toContainEqual({ id: 'docker', value: 'Docker' });
    const actionIds = setting.action.resource.map((a: { id: number }) => a.id);
    expect(actionIds).toEqual([4, 5, 8, 9, 80, 81, 82, 85, 102]);
    for (const code of Object.values(SIMULATOR_ACTION_TYPES)) expect(actionIds).toContain(code);
    expect(res.body.meta).toMatchObject({ isLogged: true, language: 'fr' });
  });
});

describe('GET /resources/{id}', () => {
  it.each(['1001', '1011', '1100', '100001', '105432', '110000'])('finds seeded resource %s', async (id) => {
    const res = await sim.api('GET', `/resources/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      type: 'resource',
      attributes: { creationDate: expect.stringMatching(BOOND_DATE) },
    });
  });

  it('names the demo people', async () => {
    const res = await sim.api('GET', '/resources/1001');
    expect(res.body.data.attributes).toMatchObject({ firstName: 'Alice', lastName: 'Martin' });
  });

  it.each(['1000', '1012', '100000', '110001', 'abc'])('answers 404 in the error shape for %s', async (id) => {
    const res = await sim.api('GET', `/resources/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      errors: [{ status: '404', code: '404', detail: '404 - Resource not found', source: {} }],
      meta: expect.any(Object),
    });
  });

  it('answers 405 to PATCH on the base resource', async () => {
    const res = await sim.api('PATCH', '/resources/1001', { json: technicalDataBody('1001', { title: 'x' }) });
    expect(res.status).toBe(405);
    expect(res.body.errors[0]).toMatchObject({ status: '405', code: '405' });
  });
});

describe('technical data', () => {
  it('GET answers every attribute, with "" for unset text', async () => {
    const res = await sim.api('GET', '/resources/1002/technical-data');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: '1002',
      type: 'resource',
      attributes: {
        title: '',
        skills: '',
        tools: [],
        languages: [],
        diplomas: [],
        training: '',
        experience: '',
        references: [],
      },
    });
    const seeded = await sim.api('GET', '/resources/1001/technical-data');
    expect(seeded.body.data.attributes.references[0]).toMatchObject({
      id: '501',
      title: 'Refonte du portail client',
      description: '',
      endMonth: '',
    });
  });

  it('PUT replaces the attributes it carries and keeps the others', async () => {
    const attributes = {
      title: 'Architecte',
      tools: [{ tool: 'docker', level: 5 }],
      languages: [{ language: 'anglais', level: 'courant' }],
      experience: 11,
      references: [
        {
          id: '0',
          title: 'Migration',
          company: 'Client',
          description: 'Migration vers Kubernetes',
          startMonth: 5,
          startYear: 2024,
          endMonth: '12',
          endYear: 2025,
          skills: 'Kubernetes',
        },
      ],
    };
    const res = await sim.api('PUT', '/resources/1001/technical-data', { json: technicalDataBody('1001', attributes) });
    expect(res.status).toBe(200);
    const after = (await sim.api('GET', '/resources/1001/technical-data')).body.data.attributes;
    expect(after).toMatchObject({
      title: 'Architecte',
      skills: 'Java, Spring',
      experience: 11,
      languages: [{ language: 'anglais', level: 'courant' }],
    });
    // A new reference ("0") gets its id.
    expect(after.references).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        title: 'Migration',
        company: 'Client',
        description: 'Migration vers Kubernetes',
        startMonth: 5,
        startYear: 2024,
        endMonth: 12,
        endYear: 2025,
        skills: 'Kubernetes',
      },
    ]);
    expect((await sim.api('GET', '/resources/1001')).body.data.attributes.title).toBe('Architecte');
  });

  it('PUT rejects what a GET answers (empty strings), pointing at the attribute', async () => {
    const read = (await sim.api('GET', '/resources/1002/technical-data')).body.data.attributes;
    const res = await sim.api('PUT', '/resources/1002/technical-data', { json: technicalDataBody('1002', read) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: [
        {
          status: '422',
          code: '1002',
          detail: 'Wrong or missing attribute',
          source: { pointer: '/data/attributes/title' },
        },
      ],
      meta: expect.any(Object),
    });
  });

  it('PUT rejects an empty string inside a reference', async () => {
    const res = await sim.api('PUT', '/resources/1001/technical-data', {
      json: technicalDataBody('1001', { references: [{ id: '0', title: 'x', description: '' }] }),
    });
    expect(res.body.errors[0].source).toEqual({ pointer: '/data/attributes/references/0/description' });
  });

  it.each([
    [
      { references: [{ id: '0', title: 'x', description: 'd', startMonth: '05' }] },
      '/data/attributes/references/0/startMonth',
    ],
    [
      { references: [{ id: '0', title: 'x', description: 'd', endMonth: 13 }] },
      '/data/attributes/references/0/endMonth',
    ],
    [{ references: [{ id: '0', company: 'no title' }] }, '/data/attributes/references/0/title'],
    [{ tools: [{ tool: 'git', level: 6 }] }, '/data/attributes/tools/0/level'],
    [{ diplomas: ['ok', ''] }, '/data/attributes/diplomas/1'],
  ])('PUT %j answers 422 1002 at %s', async (attributes, pointer) => {
    const res = await sim.api('PUT', '/resources/1001/technical-data', { json: technicalDataBody('1001', attributes) });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ status: '422', code: '1002', source: { pointer } });
  });

  // A coded value that is not the tenant's dictionary id — our old integers, a label, an unknown id — is refused as the
  // real API refuses it: 1017 at its pointer.
  it.each([
    [{ languages: [{ language: 2, level: 'courant' }] }, '/data/attributes/languages/0/language'],
    [{ languages: [{ language: 'Anglais', level: 'courant' }] }, '/data/attributes/languages/0/language'],
    [{ languages: [{ language: 'anglais', level: 3 }] }, '/data/attributes/languages/0/level'],
    [{ tools: [{ tool: 'IntelliJ IDEA', level: 4 }] }, '/data/attributes/tools/0/tool'],
    [{ tools: [{ tool: 42, level: 4 }] }, '/data/attributes/tools/0/tool'],
    [{ experience: 12 }, '/data/attributes/experience'],
    [{ experience: '' }, '/data/attributes/experience'],
    [{ training: 'AWS Certified Developer' }, '/data/attributes/training'],
    [{ references: [{ title: 'no id' }] }, '/data/attributes/references/0/id'],
  ])('PUT %j answers 422 1017 at %s', async (attributes, pointer) => {
    const res = await sim.api('PUT', '/resources/1001/technical-data', { json: technicalDataBody('1001', attributes) });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({
      status: '422',
      code: '1017',
      detail: '1017 - Missing required attribute',
      source: { pointer },
    });
  });

  it('PUT requires the JSON:API document with the id of the URL', async () => {
    const noData = await sim.api('PUT', '/resources/1001/technical-data', { json: { title: 'x' } });
    expect(noData.status).toBe(422);
    expect(noData.body.errors[0]).toMatchObject({ code: '1017', source: { parameter: 'data' } });
    const otherId = await sim.api('PUT', '/resources/1001/technical-data', {
      json: technicalDataBody('1002', { title: 'x' }),
    });
    expect(otherId.body.errors[0]).toMatchObject({ code: '1002', source: { pointer: '/data/id' } });
    const wrongType = await sim.api('PUT', '/resources/1001/technical-data', {
      json: { data: { id: '1001', type: 'candidate', attributes: {} } },
    });
    expect(wrongType.body.errors[0]).toMatchObject({ code: '1002', source: { pointer: '/data/type' } });
  });

  it('ignores unknown attributes unless X-Debug-Boondmanager is true', async () => {
    const body = technicalDataBody('1001', { title: 'T', colour: 'blue' });
    expect((await sim.api('PUT', '/resources/1001/technical-data', { json: body })).status).toBe(200);
    const debug = await sim.api('PUT', '/resources/1001/technical-data', {
      json: body,
      headers: { 'x-debug-boondmanager': 'true' },
    });
    expect(debug.status).toBe(422);
    expect(debug.body.errors[0].source).toEqual({ pointer: '/data/attributes/colour' });
  });

  it('accepts the JSON:API media type', async () => {
    const res = await sim.api('PUT', '/resources/1001/technical-data', {
      json: technicalDataBody('1001', { title: 'T' }),
      headers: { 'content-type': 'application/vnd.api+json' },
    });
    expect(res.status).toBe(200);
  });

  it('answers 404 for an unknown resource', async () => {
    expect((await sim.api('GET', '/resources/999/technical-data')).status).toBe(404);
    expect(
      (await sim.api('PUT', '/resources/999/technical-data', { json: technicalDataBody('999', { title: 'x' }) }))
        .status,
    ).toBe(404);
  });
});

describe('POST /documents', () => {
  it('stores a multipart upload on a resource resume and answers its id', async () => {
    const form = documentForm(
      { parentType: 'resourceResume', parentId: '1001' },
      { name: 'dc-alice.pdf', content: '%PDF-1.7 dc' },
    );
    const res = await sim.api('POST', '/documents', { form });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id: expect.stringMatching(/^\d+_document$/),
      type: 'document',
      attributes: { name: 'dc-alice.pdf', size: 11 },
      relationships: { parent: { data: { id: '1001', type: 'resourceResume' } } },
    });
    const received = (await sim.admin('GET', '/received?path=/api/documents')).body.data;
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      file: { fileName: 'dc-alice.pdf', size: 11, contentType: 'application/pdf' },
      fields: { parentType: 'resourceResume', parentId: '1001' },
    });
    // The bytes are kept and read back by their SHA-256 (a test renders the signed PDF BoondManager received).
    const kept = await fetch(`${sim.adminUrl}/files/${received[0].file.sha256}`);
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).toString()).toBe('%PDF-1.7 dc');
    expect((await fetch(`${sim.adminUrl}/files/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await fetch(`${sim.adminUrl}/files/not-a-hash`)).status).toBe(404);
  });

  it.each([
    [{ parentType: 'resource', parentId: '1001' }, false, { code: '1017', source: { parameter: 'file' } }],
    [{ parentId: '1001' }, true, { code: '1017', source: { parameter: 'parentType' } }],
    [{ parentType: 'resource' }, true, { code: '1017', source: { parameter: 'parentId' } }],
    [{ parentType: 'candidate', parentId: '1001' }, true, { code: '1002', source: { parameter: 'parentType' } }],
    [{ parentType: 'resource', parentId: '42' }, true, { code: '1002', source: { parameter: 'parentId' } }],
  ])('answers 422 to %j (file: %s)', async (fields, withFile, error) => {
    const form = documentForm(fields, withFile ? { name: 'x.pdf', content: 'x' } : undefined);
    const res = await sim.api('POST', '/documents', { form });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ status: '422', ...error });
  });

  it('lists a resource’s documents in its information: resumes and other files', async () => {
    await sim.api('POST', '/documents', {
      form: documentForm({ parentType: 'resourceResume', parentId: '1001' }, { name: 'cv.docx', content: 'PK cv' }),
    });
    await sim.api('POST', '/documents', {
      form: documentForm({ parentType: 'resource', parentId: '1001' }, { name: 'EA_2026.pdf', content: '%PDF ea' }),
    });
    const technical = await sim.api('GET', '/resources/1001/technical-data');
    expect(technical.body.included).toBeUndefined();
    const information = await sim.api('GET', '/resources/1001/information');
    const { files, resumes } = information.body.data.relationships;
    const named = (ids: { id: string }[]) =>
      ids.map(({ id }) => information.body.included.find((d: { id: string }) => d.id === id).attributes.name);
    expect(named(files.data)).toEqual(['EA_2026.pdf']);
    expect(named(resumes.data)).toEqual(['cv.docx']);
    expect(files.data[0].id).toMatch(/^\d+_document$/);
  });

  it('a new reference needs its description (1017)', async () => {
    const res = await sim.api('PUT', '/resources/1001/technical-data', {
      json: technicalDataBody('1001', { references: [{ id: '0', title: 'x' }] }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({
      code: '1017',
      source: { pointer: '/data/attributes/references/0/description' },
    });
  });

  it('refuses a file over 15 MB', async () => {
    const big = 'x'.repeat(15 * 1024 * 1024 + 1);
    const res = await sim.api('POST', '/documents', {
      form: documentForm({ parentType: 'resource', parentId: '1001' }, { name: 'big.pdf', content: big }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ code: '1002', source: { parameter: 'file' } });
  });

  it('answers 422 missing file to a JSON body', async () => {
    const res = await sim.api('POST', '/documents', { json: { parentType: 'resource', parentId: '1001' } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ code: '1017', source: { parameter: 'file' } });
  });
});

describe('POST /actions', () => {
  it('creates a log entry on the resource', async () => {
    const res = await sim.api('POST', '/actions', {
      json: actionBody('1001', { typeOf: SIMULATOR_ACTION_TYPES.annualReview }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      type: 'action',
      attributes: { typeOf: 80, startDate: '2026-03-12T09:24:00+0100', text: 'Skills file validated' },
      relationships: { dependsOn: { data: { id: '1001', type: 'resource' } } },
    });
    const stored = await sim.api('GET', `/actions/${res.body.data.id}`);
    expect(stored.body.data.attributes.typeOf).toBe(80);
    // The resource's log lists it, newest first, with its total.
    await sim.api('POST', '/actions', { json: actionBody('1001', { text: 'second' }) });
    const log = await sim.api('GET', '/resources/1001/actions?maxResults=1');
    expect(log.body.meta.totals.rows).toBe(2);
    expect(log.body.data.map((a: { attributes: { text: string } }) => a.attributes.text)).toEqual(['second']);
  });

  it('accepts a date without time', async () => {
    expect((await sim.api('POST', '/actions', { json: actionBody('1001', { startDate: '2026-03-12' }) })).status).toBe(
      201,
    );
  });

  it.each([
    [{ typeOf: 62 }, '1017', '/data/attributes/typeOf'],
    [{ typeOf: '80' }, '1017', '/data/attributes/typeOf'],
    [{ startDate: '2026-03-12T09:24:00.000Z' }, '1002', '/data/attributes/startDate'],
    [{ text: '' }, '1002', '/data/attributes/text'],
  ])('answers 422 to %j (%s)', async (attributes, code, pointer) => {
    const res = await sim.api('POST', '/actions', { json: actionBody('1001', attributes) });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ code, source: { pointer } });
  });

  it('answers 422 when the resource relationship is missing or unknown', async () => {
    const missing = await sim.api('POST', '/actions', {
      json: { data: { attributes: actionBody('1001').data.attributes } },
    });
    expect(missing.body.errors[0].source).toEqual({ pointer: '/data/relationships/dependsOn' });
    const unknown = await sim.api('POST', '/actions', { json: actionBody('77') });
    expect(unknown.body.errors[0].source).toEqual({ pointer: '/data/relationships/dependsOn/data/id' });
  });
});

describe('no rates route', () => {
  it.each(['rates', 'high-rates'])(
    'POST /resources/{id}/%s does not exist (404), as in the official route list',
    async (segment) => {
      const res = await sim.api('POST', `/resources/1003/${segment}`, {
        json: { data: { attributes: { rates: [{ skill: 'Java', level: 4 }] } } },
      });
      expect(res.status).toBe(404);
    },
  );
});
