/**
 * Former candidates of the demo (issue 23 §2c): three people who applied about three years ago, were invited, and
 * have not been in contact since — past the 24-month retention, so the DPO's retention tab has candidates to erase.
 * Seeded with the demo on the embedded default's first start (and by `npm run seed`), not in the API tests' database
 * (they make their own). Their addresses are outside the demo's domain (they are not development sign-in accounts).
 * Idempotent: a person already there is left as is.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export const RETENTION_DEMO_CANDIDATES = [
  { firstName: 'Chloé', lastName: 'Garnier', email: 'chloe.garnier@candidates.example.org', monthsAgo: 38 },
  { firstName: 'Hugo', lastName: 'Faure', email: 'hugo.faure@candidates.example.org', monthsAgo: 31 },
  { firstName: 'Léa', lastName: 'Marchand', email: 'lea.marchand@candidates.example.org', monthsAgo: 27 },
] as const;

const monthsBefore = (now: Date, months: number) => {
  const at = new Date(now.getTime());
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

export async function seedDemoRetentionCandidates(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const c of RETENTION_DEMO_CANDIDATES) {
      const known = await trx.selectFrom('person').select('id').where('email', '=', c.email).executeTakeFirst();
      if (known) continue;
      const applied = monthsBefore(now, c.monthsAgo);
      const invited = monthsBefore(now, c.monthsAgo - 1);
      const { id } = await trx
        .insertInto('person')
        .values({
          email: c.email,
          first_name: c.firstName,
          last_name: c.lastName,
          created_at: applied,
          updated_at: applied,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('account').values({ person_id: id, role_id: 0, created_at: applied }).execute();
      // The invitation, long expired and never used.
      await trx
        .insertInto('password_link')
        .values({
          person_id: id,
          token_hash: `${'0'.repeat(56)}${String(id).padStart(8, '0')}`,
          purpose: 'first',
          created_at: invited,
          expires_at: new Date(invited.getTime() + 72 * 3_600_000),
        })
        .execute();
    }
  });
}
