import { sql, type Kysely } from 'kysely';
import { DC_STATUSES } from '@my-skills/shared/constants';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';
import { evaluablePerson, followedBy, type OrgViewer } from '../people/org-chart.repository';

/**
 * The people a viewer follows: those they manage down the chain, or everyone (employees, not
 * candidate-only people) with "all" access (the org chart's `followedBy`); paged.
 */
export function createTeamRepository(db: Kysely<Database>) {
  return {
    async members(viewer: OrgViewer, term: string, page: number, pageSize: number) {
      const words = term.toLowerCase().split(/\s+/).filter(Boolean).map(containsPattern);
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
        /** Null when the person has no evaluations at all (a candidate, a subcontractor). */
        evaluations: { year: number; idEa: number; status: number }[] | null;
        total: number;
      }>`
        with scope as (${followedBy(viewer)})
        select p.id, p.first_name as "firstName", p.last_name as "lastName", p.reference,
          (select max(a.role_id) from account a where a.person_id = p.id and a.is_active) as "roleId",
          -- a scalar subquery, evaluated for the page's rows only: an exists here was planned as a hashed scan of
          -- every account (docs/decisions/012)
          coalesce((select true from account a where a.person_id = p.id and a.is_active limit 1), false) as "isActive",
          m.first_name as "managerFirstName", m.last_name as "managerLastName",
          (select json_agg(json_build_object('idLang', d.id_lang, 'idDc', d.id, 'status', d.status, 'version', d.version, 'updatedAt', d.updated_at))
             from dc d where d.person_id = p.id and d.status <> ${sql.lit(DC_STATUSES.ARCHIVED)}) as files,
          case when ${evaluablePerson} then coalesce((select json_agg(json_build_object('year', e.year, 'idEa', e.id,
              'status', e.status) order by e.year desc) from evaluation e where e.person_id = p.id), '[]') end
            as evaluations,
          count(*) over ()::int as total
        from scope s join person p on p.id = s.id left join person m on m.id = p.manager_id
        where ${filter}
        order by lower(p.last_name), lower(p.first_name), p.id
        limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db);
      return rows;
    },

    async submittedFiles(viewer: OrgViewer) {
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
        with scope as (${followedBy(viewer)})
        select p.id as "idUser", p.first_name as "firstName", p.last_name as "lastName", p.reference,
          d.id as "idDc", d.id_lang as "idLang", d.version, d.submitted_at as "submittedAt"
        from scope s join person p on p.id = s.id join dc d on d.person_id = p.id and d.status = ${sql.lit(DC_STATUSES.SUBMITTED)}
        order by d.submitted_at nulls last, d.id
        limit 500`.execute(db);
      return rows;
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
