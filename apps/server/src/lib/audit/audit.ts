/**
 * The one audit trail's writer (issue 23, decision 023): every area calls `writeAudit` (or `writeReadAudit` for a
 * read of another person's data) with who acted and what they did; the entry is chained to the previous one.
 *
 * Who and from where come from the caller's AuthContext (the session layer adds the request's address and user
 * agent); a sign-in, before any session exists, names its actor with `actorOf`. Details never name a person (ids
 * only): an erased person's entries keep a pseudonymous reference.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/types';
import type { RequestOrigin } from '../auth-context';
import { createChainWalker, type BrokenLink } from './audit-chain';
import { appendAuditEntry, auditEntriesAfter, READ_AUDIT_WINDOW_MINUTES } from './audit.repository';

export { READ_AUDIT_WINDOW_MINUTES };

/** Who acted (null: the system, e.g. a scheduled job). */
export interface AuditActor {
  personId: number | null;
  accountId?: number | null;
  origin?: RequestOrigin | null;
}

export type AuditResult = 'ok' | 'denied' | 'failed';

/** What happened, on what, whose data. */
export interface AuditEvent {
  action: string;
  objectType?: string | null;
  objectId?: number | null;
  subjectPersonId?: number | null;
  result?: AuditResult;
  detail?: string;
  /** When (default: now). */
  at?: Date;
}

/** The request's address and user agent (for an actor without a session yet). */
export const originOf = (request: Pick<FastifyRequest, 'ip' | 'headers'>): RequestOrigin => ({
  ip: request.ip ?? '',
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 400),
});

/** An actor named by a request (a sign-in: the account found, or nobody when none was). */
export const actorOf = (
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
  who: { personId: number | null; accountId: number | null },
): AuditActor => ({ ...who, origin: originOf(request) });

const entryOf = (actor: AuditActor | null, event: AuditEvent) => ({
  // The chain covers milliseconds: a Date has no more.
  at: event.at ?? new Date(),
  actorPersonId: actor?.personId ?? null,
  actorAccountId: actor?.accountId ?? null,
  action: event.action.slice(0, 40),
  objectType: event.objectType ?? null,
  objectId: event.objectId ?? null,
  subjectPersonId: event.subjectPersonId ?? null,
  result: event.result ?? 'ok',
  detail: (event.detail ?? '').slice(0, 1000),
  ip: (actor?.origin?.ip ?? '').slice(0, 64),
  userAgent: (actor?.origin?.userAgent ?? '').slice(0, 400),
});

/** Appends one entry (in `q`'s transaction when it is one: committed with the change it records). */
export function writeAudit(q: Queryable, actor: AuditActor | null, event: AuditEvent): Promise<void> {
  return appendAuditEntry(q, entryOf(actor, event));
}

/**
 * A read of another person's data: one entry per reader and object within READ_AUDIT_WINDOW_MINUTES (the same
 * screen re-opened adds nothing the trail does not already say). Outside a caller's transaction it commits without
 * waiting for the WAL flush: a read must not wait for the disk (decision 023 §1b).
 */
export function writeReadAudit(
  q: Queryable,
  actor: AuditActor,
  event: Omit<AuditEvent, 'action'> & { action?: string },
): Promise<void> {
  return appendAuditEntry(q, entryOf(actor, { action: 'read', ...event }), {
    onceWithin: READ_AUDIT_WINDOW_MINUTES,
    asyncCommit: true,
  });
}

/** The verification's answer: how many entries were checked, and the first broken link if any. */
export interface ChainVerification {
  checked: number;
  lastId: string | null;
  broken: BrokenLink | null;
}

/** Walks the whole trail in id order (batches of `batch`), recomputing each link. */
export async function verifyAuditChain(q: Queryable, batch = 5000): Promise<ChainVerification> {
  const walker = createChainWalker();
  let afterId = '0';
  let checked = 0;
  for (;;) {
    const rows = await auditEntriesAfter(q, afterId, batch);
    for (const row of rows) {
      if (!walker.check({ ...row, hash: row.hash.trim() })) return { checked, lastId: afterId, broken: row };
      checked++;
      afterId = row.id;
    }
    if (rows.length < batch) return { checked, lastId: checked ? afterId : null, broken: null };
  }
}
