/**
 * Validation pushes the file to BoondManager (the real simulator on loopback) through the outbox:
 * technical data without empty strings and with integer months; the delivery state shows on the file.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';
import { boondEnv, startSimulator, type Simulator } from '../outbox/peers';
import { details, expectOk, personId } from './helpers';

let sim: Simulator;
let t: TestApp;
beforeAll(async () => {
  sim = await startSimulator();
  t = await createTestApp({ env: boondEnv(sim) });
  await seedDemoSkillsFiles(t.db);
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

it('Marc validates Bruno’s submitted file; the simulator receives its technical data once', async () => {
  const bruno = await personId(t, DEMO.subcontractor);
  const dc = await t.db
    .selectFrom('dc')
    .select(['id', 'row_version'])
    .where('person_id', '=', bruno)
    .where('status', '=', 2)
    .executeTakeFirstOrThrow();
  const marc = await t.login(DEMO.manager);
  expectOk(
    await t.call(marc, 'PUT', '/api/Dc/updateStatus', { idDc: dc.id, action: 'validate', rowVersion: dc.row_version }),
  );
  await t.app.relay.drain();
  const all = await sim.received();
  const writes = all.filter((w) => w.path.includes('/technical-data'));
  expect(writes).toHaveLength(1);
  expect(writes[0]!.path).toContain('/resources/1011/technical-data');
  const json = JSON.stringify(writes[0]!.body);
  expect(json).not.toContain('""');
  expect(json).not.toMatch(/"(start|end)Month":"?0\d/);
  const attributes = (
    writes[0]!.body as { data: { attributes: { references: { startMonth: unknown; title: string }[]; title: string } } }
  ).data.attributes;
  expect(attributes.title).toBe('Ingénieur DevOps');
  expect(attributes.references.length).toBeGreaterThan(0);
  for (const r of attributes.references) expect(Number.isInteger(r.startMonth)).toBe(true);
  const documents = all.filter((w) => w.method === 'POST' && w.path.includes('/documents'));
  expect(documents).toHaveLength(1);
  expect(documents[0]!.fields).toMatchObject({ parentType: 'resourceResume', parentId: '1011' });
  expect(documents[0]!.file!.size).toBeGreaterThan(1000);
  const d = await details(t, marc, dc.id);
  expect(d.delivery).toMatchObject({ state: 'sent' });
});
