import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';

type Db = Kysely<Database> | Transaction<Database>;

export function createRoleInternalRepository(db: Kysely<Database>) {
  const baseQuery = (q: Db) =>
    q
      .selectFrom('person as p')
      .leftJoin('country as c', 'c.id', 'p.country_id')
      .select([
        'p.id',
        'p.first_name as firstName',
        'p.last_name as lastName',
        'p.email',
        'p.reference',
        'p.id_role_internal as idRoleInternal',
        'c.name_fr as countryFr',
        'c.name_en as countryEn',
        sql<
          number[]
        >`coalesce((select array_agg(a.role_id order by a.role_id) from account a where a.person_id = p.id and a.is_active), '{}')`.as(
          'roleIds',
        ),
      ]);

  return {
    search(term: string, limit: number) {
      let q = baseQuery(db);
      const words = term.toLowerCase().split(/\s+/).filter(Boolean);
      for (const word of words) {
        const pattern = containsPattern(word);
        q = q.where((eb) =>
          eb.or([
            eb(sql`lower(p.first_name)`, 'like', pattern),
            eb(sql`lower(p.last_name)`, 'like', pattern),
            eb(sql`lower(p.email)`, 'like', pattern),
            eb(sql`lower(coalesce(p.reference, ''))`, 'like', pattern),
          ]),
        );
      }
      return q.orderBy('p.last_name').orderBy('p.first_name').orderBy('p.id').limit(limit).execute();
    },
    findById(personId: number) {
      return baseQuery(db).where('p.id', '=', personId).executeTakeFirst();
    },
    history(personId: number) {
      return db
        .selectFrom('role_internal_audit as r')
        .innerJoin('person as by', 'by.id', 'r.changed_by_person_id')
        .select([
          'r.changed_at as changedAt',
          'by.first_name as byFirstName',
          'by.last_name as byLastName',
          'r.old_id_role_internal as oldIdRoleInternal',
          'r.new_id_role_internal as newIdRoleInternal',
        ])
        .where('r.person_id', '=', personId)
        .orderBy('r.changed_at', 'desc')
        .orderBy('r.id', 'desc')
        .execute();
    },
    countries() {
      return db.selectFrom('country').selectAll().orderBy('name_fr').execute();
    },
    /** Changes the internal role and writes the audit row in one transaction; returns the old value. */
    async update(personId: number, newRole: number | null, changedBy: number) {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('person')
          .select('id_role_internal')
          .where('id', '=', personId)
          .forUpdate()
          .executeTakeFirst();
        if (!current) return undefined;
        if (current.id_role_internal === newRole) return { old: current.id_role_internal, changed: false };
        await trx
          .updateTable('person')
          .set({ id_role_internal: newRole, updated_at: new Date() })
          .where('id', '=', personId)
          .execute();
        await trx
          .insertInto('role_internal_audit')
          .values({
            person_id: personId,
            changed_by_person_id: changedBy,
            old_id_role_internal: current.id_role_internal,
            new_id_role_internal: newRole,
          })
          .execute();
        return { old: current.id_role_internal, changed: true };
      });
    },
  };
}
export type RoleInternalRepository = ReturnType<typeof createRoleInternalRepository>;
