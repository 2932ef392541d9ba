/** Sign-ins under way (table oidc_pending): keyed by the SHA-256 of the browser's handle, single use, expiring. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export interface PendingSignIn {
  /** SHA-256 (hex) of the handle in the browser's cookie. */
  id: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string | null;
  expiresAt: Date;
}

export function createOidcPendingRepository(db: Kysely<Database>) {
  return {
    async insert(row: PendingSignIn) {
      await db
        .insertInto('oidc_pending')
        .values({
          id: row.id,
          state: row.state,
          nonce: row.nonce,
          code_verifier: row.codeVerifier,
          return_to: row.returnTo,
          expires_at: row.expiresAt,
        })
        .execute();
    },
    /** Takes the sign-in out (read and deleted in one statement: a second callback finds nothing). */
    async take(id: string): Promise<PendingSignIn | undefined> {
      const row = await db.deleteFrom('oidc_pending').where('id', '=', id).returningAll().executeTakeFirst();
      return row
        ? {
            id: row.id,
            state: row.state,
            nonce: row.nonce,
            codeVerifier: row.code_verifier,
            returnTo: row.return_to,
            expiresAt: row.expires_at,
          }
        : undefined;
    },
    /** Sign-ins abandoned at the provider. */
    async deleteExpired(now: Date) {
      await db.deleteFrom('oidc_pending').where('expires_at', '<', now).execute();
    },
  };
}
export type OidcPendingRepository = ReturnType<typeof createOidcPendingRepository>;
