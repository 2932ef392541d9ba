/**
 * The export of a person's data stays complete as tables are added (issue 23 §2b): every column with a foreign key
 * to person or account, and every column named as a person or account reference without one (audit_entry's, an
 * erasure's), must be read by a part of the export (modules/data-protection/person-data-parts.repository.ts) — a
 * new table that names a person fails here until the export reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ALL_PARTS } from '../../src/modules/data-protection/person-data-parts.repository';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const email of Object.values(DEMO)) await t.login(email);
});

afterAll(async () => {
  await t?.close();
});

/** Columns that name a person by their name but are not read by it, and why. */
const NOT_READ_BY = new Map([
  // The person's own row: exported whole with it (identity.person).
  ['person.last_account_id', 'a column of the person’s own row'],
  // An erased person's pseudonymous reference: their row is gone, there is nobody left to export.
  ['erased_person.person_id', 'the reference of a person who no longer exists'],
  // lib/audit writes an actor's account only beside the actor's person (AuthContext, actorOf): read by the person.
  ['audit_entry.actor_account_id', 'always beside actor_person_id'],
  // The skills search's copy of the current files' skills (migration 0032): exported as the files' own skills.
  ['person_skill.person_id', 'a copy of dc_skill (skillsFiles) with the person’s names, kept by triggers'],
  ['file_skill_set.person_id', 'the same skills as person_skill, as keys per file, kept by triggers'],
]);

const covered = new Set(ALL_PARTS.flatMap(({ part }) => part.covers.map((c) => `${part.table}.${c}`)));

describe('the person data export’s coverage', () => {
  it('reads every foreign key to person and account', async () => {
    const { rows } = await sql<{ column: string }>`
      select kcu.table_name || '.' || kcu.column_name as column
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.key_column_usage ref
        on ref.constraint_name = rc.unique_constraint_name and ref.constraint_schema = rc.unique_constraint_schema
      where kcu.table_schema = 'public' and ref.table_name in ('person', 'account')
      order by 1`.execute(t.db);
    expect(rows.length).toBeGreaterThan(50);
    const missing = rows.map((r) => r.column).filter((c) => !covered.has(c));
    expect(missing, 'tables naming a person that the export does not read').toEqual([]);
  });

  it('reads every column that names a person or an account without a foreign key', async () => {
    const { rows } = await sql<{ column: string }>`
      select table_name || '.' || column_name as column from information_schema.columns
      where table_schema = 'public'
        and (data_type in ('integer', 'bigint') or udt_name in ('_int4', '_int8'))
        and (column_name ~ '(^|_)person_id$' or column_name ~ '_by$' or column_name ~ '(^|_)account_id$'
          or column_name ~ '_by_account$' or column_name ~ '^corrected_by')
      order by 1`.execute(t.db);
    const missing = rows.map((r) => r.column).filter((c) => !covered.has(c) && !NOT_READ_BY.has(c));
    expect(missing, 'person or account columns that the export does not read').toEqual([]);
    // The trail's persons are by id without a foreign key: both sides are read.
    for (const c of ['audit_entry.subject_person_id', 'audit_entry.actor_person_id']) {
      expect(covered.has(c), c).toBe(true);
    }
    // What lets the entries by a person be read by their person id alone, after every sign-in of the demo accounts.
    const { rows: orphans } = await sql<{ n: number }>`select count(*)::int as n from audit_entry
      where actor_account_id is not null and actor_person_id is null`.execute(t.db);
    expect(orphans[0]!.n).toBe(0);
  });

  it('names only tables and columns that exist', async () => {
    const { rows } = await sql<{ column: string }>`
      select table_name || '.' || column_name as column from information_schema.columns
      where table_schema = 'public'`.execute(t.db);
    const existing = new Set(rows.map((r) => r.column));
    const named = ALL_PARTS.flatMap(({ part }) =>
      [...part.covers, ...(part.omit ?? []), ...(part.columns ?? []), ...(part.orderBy ?? [])].map(
        (c) => `${part.table}.${c}`,
      ),
    );
    expect(named.filter((c) => !existing.has(c))).toEqual([]);
  });
});
