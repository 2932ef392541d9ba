import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SessionRow {
  sessionId: string;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  authMethod: string;
  accountId: number;
  roleId: number;
  accountActive: boolean;
  personId: number;
  firstName: string;
  lastName: string;
  email: string;
  reference: string | null;
  boondProfile: string | null;
  idRoleInternal: number | null;
  idLang: number;
  activeAccounts: number;
}

export interface NewSession {
  id: string;
  personId: number;
  accountId: number;
  authMethod: string;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  idToken?: string | null;
}

export function createSessionRepository(db: Kysely<Database>) {
  return {
    /** One query per request: the session with its account and person. */
    async findWithIdentity(sessionId: string): Promise<SessionRow | undefined> {
      return db
        .selectFrom('session as s')
        .innerJoin('account as a', 'a.id', 's.account_id')
        .innerJoin('person as p', 'p.id', 's.person_id')
        .select([
          's.id as sessionId',
          's.expires_at as expiresAt',
          's.absolute_expires_at as absoluteExpiresAt',
          's.auth_method as authMethod',
          'a.id as accountId',
          'a.role_id as roleId',
          'a.is_active as accountActive',
          'p.id as personId',
          'p.first_name as firstName',
          'p.last_name as lastName',
          'p.email',
          'p.reference',
          'p.boond_profile as boondProfile',
          'p.id_role_internal as idRoleInternal',
          'p.id_lang as idLang',
          (eb) =>
            eb
              .selectFrom('account as x')
              .select((x) => x.fn.countAll<number>().as('n'))
              .whereRef('x.person_id', '=', 'p.id')
              .where('x.is_active', '=', true)
              .as('activeAccounts'),
        ])
        .where('s.id', '=', sessionId)
        .executeTakeFirst()
        .then((row) => (row ? { ...row, activeAccounts: Number(row.activeAccounts) } : undefined));
    },
    async insert(row: NewSession) {
      await db
        .insertInto('session')
        .values({
          id: row.id,
          person_id: row.personId,
          account_id: row.accountId,
          auth_method: row.authMethod,
          expires_at: row.expiresAt,
          absolute_expires_at: row.absoluteExpiresAt,
          id_token: row.idToken ?? null,
        })
        .execute();
    },
    /** The provider's ID token of a session (the sign-out hint), read only at logout. */
    async idTokenOf(sessionId: string): Promise<string | null> {
      const row = await db.selectFrom('session').select('id_token').where('id', '=', sessionId).executeTakeFirst();
      return row?.id_token ?? null;
    },
    async extend(sessionId: string, expiresAt: Date) {
      await db.updateTable('session').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
    },
    async delete(sessionId: string) {
      await db.deleteFrom('session').where('id', '=', sessionId).execute();
    },
    async deleteExpired(now: Date) {
      await db
        .deleteFrom('session')
        .where((eb) => eb.or([eb('expires_at', '<', now), eb('absolute_expires_at', '<', now)]))
        .execute();
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
