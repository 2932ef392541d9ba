/**
 * Issue 24 §2 (docs/decisions/024-scale-org-chart.md): the training wishes' list shows, above its page, the count,
 * hours and cost of every matching wish per status, nature and scheme. For HR ("all" access) unfiltered, that was an
 * aggregate over every employee's wishes at each request — the one list whose first page grew with the population.
 *
 * training_wish.owner_employee: whether the wish's person is an employee (`person.is_employee`, the "all" scope), on
 * the wish's row: set from the person when a wish is written, and changed on their wishes when the person's flag
 * changes (an account added, deactivated, its role changed) — so that what counts depends on the wish's row alone
 * (a person's delete cascades to their wishes, which then no longer see the person).
 *
 * training_wish_total: the count, hours and cost of the employees' wishes per (status, nature, scheme) — 0 for no
 * nature or scheme (the enumerations start at 1) —, kept by statement triggers on training_wish in the writer's
 * transaction. The list reads it for the "all" scope unfiltered, less the viewer's own wishes.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table training_wish add column owner_employee boolean not null default false`.execute(db);
  await sql`update training_wish w set owner_employee = p.is_employee from person p where p.id = w.person_id`.execute(
    db,
  );
  await sql`create function training_wish_owner() returns trigger language plpgsql as $fn$
    begin
      new.owner_employee := coalesce((select p.is_employee from person p where p.id = new.person_id), false);
      return new;
    end $fn$`.execute(db);
  await sql`create trigger training_wish_owner before insert or update of person_id on training_wish
    for each row execute function training_wish_owner()`.execute(db);
  // A person's flag changed: their wishes follow (which moves them in or out of the totals below).
  await sql`create function training_wish_owner_changed() returns trigger language plpgsql as $fn$
    begin
      update training_wish w set owner_employee = a.is_employee
        from added a join removed r on r.id = a.id
        where w.person_id = a.id and a.is_employee is distinct from r.is_employee
          and w.owner_employee is distinct from a.is_employee;
      return null;
    end $fn$`.execute(db);
  await sql`create trigger training_wish_owner_changed after update on person
    referencing new table as added old table as removed
    for each statement execute function training_wish_owner_changed()`.execute(db);

  // No check on the counts (≥ 0): an `insert … on conflict do update` checks the row it proposes — a negative delta —
  // before it meets the conflict.
  await sql`create table training_wish_total (
    status smallint not null,
    nature smallint not null,
    scheme smallint not null,
    wishes integer not null,
    hours bigint not null,
    cost numeric not null,
    primary key (status, nature, scheme)
  )`.execute(db);
  await sql`insert into training_wish_total (status, nature, scheme, wishes, hours, cost)
    select status, coalesce(nature, 0), coalesce(scheme, 0), count(*), coalesce(sum(duration_hours), 0),
      coalesce(sum(cost_excl_tax), 0)
    from training_wish where owner_employee group by 1, 2, 3`.execute(db);
  // The rows a statement added (+1) and removed (−1), as one delta per (status, nature, scheme).
  const delta = (rows: 'added' | 'removed', sign: 1 | -1) =>
    sql`select status, coalesce(nature, 0) as nature, coalesce(scheme, 0) as scheme, ${sql.lit(sign)} as wishes,
      ${sql.lit(sign)} * coalesce(duration_hours, 0) as hours, ${sql.lit(sign)} * coalesce(cost_excl_tax, 0) as cost
      from ${sql.raw(rows)} where owner_employee`;
  const apply = (source: ReturnType<typeof sql>) => sql`insert into training_wish_total as t
      (status, nature, scheme, wishes, hours, cost)
      select d.status, d.nature, d.scheme, sum(d.wishes), sum(d.hours), sum(d.cost) from (${source}) d
      group by d.status, d.nature, d.scheme
      on conflict (status, nature, scheme) do update
        set wishes = t.wishes + excluded.wishes, hours = t.hours + excluded.hours, cost = t.cost + excluded.cost`;
  await sql`create function training_wish_total_changed() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then
        ${apply(delta('added', 1))};
      elsif tg_op = 'DELETE' then
        ${apply(delta('removed', -1))};
      else
        ${apply(sql`${delta('added', 1)} union all ${delta('removed', -1)}`)};
      end if;
      return null;
    end $fn$`.execute(db);
  await sql`create trigger training_wish_total_insert after insert on training_wish
    referencing new table as added for each statement execute function training_wish_total_changed()`.execute(db);
  await sql`create trigger training_wish_total_delete after delete on training_wish
    referencing old table as removed for each statement execute function training_wish_total_changed()`.execute(db);
  await sql`create trigger training_wish_total_update after update on training_wish
    referencing new table as added old table as removed
    for each statement execute function training_wish_total_changed()`.execute(db);
  await sql`create function training_wish_total_truncated() returns trigger language plpgsql as $fn$
    begin
      delete from training_wish_total;
      return null;
    end $fn$`.execute(db);
  await sql`create trigger training_wish_total_truncate after truncate on training_wish
    for each statement execute function training_wish_total_truncated()`.execute(db);
}
