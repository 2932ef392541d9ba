import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Who owns an object named by a call that is not a document (documents register theirs in lib/documents). */
export function createObjectOwnersRepository(db: Kysely<Database>) {
  const ownerFrom = (row: { personId: number } | undefined) => row?.personId;
  return {
    attachment: (id: number) =>
      db
        .selectFrom('user_file')
        .select('person_id as personId')
        .where('id', '=', id)
        .executeTakeFirst()
        .then(ownerFrom),
    /** Objects identified by their person (the key-people record). */
    person: (id: number) =>
      db.selectFrom('person').select('id as personId').where('id', '=', id).executeTakeFirst().then(ownerFrom),
  };
}
export type ObjectOwnersRepository = ReturnType<typeof createObjectOwnersRepository>;
