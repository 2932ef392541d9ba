import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePopulation } from '../../src/db/seed/population';
import { seedDemo, seedPopulation } from '../../src/db/seed/seed';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('generated population', () => {
  it('is deterministic for a seed and differs for another', () => {
    expect(generatePopulation(200, 7)).toEqual(generatePopulation(200, 7));
    expect(generatePopulation(200, 8)).not.toEqual(generatePopulation(200, 7));
  });

  it('has every role, teams under managers, subcontractors and inactive accounts', () => {
    const people = generatePopulation(2000);
    const roles = new Set(people.flatMap((p) => p.roles.map((r) => r.roleId)));
    expect([...roles].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 8]);
    const byKey = new Map(people.map((p) => [p.key, p]));
    const consultants = people.filter((p) => p.roles[0]!.roleId === 1);
    expect(consultants.every((c) => byKey.get(c.managerKey!)?.roles[0]!.roleId === 3)).toBe(true);
    expect(consultants.some((c) => c.boondProfile === 'Sous Traitant')).toBe(true);
    expect(people.some((p) => p.roles.some((r) => !r.isActive))).toBe(true);
    expect(new Set(people.map((p) => p.email)).size).toBe(people.length);
    // Managers are generated before the people they manage, so one insertion pass resolves every manager.
    expect(people.every((p) => p.managerKey === undefined || p.managerKey < p.key)).toBe(true);
  });
});

describe('seeding the database', () => {
  it('adds N people whose teams hang under the demo business-unit director, and re-running replaces them', async () => {
    await seedPopulation(t.db, 600);
    await seedPopulation(t.db, 600);
    const count = await t.db
      .selectFrom('person')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', 'like', '%@staff.example.net')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(600);
    const julien = await t.db
      .selectFrom('person')
      .select('id')
      .where('email', '=', DEMO.buDirector)
      .executeTakeFirstOrThrow();
    const tops = await t.db
      .selectFrom('person')
      .select('id')
      .where('manager_id', '=', julien.id)
      .where('email', 'like', '%@staff.example.net')
      .execute();
    expect(tops.length).toBeGreaterThan(0);
  });

  it('the demo seed is idempotent and keeps the fixed accounts', async () => {
    await seedDemo(t.db);
    await seedDemo(t.db);
    const thomas = await t.db
      .selectFrom('account as a')
      .innerJoin('person as p', 'p.id', 'a.person_id')
      .select('a.role_id')
      .where('p.email', '=', DEMO.technicalManager)
      .orderBy('a.role_id')
      .execute();
    expect(thomas.map((a) => a.role_id)).toEqual([1, 2]);
    const s = await t.login(DEMO.consultant);
    expect((await t.call(s, 'GET', '/api/User/profile')).json().data.managerName).toBe('Marc Durand');
  });
});
