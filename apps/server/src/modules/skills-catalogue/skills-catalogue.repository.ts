/**
 * SQL of the skills catalogue: skill types, skills (with their aliases), their usage, the other (free-entry) skills of
 * the files and their conversion into catalogue skills. Every function takes an optional transaction.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { createSkillAliasesRepository } from './skill-aliases.repository';
import { createCatalogueListsRepository } from './skills-catalogue-lists.repository';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Case- and accent-insensitive matching: both sides go through the same fold (accents of Latin letters removed,
 * typographic apostrophe made straight, then lower case). PostgreSQL's lower() alone does not fold accents.
 */
const FOLD_PAIRS: readonly (readonly [string, string])[] = [
  ['ÀÁÂÃÄÅàáâãäå', 'a'],
  ['Çç', 'c'],
  ['ÈÉÊËèéêë', 'e'],
  ['ÌÍÎÏìíîï', 'i'],
  ['Ññ', 'n'],
  ['ÒÓÔÕÖòóôõö', 'o'],
  ['ÙÚÛÜùúûü', 'u'],
  ['Ýýÿ', 'y'],
  ['’', "'"],
];
const FOLD_FROM = FOLD_PAIRS.map(([from]) => from).join('');
const FOLD_TO = FOLD_PAIRS.map(([from, to]) => to.repeat(from.length)).join('');
const FOLD_MAP = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

export const foldText = (text: string) =>
  [...text]
    .map((c) => FOLD_MAP.get(c) ?? c)
    .join('')
    .toLowerCase();
const foldSql = (expr: RawBuilder<unknown>) => sql<string>`lower(translate(${expr}, ${FOLD_FROM}, ${FOLD_TO}))`;

export interface SkillValues {
  id_skill_type: number;
  label: string;
  name_fr: string;
  name_en: string;
  id_boond: number | null;
  is_active: boolean;
}

export interface SkillUsageCounts {
  files: number;
  profiles: number;
  tools: number;
  certifications: number;
}
const NO_USAGE: SkillUsageCounts = { files: 0, profiles: 0, tools: 0, certifications: 0 };

