/**
 * What migration 0028 keeps by triggers (docs/decisions/024-scale-org-chart.md), checked against the data it derives
 * from after every kind of write: `person_chain` equals the walk of `person.manager_id` (people added under a manager,
 * in bulk, a subtree moved, a manager removed, a person deleted); a cycle is refused and changes nothing;
 * the account facts on `person` (`is_employee`, `account_role`, `account_active`, `evaluable_role`,
 * `manager_role`, `is_candidate`) follow the
 * accounts (added, role changed, deactivated, removed) and `population_count` counts the employees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every (manager above, person, distance) the walk of manager_id gives, and what person_chain holds. */
async function chains() {
  const { rows: walked } = await sql<{ row: string }>`with recursive up(person_id, ancestor_id, depth) as (
      select id, manager_id, 1 from person where manager_id is not null
      union all
      select u.person_id, m.manager_id, u.depth + 1 from up u join person m on m.id = u.ancestor_id
      where m.manager_id is not null and u.depth < 60)
    select ancestor_id || '>' || person_id || '@' || depth as row from up order by 1`.execute(t.db);
  const { rows: kept } = await sql<{ row: string }>`select ancestor_id || '>' || person_id || '@' || depth as row
    from person_chain order by 1`.execute(t.db);
  return { walked: walked.map((r) => r.row), kept: kept.map((r) => r.row) };
}

async function expectChainsKept() {
  const { walked, kept } = await chains();
  expect(kept).toEqual(walked);
  return kept.length;
}

let serial = 0;
async function addPeople(managerIds: (number | null)[]) {
  const rows = managerIds.map((manager_id) => {
    serial += 1;
    return { email: `chain-${serial}@example.com`, first_name: 'Chain', last_name: `P${serial}`, manager_id };
  });
  const added = await t.db.insertInto('person').values(rows).returning('id').execute();
  return added.map((r) => r.id);
}
const setManager = (id: number, manager: number | null) =>
  t.db.updateTable('person').set({ manager_id: manager }).where('id', '=', id).execute();

describe('person_chain, the closure of manager_id', () => {
  it('holds the demo organisation’s chains once migrated', async () => {
    expect(await expectChainsKept()).toBeGreaterThan(5);
  });

  it('follows people added under a manager, one by one and in one statement', async () => {
    const [top] = await addPeople([null]);
    const [a] = await addPeople([top!]);
    await addPeople([a!, a!, top!]);
    await expectChainsKept();
    const { count } = await t.db
      .selectFrom('person_chain')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('ancestor_id', '=', top!)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(4);
  });

  it('moves a whole subtree when its head changes manager, and detaches it when the manager is removed', async () => {
    const [x, y] = await addPeople([null, null]);
    const [head] = await addPeople([x!]);
    const [mid] = await addPeople([head!]);
    await addPeople([mid!, mid!]);
    await setManager(head!, y!);
    await expectChainsKept();
    await setManager(head!, null);
    await expectChainsKept();
    // In one statement, several people moved in an order the trigger does not choose.
    await sql`update person p set manager_id = v.m from (values (${head!}::int, ${x!}::int), (${y!}::int, ${mid!}::int)) as v(id, m)
      where p.id = v.id`.execute(t.db);
    await expectChainsKept();
  });

  it('loses a deleted person’s rows and re-attaches nobody below them (their manager is set to none)', async () => {
    const [top] = await addPeople([null]);
    const [gone] = await addPeople([top!]);
    const [below] = await addPeople([gone!]);
    await t.db.deleteFrom('person').where('id', '=', gone!).execute();
    await expectChainsKept();
    const row = await t.db.selectFrom('person').select('manager_id').where('id', '=', below!).executeTakeFirstOrThrow();
    expect(row.manager_id).toBeNull();
  });

  it('refuses a manager who is one of the people the person manages, and changes nothing', async () => {
    const [top] = await addPeople([null]);
    const [mid] = await addPeople([top!]);
    const [low] = await addPeople([mid!]);
    const before = await chains();
    await expect(setManager(top!, low!)).rejects.toThrow(/cannot be managed by/);
    await expect(setManager(mid!, mid!)).rejects.toThrow();
    expect(await chains()).toEqual(before);
  });
});

describe('is_employee and the count of employees', () => {
  const count = async () =>
    (await t.db.selectFrom('population_count').select('people').where('scope', '=', 'employees').executeTakeFirst())
      ?.people;
  const employees = async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from person p
      where exists (select 1 from account a where a.person_id = p.id and a.role_id >= 1)`.execute(t.db);
    return rows[0]!.n;
  };
  /** Every person whose kept account facts differ from their accounts' (none expected). */
  const factsDiffering = async () => {
    const { rows } = await sql<{ id: number }>`select p.id from person p
      left join lateral (select coalesce(bool_or(a.role_id >= 1), false) as employee,
          max(a.role_id) filter (where a.is_active) as role, coalesce(bool_or(a.is_active), false) as active,
          coalesce(bool_or(a.is_active and a.role_id between 1 and 6), false) as evaluable,
          max(a.role_id) filter (where a.role_id between 3 and 5) as manager,
          coalesce(bool_or(a.role_id = 0 and a.is_active), false) as candidate
        from account a where a.person_id = p.id) x on true
      where (p.is_employee, p.account_role, p.account_active, p.evaluable_role, p.manager_role, p.is_candidate)
        is distinct from (x.employee, x.role, x.active, x.evaluable, x.manager, x.candidate)`.execute(t.db);
    return rows.map((r) => r.id);
  };
  const flag = async (id: number) =>
    (await t.db.selectFrom('person').select('is_employee').where('id', '=', id).executeTakeFirstOrThrow()).is_employee;

  it('counts the demo’s employees once migrated', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from person where is_employee`.execute(t.db);
    expect(rows[0]!.n).toBe(await employees());
    expect(await count()).toBe(await employees());
    expect(await factsDiffering()).toEqual([]);
  });

  it('follows accounts added, changed and removed, and people deleted', async () => {
    const [id] = await addPeople([null]);
    expect(await flag(id!)).toBe(false);
    const candidate = await t.db
      .insertInto('account')
      .values({ person_id: id!, role_id: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await flag(id!)).toBe(false);
    await t.db.updateTable('account').set({ role_id: 1 }).where('id', '=', candidate.id).execute();
    expect(await flag(id!)).toBe(true);
    expect(await count()).toBe(await employees());
    await t.db.insertInto('account').values({ person_id: id!, role_id: 3 }).execute();
    await t.db.updateTable('account').set({ is_active: false }).where('id', '=', candidate.id).execute();
    expect(await factsDiffering()).toEqual([]);
    await t.db.deleteFrom('account').where('id', '=', candidate.id).execute();
    expect(await flag(id!)).toBe(true);
    await t.db.updateTable('account').set({ role_id: 7 }).where('person_id', '=', id!).execute();
    expect(await factsDiffering()).toEqual([]);
    expect(await count()).toBe(await employees());
    await t.db.deleteFrom('account').where('person_id', '=', id!).execute();
    expect(await flag(id!)).toBe(false);
    expect(await count()).toBe(await employees());
    await t.db.insertInto('account').values({ person_id: id!, role_id: 2 }).execute();
    await t.db.deleteFrom('person').where('id', '=', id!).execute();
    expect(await count()).toBe(await employees());
  });
});
