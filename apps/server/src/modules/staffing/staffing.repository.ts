/** SQL of the staffing search's need recognition: the active catalogue with its aliases, in one query. */
import { sql, type Kysely } from 'kysely';
import type { NeedCatalogueSkill } from '@my-skills/shared/staffing-need';
import type { Database } from '../../db/schema';

export function createStaffingRepository(db: Kysely<Database>) {
  return {
    /** Every active skill with its names, Boond id and aliases. */
    activeCatalogue(): Promise<NeedCatalogueSkill[]> {
      return db
        .selectFrom('skill as s')
        .leftJoin('skill_alias as a', 'a.id_skill', 's.id')
        .select([
          's.id',
          's.label',
          's.name_fr as nameFr',
          's.name_en as nameEn',
          's.id_boond as idBoond',
          sql<string[]>`coalesce(array_agg(a.alias order by a.id) filter (where a.alias is not null), '{}')`.as(
            'aliases',
          ),
        ])
        .where('s.is_active', '=', true)
        .groupBy('s.id')
        .orderBy('s.id')
        .execute();
    },
  };
}
export type StaffingRepository = ReturnType<typeof createStaffingRepository>;
