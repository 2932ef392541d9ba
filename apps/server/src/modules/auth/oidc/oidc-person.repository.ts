/** The person behind a work account: by the provider's subject once bound (person.oidc_subject). */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export function createOidcPersonRepository(db: Kysely<Database>) {
  return {
    async findBySubject(subject: string): Promise<{ id: number } | undefined> {
      return db.selectFrom('person').select('id').where('oidc_subject', '=', subject).executeTakeFirst();
    },
    /**
     * Binds a subject to a person who has none yet (or already this one). False when the person is bound to another
     * subject, or the subject to another person (the unique index), including by a concurrent sign-in.
     */
    async bindSubject(personId: number, subject: string): Promise<boolean> {
      try {
        const result = await db
          .updateTable('person')
          .set({ oidc_subject: subject })
          .where('id', '=', personId)
          .where((eb) => eb.or([eb('oidc_subject', 'is', null), eb('oidc_subject', '=', subject)]))
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      } catch (error) {
        if ((error as { code?: string }).code === '23505') return false; // unique_violation
        throw error;
      }
    },
  };
}
export type OidcPersonRepository = ReturnType<typeof createOidcPersonRepository>;
