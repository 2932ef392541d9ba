/**
 * The evaluation criteria administrators keep: list, add, rename (seen at once in an open evaluation), deactivate
 * a used one instead of deleting it, delete an unused one; refused to other roles and for bad input.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { body, expectOk } from '../skills-file/helpers';
import type { Criterion } from '@my-skills/shared/schemas/evaluation-criteria';
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';

const NOW = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
let admin: TestSession;
let alice: TestSession;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedDemoSkillsFiles(t.db);
  admin = await t.login(DEMO.director);
  alice = await t.login(DEMO.consultant);
});
afterAll(() => t.close());

it('lists the seeded criteria by type and refuses other roles', async () => {
  const all = expectOk<Criterion[]>(await t.call(admin, 'GET', '/api/EvaluationCriteria/list'));
  expect(new Set(all.map((c) => c.idType))).toEqual(new Set([2, 3, 4, 5]));
  expect(all.every((c) => c.isActive && c.usedBy === 0)).toBe(true);
  const behavioral = expectOk<Criterion[]>(await t.call(admin, 'GET', '/api/EvaluationCriteria/list?idType=4'));
  expect(behavioral.every((c) => c.idType === 4 && c.typeName === 'Compétences comportementales')).toBe(true);
  expect((await t.call(alice, 'GET', '/api/EvaluationCriteria/list')).statusCode).toBe(403);
  expect((await t.call(admin, 'GET', '/api/EvaluationCriteria/list?idType=1')).statusCode).toBe(400);
});

it('adds a criterion that new evaluations open with, renames it everywhere, deactivates it once rated', async () => {
  const added = await t.call(admin, 'POST', '/api/EvaluationCriteria/save', {
    idType: 3,
    labelFr: 'Conduite du changement',
    labelEn: 'Leading change',
  });
  const criterion = expectOk<Criterion>(added);
  expect(body(added).message).toBe('Critère ajouté.');
  const { idEa } = expectOk<{ idEa: number }>(await t.call(alice, 'POST', '/api/Ea/save', { year: 2026 }));
  const read = async () => expectOk<EaDetails>(await t.call(alice, 'GET', `/api/Ea/details?idEa=${idEa}`));
  expect((await read()).skills.find((l) => l.idCriterion === criterion.id)?.label).toBe('Conduite du changement');
  expectOk(
    await t.call(admin, 'POST', '/api/EvaluationCriteria/save', {
      id: criterion.id,
      idType: 3,
      labelFr: 'Accompagnement du changement',
      labelEn: 'Leading change',
    }),
  );
  expect((await read()).skills.find((l) => l.idCriterion === criterion.id)?.label).toBe('Accompagnement du changement');
  const removed = await t.call(admin, 'DELETE', `/api/EvaluationCriteria?id=${criterion.id}`);
  expect(expectOk<{ deleted: boolean }>(removed).deleted).toBe(false);
  expect(body(removed).message).toBe('Critère désactivé et non supprimé, car des évaluations le notent.');
  const after = expectOk<Criterion[]>(await t.call(admin, 'GET', '/api/EvaluationCriteria/list?idType=3'));
  expect(after.find((c) => c.id === criterion.id)).toMatchObject({ isActive: false, usedBy: 1 });
});

it('deletes an unused criterion and refuses bad input and unknown ids', async () => {
  const c = expectOk<Criterion>(
    await t.call(admin, 'POST', '/api/EvaluationCriteria/save', { idType: 5, labelFr: 'Allemand', labelEn: 'German' }),
  );
  expect(
    expectOk<{ deleted: boolean }>(await t.call(admin, 'DELETE', `/api/EvaluationCriteria?id=${c.id}`)).deleted,
  ).toBe(true);
  expect((await t.call(admin, 'DELETE', `/api/EvaluationCriteria?id=${c.id}`)).statusCode).toBe(404);
  const unknown = await t.call(admin, 'POST', '/api/EvaluationCriteria/save', {
    id: 999_999,
    idType: 5,
    labelFr: 'x',
    labelEn: 'x',
  });
  expect(unknown.statusCode).toBe(404);
  for (const bad of [
    { idType: 1, labelFr: 'x', labelEn: 'x' },
    { idType: 2, labelFr: ' ', labelEn: 'x' },
    { idType: 2, labelFr: 'x\u0000', labelEn: 'x' },
    { idType: 2, labelFr: 'x', labelEn: 'x', extra: true },
  ])
    expect((await t.call(admin, 'POST', '/api/EvaluationCriteria/save', bad)).statusCode).toBe(400);
});
