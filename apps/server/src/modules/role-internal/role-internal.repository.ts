import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { writeAudit, type AuditActor } from '../../lib/audit/audit';
import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import { roleSettingsList } from '@my-skills/shared/schemas/role-internal';
import type { Database } from '../../db/schema';
import { listOrder, listPage, listWhere, type ListColumnsSql } from '../../db/list-query';

type Db = Kysely<Database> | Transaction<Database>;

export interface PersonRoleRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  reference: string | null;
  idRoleInternal: number | null;
  countryFr: string | null;
  countryEn: string | null;
  roleIds: number[] | null;
  isActive: boolean;
  total: number;
}

/** Each column of the role settings list as SQL over `p` (the person) and `c` (their country). */
const columnsSql = (idLang: number): ListColumnsSql<typeof roleSettingsList.columns> => ({
  lastName: sql`p.last_name`,
  firstName: sql`p.first_name`,
  email: sql`p.email`,
  reference: sql`p.reference`,
  role: sql`(select max(a.role_id) from account a where a.person_id = p.id and a.is_active)`,
  internalRole: sql`p.id_role_internal`,
  isActive: sql`exists (select 1 from account a where a.person_id = p.id and a.is_active)`,
  country: idLang === 2 ? sql`c.name_en` : sql`c.name_fr`,
});
const searchFields = [sql`p.first_name`, sql`p.last_name`, sql`p.email`, sql`p.reference`];
type PageQuery = Omit<ListQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };

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
        sql<boolean>`exists (select 1 from account a where a.person_id = p.id and a.is_active)`.as('isActive'),
      ]);

  /** One page of the people (the count of every match as a window when asked), in one query. */
  const page = async (query: PageQuery, idLang: number, count: boolean) => {
    const cols = columnsSql(idLang);
    const total: RawBuilder<number> = count ? sql<number>`count(*) over ()::int` : sql<number>`0`;
    const { rows } = await sql<PersonRoleRow>`
      select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email, p.reference,
        p.id_role_internal as "idRoleInternal", c.name_fr as "countryFr", c.name_en as "countryEn",
        coalesce((select array_agg(a.role_id order by a.role_id) from account a
          where a.person_id = p.id and a.is_active), '{}') as "roleIds",
        ${cols.isActive} as "isActive", ${total} as total
      from person p left join country c on c.id = p.country_id
      where ${listWhere(roleSettingsList, cols, query, searchFields)}
      order by ${listOrder(roleSettingsList, cols, query, sql`p.id`)}
      ${listPage(query)}`.execute(db);
    return rows;
  };

  return {
    /** A page of the list, and how many match (in the same query). */
    list: (query: ListQuery, idLang: number) => page(query, idLang, true),
    /** One batch of an export (no count). */
    exportPage: (query: ListExport, idLang: number, pageNo: number, pageSize: number) =>
      page({ ...query, page: pageNo, pageSize }, idLang, false),
    /** How many match (a page past the end, the export's announced total). */
    async count(query: Omit<ListQuery, 'page' | 'pageSize'>, idLang: number) {
      const { rows } = await sql<{ total: number }>`
        select count(*)::int as total from person p left join country c on c.id = p.country_id
        where ${listWhere(roleSettingsList, columnsSql(idLang), query, searchFields)}`.execute(db);
      return rows[0]?.total ?? 0;
    },
    findById(personId: number) {
      return baseQuery(db).where('p.id', '=', personId).executeTakeFirst();
    },
    /** The person's internal role changes (the audit trail's `roleInternal` entries), newest first. */
    async history(personId: number) {
      const rows = await db
        .selectFrom('audit_entry as a')
        .leftJoin('person as by', 'by.id', 'a.actor_person_id')
        .select(['a.at as changedAt', 'a.detail', 'by.first_name as byFirstName', 'by.last_name as byLastName'])
        .where('a.subject_person_id', '=', personId)
        .where('a.action', '=', 'roleInternal')
        .orderBy('a.id', 'desc')
        .execute();
      return rows.map(({ detail, ...row }) => {
        const change = JSON.parse(detail) as { old: number | null; new: number | null };
        return { ...row, oldIdRoleInternal: change.old, newIdRoleInternal: change.new };
      });
    },
    countries() {
      return db.selectFrom('country').selectAll().orderBy('name_fr').execute();
    },
    /** Changes the internal role and writes the audit row in one transaction; returns the old value. */
    async update(personId: number, newRole: number | null, changedBy: AuditActor) {
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
        await writeAudit(trx, changedBy, {
          action: 'roleInternal',
          objectType: 'person',
          objectId: personId,
          subjectPersonId: personId,
          detail: JSON.stringify({ old: current.id_role_internal, new: newRole }),
        });
        return { old: current.id_role_internal, changed: true };
      });
    },
  };
}
export type RoleInternalRepository = ReturnType<typeof createRoleInternalRepository>;
