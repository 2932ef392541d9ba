/**
 * All SQL of the catalogue of trainings and certifications (issue 22 §2): the entries with the skills and
 * business-manager lines they cover, their writes (the covered rows replaced as a whole), and the look-ups the
 * wish from a suggestion needs.
 */
import { sql } from 'kysely';
import type { CatalogueEntryBody } from '@my-skills/shared/schemas/skills-gaps';
import type { Db, Queryable } from '../../db/types';

export interface CatalogueDbRow {
  id: number;
  type: number;
  titleFr: string;
  titleEn: string;
  organism: string;
  durationHours: number;
  costExclTax: string;
  scheme: number | null;
  isActive: boolean;
  skills: { idSkill: number; nameFr: string; nameEn: string; level: number }[];
  lines: { idLine: number; nameFr: string; nameEn: string; level: number }[];
}

const entryColumns = sql`e.id, e.type, e.title_fr as "titleFr", e.title_en as "titleEn", e.organism,
  e.duration_hours as "durationHours", e.cost_excl_tax::text as "costExclTax", e.scheme, e.is_active as "isActive",
  coalesce((select json_agg(json_build_object('idSkill', s.id, 'nameFr', s.name_fr, 'nameEn', s.name_en,
      'level', cs.level) order by s.name_fr, s.id)
    from training_catalogue_skill cs join skill s on s.id = cs.id_skill where cs.id_entry = e.id), '[]') as skills,
  coalesce((select json_agg(json_build_object('idLine', l.id, 'nameFr', l.name_fr, 'nameEn', l.name_en,
      'level', cl.level) order by l.name_fr, l.id)
    from training_catalogue_line cl join business_manager_skill_line l on l.id = cl.id_line
    where cl.id_entry = e.id), '[]') as lines`;

export function createCatalogueRepository(db: Db) {
  async function replaceCoverage(trx: Queryable, id: number, body: CatalogueEntryBody) {
    await trx.deleteFrom('training_catalogue_skill').where('id_entry', '=', id).execute();
    await trx.deleteFrom('training_catalogue_line').where('id_entry', '=', id).execute();
    if (body.skills.length > 0)
      await trx
        .insertInto('training_catalogue_skill')
        .values(body.skills.map((s) => ({ id_entry: id, id_skill: s.idSkill, level: s.level })))
        .execute();
    if (body.lines.length > 0)
      await trx
        .insertInto('training_catalogue_line')
        .values(body.lines.map((l) => ({ id_entry: id, id_line: l.idLine, level: l.level })))
        .execute();
  }
  const fields = (body: CatalogueEntryBody, by: number) => ({
    type: body.type,
    title_fr: body.titleFr,
    title_en: body.titleEn,
    organism: body.organism,
    duration_hours: body.durationHours,
    cost_excl_tax: body.costExclTax,
    scheme: body.scheme,
    is_active: body.isActive,
    updated_by: by,
  });

  return {
    /** Runs `work` in one transaction. */
    transaction: <T>(work: (trx: Queryable) => Promise<T>) => db.transaction().execute(work),

    async list(q: Queryable = db): Promise<CatalogueDbRow[]> {
      const { rows } = await sql<CatalogueDbRow>`select ${entryColumns} from training_catalogue e
        order by e.is_active desc, lower(e.title_fr), e.id`.execute(q);
      return rows;
    },

    async byId(id: number, q: Queryable = db): Promise<CatalogueDbRow | undefined> {
      const { rows } = await sql<CatalogueDbRow>`select ${entryColumns} from training_catalogue e
        where e.id = ${id}`.execute(q);
      return rows[0];
    },

    /** Another entry with the same French title and organism (whatever the case). */
    async duplicateOf(body: CatalogueEntryBody, exceptId: number | null, q: Queryable = db) {
      const { rows } = await sql<{ id: number }>`select id from training_catalogue
        where lower(title_fr) = lower(${body.titleFr}) and lower(organism) = lower(${body.organism})
        and id <> ${exceptId ?? 0}`.execute(q);
      return rows[0]?.id;
    },

    /** How many of these skills (active) and lines (active) exist. */
    async knownCoverage(skillIds: number[], lineIds: number[], q: Queryable = db) {
      const { rows } = await sql<{ skills: number; lines: number }>`select
        (select count(*)::int from skill where id = any(${sql.val(skillIds)}::int[]) and is_active) as skills,
        (select count(*)::int from business_manager_skill_line
          where id = any(${sql.val(lineIds)}::int[]) and is_active) as lines`.execute(q);
      return rows[0]!;
    },

    async insert(trx: Queryable, body: CatalogueEntryBody, by: number): Promise<number> {
      const row = await trx
        .insertInto('training_catalogue')
        .values({ ...fields(body, by), created_by: by })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceCoverage(trx, row.id, body);
      return row.id;
    },

    /** False when no such entry. */
    async update(trx: Queryable, id: number, body: CatalogueEntryBody, by: number): Promise<boolean> {
      const r = await trx
        .updateTable('training_catalogue')
        .set({ ...fields(body, by), updated_at: new Date() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return false;
      await replaceCoverage(trx, id, body);
      return true;
    },

    async setActive(id: number, isActive: boolean, by: number): Promise<boolean> {
      const r = await db
        .updateTable('training_catalogue')
        .set({ is_active: isActive, updated_by: by, updated_at: new Date() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** An active entry and the level it brings the subject to (null: it does not cover it). */
    async activeEntryFor(id: number, subject: { kind: 'skill' | 'line'; id: number }, q: Queryable = db) {
      const coverage =
        subject.kind === 'skill'
          ? sql`(select level from training_catalogue_skill where id_entry = e.id and id_skill = ${subject.id})`
          : sql`(select level from training_catalogue_line where id_entry = e.id and id_line = ${subject.id})`;
      const { rows } = await sql<{
        id: number;
        type: number;
        titleFr: string;
        titleEn: string;
        organism: string;
        durationHours: number;
        costExclTax: string;
        scheme: number | null;
        level: number | null;
      }>`select e.id, e.type, e.title_fr as "titleFr", e.title_en as "titleEn", e.organism,
          e.duration_hours as "durationHours", e.cost_excl_tax::text as "costExclTax", e.scheme,
          ${coverage} as level
        from training_catalogue e where e.id = ${id} and e.is_active`.execute(q);
      return rows[0];
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
