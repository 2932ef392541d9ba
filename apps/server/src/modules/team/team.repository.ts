import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The people a viewer follows: those they manage down the chain, or everyone (employees, not
 * candidate-only people) with "all" access. One recursive query; paged.
 */
export function createTeamRepository(db: Kysely<Database>) {
  const scope = (viewerId: number, everyone: boolean) =>
    everyone
      ? sql`select p.id from person p where p.id <> ${viewerId}
          and exists (select 1 from account a where a.person_id = p.id and a.role_id >= 1)`
      : sql`with recursive team(id, depth) as (
            select id, 1 from person where manager_id = ${viewerId}
            union all
            select p.id, t.depth + 1 from person p join team t on p.manager_id = t.id where t.depth < 50
          ) select distinct id from team`;

  return {
    async members(viewerId: number, everyone: boolean, term: string, page: number, pageSize: number) {
      const words = term
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const filter = words.length
        ? sql.join(
            words.map(
              (w) =>
                sql`(lower(p.first_name) like ${w} or lower(p.last_name) like ${w} or lower(coalesce(p.reference, '')) like ${w})`,
            ),
            sql` and `,
          )
        : sql`true`;
      const { rows } = await sql<{
        id: number;
        firstName: string;
        lastName: string;
        reference: string | null;
        roleId: number;
        isActive: boolean;
        managerFirstName: string | null;
        managerLastName: string | null;
        files: { idLang: number; idDc: number; status: number; version: number; updatedAt: string }[] | null;
        total: number;
      }>`
        with scope as (${scope(viewerId, everyone)})
        select p.id, p.first_name as "firstName", p.last_name as "lastName", p.reference,
          (select max(a.role_id) from account a where a.person_id = p.id and a.is_active) as "roleId",
          exists (select 1 from account a where a.person_id = p.id and a.is_active) as "isActive",
          m.first_name as "managerFirstName", m.last_name as "managerLastName",
          (select json_agg(json_build_object('idLang', d.id_lang, 'idDc', d.id, 'status', d.status, 'version', d.version, 'updatedAt', d.updated_at))
             from dc d where d.person_id = p.id and d.status <> 4) as files,
          count(*) over ()::int as total
        from scope s join person p on p.id = s.id left join person m on m.id = p.manager_id
        where ${filter}
        order by lower(p.last_name), lower(p.first_name), p.id
        limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db);
      return rows;
    },

    async submittedFiles(viewerId: number, everyone: boolean) {
      const { rows } = await sql<{
        idUser: number;
        firstName: string;
        lastName: string;
        reference: string | null;
        idDc: number;
        idLang: number;
        version: number;
        submittedAt: Date | null;
      }>`
        with scope as (${scope(viewerId, everyone)})
        select p.id as "idUser", p.first_name as "firstName", p.last_name as "lastName", p.reference,
          d.id as "idDc", d.id_lang as "idLang", d.version, d.submitted_at as "submittedAt"
        from scope s join person p on p.id = s.id join dc d on d.person_id = p.id and d.status = 2
        order by d.submitted_at nulls last, d.id
        limit 500`.execute(db);
      return rows;
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
