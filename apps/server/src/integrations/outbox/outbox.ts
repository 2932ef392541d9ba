/**
 * The transactional outbox, as features use it:
 *
 *   const { id } = await outbox.transaction(async (trx) => {
 *     await dcRepository.setStatus(trx, dcId, VALIDATED);                       // the business change
 *     return outbox.enqueue(trx, { kind: 'boond.technicalData', payload, objectType: 'dc', objectId: dcId,
 *                                  personId, createdBy: auth.personId });       // the message it causes
 *   });                                                                          // committed together, then the relay is nudged
 *
 * `enqueue` only writes a row in the caller's transaction: nothing leaves before the commit, and a rollback
 * leaves nothing behind. Messages enqueued in one transaction form a batch (what "resend" replays).
 * The commit wakes the relays of every process (NOTIFY on the outbox channel); `outbox.transaction` also nudges
 * this process's relay directly. Either way the relay polls too (OUTBOX_POLL_MS).
 */
import { randomUUID } from 'node:crypto';
import type { OutboxMessageRow } from '../../db/schema';
import type { Db, Trx } from '../../db/types';
import { OUTBOX_PAYLOADS, type ObjectType, type OutboxKind, type OutboxPayload } from './kinds';
import type { OutboxRepository } from './outbox.repository';

export interface OutboxMessage<K extends OutboxKind = OutboxKind> {
  kind: K;
  payload: OutboxPayload<K>;
  /** Binary content (a document for 'boond.document'), stored as bytea beside the payload. */
  attachment?: Uint8Array | null;
  objectType: ObjectType;
  objectId?: number | null;
  /** The person concerned (whose file it is). */
  personId?: number | null;
  /** The person who acted. */
  createdBy?: number | null;
  maxAttempts?: number;
  /** Not before this many milliseconds from now. */
  delayMs?: number;
}

export interface Enqueued {
  id: number;
  batchId: string;
  idempotencyKey: string;
}

/** NOTIFY channel: a transaction that enqueued wakes every process's relay when it commits. */
export const OUTBOX_CHANNEL = 'outbox_enqueued';

/** The idempotency key convention: `ms-<uuid>`, one per message, kept across its retries. */
export const newIdempotencyKey = () => `ms-${randomUUID()}`;

export interface OutboxOptions {
  db: Db;
  repository: OutboxRepository;
  maxAttempts: number;
}

export function createOutbox({ db, repository, maxAttempts }: OutboxOptions) {
  const batches = new WeakMap<object, string>();
  const listeners = new Set<() => void>();

  /** The transaction's batch; the first time, also queues the NOTIFY that PostgreSQL delivers on commit. */
  const batchOf = async (trx: Trx) => {
    let id = batches.get(trx);
    if (!id) {
      id = randomUUID();
      batches.set(trx, id);
      await repository.notifyOnCommit(trx, OUTBOX_CHANNEL);
    }
    return id;
  };

  function notify() {
    for (const listener of listeners) listener();
  }

  return {
    /** Writes a message in the caller's transaction. Throws on a payload that does not match its kind. */
    async enqueue<K extends OutboxKind>(trx: Trx, message: OutboxMessage<K>): Promise<Enqueued> {
      const schema = OUTBOX_PAYLOADS[message.kind];
      if (!schema) throw new Error(`unknown outbox kind ${String(message.kind)}`);
      const payload = schema.parse(message.payload);
      const batchId = await batchOf(trx);
      const idempotencyKey = newIdempotencyKey();
      const id = await repository.insert(trx, {
        kind: message.kind,
        idempotencyKey,
        batchId,
        payload,
        attachment: message.attachment ?? null,
        objectType: message.objectType,
        objectId: message.objectId ?? null,
        personId: message.personId ?? null,
        createdBy: message.createdBy ?? null,
        maxAttempts: message.maxAttempts ?? maxAttempts,
        delayMs: message.delayMs,
      });
      return { id, batchId, idempotencyKey };
    },

    /**
     * Enqueues a copy of an earlier message (same kind, payload, attachment and object; a new idempotency key):
     * a deliberate second application, e.g. "resend" of something already sent.
     */
    async enqueueCopy(trx: Trx, original: OutboxMessageRow, createdBy: number | null): Promise<Enqueued> {
      const batchId = await batchOf(trx);
      const idempotencyKey = newIdempotencyKey();
      const id = await repository.insert(trx, {
        kind: original.kind,
        idempotencyKey,
        batchId,
        payload: original.payload,
        attachment: original.attachment,
        objectType: original.object_type,
        objectId: original.object_id,
        personId: original.person_id,
        createdBy,
        maxAttempts,
      });
      return { id, batchId, idempotencyKey };
    },

    /** The batch id messages enqueued in this transaction get. */
    batchOf,

    /** Runs `work` in a transaction, then (after the commit) nudges the relay. */
    async transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
      const result = await db.transaction().execute(work);
      notify();
      return result;
    },

    /** Tells the relay that committed messages wait (it also polls). */
    notify,

    /** The relay subscribes here; returns the unsubscribe function. */
    onNotify(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
