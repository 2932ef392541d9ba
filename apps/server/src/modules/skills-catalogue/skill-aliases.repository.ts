/**
 * SQL of the skills' aliases (migration 0013): who already uses a spelling as an alias or as a name, and the
 * replacement of a skill's aliases. Merged into the catalogue's repository; every function takes an optional
 * transaction.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The unique index of migration 0013: a concurrent writer took one of the aliases. */
export const ALIAS_UNIQUE_INDEX = 'skill_alias_lower_alias';

const lowerList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v.toLowerCase()}`));

export function createSkillAliasesRepository(db: Kysely<Database>) {
  return {
    /** Aliases of other skills equal to one of `aliases` (case-insensitively), with their skill's label. */
    async aliasOwners(aliases: readonly string[], exceptId: number | null, q: Db = db) {
      if (aliases.length === 0) return [];
      let query = q
        .selectFrom('skill_alias as a')
        .innerJoin('skill as s', 's.id', 'a.id_skill')
        .select(['a.alias', 's.label'])
        .where(sql<boolean>`lower(a.alias) in (${lowerList(aliases)})`);
      if (exceptId !== null) query = query.where('a.id_skill', '<>', exceptId);
      return query.execute();
    },

    /** Other skills whose label, French or English name equals one of `names` (case-insensitively). */
    async nameOwners(names: readonly string[], exceptId: number | null, q: Db = db) {
      if (names.length === 0) return [];
      const list = lowerList(names);
      let query = q
        .selectFrom('skill as s')
        .select(['s.label', 's.name_fr as nameFr', 's.name_en as nameEn'])
        .where(
          sql<boolean>`(lower(s.label) in (${list}) or lower(s.name_fr) in (${list}) or lower(s.name_en) in (${list}))`,
        );
      if (exceptId !== null) query = query.where('s.id', '<>', exceptId);
      return query.execute();
    },

    /** Makes `aliases` the skill's aliases. */
    async replaceAliases(idSkill: number, aliases: readonly string[], trx: Transaction<Database>) {
      await trx.deleteFrom('skill_alias').where('id_skill', '=', idSkill).execute();
      if (aliases.length > 0)
        await trx
          .insertInto('skill_alias')
          .values(aliases.map((alias) => ({ id_skill: idSkill, alias })))
          .execute();
    },
  };
}
