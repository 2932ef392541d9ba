/**
 * All SQL of the gaps and suggestions (issue 22 §2), for a set of people at once (one person, or a page of a team):
 * each query reads every person of the set in one statement (`= any` of their ids), so a team costs a handful of
 * statements whatever its size. The per-person rows are read through `lateral … offset 0` (index probes per file or
 * review of the set; without the fence the planner hashes the whole table). Also the targets' and demand's writes.
 */
import { sql } from 'kysely';
import { DC_STATUSES, TRAINING_STATUSES } from '@my-skills/shared/constants';
import type { Db, Queryable } from '../../db/types';
import { isSingleConnection } from '../../db/database';
import { followedBy, type OrgViewer } from '../people/org-chart.repository';

const CANCELLED = TRAINING_STATUSES[2].id;
const ids = (list: readonly number[]) => sql`${sql.val([...list])}::int[]`;

export interface Named {
  id: number;
  nameFr: string;
  nameEn: string;
}
export interface EntryRow {
  idEntry: number;
  subjectId: number;
  level: number;
  type: number;
  titleFr: string;
  titleEn: string;
  organism: string;
  durationHours: number;
  costExclTax: string;
  scheme: number | null;
}

export function createSkillsGapsRepository(db: Db) {
  return {
    /**
     * A page of the people the viewer follows, by name, and how many they are: two statements (the page read along
     * the names' index, the count alone), not one window count over the whole scope.
     */
    async teamPage(viewer: OrgViewer, limit: number, offset: number) {
      const [page, count] = await Promise.all([
        sql<{ id: number; name: string }>`select p.id, concat_ws(' ', p.first_name, p.last_name) as name
          from (${followedBy(viewer)}) f join person p on p.id = f.id
          order by lower(p.last_name), lower(p.first_name), p.id limit ${limit} offset ${offset}`.execute(db),
        sql<{ total: number }>`select count(*)::int as total from (${followedBy(viewer)}) f`.execute(db),
      ]);
      return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
    },

    async names(personIds: readonly number[]) {
      const { rows } = await sql<{ id: number; name: string }>`select id,
        concat_ws(' ', first_name, last_name) as name from person where id = any(${ids(personIds)})`.execute(db);
      return rows;
    },

    /**
     * The technical lines (a catalogue skill) of each person's latest evaluation with manager ratings, rated 1–4,
     * with their goal: the level the person's job profile (latest current skills file naming one) sets for the
     * skill, else `defaultGoal`.
     */
    async evaluationLines(personIds: readonly number[], defaultGoal: number) {
      const { rows } = await sql<{ personId: number; idSkill: number; level: number; goal: number }>`
        with latest as (
          select distinct on (e.person_id) e.id, e.person_id from evaluation e
          where e.person_id = any(${ids(personIds)}) and exists (select 1 from evaluation_skill s
            where s.evaluation_id = e.id and s.note_manager is not null)
          order by e.person_id, e.year desc),
        profile as (
          select distinct on (d.person_id) d.person_id, d.id_profile from dc d
          where d.person_id = any(${ids(personIds)}) and d.id_profile is not null
            and d.status <> ${DC_STATUSES.ARCHIVED}
          order by d.person_id, d.updated_at desc, d.id desc)
        select l.person_id as "personId", s.id_skill as "idSkill", max(s.note_manager)::int as level,
          coalesce(max(j.level), ${defaultGoal})::int as goal
        from latest l join evaluation_skill s on s.evaluation_id = l.id
        left join profile pr on pr.person_id = l.person_id
        left join job_profile_skill j on j.id_profile = pr.id_profile and j.id_skill = s.id_skill
        where s.id_skill is not null and s.note_manager between 1 and 4
        group by l.person_id, s.id_skill`.execute(db);
      return rows;
    },

    /** The lines of each person's latest business-manager review rated by the manager below their profile's goal. */
    async profileLines(personIds: readonly number[]) {
      const { rows } = await sql<{ personId: number; idLine: number; level: number; goal: number }>`
        with latest as (
          select distinct on (b.person_id) b.id, b.person_id, b.id_business_manager from eep_bm b
          where b.person_id = any(${ids(personIds)}) order by b.person_id, b.year desc)
        select l.person_id as "personId", k.id_line as "idLine", k.evaluation_manager as level, g.goal
        from latest l cross join lateral (select k.id_line, k.evaluation_manager from eep_bm_skill k
          where k.eep_bm_id = l.id and k.evaluation_manager is not null offset 0) k
        join business_manager_skill_goal g on g.id_line = k.id_line and g.id_profile = l.id_business_manager
        where g.goal > 0 and k.evaluation_manager < g.goal`.execute(db);
      return rows;
    },

    /** Each person's latest manager rating (1–4) per skill, for these skills. */
    async ratings(personIds: readonly number[], skillIds: readonly number[]) {
      if (skillIds.length === 0) return [];
      const { rows } = await sql<{ personId: number; idSkill: number; level: number }>`
        select distinct on (e.person_id, s.id_skill) e.person_id as "personId", s.id_skill as "idSkill",
          s.note_manager as level
        from evaluation e join evaluation_skill s on s.evaluation_id = e.id
        where e.person_id = any(${ids(personIds)}) and s.id_skill = any(${ids(skillIds)})
          and s.note_manager between 1 and 4
        order by e.person_id, s.id_skill, e.year desc`.execute(db);
      return rows;
    },

    /** Each person's star level (1–4) per skill in their current skills files, for these skills. */
    async fileLevels(personIds: readonly number[], skillIds: readonly number[]) {
      if (skillIds.length === 0) return [];
      const { rows } = await sql<{ personId: number; idSkill: number; level: number }>`
        select d.person_id as "personId", k.id_skill as "idSkill", max(k.level)::int as level
        from dc d cross join lateral (select k.id_skill, k.level from dc_skill k
          where k.dc_id = d.id and k.id_skill = any(${ids(skillIds)}) offset 0) k
        where d.person_id = any(${ids(personIds)}) and d.status <> ${DC_STATUSES.ARCHIVED}
        group by d.person_id, k.id_skill`.execute(db);
      return rows;
    },

    async targets(personIds: readonly number[]) {
      const { rows } = await sql<{ personId: number; idSkill: number; level: number }>`
        select person_id as "personId", id_skill as "idSkill", level from skill_target
        where person_id = any(${ids(personIds)})`.execute(db);
      return rows;
    },

    /** The most demanded skills since `since`: the highest level asked and how many times, most asked first. */
    async demand(since: Date, top: number) {
      const { rows } = await sql<{ idSkill: number; level: number; count: number }>`
        select id_skill as "idSkill", max(level)::int as level, count(*)::int as count from skill_demand
        where asked_at >= ${since} group by id_skill order by count(*) desc, id_skill limit ${top}`.execute(db);
      return rows;
    },

    async skillNames(skillIds: readonly number[]): Promise<Named[]> {
      if (skillIds.length === 0) return [];
      const { rows } = await sql<Named>`select id, name_fr as "nameFr", name_en as "nameEn" from skill
        where id = any(${ids(skillIds)})`.execute(db);
      return rows;
    },

    async lineNames(lineIds: readonly number[]): Promise<Named[]> {
      if (lineIds.length === 0) return [];
      const { rows } = await sql<Named>`select id, name_fr as "nameFr", name_en as "nameEn"
        from business_manager_skill_line where id = any(${ids(lineIds)})`.execute(db);
      return rows;
    },

    /** The active catalogue entries covering these skills and lines, with the level each brings. */
    async entries(skillIds: readonly number[], lineIds: readonly number[]) {
      const { rows } = await sql<EntryRow & { kind: 'skill' | 'line' }>`select e.id as "idEntry", e.type,
          e.title_fr as "titleFr", e.title_en as "titleEn", e.organism, e.duration_hours as "durationHours",
          e.cost_excl_tax::text as "costExclTax", e.scheme, c.kind, c.subject_id as "subjectId", c.level
        from (select 'skill' as kind, id_entry, id_skill as subject_id, level from training_catalogue_skill
            where id_skill = any(${ids(skillIds)})
          union all select 'line', id_entry, id_line, level from training_catalogue_line
            where id_line = any(${ids(lineIds)})) c
        join training_catalogue e on e.id = c.id_entry where e.is_active`.execute(db);
      return { skills: rows.filter((r) => r.kind === 'skill'), lines: rows.filter((r) => r.kind === 'line') };
    },

    /**
     * Colleagues' successes on these skills: for each (entry, skill) of the entries covering them, the people whose
     * wish for the entry (its catalogue entry, else an entry of the same French or English title; not cancelled) was
     * followed by a rise of their manager rating on the skill — from their latest evaluation of the wish's year or
     * before to their first evaluation after it. The wish's year: its evaluation's, else its creation's. Read per
     * request, for the skills asked only (index probes: the wishes by entry, or by title when they name none), so
     * every process answers the same.
     */
    async successes(skillIds: readonly number[]) {
      if (skillIds.length === 0) return [];
      const { rows } = await sql<{ idEntry: number; idSkill: number; personIds: number[] }>`
        with covering as (
          select id_entry, id_skill from training_catalogue_skill where id_skill = any(${ids(skillIds)})),
        titles as (
          select distinct on (t) t, id from (select lower(title_fr) as t, id from training_catalogue
            union all select lower(title_en), id from training_catalogue) x order by t, id),
        wanted as (select t, id from titles where id in (select id_entry from covering)),
        w as (
          select tw.person_id, coalesce(ev.year, extract(year from tw.created_at)::int) as year,
            tw.catalogue_entry_id as id_entry
          from training_wish tw left join evaluation ev on ev.id = tw.evaluation_id
          where tw.catalogue_entry_id in (select id_entry from covering) and tw.status <> ${CANCELLED}
          union all
          select tw.person_id, coalesce(ev.year, extract(year from tw.created_at)::int), m.id
          from wanted m join training_wish tw on lower(tw.title) = m.t and tw.catalogue_entry_id is null
          left join evaluation ev on ev.id = tw.evaluation_id
          where tw.status <> ${CANCELLED}),
        covered as (
          select distinct w.person_id, w.year, w.id_entry, c.id_skill from w
          join covering c on c.id_entry = w.id_entry),
        rated as (
          select x.*,
            (select s.note_manager from evaluation e join evaluation_skill s on s.evaluation_id = e.id
              where e.person_id = x.person_id and e.year <= x.year and s.id_skill = x.id_skill
                and s.note_manager is not null order by e.year desc limit 1) as before,
            (select s.note_manager from evaluation e join evaluation_skill s on s.evaluation_id = e.id
              where e.person_id = x.person_id and e.year > x.year and s.id_skill = x.id_skill
                and s.note_manager is not null order by e.year limit 1) as after
          from covered x)
        select id_entry as "idEntry", id_skill as "idSkill", array_agg(distinct person_id) as "personIds"
        from rated where before < after group by id_entry, id_skill`.execute(db);
      return rows;
    },

    async setTarget(personId: number, idSkill: number, level: number, by: number) {
      await db
        .insertInto('skill_target')
        .values({ person_id: personId, id_skill: idSkill, level, set_by: by })
        .onConflict((oc) =>
          oc.columns(['person_id', 'id_skill']).doUpdateSet({ level, set_by: by, set_at: new Date() }),
        )
        .execute();
    },

    async removeTarget(personId: number, idSkill: number) {
      await db.deleteFrom('skill_target').where('person_id', '=', personId).where('id_skill', '=', idSkill).execute();
    },

    async activeSkill(idSkill: number) {
      const row = await db
        .selectFrom('skill')
        .select('id')
        .where('id', '=', idSkill)
        .where('is_active', '=', true)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * A search's skills, a statistic: committed without waiting for the WAL flush on PostgreSQL (a search answers
     * without the disk's latency; a crash may lose the last fraction of a second's searches, as a read's audit
     * entry: decision 023 §1b).
     */
    async recordDemand(rows: { idSkill: number; level: number }[], by: number, at: Date) {
      if (rows.length === 0) return;
      const insert = (q: Queryable) =>
        q
          .insertInto('skill_demand')
          .values(rows.map((r) => ({ id_skill: r.idSkill, level: r.level, asked_by: by, asked_at: at })))
          .execute();
      if (isSingleConnection(db)) return void (await insert(db));
      await db.transaction().execute(async (trx) => {
        await sql`set local synchronous_commit = off`.execute(trx);
        await insert(trx);
      });
    },
  };
}
export type SkillsGapsRepository = ReturnType<typeof createSkillsGapsRepository>;
