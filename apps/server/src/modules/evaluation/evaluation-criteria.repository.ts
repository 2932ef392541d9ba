/** The evaluation criteria administrators keep, with how many evaluation lines use each. */
import { sql } from 'kysely';
import type { Db, Queryable } from '../../db/types';

export interface CriterionRow {
  id: number;
  code: string;
  idType: number;
  labelFr: string;
  labelEn: string;
  sortOrder: number;
  isActive: boolean;
  usedBy: number;
}

export function createEvaluationCriteriaRepository(db: Db) {
  const list = async (filter: { idType?: number; id?: number }, q: Queryable = db): Promise<CriterionRow[]> => {
    const { rows } = await sql<CriterionRow>`select c.id, c.code, c.id_type as "idType", c.label_fr as "labelFr",
        c.label_en as "labelEn", c.sort_order as "sortOrder", c.is_active as "isActive",
        (select count(*)::int from evaluation_skill l where l.id_criterion = c.id) as "usedBy"
      from evaluation_criterion c
      where (${filter.idType ?? null}::int is null or c.id_type = ${filter.idType ?? null})
        and (${filter.id ?? null}::int is null or c.id = ${filter.id ?? null})
      order by c.id_type, c.sort_order, c.id`.execute(q);
    return rows;
  };
  return {
    list,
    byId: async (id: number, q: Queryable = db) => (await list({ id }, q))[0],

    /** A new criterion at the end of its type (unless placed), with a stable code. */
    async insert(c: { idType: number; labelFr: string; labelEn: string; sortOrder?: number; isActive: boolean }) {
      return db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ next: number }>`select coalesce(max(sort_order), 0) + 10 as next
          from evaluation_criterion where id_type = ${c.idType}`.execute(trx);
        const row = await trx
          .insertInto('evaluation_criterion')
          .values({
            code: `custom-${c.idType}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
            id_type: c.idType,
            label_fr: c.labelFr,
            label_en: c.labelEn,
            sort_order: c.sortOrder ?? Number(rows[0]!.next),
            is_active: c.isActive,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    async update(
      id: number,
      c: { idType: number; labelFr: string; labelEn: string; sortOrder?: number; isActive: boolean },
    ): Promise<boolean> {
      const res = await db
        .updateTable('evaluation_criterion')
        .set({
          id_type: c.idType,
          label_fr: c.labelFr,
          label_en: c.labelEn,
          is_active: c.isActive,
          ...(c.sortOrder !== undefined ? { sort_order: c.sortOrder } : {}),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Deletes an unused criterion, deactivates a used one; undefined when there is none. */
    async remove(id: number): Promise<{ deleted: boolean } | undefined> {
      return db.transaction().execute(async (trx) => {
        const used = await trx
          .selectFrom('evaluation_skill')
          .select('id')
          .where('id_criterion', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (used) {
          const res = await trx
            .updateTable('evaluation_criterion')
            .set({ is_active: false })
            .where('id', '=', id)
            .executeTakeFirst();
          return Number(res.numUpdatedRows) === 1 ? { deleted: false } : undefined;
        }
        const res = await trx.deleteFrom('evaluation_criterion').where('id', '=', id).executeTakeFirst();
        return Number(res.numDeletedRows) === 1 ? { deleted: true } : undefined;
      });
    },
  };
}
export type EvaluationCriteriaRepository = ReturnType<typeof createEvaluationCriteriaRepository>;
