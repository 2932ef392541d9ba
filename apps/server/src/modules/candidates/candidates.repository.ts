/** The candidates list: people with an active candidate (role 0) account, and adding one. */
import { sql, type Expression, type SqlBool } from 'kysely';
import { DC_STATUSES } from '@my-skills/shared/constants';
import { CANDIDATE_ROLE } from '@my-skills/shared/roles';
import type { Db, Queryable, Trx } from '../../db/types';
import { containsPattern, hasActiveCandidateAccount } from '../../db/sql-helpers';
import { EMAIL_KEY_PREFIX } from '../../lib/sign-in-failure-keys';

export interface CandidateRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  idLang: number;
  createdAt: Date;
  invitedAt: Date | null;
  passwordSet: boolean;
  lockedUntil: Date | null;
  dcStatus: number | null;
}

export function createCandidatesRepository(db: Db) {
  /** The list's columns; `now` decides which locks are still in force. */
  function select(q: Queryable, now: Date, where: Expression<SqlBool>) {
    return q
      .selectFrom('person as p')
      .select([
        'p.id',
        'p.first_name as firstName',
        'p.last_name as lastName',
        'p.email',
        'p.id_lang as idLang',
        'p.created_at as createdAt',
        sql<Date | null>`(select max(l.created_at) from password_link l where l.person_id = p.id)`.as('invitedAt'),
        sql<boolean>`exists (select 1 from credential c where c.person_id = p.id)`.as('passwordSet'),
        sql<Date | null>`(select f.locked_until from sign_in_failure f
          where f.key = ${EMAIL_KEY_PREFIX} || lower(p.email) and f.locked_until > ${now})`.as('lockedUntil'),
        // The skills file in use: the latest version that is not archived.
        sql<number | null>`(select d.status from dc d where d.person_id = p.id and d.status <> ${DC_STATUSES.ARCHIVED}
          order by d.version desc, d.updated_at desc limit 1)`.as('dcStatus'),
      ])
      .where(hasActiveCandidateAccount('p.id'))
      .where(where);
  }

  return {
    async list(search: string | undefined, now: Date): Promise<CandidateRow[]> {
      const term = search?.trim();
      const pattern = term ? containsPattern(term.toLowerCase()) : null;
      const rows = await select(
        db,
        now,
        pattern
          ? sql<SqlBool>`(lower(p.first_name || ' ' || p.last_name) like ${pattern}
              or lower(p.last_name || ' ' || p.first_name) like ${pattern} or lower(p.email) like ${pattern})`
          : sql<SqlBool>`true`,
      )
        .orderBy(sql`lower(p.last_name)`)
        .orderBy(sql`lower(p.first_name)`)
        .orderBy('p.id')
        .execute();
      return rows.map(normalize);
    },

    async byId(id: number, now: Date, q: Queryable = db): Promise<CandidateRow | null> {
      const row = await select(q, now, sql<SqlBool>`p.id = ${id}`).executeTakeFirst();
      return row ? normalize(row) : null;
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
    dcStatus: row.dcStatus === null ? null : Number(row.dcStatus),
  };
}
