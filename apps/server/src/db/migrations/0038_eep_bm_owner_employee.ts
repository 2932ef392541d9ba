/**
 * Issue 24 §2 (docs/decisions/024-scale-org-chart.md): the business-manager reviews' list for "all" access counted a
 * status's reviews by joining each one's person for `is_employee` (922 submitted reviews of the year at 50 000 people:
 * a probe of the person per review, 4–5 ms, where the same count at 5 000 people probes 92).
 *
 * eep_bm.owner_employee: whether the review's person is an employee, on the review's row (as migrations 0030 and 0037
 * put it on the training wishes and the key-people records), set when a review is written — by migration 0030's
 * `training_wish_owner()`, which reads `new.person_id` whatever the table — and changed by the person's statement
 * trigger of migration 0037, which now follows the reviews too. Migration 0035's index carries it, so that a year's
 * count of one status is read from the index alone.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table eep_bm add column owner_employee boolean not null default false`.execute(db);
  await sql`update eep_bm e set owner_employee = p.is_employee from person p where p.id = e.person_id`.execute(db);
  await sql`create trigger eep_bm_owner before insert or update of person_id on eep_bm
    for each row execute function training_wish_owner()`.execute(db);
  const follow = (table: 'training_wish' | 'key_people' | 'eep_bm', person: 'person_id' | 'id') =>
    sql`update ${sql.table(table)} t set owner_employee = a.is_employee from added a join removed r on r.id = a.id
      where t.${sql.ref(person)} = a.id and a.is_employee is distinct from r.is_employee
        and t.owner_employee is distinct from a.is_employee`;
  await sql`create or replace function person_employee_changed() returns trigger language plpgsql as $fn$
    begin
      ${follow('training_wish', 'person_id')};
      ${follow('key_people', 'id')};
      ${follow('eep_bm', 'person_id')};
      return null;
    end $fn$`.execute(db);
  await sql`drop index eep_bm_year_status_person`.execute(db);
  await sql`create index eep_bm_year_status_person on eep_bm (year, status, person_id) include (id, owner_employee)`.execute(
    db,
  );
}
