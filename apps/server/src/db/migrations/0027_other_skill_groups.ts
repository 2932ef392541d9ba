/**
 * Issue 24 §2 (docs/decisions/024-scale-paging.md): the other skills' list (ListeDc/listOtherSkills) reads a
 * precomputed aggregate instead of grouping every dc_other_skill at each request.
 *
 * other_skill_spelling: how many rows use each spelling of an other skill, per type and lower-cased name (`key`).
 * other_skill_group: one row per type and key — the most used spelling (`name`, ties to the first in order), every
 * spelling (`names`, ' / ' between), the files using it (`file_count`: a file holds a key once per type, unique index
 * dc_other_skill_unique) — what the list filters, sorts and pages on, indexed for its default order.
 *
 * Both are kept by statement triggers on dc_other_skill, in the transaction of the write whatever writes (a file's
 * section, a merge or promotion, a new version's copy, an erasure's cascade, the seed's bulk insert): the transition
 * tables give the rows changed, so a bulk insert is one pass. A group is locked (its row upserted, in key order) before
 * its spellings change and is recomputed from them in a later statement, whose snapshot sees every transaction that
 * held that lock before: two writers of the same key follow each other and neither loses the other's change.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table other_skill_spelling (
    id_skill_type integer not null references skill_type (id),
    key text not null,
    name varchar(150) not null,
    uses integer not null,
    primary key (id_skill_type, key, name)
  )`.execute(db);
  await sql`create table other_skill_group (
    id_skill_type integer not null references skill_type (id),
    key text not null,
    name varchar(150) not null,
    names text not null,
    file_count integer not null,
    primary key (id_skill_type, key)
  )`.execute(db);
  // The list's default order (most used first, then the key) and its name sort.
  await sql`create index other_skill_group_count on other_skill_group (file_count desc, key, id_skill_type)`.execute(
    db,
  );
  await sql`create index other_skill_group_name on other_skill_group (lower(name), key, id_skill_type)`.execute(db);

  // Shifts the spellings by the rows added (+1) and removed (-1), then recomputes the groups they belong to.
  await sql`create function other_skill_groups_shift(p_types integer[], p_names text[], p_deltas integer[])
    returns void language plpgsql as $fn$
    begin
      -- 1. Lock every group touched, in key order (created empty when new).
      insert into other_skill_group as g (id_skill_type, key, name, names, file_count)
        select distinct u.t, lower(u.n), '', '', 0 from unnest(p_types, p_names) as u(t, n) order by 1, 2
        on conflict (id_skill_type, key) do update set file_count = g.file_count;
      -- 2. The spellings' uses.
      insert into other_skill_spelling as s (id_skill_type, key, name, uses)
        select u.t, lower(u.n), u.n, sum(u.d)::int from unnest(p_types, p_names, p_deltas) as u(t, n, d)
        group by u.t, u.n having sum(u.d) <> 0 order by 1, 2, 3
        on conflict (id_skill_type, key, name) do update set uses = s.uses + excluded.uses;
      delete from other_skill_spelling s where s.uses <= 0
        and (s.id_skill_type, s.key) in (select u.t, lower(u.n) from unnest(p_types, p_names) as u(t, n));
      -- 3. The groups again from their spellings (a fresh snapshot: every earlier holder of the lock is visible).
      update other_skill_group g set name = a.name, names = a.names, file_count = a.file_count
        from (select s.id_skill_type, s.key, (array_agg(s.name order by s.uses desc, s.name))[1] as name,
            string_agg(s.name, ' / ' order by s.name) as names, sum(s.uses)::int as file_count
          from other_skill_spelling s
          where (s.id_skill_type, s.key) in (select u.t, lower(u.n) from unnest(p_types, p_names) as u(t, n))
          group by s.id_skill_type, s.key) a
        where g.id_skill_type = a.id_skill_type and g.key = a.key;
      delete from other_skill_group g
        where (g.id_skill_type, g.key) in (select u.t, lower(u.n) from unnest(p_types, p_names) as u(t, n))
          and not exists (select 1 from other_skill_spelling s where s.id_skill_type = g.id_skill_type and s.key = g.key);
    end $fn$`.execute(db);

  await sql`create function other_skill_groups_changed() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then
        perform other_skill_groups_shift(array_agg(a.id_skill_type), array_agg(a.name::text), array_agg(1))
          from added a having count(*) > 0;
      elsif tg_op = 'DELETE' then
        perform other_skill_groups_shift(array_agg(r.id_skill_type), array_agg(r.name::text), array_agg(-1))
          from removed r having count(*) > 0;
      else
        -- A level's change leaves the spelling: only the rows whose type or name changed shift.
        perform other_skill_groups_shift(array_agg(c.t), array_agg(c.n), array_agg(c.d))
          from (select x.t, x.n, x.d from added a join removed r on r.id = a.id
              cross join lateral (values (a.id_skill_type, a.name::text, 1), (r.id_skill_type, r.name::text, -1))
                as x(t, n, d)
              where (a.id_skill_type, a.name) is distinct from (r.id_skill_type, r.name)) c
          having count(*) > 0;
      end if;
      return null;
    end $fn$`.execute(db);
  await sql`create function other_skill_groups_truncated() returns trigger language plpgsql as $fn$
    begin
      delete from other_skill_spelling;
      delete from other_skill_group;
      return null;
    end $fn$`.execute(db);

  await sql`create trigger dc_other_skill_groups_insert after insert on dc_other_skill
    referencing new table as added for each statement execute function other_skill_groups_changed()`.execute(db);
  await sql`create trigger dc_other_skill_groups_delete after delete on dc_other_skill
    referencing old table as removed for each statement execute function other_skill_groups_changed()`.execute(db);
  await sql`create trigger dc_other_skill_groups_update after update on dc_other_skill
    referencing old table as removed new table as added
    for each statement execute function other_skill_groups_changed()`.execute(db);
  await sql`create trigger dc_other_skill_groups_truncate after truncate on dc_other_skill
    for each statement execute function other_skill_groups_truncated()`.execute(db);

  // What is there already.
  await sql`insert into other_skill_spelling (id_skill_type, key, name, uses)
    select id_skill_type, lower(name), name, count(*)::int from dc_other_skill group by id_skill_type, lower(name), name`.execute(
    db,
  );
  await sql`insert into other_skill_group (id_skill_type, key, name, names, file_count)
    select s.id_skill_type, s.key, (array_agg(s.name order by s.uses desc, s.name))[1],
      string_agg(s.name, ' / ' order by s.name), sum(s.uses)::int
    from other_skill_spelling s group by s.id_skill_type, s.key`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'delete', 'update', 'truncate'])
    await sql`drop trigger if exists ${sql.raw(`dc_other_skill_groups_${event}`)} on dc_other_skill`.execute(db);
  await sql`drop function if exists other_skill_groups_truncated()`.execute(db);
  await sql`drop function if exists other_skill_groups_changed()`.execute(db);
  await sql`drop function if exists other_skill_groups_shift(integer[], text[], integer[])`.execute(db);
  await sql`drop table if exists other_skill_group`.execute(db);
  await sql`drop table if exists other_skill_spelling`.execute(db);
}
