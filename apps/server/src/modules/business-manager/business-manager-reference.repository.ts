/**
 * The business-manager review's reference data (migration 0011): profiles, categories, skill lines with their goal
 * per profile, and the maturity objective of each category per profile. Goals and objectives come back keyed by
 * profile id; the service names them (bmgoal …, bmObjectifMaturity …).
 */
import { sql } from 'kysely';
import type { Db, Queryable } from '../../db/types';

export interface ProfileRow {
  id: number;
  nameFr: string;
  nameEn: string;
}

export interface CategoryRow {
  id: number;
  group: string;
  nameFr: string;
  nameEn: string;
  /** Maturity objective by profile id. */
  objectives: Map<number, number>;
}

export interface LineRow {
  id: number;
  code: string;
  idCategory: number;
  nameFr: string;
  nameEn: string;
  sortOrder: number;
  isActive: boolean;
  /** Goal by profile id. */
  goals: Map<number, number>;
}

export interface LineWrite {
  idCategory: number;
  nameFr: string;
  nameEn: string;
  sortOrder?: number;
  isActive: boolean;
  /** Goal by profile id, for every profile. */
  goals: { idProfile: number; goal: number }[];
}

const byKey = <K, V>(rows: { key: K; value: V }[]) => {
  const out = new Map<K, V>();
  for (const r of rows) out.set(r.key, r.value);
  return out;
};

