/**
 * Issue 24 §2 (docs/decisions/024-scale-org-chart.md): the org chart read without a walk, so that a list's first page
 * costs its page and not the population.
 *
 * person_chain: the closure of `person.manager_id` — one row per (manager above, person, distance), the person's whole
 * chain of managers. "Who is in X's chain" is one index range (`ancestor_id`), "does X manage Y down the chain" one
 * primary-key probe, and the planner knows how large a chain is from the column's statistics (a recursive walk is
 * estimated blind, which chose sorts and hash joins over the whole population for a director). Kept by row triggers on
 * person in the transaction of the write: a person added under a manager takes their manager's chain; a change of
 * manager moves the person's whole subtree (its rows towards the old chain deleted, the new chain's added). A change
 * that would make a person their own manager down the chain is refused (check_violation): the chain has no cycle,
 * so no depth limit is needed to read it.
 *
 * The person's account facts on their row, kept by a statement trigger on account: `is_employee` (an account of a role
 * ≥ 1: not a candidate only — the "all" access scope of the lists, org chart `everyoneBut`), `account_role` (the
 * highest active role), `account_active` (an active account), `evaluable_role` (an active account of a role 1–6: may
 * have evaluations), `manager_role` (the highest business-manager role 3–5 of any account: the managers' lists),
 * `is_candidate` (an active candidate account: the candidates' list). The lists filtered or sorted on them read a
 * column of the row instead of aggregating every
 * account of their scope before cutting a page. And
 * population_count('employees'): how many there are, kept by statement triggers on person, so that the unfiltered
 * count of HR's lists is one row instead of a count over every employee.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // ── the chain's closure ──
  await sql`create table person_chain (
    ancestor_id integer not null references person (id) on delete cascade,
    person_id integer not null references person (id) on delete cascade,
    depth integer not null check (depth >= 1),
    primary key (ancestor_id, person_id)
  )`.execute(db);
  await sql`create index person_chain_person on person_chain (person_id, depth)`.execute(db);

  await sql`create function person_chain_attach(p_id integer, p_manager integer) returns void language plpgsql as $fn$
    begin
      if p_manager is null then return; end if;
      if p_manager = p_id or exists (select 1 from person_chain c where c.ancestor_id = p_id and c.person_id = p_manager)
      then
        raise exception 'person % cannot be managed by % (one of the people they manage)', p_id, p_manager
          using errcode = 'check_violation';
      end if;
      -- (the new manager and each of their managers) × (the person and each person below them)
      insert into person_chain (ancestor_id, person_id, depth)
        select up.id, down.id, up.depth + down.depth + 1
        from (select p_manager as id, 0 as depth
              union all select c.ancestor_id, c.depth from person_chain c where c.person_id = p_manager) up
        cross join (select p_id as id, 0 as depth
              union all select c.person_id, c.depth from person_chain c where c.ancestor_id = p_id) down;
    end $fn$`.execute(db);

  await sql`create function person_chain_changed() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'UPDATE' then
        -- Detach the subtree (the person and everyone below them) from the managers above the person.
        delete from person_chain c
          where c.ancestor_id in (select a.ancestor_id from person_chain a where a.person_id = new.id)
            and (c.person_id = new.id
              or c.person_id in (select d.person_id from person_chain d where d.ancestor_id = new.id));
      end if;
      perform person_chain_attach(new.id, new.manager_id);
      return null;
    end $fn$`.execute(db);
  await sql`create trigger person_chain_insert after insert on person
    for each row when (new.manager_id is not null) execute function person_chain_changed()`.execute(db);
  await sql`create trigger person_chain_update after update of manager_id on person
    for each row when (old.manager_id is distinct from new.manager_id) execute function person_chain_changed()`.execute(
    db,
  );
  // The chains that exist (a depth-limited walk: a cycle in older data stops there rather than looping).
  await sql`insert into person_chain (ancestor_id, person_id, depth)
    with recursive up(person_id, ancestor_id, depth) as (
      select p.id, p.manager_id, 1 from person p where p.manager_id is not null
      union all
      select u.person_id, m.manager_id, u.depth + 1 from up u join person m on m.id = u.ancestor_id
      where m.manager_id is not null and m.manager_id <> u.person_id and u.depth < 50
    )
    select ancestor_id, person_id, min(depth) from up group by ancestor_id, person_id`.execute(db);

  // ── employees: a person with an account of a role ≥ 1, and how many there are ──
  await sql`alter table person add column is_employee boolean not null default false,
    add column account_role smallint, add column account_active boolean not null default false,
    add column evaluable_role boolean not null default false,
    add column manager_role smallint, add column is_candidate boolean not null default false`.execute(db);
  // The lists' name order (the tie-break on the id, as the lists sort), for a page read in order by index.
  await sql`create index person_last_name_id on person (lower(last_name::text), id)`.execute(db);
  // The evaluations' list's name (last name, a space, first name: both required); the same for the business
  // managers alone (my managers: a tenth of the people, whose page and capped count read this index only); the
  // candidates' name order, for the candidates alone (4 % of the people).
  await sql`create index person_manager_full_name on person (lower(last_name::text || ' ' || first_name::text), id)
    where manager_role is not null`.execute(db);
  await sql`create index person_candidate_name on person (lower(last_name::text), id) where is_candidate`.execute(db);
  await sql`create index person_full_name_lower on person (lower(last_name::text || ' ' || first_name::text), id)`.execute(
    db,
  );

  // The followed evaluations' default order after "waiting for me": the deadline, then the name.
  await sql`create index person_deadline_name on person (ea_deadline, lower(last_name::text), lower(first_name::text), id)`.execute(
    db,
  );
  // This year's evaluation of each person, read from the index alone (status, id): the lists join it for every
  // person they read — a page's probes, or a count's hash of the year built without reading the wide rows.
  await sql`create index evaluation_year_person on evaluation (year, person_id) include (status, id)`.execute(db);

  await sql`create function person_employee_refresh(p_ids integer[]) returns void language plpgsql as $fn$
    begin
      update person p set is_employee = x.employee, account_role = x.role, account_active = x.active,
          evaluable_role = x.evaluable, manager_role = x.manager, is_candidate = x.candidate
        from (select i.id, coalesce(bool_or(a.role_id >= 1), false) as employee,
              max(a.role_id) filter (where a.is_active) as role, coalesce(bool_or(a.is_active), false) as active,
              coalesce(bool_or(a.is_active and a.role_id between 1 and 6), false) as evaluable,
              max(a.role_id) filter (where a.role_id between 3 and 5) as manager,
              coalesce(bool_or(a.role_id = 0 and a.is_active), false) as candidate
            from unnest(p_ids) as i(id) left join account a on a.person_id = i.id group by i.id) x
        where p.id = x.id and (p.is_employee, p.account_role, p.account_active, p.evaluable_role, p.manager_role,
            p.is_candidate) is distinct from (x.employee, x.role, x.active, x.evaluable, x.manager, x.candidate);
    end $fn$`.execute(db);
  await sql`select person_employee_refresh(array_agg(id)) from person`.execute(db);
  await sql`create function account_employee_changed() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then
        perform person_employee_refresh(array_agg(distinct a.person_id)) from added a having count(*) > 0;
      elsif tg_op = 'DELETE' then
        perform person_employee_refresh(array_agg(distinct r.person_id)) from removed r having count(*) > 0;
      else
        perform person_employee_refresh(array_agg(distinct x.person_id))
          from (select a.person_id from added a union select r.person_id from removed r) x having count(*) > 0;
      end if;
      return null;
    end $fn$`.execute(db);
  await sql`create trigger account_employee_insert after insert on account
    referencing new table as added for each statement execute function account_employee_changed()`.execute(db);
  await sql`create trigger account_employee_delete after delete on account
    referencing old table as removed for each statement execute function account_employee_changed()`.execute(db);
  await sql`create trigger account_employee_update after update on account
    referencing new table as added old table as removed
    for each statement execute function account_employee_changed()`.execute(db);

  await sql`create table population_count (
    scope text primary key,
    people integer not null check (people >= 0)
  )`.execute(db);
  await sql`insert into population_count (scope, people)
    select 'employees', count(*) from person where is_employee`.execute(db);
  await sql`create function population_count_changed() returns trigger language plpgsql as $fn$
    declare
      delta integer;
    begin
      if tg_op = 'INSERT' then
        select count(*) filter (where a.is_employee) into delta from added a;
      elsif tg_op = 'DELETE' then
        select -count(*) filter (where r.is_employee) into delta from removed r;
      else
        select coalesce(sum(case when a.is_employee then 1 else 0 end - case when r.is_employee then 1 else 0 end), 0)
          into delta from added a join removed r on r.id = a.id;
      end if;
      if delta <> 0 then
        update population_count set people = people + delta where scope = 'employees';
      end if;
      return null;
    end $fn$`.execute(db);
  await sql`create trigger population_count_insert after insert on person
    referencing new table as added for each statement execute function population_count_changed()`.execute(db);
  await sql`create trigger population_count_delete after delete on person
    referencing old table as removed for each statement execute function population_count_changed()`.execute(db);
  await sql`create trigger population_count_update after update on person
    referencing new table as added old table as removed
    for each statement execute function population_count_changed()`.execute(db);
  await sql`create function population_count_truncated() returns trigger language plpgsql as $fn$
    begin
      update population_count set people = 0 where scope = 'employees';
      return null;
    end $fn$`.execute(db);
  await sql`create trigger population_count_truncate after truncate on person
    for each statement execute function population_count_truncated()`.execute(db);
}
