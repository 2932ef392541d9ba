/**
 * Issue 24 §2 (docs/decisions/024-scale-org-chart.md): the key people's list for "all" access counted its records by
 * joining every record's person for `is_employee` (the "all" scope): at 50 000 people the capped count walked the
 * people (a hash of 25 783 of them for one filtered page) — the plans test's last known wide read of a list.
 *
 * key_people.owner_employee: whether the record's person is an employee, on the record's row (as migration 0030 put
 * it on the training wishes): set from the person when a record is written, changed when the person's flag changes.
 * The list counts the records alone then, and joins the person only where it reads a name.
 *
 * The person's statement trigger of migration 0030 (`training_wish_owner_changed`) becomes one for every table that
 * carries the flag (`person_employee_changed`): one pass over the changed persons per statement.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table key_people add column owner_employee boolean not null default false`.execute(db);
  await sql`update key_people k set owner_employee = p.is_employee from person p where p.id = k.id`.execute(db);
  await sql`create function key_people_owner() returns trigger language plpgsql as $fn$
    begin
      new.owner_employee := coalesce((select p.is_employee from person p where p.id = new.id), false);
      return new;
    end $fn$`.execute(db);
  await sql`create trigger key_people_owner before insert or update of id on key_people
    for each row execute function key_people_owner()`.execute(db);

  await sql`drop trigger training_wish_owner_changed on person`.execute(db);
  await sql`drop function training_wish_owner_changed()`.execute(db);
  // The persons whose flag this statement changed, and each table's rows that carry it.
  const follow = (table: 'training_wish' | 'key_people', person: 'person_id' | 'id') =>
    sql`update ${sql.table(table)} t set owner_employee = a.is_employee from added a join removed r on r.id = a.id
      where t.${sql.ref(person)} = a.id and a.is_employee is distinct from r.is_employee
        and t.owner_employee is distinct from a.is_employee`;
  await sql`create function person_employee_changed() returns trigger language plpgsql as $fn$
    begin
      ${follow('training_wish', 'person_id')};
      ${follow('key_people', 'id')};
      return null;
    end $fn$`.execute(db);
  await sql`create trigger person_employee_changed after update on person
    referencing new table as added old table as removed
    for each statement execute function person_employee_changed()`.execute(db);
}
