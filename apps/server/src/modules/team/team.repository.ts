import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DC_STATUSES, EA_STATUSES } from '@my-skills/shared/constants';
import type { ListQuery } from '@my-skills/shared/lists';
import { employeesList } from '@my-skills/shared/schemas/team';
import type { Database } from '../../db/schema';
import { listOrder, listPage, listWhere, type ListColumnsSql } from '../../lib/lists/list-query';
import { evaluablePerson, followedBy, type OrgViewer } from '../people/org-chart.repository';

export interface MemberRow {
  id: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  roleId: number | null;
  isActive: boolean;
  managerFirstName: string | null;
  managerLastName: string | null;
  files: { idLang: number; idDc: number; status: number; version: number; updatedAt: string }[] | null;
  /** Null when the person has no evaluations at all (a candidate, a subcontractor). */
  evaluations: { year: number; idEa: number; status: number }[] | null;
  evaluable: boolean;
  deadline: string | null;
  total: number;
}

/** The current file's status in a language (0: none). */
const fileStatus = (idLang: number) =>
  sql`coalesce((select max(d.status) from dc d where d.person_id = p.id and d.id_lang = ${sql.lit(idLang)}
    and d.status <> ${sql.lit(DC_STATUSES.ARCHIVED)}), 0)`;
/** This year's evaluation status (0: not opened yet). */
const eaStatus = (year: number) =>
  sql`coalesce((select e.status from evaluation e where e.person_id = p.id and e.year = ${year}), 0)`;
/**
 * Each column of the employees list as SQL over `p` (the person) and `m` (their manager). Subqueries are evaluated
 * for the rows of the viewer's scope only (docs/decisions/012: no hashed plan over every account).
 */
const columnsSql = (year: number, day: string): ListColumnsSql<typeof employeesList.columns> => ({
  lastName: sql`p.last_name`,
  firstName: sql`p.first_name`,
  reference: sql`p.reference`,
  role: sql`(select max(a.role_id) from account a where a.person_id = p.id and a.is_active)`,
  managerName: sql`(m.first_name || ' ' || m.last_name)`,
  isActive: sql`coalesce((select true from account a where a.person_id = p.id and a.is_active limit 1), false)`,
  dcFr: fileStatus(1),
  dcEn: fileStatus(2),
  eaStatus: sql`(case when ${evaluablePerson} then ${eaStatus(year)} end)`,
  eaLate: sql`(${evaluablePerson} and p.ea_deadline is not null and p.ea_deadline < ${day}::date
    and ${eaStatus(year)} <> ${sql.lit(EA_STATUSES.VALIDATED)})`,
  eaDeadline: sql`p.ea_deadline`,
});

const searchFields = [sql`p.first_name`, sql`p.last_name`, sql`p.reference`];

/**
 * The people a viewer follows: those they manage down the chain, or everyone (employees, not candidate-only
 * people) with "all" access (the org chart's `followedBy`); filtered, sorted and paged by the list's definition.
 */
export function createTeamRepository(db: Kysely<Database>) {
  const page = async (
    viewer: OrgViewer,
    query: Omit<ListQuery, 'page' | 'pageSize'> & { page: number; pageSize: number },
    at: { year: number; day: string },
    count: boolean,
  ) => {
    const cols = columnsSql(at.year, at.day);
    const where = listWhere(employeesList, cols, query, searchFields);
    const total: RawBuilder<number> = count ? sql<number>`count(*) over ()::int` : sql<number>`0`;
    const { rows } = await sql<MemberRow>`
      with scope as (${followedBy(viewer)})
      select p.id, p.first_name as "firstName", p.last_name as "lastName", p.reference,
        ${cols.role} as "roleId", ${cols.isActive} as "isActive",
        m.first_name as "managerFirstName", m.last_name as "managerLastName",
        (select json_agg(json_build_object('idLang', d.id_lang, 'idDc', d.id, 'status', d.status, 'version', d.version, 'updatedAt', d.updated_at))
           from dc d where d.person_id = p.id and d.status <> ${sql.lit(DC_STATUSES.ARCHIVED)}) as files,
        ${evaluablePerson} as evaluable,
        case when ${evaluablePerson} then coalesce((select json_agg(json_build_object('year', e.year, 'idEa', e.id,
            'status', e.status) order by e.year desc) from evaluation e where e.person_id = p.id), '[]') end
          as evaluations,
        to_char(p.ea_deadline, 'YYYY-MM-DD') as deadline,
        ${total} as total
      from scope s join person p on p.id = s.id left join person m on m.id = p.manager_id
      where ${where}
      order by ${listOrder(employeesList, cols, query, sql`p.id`)}
      ${listPage(query)}`.execute(db);
    return rows;
  };

  return {
    members: (viewer: OrgViewer, query: ListQuery, at: { year: number; day: string }) => page(viewer, query, at, true),
    /** One batch of an export (no count). */
    exportPage: (
      viewer: OrgViewer,
      query: Omit<ListQuery, 'page' | 'pageSize'>,
      at: { year: number; day: string },
      pageNo: number,
      pageSize: number,
    ) => page(viewer, { ...query, page: pageNo, pageSize }, at, false),
    async count(viewer: OrgViewer, query: Omit<ListQuery, 'page' | 'pageSize'>, at: { year: number; day: string }) {
      const cols = columnsSql(at.year, at.day);
      const { rows } = await sql<{ total: number }>`
        with scope as (${followedBy(viewer)})
        select count(*)::int as total from scope s join person p on p.id = s.id left join person m on m.id = p.manager_id
        where ${listWhere(employeesList, cols, query, searchFields)}`.execute(db);
      return rows[0]?.total ?? 0;
    },

    /** Of `ids` (or the person of `reference`), the evaluable people the viewer follows. */
    async evaluableFollowed(viewer: OrgViewer, target: { ids?: number[]; reference?: string }) {
      const { rows } = await sql<{ id: number }>`
        with scope as (${followedBy(viewer)})
        select p.id from scope s join person p on p.id = s.id
        where ${target.ids ? sql`p.id = any(${target.ids}::int[])` : sql`p.reference = ${target.reference ?? ''}`}
          and ${evaluablePerson}`.execute(db);
      return rows.map((r) => r.id);
    },

    async setDeadline(ids: number[], deadline: string, nextEaYear: number | undefined) {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('person')
        .set({
          ea_deadline: deadline,
          ...(nextEaYear === undefined ? {} : { next_ea_year: nextEaYear }),
          updated_at: new Date(),
        })
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
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
