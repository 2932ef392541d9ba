/**
 * SQL of the tenant's dictionary (one row, shared by every process) and of the administrator's mapping decisions
 * (docs/decisions/005-skills-file.md). Every function takes an optional transaction.
 */
import { sql } from 'kysely';
import type { Queryable } from '../../db/types';
import type { MappingDecision, MappingKind, OurValue } from './dictionary';

export interface StoredDictionary {
  content: unknown;
  version: string | null;
  fetchedAt: Date;
}

export function createBoondMappingRepository(db: Queryable) {
  return {
    async dictionary(q: Queryable = db): Promise<StoredDictionary | null> {
      const row = await q
        .selectFrom('boond_dictionary')
        .select(['content', 'version', 'fetched_at'])
        .where('id', '=', 1)
        .executeTakeFirst();
      return row ? { content: row.content, version: row.version, fetchedAt: row.fetched_at } : null;
    },

    async saveDictionary(content: unknown, version: string | null, q: Queryable = db): Promise<Date> {
      const json = JSON.stringify(content);
      const row = await q
        .insertInto('boond_dictionary')
        .values({ id: 1, content: json, version, fetched_at: sql<Date>`now()` })
        .onConflict((oc) => oc.column('id').doUpdateSet({ content: json, version, fetched_at: sql<Date>`now()` }))
        .returning('fetched_at')
        .executeTakeFirstOrThrow();
      return row.fetched_at;
    },

    /** The decisions, with who took them and when. */
    async decisions(q: Queryable = db) {
      const rows = await q
        .selectFrom('boond_mapping as m')
        .leftJoin('person as p', 'p.id', 'm.updated_by')
        .select([
          'm.kind',
          'm.our_value',
          'm.our_label',
          'm.boond_id',
          'm.updated_at',
          sql<string | null>`p.first_name || ' ' || p.last_name`.as('updated_by_name'),
        ])
        .orderBy('m.kind')
        .orderBy('m.our_value')
        .execute();
      return rows.map((r) => ({
        kind: r.kind as MappingKind,
        ourValue: r.our_value,
        ourLabel: r.our_label,
        boondId: r.boond_id,
        updatedAt: r.updated_at,
        updatedBy: r.updated_by_name,
      }));
    },

    /** Records decisions (an existing decision for the same value is replaced). */
    async decide(q: Queryable, decisions: readonly MappingDecision[], by: number): Promise<void> {
      if (decisions.length === 0) return;
      await q
        .insertInto('boond_mapping')
        .values(
          decisions.map((d) => ({
            kind: d.kind,
            our_value: d.ourValue,
            our_label: d.ourLabel,
            boond_id: d.boondId,
            updated_by: by,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['kind', 'our_value']).doUpdateSet((eb) => ({
            our_label: eb.ref('excluded.our_label'),
            boond_id: eb.ref('excluded.boond_id'),
            updated_by: eb.ref('excluded.updated_by'),
            updated_at: sql<Date>`now()`,
          })),
        )
        .execute();
    },

    /** Forgets a decision: the value is undecided again (its messages are held until someone decides). */
    async undecide(q: Queryable, kind: MappingKind, ourValue: string): Promise<boolean> {
      const r = await q
        .deleteFrom('boond_mapping')
        .where('kind', '=', kind)
        .where('our_value', '=', ourValue)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** The resource the connection test reads: the caller's own, else the first person's with a BoondManager id. */
    async sampleResource(personId: number, q: Queryable = db): Promise<number | null> {
      const row = await q
        .selectFrom('person')
        .select('id_boond')
        .where('id_boond', 'is not', null)
        .orderBy(sql`(id = ${personId})`, 'desc')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.id_boond ?? null;
    },

    /**
     * Our tools: the catalogue's hard skills (id, names, the Boond id the catalogue already knows), inactive ones too:
     * files validated before a skill was retired still name it.
     */
    async tools(q: Queryable = db): Promise<OurValue[]> {
      const rows = await q
        .selectFrom('skill as s')
        .innerJoin('skill_type as t', 't.id', 's.id_skill_type')
        .select(['s.id', 's.name_fr', 's.name_en', 's.id_boond'])
        .where('t.is_soft', '=', false)
        .orderBy('s.name_fr')
        .execute();
      return rows.map((r) => ({
        value: String(r.id),
        fr: r.name_fr,
        en: r.name_en,
        ...(r.id_boond !== null ? { knownId: String(r.id_boond) } : {}),
      }));
    },
  };
}
export type BoondMappingRepository = ReturnType<typeof createBoondMappingRepository>;