export function createSkillsCatalogueRepository(db: Kysely<Database>) {
  const skillQuery = (q: Db) =>
    q
      .selectFrom('skill as s')
      .innerJoin('skill_type as t', 't.id', 's.id_skill_type')
      .select([
        's.id',
        's.label',
        's.name_fr as nameFr',
        's.name_en as nameEn',
        's.id_boond as idBoond',
        's.id_skill_type as idSkillType',
        's.is_active as isActive',
        't.label_fr as typeFr',
        't.label_en as typeEn',
        't.is_soft as isSoft',
        sql<
          string[]
        >`coalesce((select array_agg(a.alias order by lower(a.alias)) from skill_alias a where a.id_skill = s.id), '{}')`.as(
          'aliases',
        ),
      ]);

  return {
    ...createSkillAliasesRepository(db),
    ...createCatalogueListsRepository(db, foldSql),

    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    skillTypes() {
      return db
        .selectFrom('skill_type as t')
        .select([
          't.id',
          't.code',
          't.label_fr as labelFr',
          't.label_en as labelEn',
          't.is_soft as isSoft',
          't.sort_order as sortOrder',
          sql<number>`(select count(*)::int from skill s where s.id_skill_type = t.id and s.is_active)`.as(
            'skillCount',
          ),
        ])
        .orderBy('t.sort_order')
        .orderBy('t.id')
        .execute();
    },
    findSkillType(id: number, q: Db = db) {
      return q.selectFrom('skill_type').select(['id', 'label_fr', 'label_en']).where('id', '=', id).executeTakeFirst();
    },

    findSkill(id: number, q: Db = db) {
      return skillQuery(q).where('s.id', '=', id).executeTakeFirst();
    },
    /** Locks the skill row for the rest of the transaction. */
    lockSkill(id: number, trx: Transaction<Database>) {
      return trx.selectFrom('skill').select(['id', 'is_active']).where('id', '=', id).forUpdate().executeTakeFirst();
    },
    findByLabel(label: string, q: Db = db) {
      return q
        .selectFrom('skill')
        .select(['id', 'label'])
        .where(sql`lower(label)`, '=', label.toLowerCase())
        .executeTakeFirst();
    },
    findByBoondId(idBoond: number, q: Db = db) {
      return q.selectFrom('skill').select(['id', 'label']).where('id_boond', '=', idBoond).executeTakeFirst();
    },

    /** The whole catalogue, for the in-memory search index. */
    allSkills() {
      return skillQuery(db).orderBy('s.id').execute();
    },

    /** How many files, profiles, experience tools and certifications use each skill (one round trip). */
    async usage(ids: readonly number[], q: Db = db): Promise<Map<number, SkillUsageCounts>> {
      const result = new Map<number, SkillUsageCounts>(ids.map((id) => [id, { ...NO_USAGE }]));
      if (ids.length === 0) return result;
      const list = sql.join(ids.map((id) => sql`${id}::int`));
      const { rows } = await sql<{ id: number; kind: keyof SkillUsageCounts; n: number }>`
        select id_skill as id, 'files' as kind, count(*)::int as n from dc_skill where id_skill in (${list}) group by id_skill
        union all
        select id_skill, 'profiles', count(*)::int from job_profile_skill where id_skill in (${list}) group by id_skill
        union all
        select id_skill, 'tools', count(*)::int from dc_experience_tool where id_skill in (${list}) group by id_skill
        union all
        select id_skill, 'certifications', count(*)::int from dc_certification_skill where id_skill in (${list}) group by id_skill`.execute(
        q,
      );
      for (const row of rows) {
        const counts = result.get(row.id);
        if (counts) counts[row.kind] = row.n;
      }
      return result;
    },

    async insertSkill(values: SkillValues, q: Db = db): Promise<number> {
      const row = await q.insertInto('skill').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async updateSkill(id: number, values: Partial<SkillValues>, q: Db = db) {
      await q
        .updateTable('skill')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },
    async deleteSkill(id: number, trx: Transaction<Database>) {
      await trx.deleteFrom('skill').where('id', '=', id).execute();
    },

    /** Other skills grouped per type and case-insensitive name, most used first. */
    async otherSkills(idSkillType: number | undefined) {
      let grouped = db
        .selectFrom('dc_other_skill as o')
        .select([
          'o.id_skill_type as idSkillType',
          sql<string>`lower(o.name)`.as('key'),
          sql<string>`mode() within group (order by o.name)`.as('name'),
          sql<string>`string_agg(distinct o.name, ' / ' order by o.name)`.as('names'),
          sql<number>`count(distinct o.dc_id)::int`.as('fileCount'),
        ])
        .groupBy(['o.id_skill_type', sql`lower(o.name)`]);
      if (idSkillType !== undefined) grouped = grouped.where('o.id_skill_type', '=', idSkillType);
      return db
        .selectFrom(grouped.as('g'))
        .innerJoin('skill_type as t', 't.id', 'g.idSkillType')
        .select(['g.idSkillType', 'g.name', 'g.names', 'g.fileCount', 't.label_fr as typeFr', 't.label_en as typeEn'])
        .orderBy('g.fileCount', 'desc')
        .orderBy('g.key')
        .orderBy('g.idSkillType')
        .execute();
    },

    /**
     * Turns the other skill (type, case-insensitive name) of every file into the catalogue skill `idSkill`,
     * keeping its level; a file that already has the skill keeps the higher level. The files' row_version moves on,
     * so that an editor holding an older copy gets a conflict instead of writing the other skill back.
     */
    async convertOtherSkill(trx: Transaction<Database>, name: string, idSkillType: number, idSkill: number) {
      const matching = (q: Db) =>
        q
          .selectFrom('dc_other_skill as o')
          .where('o.id_skill_type', '=', idSkillType)
          .where(sql`lower(o.name)`, '=', name.toLowerCase());
      const rows = await matching(trx)
        .select([
          'o.id',
          'o.dc_id',
          sql<boolean>`exists (select 1 from dc_skill d where d.dc_id = o.dc_id and d.id_skill = ${idSkill})`.as(
            'hasSkill',
          ),
        ])
        .forUpdate()
        .execute();
      if (rows.length === 0) return { converted: 0, merged: 0 };
      await trx
        .insertInto('dc_skill')
        .columns(['dc_id', 'id_skill', 'level'])
        .expression(matching(trx).select(['o.dc_id', sql<number>`${idSkill}::int`.as('id_skill'), 'o.level']))
        .onConflict((oc) =>
          oc.columns(['dc_id', 'id_skill']).doUpdateSet({ level: sql`greatest(dc_skill.level, excluded.level)` }),
        )
        .execute();
      const dcIds = [...new Set(rows.map((r) => r.dc_id))];
      await trx
        .updateTable('dc')
        .set((eb) => ({ row_version: eb('row_version', '+', 1) }))
        .where('id', 'in', dcIds)
        .execute();
      await trx
        .deleteFrom('dc_other_skill')
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      const merged = rows.filter((r) => r.hasSkill).length;
      return { converted: rows.length - merged, merged };
    },
    async otherSkillExists(name: string, idSkillType: number, q: Db = db) {
      const row = await q
        .selectFrom('dc_other_skill')
        .select('id')
        .where('id_skill_type', '=', idSkillType)
        .where(sql`lower(name)`, '=', name.toLowerCase())
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type SkillsCatalogueRepository = ReturnType<typeof createSkillsCatalogueRepository>;
export type SkillRow = NonNullable<Awaited<ReturnType<SkillsCatalogueRepository['findSkill']>>>;
export type OtherSkillRow = Awaited<ReturnType<SkillsCatalogueRepository['otherSkills']>>[number];