export function createBusinessManagerReferenceRepository(db: Db) {
  const categories = async (filter: { id?: number } = {}, q: Queryable = db): Promise<CategoryRow[]> => {
    let query = q
      .selectFrom('business_manager_skill_category')
      .select(['id', 'group_key', 'name_fr', 'name_en'])
      .orderBy('sort_order')
      .orderBy('id');
    if (filter.id !== undefined) query = query.where('id', '=', filter.id);
    const rows = await query.execute();
    if (rows.length === 0) return [];
    const objectives = await q
      .selectFrom('business_manager_maturity_objective')
      .select(['id_category', 'id_profile', 'objective'])
      .where(
        'id_category',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    return rows.map((r) => ({
      id: r.id,
      group: r.group_key,
      nameFr: r.name_fr,
      nameEn: r.name_en,
      objectives: byKey(
        objectives.filter((o) => o.id_category === r.id).map((o) => ({ key: o.id_profile, value: o.objective })),
      ),
    }));
  };

  const lines = async (filter: { id?: number; activeOnly?: boolean } = {}, q: Queryable = db): Promise<LineRow[]> => {
    let query = q
      .selectFrom('business_manager_skill_line as l')
      .innerJoin('business_manager_skill_category as c', 'c.id', 'l.id_category')
      .select(['l.id', 'l.code', 'l.id_category', 'l.name_fr', 'l.name_en', 'l.sort_order', 'l.is_active'])
      .orderBy('c.sort_order')
      .orderBy('l.sort_order')
      .orderBy('l.id');
    if (filter.id !== undefined) query = query.where('l.id', '=', filter.id);
    if (filter.activeOnly) query = query.where('l.is_active', '=', true);
    const rows = await query.execute();
    if (rows.length === 0) return [];
    let goalQuery = q.selectFrom('business_manager_skill_goal').select(['id_line', 'id_profile', 'goal']);
    if (filter.id !== undefined) goalQuery = goalQuery.where('id_line', '=', filter.id);
    const goals = await goalQuery.execute();
    const goalsByLine = new Map<number, { key: number; value: number }[]>();
    for (const g of goals) {
      const list = goalsByLine.get(g.id_line) ?? [];
      list.push({ key: g.id_profile, value: g.goal });
      goalsByLine.set(g.id_line, list);
    }
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      idCategory: r.id_category,
      nameFr: r.name_fr,
      nameEn: r.name_en,
      sortOrder: r.sort_order,
      isActive: r.is_active,
      goals: byKey(goalsByLine.get(r.id) ?? []),
    }));
  };

  return {
    async profiles(): Promise<ProfileRow[]> {
      const rows = await db
        .selectFrom('business_manager_profile')
        .select(['id', 'name_fr', 'name_en'])
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: r.id, nameFr: r.name_fr, nameEn: r.name_en }));
    },

    async profileById(id: number): Promise<ProfileRow | undefined> {
      const r = await db
        .selectFrom('business_manager_profile')
        .select(['id', 'name_fr', 'name_en'])
        .where('id', '=', id)
        .executeTakeFirst();
      return r && { id: r.id, nameFr: r.name_fr, nameEn: r.name_en };
    },

    categories: () => categories(),
    categoryById: async (id: number) => (await categories({ id }))[0],
    /** Every line (active or not), by category order then display order. */
    lines: () => lines(),
    activeLines: () => lines({ activeOnly: true }),
    lineById: async (id: number) => (await lines({ id }))[0],

    /** A new line (last of its category unless placed) with its goals; a `custom-…` code. */
    async insertLine(line: LineWrite, personId: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const next = await trx
          .selectFrom('business_manager_skill_line')
          .select((eb) => eb.fn.coalesce(eb.fn.max('sort_order'), eb.lit(0)).as('max'))
          .where('id_category', '=', line.idCategory)
          .executeTakeFirstOrThrow();
        const { id } = await trx
          .insertInto('business_manager_skill_line')
          .values({
            code: `custom-${line.idCategory}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
            id_category: line.idCategory,
            name_fr: line.nameFr,
            name_en: line.nameEn,
            sort_order: line.sortOrder ?? Number(next.max) + 10,
            is_active: line.isActive,
            updated_by: personId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('business_manager_skill_goal')
          .values(line.goals.map((g) => ({ id_line: id, id_profile: g.idProfile, goal: g.goal })))
          .execute();
        return id;
      });
    },

    /** Changes a line and its goals; false when there is none. */
    async updateLine(id: number, line: LineWrite, personId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const res = await trx
          .updateTable('business_manager_skill_line')
          .set({
            id_category: line.idCategory,
            name_fr: line.nameFr,
            name_en: line.nameEn,
            is_active: line.isActive,
            updated_by: personId,
            updated_at: sql`now()`,
            ...(line.sortOrder !== undefined ? { sort_order: line.sortOrder } : {}),
          })
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return false;
        await trx
          .insertInto('business_manager_skill_goal')
          .values(line.goals.map((g) => ({ id_line: id, id_profile: g.idProfile, goal: g.goal })))
          .onConflict((oc) =>
            oc.columns(['id_line', 'id_profile']).doUpdateSet((eb) => ({ goal: eb.ref('excluded.goal') })),
          )
          .execute();
        return true;
      });
    },

    /**
     * Deletes a line no review rates (with its goals), deactivates a rated one (reviews keep their ratings of it);
     * undefined when there is none. The line is locked first: a review rating it meanwhile waits, then sees it.
     */
    async removeLine(id: number, by: number): Promise<{ deleted: boolean } | undefined> {
      return db.transaction().execute(async (trx) => {
        const line = await trx
          .selectFrom('business_manager_skill_line')
          .select('id')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!line) return undefined;
        const rated = await trx
          .selectFrom('eep_bm_skill')
          .select('eep_bm_id')
          .where('id_line', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (rated) {
          await trx
            .updateTable('business_manager_skill_line')
            .set({ is_active: false, updated_by: by, updated_at: new Date() })
            .where('id', '=', id)
            .execute();
          return { deleted: false };
        }
        await trx.deleteFrom('business_manager_skill_line').where('id', '=', id).execute();
        return { deleted: true };
      });
    },

    /** Sets one category's maturity objectives; false when the category does not exist. */
    async saveMaturity(
      idCategory: number,
      objectives: { idProfile: number; objective: number }[],
      personId: number,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const category = await trx
          .selectFrom('business_manager_skill_category')
          .select('id')
          .where('id', '=', idCategory)
          .executeTakeFirst();
        if (!category) return false;
        await trx
          .insertInto('business_manager_maturity_objective')
          .values(
            objectives.map((o) => ({
              id_category: idCategory,
              id_profile: o.idProfile,
              objective: o.objective,
              updated_by: personId,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['id_category', 'id_profile']).doUpdateSet((eb) => ({
              objective: eb.ref('excluded.objective'),
              updated_by: eb.ref('excluded.updated_by'),
              updated_at: sql`now()`,
            })),
          )
          .execute();
        return true;
      });
    },
  };
}
export type BusinessManagerReferenceRepository = ReturnType<typeof createBusinessManagerReferenceRepository>;
