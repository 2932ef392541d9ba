/**
 * My managers and the managers' reviews (ListMyManager/*, ListEEPManager/*): the people of role 3–5 the viewer
 * follows (org chart `followedBy`), with their review of a year and their skills file; the reviews of those people by
 * year; the submitted reviews the viewer reviews (`reviewsOwner`: above the owner in the chain, or HR for the top of
 * the chain). A page's ids are read first (the scope a condition on each person), then their rows, with scalar
 * subqueries evaluated for the page's rows only; the count apart.
 */
import { sql, type RawBuilder } from 'kysely';
import { DC_STATUSES, EA_STATUSES } from '@my-skills/shared/constants';
import type { ListFilter, ListQuery } from '@my-skills/shared/lists';
import { managerReviewsList, myManagersList, type ReviewListStatus } from '@my-skills/shared/schemas/manager-lists';
import type { CountMode, Db } from '../../db/types';
import {
  equalOrNot,
  idsInOrder,
  listOrder,
  listWhere,
  pageOfIds,
  queryReads,
  type CountedPage,
  type ListColumnsSql,
} from '../../db/list-query';
import {
  everyoneButOnRow,
  followedBy,
  followsPerson,
  maySee,
  teamOf,
  type OrgViewer,
} from '../people/org-chart.repository';

const HR_ROLE = 6;
const fullName = (alias: string) =>
  sql<
    string | null
  >`nullif(trim(concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(`${alias}.last_name`)})), '')`;
/** A person with an account of a business-manager role (3–5): a column of the row, kept by a trigger on account. */
const isBusinessManager = sql<boolean>`(p.manager_role is not null)`;

/** The review's status code (`e` the review of the year, none: notOpened). */
const reviewStatus = sql<ReviewListStatus>`(case when e.id is null then 'notOpened'
  when e.status = ${sql.lit(EA_STATUSES.DRAFT)} then 'draft' when e.status = ${sql.lit(EA_STATUSES.SUBMITTED)} then 'submitted'
  else 'validated' end)`;
const reviewStatusRank = sql`coalesce(e.status, 0)`;
/**
 * A filter on the review's status written on `e.status` itself — the branches of `reviewStatus`, the same rows — rather
 * than on the computed text, which no index serves: one status of a year is one range of `eep_bm_year_status_person`
 * (migration 0035). `different` is "not true", as the column's own condition on a status that is never null.
 */
const reviewStatusFilter = (filter: ListFilter): RawBuilder<boolean> | undefined => {
  const [draft, submitted] = [sql.lit(EA_STATUSES.DRAFT), sql.lit(EA_STATUSES.SUBMITTED)];
  const is = {
    notOpened: sql<boolean>`(e.id is null)`,
    draft: sql<boolean>`(e.status = ${draft})`,
    submitted: sql<boolean>`(e.status = ${submitted})`,
    validated: sql<boolean>`(e.status not in (${draft}, ${submitted}))`,
  }[filter.value as ReviewListStatus];
  return equalOrNot(filter, is);
};

export interface MyManagerDbRow {
  id: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  roleId: number;
  managerName: string | null;
  isActive: boolean;
  idEep: number | null;
  reviewStatus: ReviewListStatus;
  submittedAt: Date | null;
  validatedAt: Date | null;
  idDc: number | null;
  dcStatus: number;
}

export interface ManagerReviewDbRow {
  idEep: number;
  idUser: number;
  firstName: string;
  lastName: string;
  reference: string | null;
  year: number;
  status: number;
  submittedAt: Date | null;
  validatedAt: Date | null;
  reviewerName: string | null;
  profile: number;
}

