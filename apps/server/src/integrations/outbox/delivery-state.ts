/**
 * How an outbox message and a business object's delivery state are shown: one view for the
 * exchanges screen and for every feature that shows "sent / pending / failed" on its object.
 */
import type { Exchange, ObjectState } from '@my-skills/shared/schemas/exchanges';
import type { Db } from '../../db/types';
import type { OutboxMessageView, OutboxRepository } from './outbox.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toExchange(m: OutboxMessageView): Exchange {
  const hasError = m.lastErrorStatus !== null || m.lastErrorCode !== null || m.lastErrorDetail !== null;
  return {
    id: m.id,
    kind: m.kind,
    state: m.state,
    objectType: m.objectType,
    objectId: m.objectId,
    personId: m.personId,
    personName: m.personName,
    createdBy: m.createdBy,
    createdByName: m.createdByName,
    batchId: m.batchId,
    idempotencyKey: m.idempotencyKey,
    attempts: m.attempts,
    maxAttempts: m.maxAttempts,
    nextAttemptAt:
      m.state === 'pending' ? iso(m.nextAttemptAt) : m.state === 'processing' ? iso(m.leaseExpiresAt) : null,
    lastError: hasError ? { status: m.lastErrorStatus, code: m.lastErrorCode, detail: m.lastErrorDetail } : null,
    createdAt: iso(m.createdAt)!,
    updatedAt: iso(m.updatedAt)!,
    sentAt: iso(m.sentAt),
  };
}

/** failed if any failed, else pending if any is on its way, else sent if any was sent, else cancelled. */
export function summariseBatch(messages: Pick<Exchange, 'state'>[]): ObjectState['state'] {
  if (messages.length === 0) return 'none';
  const states = new Set(messages.map((m) => m.state));
  if (states.has('failed')) return 'failed';
  if (states.has('pending') || states.has('processing')) return 'pending';
  if (states.has('sent')) return 'sent';
  return 'cancelled';
}

/** The delivery state of an object's last batch of messages (optionally only some kinds). */
export async function deliveryStateOf(
  repository: OutboxRepository,
  db: Db,
  objectType: string,
  objectId: number,
  options?: Parameters<OutboxRepository['lastBatchOf']>[3],
): Promise<ObjectState> {
  const { batchId, messages } = await repository.lastBatchOf(db, objectType, objectId, options);
  const exchanges = messages.map(toExchange);
  return { objectType, objectId, state: summariseBatch(exchanges), batchId, messages: exchanges };
}
