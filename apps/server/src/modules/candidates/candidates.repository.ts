/**
 * The candidates list: people with an active candidate (role 0) account, on the lists' layer (one query: the scope
 * first, the page's columns as scalar subqueries, the count as a window), and adding one.
 */
import { sql, type RawBuilder } from 'kysely';
import { DC_STATUSES } from '@my-skills/shared/constants';
import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import { CANDIDATE_ROLE } from '@my-skills/shared/roles';
import { candidatesList } from '@my-skills/shared/schemas/candidates';
import type { Db, Queryable, Trx } from '../../db/types';
import { listOrder, listPage, listWhere, type ListColumnsSql } from '../../db/list-query';
import { EMAIL_KEY_PREFIX } from '../../lib/sign-in-failure-keys';

export interface CandidateRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  reference: string | null;
  idLang: number;
  createdAt: Date;
  invitedAt: Date | null;
  passwordSet: boolean;
  lockedUntil: Date | null;
  dcFr: number;
  dcEn: number;
  total: number;
}

/** The status of the file in use in a language (its latest version that is not archived; 0 without one). */
const fileStatus = (idLang: number) =>
  sql`coalesce((select d.status from dc d where d.person_id = p.id and d.id_lang = ${sql.lit(idLang)}
    and d.status <> ${sql.lit(DC_STATUSES.ARCHIVED)} order by d.version desc, d.updated_at desc limit 1), 0)`;
/** The lock in force after failed sign-ins (`now` decides which are still in force). */
const lockedUntil = (now: Date) =>
  sql`(select f.locked_until from sign_in_failure f
    where f.key = ${EMAIL_KEY_PREFIX} || lower(p.email) and f.locked_until > ${now})`;

/** Each column of the candidates list as SQL over `p` (the person), evaluated for the scope's rows only. */
const columnsSql = (now: Date): ListColumnsSql<typeof candidatesList.columns> => ({
  lastName: sql`p.last_name`,
  firstName: sql`p.first_name`,
  email: sql`p.email`,
  reference: sql`p.reference`,
  idLang: sql`p.id_lang`,
  dcFr: fileStatus(1),
  dcEn: fileStatus(2),
  invitedAt: sql`(select max(l.created_at) from password_link l where l.person_id = p.id)`,
  passwordSet: sql`exists (select 1 from credential c where c.person_id = p.id)`,
  locked: sql`(${lockedUntil(now)} is not null)`,
  createdAt: sql`p.created_at`,
});

const searchFields = [sql`p.first_name`, sql`p.last_name`, sql`p.email`, sql`p.reference`];

type PageQuery = Omit<ListQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };
const NO_QUERY: PageQuery = { searchTerm: '', filters: [], sort: 'lastName', order: 'asc', page: 1, pageSize: 1 };

export function createCandidatesRepository(db: Db) {
  /** One page of the list (or the one candidate of `only`), with the count of what matches when asked. */
  async function page(q: Queryable, query: PageQuery, now: Date, count: boolean, only?: number) {
    const cols = columnsSql(now);
    const total: RawBuilder<number> = count ? sql<number>`count(*) over ()::int` : sql<number>`0`;
    const { rows } = await sql<CandidateRow>`
      with scope as (
        select a.person_id as id from account a
        where a.role_id = ${sql.lit(CANDIDATE_ROLE)} and a.is_active ${only === undefined ? sql`` : sql`and a.person_id = ${only}`}
      )
      select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email, p.reference,
        p.id_lang as "idLang", p.created_at as "createdAt", ${cols.invitedAt} as "invitedAt",
        ${cols.passwordSet} as "passwordSet", ${lockedUntil(now)} as "lockedUntil",
        ${cols.dcFr} as "dcFr", ${cols.dcEn} as "dcEn", ${total} as total
      from scope s join person p on p.id = s.id
      where ${listWhere(candidatesList, cols, query, searchFields)}
      order by ${listOrder(candidatesList, cols, query, sql`p.id`)}
      ${listPage(query)}`.execute(q);
    return rows.map(normalize);
  }

  return {
    /** A page of the list, and how many match (in the same query). */
    list: (query: ListQuery, now: Date) => page(db, query, now, true),
    /** One batch of an export (no count). */
    exportPage: (query: ListExport, now: Date, pageNo: number, pageSize: number) =>
      page(db, { ...query, page: pageNo, pageSize }, now, false),
    /** How many match (a page past the end, the export's announced total). */
    async count(query: Omit<ListQuery, 'page' | 'pageSize'>, now: Date) {
      const { rows } = await sql<{ total: number }>`
        select count(*)::int as total from account a join person p on p.id = a.person_id
        where a.role_id = ${sql.lit(CANDIDATE_ROLE)} and a.is_active
          and ${listWhere(candidatesList, columnsSql(now), query, searchFields)}`.execute(db);
      return rows[0]?.total ?? 0;
    },

    async byId(id: number, now: Date, q: Queryable = db): Promise<CandidateRow | null> {
      return (await page(q, NO_QUERY, now, false, id))[0] ?? null;
    },

    async emailTaken(email: string, trx: Trx): Promise<boolean> {
      const row = await trx
        .selectFrom('person')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      return Boolean(row);
    },

    /** A new person (no manager) with an active candidate account; answers the person id. */
    async insert(trx: Trx, person: { firstName: string; lastName: string; email: string; idLang: number }) {
      const { id } = await trx
        .insertInto('person')
        .values({
          first_name: person.firstName,
          last_name: person.lastName,
          email: person.email,
          id_lang: person.idLang,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('account').values({ person_id: id, role_id: CANDIDATE_ROLE, is_active: true }).execute();
      return id;
    },
  };
}
export type CandidatesRepository = ReturnType<typeof createCandidatesRepository>;

function normalize(row: CandidateRow): CandidateRow {
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    invitedAt: row.invitedAt ? new Date(row.invitedAt) : null,
    passwordSet: Boolean(row.passwordSet),
    lockedUntil: row.lockedUntil ? new Date(row.lockedUntil) : null,
    dcFr: Number(row.dcFr),
    dcEn: Number(row.dcEn),
    total: Number(row.total),
  };
}