export function createMyManagersRepository(db: Db) {
  return {
    /** A page of the managers the viewer follows, with their review of `year` and their skills file in `idLang`. */
    async myManagers(
      viewer: OrgViewer,
      query: ListQuery,
      year: number,
      idLang: number,
      count: CountMode = 'capped',
    ): Promise<CountedPage<MyManagerDbRow>> {
      const dc = sql`(select d.id, d.status from dc d where d.person_id = p.id and d.id_lang = ${idLang}
        and d.status <> ${sql.lit(DC_STATUSES.ARCHIVED)} order by d.id desc limit 1)`;
      const role = sql`p.manager_role`;
      const active = sql`coalesce((select true from account a where a.person_id = p.id and a.is_active limit 1), false)`;
      const dcStatus = sql`coalesce((select x.status from ${dc} x), 0)`;
      const columns: ListColumnsSql<typeof myManagersList.columns> = {
        // Both names are required: the same text as concat_ws, in the expression person_full_name_lower indexes.
        name: sql`(p.last_name || ' ' || p.first_name)`,
        reference: sql`p.reference`,
        role,
        manager: sql`concat_ws(' ', m.first_name, m.last_name)`,
        active,
        reviewStatus,
        skillsFileStatus: dcStatus,
      };
      const where = listWhere(myManagersList, columns, query, [sql`p.first_name`, sql`p.last_name`, sql`p.reference`], {
        reviewStatus: reviewStatusFilter,
      });
      const order = listOrder(
        myManagersList,
        { ...columns, reviewStatus: reviewStatusRank },
        query,
        sql`lower(p.last_name), lower(p.first_name), p.id`,
      );
      // The page's ids first (the name's order by index, the scope and the manager's role probes per person read),
      // their rows after, the count apart (docs/decisions/024-scale-org-chart.md).
      const { rows: ids, ...counted } = await pageOfIds(
        db,
        query,
        {
          from: sql`from person p left join person m on m.id = p.manager_id
          left join eep_bm e on e.person_id = p.id and e.year = ${year}
          where ${followsPerson(viewer)} and ${isBusinessManager} and ${where}`,
          key: sql`p.id`,
          order,
        },
        count,
      );
      if (ids.length === 0) return { rows: [], ...counted };
      const { rows } = await sql<MyManagerDbRow>`
        select p.id, p.first_name as "firstName", p.last_name as "lastName", p.reference, ${role} as "roleId",
          ${fullName('m')} as "managerName", ${active} as "isActive",
          e.id as "idEep", ${reviewStatus} as "reviewStatus", e.submitted_at as "submittedAt",
          e.validated_at as "validatedAt", (select x.id from ${dc} x) as "idDc", ${dcStatus} as "dcStatus"
        from ${idsInOrder(ids)} join person p on p.id = s.id left join person m on m.id = p.manager_id
          left join eep_bm e on e.person_id = p.id and e.year = ${year}
        order by s.n`.execute(db);
      return { rows, ...counted };
    },

    /** A person's reviews, newest first, with whether the viewer may see them and whether they have a review role. */
    async reviewsOf(viewer: OrgViewer, personId: number) {
      const { rows } = await sql<{
        id: number;
        firstName: string;
        lastName: string;
        visible: boolean;
        isManager: boolean;
        years: {
          year: number;
          idEep: number;
          status: number;
          submittedAt: string | null;
          validatedAt: string | null;
        }[];
      }>`select p.id, p.first_name as "firstName", p.last_name as "lastName",
          ${maySee(viewer, sql.ref('p.id'))} as visible, ${isBusinessManager} as "isManager",
          coalesce((select json_agg(json_build_object('year', e.year, 'idEep', e.id, 'status', e.status,
            'submittedAt', e.submitted_at, 'validatedAt', e.validated_at) order by e.year desc)
            from eep_bm e where e.person_id = p.id), '[]') as years
        from person p where p.id = ${personId}`.execute(db);
      return rows[0];
    },

    /**
     * Submitted reviews the viewer reviews: those of the people below them in the chain, and for HR those of the
     * people at the top of the chain (no manager) — the review's `reviewsOwner` rule.
     */
    async reviewsToValidate(viewer: OrgViewer, viewerRoleId: number) {
      const top =
        viewerRoleId === HR_ROLE
          ? sql`union select x.id from person x where x.manager_id is null and x.id <> ${viewer.personId}`
          : sql``;
      const { rows } = await sql<{
        idUser: number;
        firstName: string;
        lastName: string;
        reference: string | null;
        idEep: number;
        year: number;
        submittedAt: Date | null;
      }>`with scope as (${teamOf(viewer.personId)} ${top})
        select p.id as "idUser", p.first_name as "firstName", p.last_name as "lastName", p.reference,
          e.id as "idEep", e.year, e.submitted_at as "submittedAt"
        from scope s join person p on p.id = s.id
          join eep_bm e on e.person_id = p.id and e.status = ${sql.lit(EA_STATUSES.SUBMITTED)}
        where ${isBusinessManager}
        order by e.submitted_at nulls last, e.id
        limit 500`.execute(db);
      return rows;
    },

    /** A page of the reviews of the people the viewer follows (of one year, or every year). */
    async managerReviews(
      viewer: OrgViewer,
      query: ListQuery,
      year: number | undefined,
      count: CountMode = 'capped',
    ): Promise<CountedPage<ManagerReviewDbRow>> {
      const reviewer = sql`coalesce(${fullName('v')}, ${fullName('m')})`;
      const columns: ListColumnsSql<typeof managerReviewsList.columns> = {
        // Both names are required: the same text as concat_ws, in the expression person_full_name_lower indexes.
        name: sql`(p.last_name || ' ' || p.first_name)`,
        reference: sql`p.reference`,
        year: sql`e.year`,
        status: reviewStatus,
        submittedAt: sql`e.submitted_at`,
        validatedAt: sql`e.validated_at`,
        reviewer,
        profile: sql`e.id_business_manager`,
      };
      const where = listWhere(
        managerReviewsList,
        columns,
        query,
        [sql`p.first_name`, sql`p.last_name`, sql`p.reference`],
        { status: reviewStatusFilter },
      );
      const order = listOrder(managerReviewsList, { ...columns, status: sql`e.status` }, query, sql`e.year desc, e.id`);
      const ofYear: RawBuilder<unknown> = year === undefined ? sql`true` : sql`e.year = ${year}`;
      // "All" access: the employees' reviews but the viewer's own, on the review's own flag (migration 0038), so that
      // the count reads the reviews alone unless the search or a filter reads a person's name.
      const scope = viewer.seesAll
        ? everyoneButOnRow(viewer.personId, sql`e.owner_employee`, sql`e.person_id`)
        : followsPerson(viewer);
      const people = sql`join person p on p.id = e.person_id
        left join person m on m.id = p.manager_id left join person v on v.id = e.validated_by`;
      const readsPeople = queryReads(query, ['name', 'reference', 'reviewer'], { search: true });
      const { rows: ids, ...counted } = await pageOfIds(
        db,
        query,
        {
          from: sql`from eep_bm e ${people} where ${scope} and ${ofYear} and ${where}`,
          countFrom: sql`from eep_bm e ${viewer.seesAll && !readsPeople ? sql`` : people}
            where ${scope} and ${ofYear} and ${where}`,
          key: sql`e.id`,
          order,
        },
        count,
      );
      if (ids.length === 0) return { rows: [], ...counted };
      const { rows } = await sql<ManagerReviewDbRow>`
        select e.id as "idEep", p.id as "idUser", p.first_name as "firstName", p.last_name as "lastName",
          p.reference, e.year, e.status, e.submitted_at as "submittedAt", e.validated_at as "validatedAt",
          ${reviewer} as "reviewerName", e.id_business_manager as profile
        from ${idsInOrder(ids)} join eep_bm e on e.id = s.id join person p on p.id = e.person_id
          left join person m on m.id = p.manager_id left join person v on v.id = e.validated_by
        order by s.n`.execute(db);
      return { rows, ...counted };
    },

    /** The years with reviews among the people the viewer follows, newest first. */
    async reviewYears(viewer: OrgViewer): Promise<number[]> {
      const { rows } = await sql<{ year: number }>`with scope as (${followedBy(viewer)})
        select distinct e.year from scope s join eep_bm e on e.person_id = s.id order by e.year desc`.execute(db);
      return rows.map((r) => r.year);
    },
  };
}
export type MyManagersRepository = ReturnType<typeof createMyManagersRepository>;
