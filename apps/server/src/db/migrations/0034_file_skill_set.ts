/**
 * Issue 24 §2 (docs/decisions/024-scale-skills-search.md): the skills search's count when every criterion is required.
 * Its page is read in name order from `person_skill` (migration 0032) and stops; its count intersected each skill's
 * holders (three popular skills at 50 000 people: 11 000 to 18 000 holders each, 13 ms to find 1 001 in common).
 *
 * `file_skill_set`: one row per current file that holds catalogue skills, with its `person_skill` rows' facts and
 * `keys`, every (skill, level) the file reaches — a skill held at level 3 gives the keys of levels 1, 2 and 3
 * (`id_skill * 4 + level - 1`), so "skill s at level m at least" is "holds the key of (s, m)", and every criterion
 * required is one `keys @> array[…]`, answered from the GIN index's posting lists.
 *
 * Derived from `person_skill` by statement triggers on it, in the same transaction: whatever changes a file's rows
 * there (its skills, its person's chosen file, the person's employee flag) rebuilds that file's set. As in 0032, the
 * persons' rows are locked first and the sets computed in a later statement, whose snapshot sees every transaction
 * that held the lock before (the writers of `person_skill` hold it already, but for a skill removed).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table file_skill_set (
    dc_id integer primary key references dc (id) on delete cascade,
    person_id integer not null,
    id_lang smallint not null,
    dc_status smallint not null,
    chosen boolean not null,
    is_employee boolean not null,
    keys integer[] not null
  )`.execute(db);
  // Read far more than written: the posting lists kept merged (no pending list scanned at each search).
  await sql`create index file_skill_set_keys on file_skill_set using gin (keys) with (fastupdate = off)`.execute(db);

  await sql`create function file_skill_set_refresh(p_people integer[], p_files integer[])
    returns void language plpgsql as $fn$
    begin
      perform 1 from person p where p.id in (select unnest(p_people)) order by p.id for no key update;
      delete from file_skill_set s where s.dc_id in (select unnest(p_files))
        and not exists (select 1 from person_skill ps where ps.dc_id = s.dc_id);
      insert into file_skill_set as s (dc_id, person_id, id_lang, dc_status, chosen, is_employee, keys)
        select ps.dc_id, min(ps.person_id), min(ps.id_lang), min(ps.dc_status), bool_or(ps.chosen),
          bool_or(ps.is_employee), array_agg(ps.id_skill * 4 + l.level - 1 order by ps.id_skill, l.level)
        from person_skill ps cross join lateral generate_series(1, ps.level) l(level)
        where ps.dc_id in (select unnest(p_files))
        group by ps.dc_id
        on conflict (dc_id) do update set person_id = excluded.person_id, id_lang = excluded.id_lang,
          dc_status = excluded.dc_status, chosen = excluded.chosen, is_employee = excluded.is_employee,
          keys = excluded.keys
        where (s.person_id, s.id_lang, s.dc_status, s.chosen, s.is_employee, s.keys)
          is distinct from (excluded.person_id, excluded.id_lang, excluded.dc_status, excluded.chosen,
            excluded.is_employee, excluded.keys);
    end $fn$`.execute(db);

  await sql`create function file_skill_set_changed() returns trigger language plpgsql as $fn$
    declare
      people integer[];
      files integer[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(distinct a.person_id), array_agg(distinct a.dc_id) into people, files from added a;
      elsif tg_op = 'DELETE' then
        select array_agg(distinct r.person_id), array_agg(distinct r.dc_id) into people, files from removed r;
      else
        select array_agg(distinct x.person_id), array_agg(distinct x.dc_id) into people, files
          from (select a.person_id, a.dc_id from added a union select r.person_id, r.dc_id from removed r) x;
      end if;
      if files is not null then perform file_skill_set_refresh(people, files); end if;
      return null;
    end $fn$`.execute(db);

  await sql`create trigger person_skill_set_insert after insert on person_skill
    referencing new table as added for each statement execute function file_skill_set_changed()`.execute(db);
  await sql`create trigger person_skill_set_delete after delete on person_skill
    referencing old table as removed for each statement execute function file_skill_set_changed()`.execute(db);
  await sql`create trigger person_skill_set_update after update on person_skill
    referencing old table as removed new table as added
    for each statement execute function file_skill_set_changed()`.execute(db);

  // What is there already.
  await sql`select file_skill_set_refresh(array_agg(distinct person_id), array_agg(distinct dc_id))
    from person_skill having count(*) > 0`.execute(db);
  await sql`analyze file_skill_set`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'delete', 'update'])
    await sql`drop trigger if exists ${sql.raw(`person_skill_set_${event}`)} on person_skill`.execute(db);
  await sql`drop function if exists file_skill_set_changed()`.execute(db);
  await sql`drop function if exists file_skill_set_refresh(integer[], integer[])`.execute(db);
  await sql`drop table if exists file_skill_set`.execute(db);
}
