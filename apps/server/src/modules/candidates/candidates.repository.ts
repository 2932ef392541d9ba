/**
 * The candidates list: people with an active candidate (role 0) account, on the lists' layer (a page's ids first,
 * counted apart, then their columns as scalar subqueries for those rows only), and adding one.
 */
import { sql } from 'kysely';
import { DC_STATUSES } from '@my-skills/shared/constants';
import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import { CANDIDATE_ROLE } from '@my-skills/shared/roles';
import { candidatesList } from '@my-skills/shared/schemas/candidates';
import type { Db, Queryable, Trx } from '../../db/types';
import {
  idsInOrder,
  listOrder,
  listPage,
  listWhere,
  pageOfIds,
  type CountedPage,
  type ListColumnsSql,
} from '../../db/list-query';
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
/** Person `p` has an active candidate account (a column of the row, kept by a trigger on account: migration 0028). */
const isCandidate = sql<boolean>`p.is_candidate`;

type PageQuery = Omit<ListQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };
const NO_QUERY: PageQuery = { searchTerm: '', filters: [], sort: 'lastName', order: 'asc', page: 1, pageSize: 1 };

export function createCandidatesRepository(db: Db) {
  /** The candidates (an active account of the candidate role) of `only` or every one, in `order`. */
  async function page(q: Queryable, query: PageQuery, now: Date, only?: number | readonly number[]) {
    const cols = columnsSql(now);
    const ids = only === undefined ? undefined : typeof only === 'number' ? [only] : [...only];
    const { rows } = await sql<CandidateRow>`
      select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email, p.reference,
        p.id_lang as "idLang", p.created_at as "createdAt", ${cols.invitedAt} as "invitedAt",
        ${cols.passwordSet} as "passwordSet", ${lockedUntil(now)} as "lockedUntil",
        ${cols.dcFr} as "dcFr", ${cols.dcEn} as "dcEn"
      from ${ids === undefined ? sql`person p` : sql`${idsInOrder(ids)} join person p on p.id = s.id`}
      where ${isCandidate} and ${listWhere(candidatesList, cols, query, searchFields)}
      order by ${ids === undefined ? listOrder(candidatesList, cols, query, sql`p.id`) : sql`s.n`}
      ${ids === undefined ? listPage(query) : sql``}`.execute(q);
    return rows.map(normalize);
  }

  return {
    /**
     * A page of the list and how many match: the page's ids first (the candidates' own name index,
     * person_candidate_name), counted apart (db/list-query), then their rows.
     */
    async list(query: ListQuery, now: Date): Promise<CountedPage<CandidateRow>> {
      const cols = columnsSql(now);
      const { rows: ids, ...counted } = await pageOfIds(db, query, {
        from: sql`from person p where ${isCandidate} and ${listWhere(candidatesList, cols, query, searchFields)}`,
        key: sql`p.id`,
        order: listOrder(candidatesList, cols, query, sql`p.id`),
      });
      return { rows: ids.length ? await page(db, { ...query, page: 1 }, now, ids) : [], ...counted };
    },
    /** One batch of an export (no count). */
    exportPage: (query: ListExport, now: Date, pageNo: number, pageSize: number) =>
      page(db, { ...query, page: pageNo, pageSize }, now),
    /** How many match (a page past the end, the export's announced total). */
    async count(query: Omit<ListQuery, 'page' | 'pageSize'>, now: Date) {
      const { rows } = await sql<{ total: number }>`select count(*)::int as total from person p
        where ${isCandidate} and ${listWhere(candidatesList, columnsSql(now), query, searchFields)}`.execute(db);
      return rows[0]?.total ?? 0;
    },

    async byId(id: number, now: Date, q: Queryable = db): Promise<CandidateRow | null> {
      return (await page(q, NO_QUERY, now, id))[0] ?? null;
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
  };
}
