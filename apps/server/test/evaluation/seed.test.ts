/**
 * The evaluation seed: the demo's scenarios (Alice signed last year and late this year, Thomas waiting for Marc)
 * and two years for the generated people, read back through the API.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedDemoSkillsFiles, seedPopulationFiles } from '../../src/db/seed/skills-files';
import { seedPopulation } from '../../src/db/seed/seed';
import { seedDemoEvaluations, seedPopulationEvaluations } from '../../src/db/seed/evaluations';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';
import { expectOk, personId } from '../skills-file/helpers';
import type { EaDetails, EaYears } from '@my-skills/shared/schemas/evaluation-details';

const NOW = new Date('2026-11-24T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedDemoSkillsFiles(t.db);
  expect(await seedDemoEvaluations(t.db, NOW)).toBe(3);
  expect(await seedDemoEvaluations(t.db, NOW)).toBe(0);
});
afterAll(() => t.close());

it('seeds Alice signed last year and late this year, Thomas waiting for Marc', async () => {
  const alice = await t.login(DEMO.consultant);
  const years = expectOk<EaYears>(await t.call(alice, 'GET', '/api/Ea/years'));
  expect(years.years.map((y) => [y.year, y.status, y.signed])).toEqual([
    [2026, 1, false],
    [2025, 3, true],
  ]);
  expect(years.isLate).toBe(true);
  const last = expectOk<EaDetails>(await t.call(alice, 'GET', `/api/Ea/details?idEa=${years.years[1]!.idEa}`));
  expect(last.signature?.signedBy.name).toBe('Marc Durand');
  expect(last.signature?.documentHash).toMatch(/^[0-9a-f]{64}$/);
  expect(last.goals).toHaveLength(2);
  const current = expectOk<EaDetails>(await t.call(alice, 'GET', `/api/Ea/details?idEa=${years.years[0]!.idEa}`));
  expect(current.lastYearGoals).toHaveLength(2);
  expect(current.skills.some((l) => l.lastYearNote !== null)).toBe(true);
  expect(current.check.ok).toBe(false);
  const marc = await t.login(DEMO.manager);
  const followed = expectOk<{ items: { idUser: number; status: number | null; waitsForMe: boolean }[] }>(
    await t.call(marc, 'GET', '/api/Ea/followed'),
  );
  const thomas = await personId(t, DEMO.technicalManager);
  expect(followed.items[0]).toMatchObject({ idUser: thomas, status: 2, waitsForMe: true });
});

it('gives the generated people two years of evaluations rated like their skills files', async () => {
  await seedPopulation(t.db, 60);
  await seedPopulationFiles(t.db);
  const created = await seedPopulationEvaluations(t.db, NOW);
  expect(created).toBeGreaterThan(60);
  expect(await seedPopulationEvaluations(t.db, NOW)).toBe(0);
  const { rows } = await sql<{ year: number; status: number; n: number }>`select year, status, count(*)::int as n
    from evaluation e join person p on p.id = e.person_id where p.email like '%@staff.example.net'
    group by year, status order by year, status`.execute(t.db);
  expect(new Set(rows.map((r) => r.year))).toEqual(new Set([2025, 2026]));
  expect(rows.filter((r) => r.year === 2026).map((r) => r.status)).toEqual([1, 2, 3]);
  const { rows: off } = await sql<{ n: number }>`select count(*)::int as n from evaluation_skill l
    join evaluation e on e.id = l.evaluation_id join person p on p.id = e.person_id
    where p.email like '%@staff.example.net' and l.id_type = 1 and l.note_manager is not null
    and abs(l.note_manager - l.skills_file_level) > 1`.execute(t.db);
  expect(off[0]!.n).toBe(0);
  const { rows: unrated } = await sql<{ n: number }>`select count(*)::int as n from evaluation_skill l
    join evaluation e on e.id = l.evaluation_id where e.status = 3 and l.note_manager is null`.execute(t.db);
  expect(unrated[0]!.n).toBe(0);
});
