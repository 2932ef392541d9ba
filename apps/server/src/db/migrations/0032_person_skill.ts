/**
 * Issue 24 §2 (docs/decisions/024-scale-skills-search.md): the skills search ranked every holder of the skills at
 * each request — the files holding them, "is it its person's chosen file" as an anti-join over every file, the scope,
 * the names — 220 ms at 50 000 people for one popular skill. `person_skill` holds, for every current (not archived)
 * file, its catalogue skills with what the search filters and orders on: the file's person, language and status,
 * whether it is the file the person's skills are read from (`chosen`: FILE_CHOICE — the validated one first, then the
 * one updated last), whether the person is an employee, and the names folded as the search sorts them. Its index
 * `(id_skill, last_key, first_key, person_id)` gives a skill's holders in the results' order: when every match scores
 * the same (one criterion, or every criterion required), a page reads its rows and stops.
 *
 * Kept by statement triggers, in the transaction of the write whatever writes (a file's sections, a new version, a
 * validation, an archive, a catalogue merge, an erasure's cascade, the seed's bulk insert): the transition tables give
 * the rows changed, so a bulk insert is one pass. Which file is chosen depends on every current file of the person:
 * a trigger that computes it first locks the persons' rows (`for no key update`, in id order: a row lock, nothing in
 * the shared lock table whatever the batch's size) and computes in a later statement, whose snapshot sees every
 * transaction that held the lock before — two writers of one person's files follow each other and neither leaves a
 * stale flag. `person_id` is no foreign key: the row goes with its file (`dc_id`, cascade), the file with its person.
 */
import { sql, type Kysely } from 'kysely';

