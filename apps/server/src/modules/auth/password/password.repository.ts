/**
 * The candidates' sign-in state, all in the database so that several processes behave as one: credentials,
 * failed sign-ins (lock-out), single-use links, used captchas and the captcha signing secret.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Queryable, Trx } from '../../../db/types';
import { hasActiveCandidateAccount } from '../../../db/sql-helpers';

const CAPTCHA_SECRET_KEY = 'captcha_hmac_secret';

/** A person with an active candidate (role 0) account. */
export interface CandidateIdentity {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  idLang: number;
  hasCredential: boolean;
}

/** Ends the person's links that could still be used (a new link or a new password replaces them). */
const expireOpenLinks = (trx: Trx, personId: number, now: Date) =>
  trx
    .updateTable('password_link')
    .set({ expires_at: now })
    .where('person_id', '=', personId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();

export function createPasswordRepository(db: Db) {
  return {
    transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /**
     * What a password sign-in needs, in one query whatever the address: the person (if any), whether they are a
     * candidate, and their password hash (if any).
     */
    async signInIdentity(email: string) {
      const row = await db
        .selectFrom('person as p')
        .leftJoin('credential as c', 'c.person_id', 'p.id')
        .select(['p.id', 'c.password_hash as passwordHash', hasActiveCandidateAccount('p.id').as('candidate')])
        .where(sql<string>`lower(p.email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      return row ? { personId: row.id, candidate: Boolean(row.candidate), passwordHash: row.passwordHash } : null;
    },

    async findCandidate(where: { email: string } | { id: number }, q: Queryable = db) {
      const row = await q
        .selectFrom('person as p')
        .select([
          'p.id',
          'p.email',
          'p.first_name as firstName',
          'p.last_name as lastName',
          'p.id_lang as idLang',
          (eb) =>
            eb
              .exists(eb.selectFrom('credential as c').select('c.person_id').whereRef('c.person_id', '=', 'p.id'))
              .as('hasCredential'),
        ])
        .where(hasActiveCandidateAccount('p.id'))
        .where((eb) =>
          'email' in where
            ? eb(sql<string>`lower(p.email)`, '=', where.email.toLowerCase())
            : eb('p.id', '=', where.id),
        )
        .executeTakeFirst();
      return row ? ({ ...row, hasCredential: Boolean(row.hasCredential) } satisfies CandidateIdentity) : null;
    },

    // ── lock-out ──

    /** The latest lock among `keys` still in force at `now`, if any. */
    async lockedUntil(keys: string[], now: Date): Promise<Date | null> {
      const row = await db
        .selectFrom('sign_in_failure')
        .select((eb) => eb.fn.max('locked_until').as('until'))
        .where('key', 'in', keys)
        .where('locked_until', '>', now)
        .executeTakeFirst();
      return row?.until ? new Date(row.until) : null;
    },

    /**
     * Counts one failure under `key`, atomically (two processes count together). A count older than the window,
     * or whose lock has ended, starts again at 1; reaching `threshold` locks the key until `lockUntil`.
     */
    async recordFailure(key: string, p: { now: Date; windowStart: Date; threshold: number; lockUntil: Date }) {
      const stale = sql<boolean>`(sign_in_failure.first_failed_at <= ${p.windowStart}
        or (sign_in_failure.locked_until is not null and sign_in_failure.locked_until <= ${p.now}))`;
      const next = sql<number>`(case when ${stale} then 1 else sign_in_failure.failures + 1 end)`;
      const row = await db
        .insertInto('sign_in_failure')
        .values({
          key,
          failures: 1,
          first_failed_at: p.now,
          locked_until: p.threshold <= 1 ? p.lockUntil : null,
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: next,
            first_failed_at: sql`case when ${stale} then ${p.now} else sign_in_failure.first_failed_at end`,
            locked_until: sql`case when ${next} >= ${p.threshold} then ${p.lockUntil}::timestamptz else null end`,
          }),
        )
        .returning(['failures', 'locked_until'])
        .executeTakeFirstOrThrow();
      return { failures: row.failures, lockedUntil: row.locked_until };
    },

    async clearFailures(key: string, q: Queryable = db) {
      await q.deleteFrom('sign_in_failure').where('key', '=', key).execute();
    },

    // ── captcha ──

    /** The captcha signing secret: created once (the first process wins), then the same for every process. */
    async captchaSecret(): Promise<string> {
      await db
        .insertInto('app_meta')
        .values({ key: CAPTCHA_SECRET_KEY, value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', CAPTCHA_SECRET_KEY)
        .executeTakeFirstOrThrow();
      return row.value;
    },

    /** Records a solved challenge; false when it was already used. */
    async useCaptcha(id: string, expiresAt: Date): Promise<boolean> {
      const row = await db
        .insertInto('captcha_use')
        .values({ id, expires_at: expiresAt })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Forgets used captchas past their expiry (a replay of one fails on its expiry instead). */
    async purgeCaptchaUses(now: Date) {
      await db.deleteFrom('captcha_use').where('expires_at', '<', now).execute();
    },

    /** Forgets failure counts that no longer matter: outside the window and not locked. */
    async purgeFailures(now: Date, windowStart: Date) {
      await db
        .deleteFrom('sign_in_failure')
        .where('first_failed_at', '<', windowStart)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .execute();
    },

    // ── links ──

    /** A new link for the person; their earlier unused links stop working. */
    async createLink(
      trx: Trx,
      link: {
        personId: number;
        tokenHash: string;
        purpose: 'first' | 'reset';
        createdBy: number | null;
        now: Date;
        expiresAt: Date;
      },
    ) {
      await expireOpenLinks(trx, link.personId, link.now);
      await trx
        .insertInto('password_link')
        .values({
          person_id: link.personId,
          token_hash: link.tokenHash,
          purpose: link.purpose,
          created_by: link.createdBy,
          created_at: link.now,
          expires_at: link.expiresAt,
        })
        .execute();
    },

    /** The link of this token and e-mail if it can still be used at `now`. */
    async usableLink(tokenHash: string, email: string, now: Date) {
      return db
        .selectFrom('password_link as l')
        .innerJoin('person as p', 'p.id', 'l.person_id')
        .select(['l.person_id as personId', 'l.purpose', 'l.expires_at as expiresAt'])
        .where('l.token_hash', '=', tokenHash)
        .where(sql<string>`lower(p.email)`, '=', email.toLowerCase())
        .where('l.used_at', 'is', null)
        .where('l.expires_at', '>', now)
        .executeTakeFirst();
    },

    /** Marks the link used if it still can be (one winner among concurrent uses); its person, or undefined. */
    async consumeLink(trx: Trx, tokenHash: string, email: string, now: Date) {
      return trx
        .updateTable('password_link as l')
        .set({ used_at: now })
        .from('person as p')
        .whereRef('p.id', '=', 'l.person_id')
        .where('l.token_hash', '=', tokenHash)
        .where(sql<string>`lower(p.email)`, '=', email.toLowerCase())
        .where('l.used_at', 'is', null)
        .where('l.expires_at', '>', now)
        .returning(['l.person_id as personId'])
        .executeTakeFirst();
    },

    /** Sets the password; the person's other links stop working and their sessions end. */
    async setCredential(trx: Trx, personId: number, passwordHash: string, now: Date) {
      await trx
        .insertInto('credential')
        .values({ person_id: personId, password_hash: passwordHash, password_set_at: now })
        .onConflict((oc) => oc.column('person_id').doUpdateSet({ password_hash: passwordHash, password_set_at: now }))
        .execute();
      await expireOpenLinks(trx, personId, now);
      await trx.deleteFrom('session').where('person_id', '=', personId).execute();
    },
  };
}
export type PasswordRepository = ReturnType<typeof createPasswordRepository>;
