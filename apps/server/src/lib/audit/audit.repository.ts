/**
 * The audit trail's SQL (migration 0024): the one writer of audit_entry and the ordered read the verification walks.
 *
 * Writes are serialised by a transaction-scoped advisory lock, so that each entry's hash follows the entry committed
 * just before it on every process: the lock is taken, then (in a new statement, hence a new snapshot) the last hash
 * is read and the entry inserted with its hash computed by PostgreSQL. In a caller's transaction (a status change)
 * the lock is held until that transaction ends: the entry and the change commit together or not at all.
 */
import { sql } from 'kysely';
import { isSingleConnection } from '../../db/database';
import type { Queryable, Trx } from '../../db/types';
import { canonicalEntry, GENESIS_HASH, type ChainedEntry } from './audit-chain';

/** The advisory lock key of the trail's head (any constant no other lock uses). */
const AUDIT_LOCK = 7_023_023;

/** How long a read by the same person of the same object is one read in the trail. */
export const READ_AUDIT_WINDOW_MINUTES = 10;

async function inTransaction(q: Queryable, work: (trx: Trx) => Promise<void>): Promise<void> {
  if (q.isTransaction) return work(q as Trx);
  return q.transaction().execute(work);
}

/**
 * Appends an entry. With `onceWithin` (minutes), nothing is written when the same actor already has an entry of
 * the same action on the same object within that time (a read re-opened adds nothing the trail does not say).
 * With `asyncCommit`, an entry written in its own transaction commits without waiting for the WAL flush (a read's
 * entry: decision 023 §1b) — visible at once, durable a fraction of a second later; a crash in between loses the
 * newest such entries, never a link (the WAL is flushed in order: what survives is a prefix of the chain).
 */
export async function appendAuditEntry(
  q: Queryable,
  entry: ChainedEntry,
  options: { onceWithin?: number; asyncCommit?: boolean } = {},
): Promise<void> {
  const canonical = canonicalEntry(entry);
  const asyncCommit = options.asyncCommit === true && !q.isTransaction;
  const insert = async (into: Queryable) => {
    const once =
      options.onceWithin === undefined
        ? sql``
        : sql`where not exists (select 1 from audit_entry a where a.object_type = ${entry.objectType}
            and a.object_id = ${entry.objectId} and a.actor_person_id = ${entry.actorPersonId}
            and a.action = ${entry.action} and a.at > ${entry.at}::timestamptz - make_interval(mins => ${options.onceWithin}))`;
    await sql`insert into audit_entry (at, actor_person_id, actor_account_id, action, object_type, object_id,
        subject_person_id, result, detail, ip, user_agent, hash)
      select ${entry.at}, ${entry.actorPersonId}, ${entry.actorAccountId}, ${entry.action}, ${entry.objectType},
        ${entry.objectId}, ${entry.subjectPersonId}, ${entry.result}, ${entry.detail}, ${entry.ip}, ${entry.userAgent},
        encode(sha256(convert_to(coalesce((select hash from audit_entry order by id desc limit 1), ${GENESIS_HASH})
          || ${canonical}::text, 'UTF8')), 'hex')
      ${once}`.execute(into);
  };
  // On one queued connection (PGlite) a lone statement is already serialised with every other writer: no
  // transaction, no lock — a read's entry is one round trip (decision 023 §1b).
  if (asyncCommit && isSingleConnection(q)) return void (await insert(q));
  await inTransaction(q, async (trx) => {
    if (asyncCommit)
      await sql`select set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock(${AUDIT_LOCK})`.execute(
        trx,
      );
    else await sql`select pg_advisory_xact_lock(${AUDIT_LOCK})`.execute(trx);
    await insert(trx);
  });
}

/** A batch of entries after `afterId`, in id order (the verification's walk). */
export async function auditEntriesAfter(q: Queryable, afterId: string, limit: number) {
  return q
    .selectFrom('audit_entry')
    .select(['id', 'at', 'action', 'detail', 'result', 'ip', 'hash'])
    .select([
      'actor_person_id as actorPersonId',
      'actor_account_id as actorAccountId',
      'object_type as objectType',
      'object_id as objectId',
      'subject_person_id as subjectPersonId',
      'user_agent as userAgent',
    ])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