// The file statuses of packages/shared DC_STATUSES, as of this migration: 3 validated, 4 archived.
const VALIDATED = sql.lit(3);
const ARCHIVED = sql.lit(4);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table person_skill (
    dc_id integer not null references dc (id) on delete cascade,
    id_skill integer not null,
    level smallint not null,
    person_id integer not null,
    id_lang smallint not null,
    dc_status smallint not null,
    chosen boolean not null,
    is_employee boolean not null,
    last_key text not null,
    first_key text not null,
    primary key (dc_id, id_skill)
  )`.execute(db);
  // A skill's holders in the search's name order (read from the index alone), and a person's skills.
  await sql`create index person_skill_ranked on person_skill (id_skill, last_key, first_key, person_id)
    include (level, chosen, is_employee, id_lang, dc_status, dc_id)`.execute(db);
  await sql`create index person_skill_person on person_skill (person_id, id_skill)
    include (level, chosen, id_lang, dc_status, dc_id)`.execute(db);

  /**
   * Brings the rows of `p_people` in step with their files: locks them, drops the rows of files no longer current,
   * writes the skills of the current files among `p_files` (new or changed), then each row's file facts and flag.
   */
  await sql`create function person_skill_sync(p_people integer[], p_files integer[])
    returns void language plpgsql as $fn$
    begin
      perform 1 from person p where p.id in (select unnest(p_people)) order by p.id for no key update;
      delete from person_skill ps where ps.person_id in (select unnest(p_people))
        and not exists (select 1 from dc d where d.id = ps.dc_id and d.status <> ${ARCHIVED});
      with chosen as (
        select distinct on (x.person_id) x.person_id, x.id from dc x
        where x.person_id in (select d.person_id from dc d where d.id in (select unnest(p_files)))
          and x.status <> ${ARCHIVED}
        order by x.person_id, (x.status = ${VALIDATED}) desc, x.updated_at desc, x.id desc)
      insert into person_skill as ps (dc_id, id_skill, level, person_id, id_lang, dc_status, chosen, is_employee,
          last_key, first_key)
        select ds.dc_id, ds.id_skill, ds.level, d.person_id, d.id_lang, d.status, c.id is not null, p.is_employee,
          lower(p.last_name), lower(p.first_name)
        from dc d join dc_skill ds on ds.dc_id = d.id join person p on p.id = d.person_id
          left join chosen c on c.id = d.id
        where d.id in (select unnest(p_files)) and d.status <> ${ARCHIVED}
        on conflict (dc_id, id_skill) do update set level = excluded.level where ps.level <> excluded.level;
      with chosen as (
        select distinct on (x.person_id) x.person_id, x.id from dc x
        where x.person_id in (select unnest(p_people)) and x.status <> ${ARCHIVED}
        order by x.person_id, (x.status = ${VALIDATED}) desc, x.updated_at desc, x.id desc)
      update person_skill ps set chosen = (c.id = ps.dc_id), dc_status = d.status, id_lang = d.id_lang
        from dc d, chosen c
        where ps.person_id in (select unnest(p_people)) and d.id = ps.dc_id and c.person_id = ps.person_id
          and (ps.chosen, ps.dc_status, ps.id_lang) is distinct from (c.id = ps.dc_id, d.status, d.id_lang);
    end $fn$`.execute(db);

  await sql`create function person_skill_skills_changed() returns trigger language plpgsql as $fn$
    declare
      people integer[];
      files integer[];
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        delete from person_skill ps using removed r where ps.dc_id = r.dc_id and ps.id_skill = r.id_skill;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        select array_agg(distinct d.person_id), array_agg(distinct d.id) into people, files
          from dc d where d.id in (select a.dc_id from added a);
        if files is not null then perform person_skill_sync(people, files); end if;
      end if;
      return null;
    end $fn$`.execute(db);

  await sql`create function person_skill_files_changed() returns trigger language plpgsql as $fn$
    declare
      people integer[];
      files integer[];
    begin
      if tg_op = 'DELETE' then
        select array_agg(distinct r.person_id) into people from removed r;
      elsif tg_op = 'INSERT' then
        select array_agg(distinct a.person_id) into people from added a;
      else
        -- A file's person, status, language or last update may change its person's chosen file.
        select array_agg(distinct x.person_id) into people
          from added a join removed r on r.id = a.id cross join lateral (values (a.person_id), (r.person_id)) x(person_id)
          where (a.person_id, a.status, a.id_lang, a.updated_at) is distinct from (r.person_id, r.status, r.id_lang, r.updated_at);
        -- A file current again (or moved) has its skills written again.
        select array_agg(a.id) into files from added a join removed r on r.id = a.id
          where a.status <> ${ARCHIVED} and (r.status = ${ARCHIVED} or a.person_id <> r.person_id);
      end if;
      if people is not null then perform person_skill_sync(people, coalesce(files, '{}')); end if;
      return null;
    end $fn$`.execute(db);

  // Names and the employee flag follow the person (their row is locked by the update itself).
  await sql`create function person_skill_person_changed() returns trigger language plpgsql as $fn$
    begin
      update person_skill ps set last_key = lower(a.last_name), first_key = lower(a.first_name),
          is_employee = a.is_employee
        from added a join removed r on r.id = a.id
        where ps.person_id = a.id
          and (a.last_name, a.first_name, a.is_employee) is distinct from (r.last_name, r.first_name, r.is_employee)
          and (ps.last_key, ps.first_key, ps.is_employee)
            is distinct from (lower(a.last_name), lower(a.first_name), a.is_employee);
      return null;
    end $fn$`.execute(db);

  await sql`create function person_skill_truncated() returns trigger language plpgsql as $fn$
    begin
      delete from person_skill;
      return null;
    end $fn$`.execute(db);

  for (const [table, fn] of [
    ['dc_skill', 'person_skill_skills_changed'],
    ['dc', 'person_skill_files_changed'],
  ] as const) {
    await sql`create trigger ${sql.raw(`${table}_person_skill_insert`)} after insert on ${sql.table(table)}
      referencing new table as added for each statement execute function ${sql.raw(fn)}()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_person_skill_delete`)} after delete on ${sql.table(table)}
      referencing old table as removed for each statement execute function ${sql.raw(fn)}()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_person_skill_update`)} after update on ${sql.table(table)}
      referencing old table as removed new table as added
      for each statement execute function ${sql.raw(fn)}()`.execute(db);
  }
  await sql`create trigger person_person_skill_update after update on person
    referencing old table as removed new table as added
    for each statement execute function person_skill_person_changed()`.execute(db);
  await sql`create trigger dc_skill_person_skill_truncate after truncate on dc_skill
    for each statement execute function person_skill_truncated()`.execute(db);

  // What is there already: every person with a current file.
  await sql`select person_skill_sync(array_agg(distinct d.person_id), array_agg(d.id))
    from dc d where d.status <> ${ARCHIVED} having count(*) > 0`.execute(db);
  // The planner's statistics now, not at autovacuum's next pass: the search's plans depend on each skill's rows.
  await sql`analyze person_skill`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists dc_skill_person_skill_truncate on dc_skill`.execute(db);
  await sql`drop trigger if exists person_person_skill_update on person`.execute(db);
  for (const table of ['dc_skill', 'dc'])
    for (const event of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.raw(`${table}_person_skill_${event}`)} on ${sql.table(table)}`.execute(db);
  for (const fn of [
    'person_skill_truncated()',
    'person_skill_person_changed()',
    'person_skill_files_changed()',
    'person_skill_skills_changed()',
    'person_skill_sync(integer[], integer[])',
  ])
    await sql`drop function if exists ${sql.raw(fn)}`.execute(db);
  await sql`drop table if exists person_skill`.execute(db);
}
