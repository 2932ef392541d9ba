/**
 * All SQL of the outbox: insert (inside the caller's transaction), claim with a lease
 * (`FOR UPDATE SKIP LOCKED`), finish an attempt, and the administration reads and changes (the exchanges screen's
 * list is modules/exchanges/exchanges.repository.ts).
 * Times come from the database clock (`now()`), so several processes agree on due dates and leases.
 */
import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database, OutboxAttemptOutcome, OutboxState } from '../../db/schema';
import type { DeliveryHooks } from './delivery-hooks';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewOutboxRow {
  kind: string;
  idempotencyKey: string;
  batchId: string;
  payload: unknown;
  attachment: Uint8Array | null;
  objectType: string;
  objectId: number | null;
  personId: number | null;
  createdBy: number | null;
  maxAttempts: number;
  /** Not before this many milliseconds from now (default: at once). */
  delayMs?: number;
}

export interface ClaimedMessage {
  id: number;
  kind: string;
  idempotencyKey: string;
  objectType: string;
  objectId: number | null;
  payload: unknown;
  attachment: Uint8Array | null;
  /** This attempt's number (1 for the first). */
  attempt: number;
  maxAttempts: number;
  claimToken: string;
  claimedAt: Date;
}

export interface AttemptError {
  status: number | null;
  code: string | null;
  detail: string | null;
}

export type Finish =
  | { outcome: 'sent'; result: unknown }
  | { outcome: 'retry'; delayMs: number; error: AttemptError }
  | { outcome: 'failed'; error: AttemptError; result?: unknown };

const ms = (value: number) => sql<Date>`now() + ${Math.round(value)}::double precision * interval '1 millisecond'`;
const json = (value: unknown) => JSON.stringify(value ?? null);
const toBytes = (value: Uint8Array | null): Uint8Array | null =>
  value === null ? null : value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBufferLike);

const messageColumns = [
  'm.id',
  'm.kind',
  'm.state',
  'm.object_type as objectType',
  'm.object_id as objectId',
  'm.person_id as personId',
  'm.created_by as createdBy',
  'm.batch_id as batchId',
  'm.idempotency_key as idempotencyKey',
  'm.attempts',
  'm.max_attempts as maxAttempts',
  'm.next_attempt_at as nextAttemptAt',
  'm.lease_expires_at as leaseExpiresAt',
  'm.last_error_status as lastErrorStatus',
  'm.last_error_code as lastErrorCode',
  'm.last_error_detail as lastErrorDetail',
  'm.created_at as createdAt',
  'm.updated_at as updatedAt',
  'm.sent_at as sentAt',
] as const;

/** A message back in the queue: pending, due now, with `extraAttempts` fresh attempts (its history kept). */
const backToQueue = (extraAttempts: number) => (eb: ExpressionBuilder<Database, 'outbox_message'>) => ({
  state: 'pending' as const,
  next_attempt_at: sql<Date>`now()`,
  max_attempts: eb('attempts', '+', extraAttempts),
  updated_at: sql<Date>`now()`,
});

/**
 * `hooks`: what an object does when one of its messages fails for good, run in the transaction that marks it failed
 * (delivery-hooks.ts).
 */
export function createOutboxRepository(db: Kysely<Database>, hooks?: DeliveryHooks) {
  /** Queues a NOTIFY on `channel` that PostgreSQL delivers when the transaction commits (and drops on rollback). */
  const notifyOnCommit = async (trx: Transaction<Database>, channel: string) => {
    await sql`select pg_notify(${channel}, '')`.execute(trx);
  };

  /** The message rows with the names of the person concerned and of the author. */
  const withNames = (q: Db) =>
    q
      .selectFrom('outbox_message as m')
      .leftJoin('person as p', 'p.id', 'm.person_id')
      .leftJoin('person as c', 'c.id', 'm.created_by')
      .select(messageColumns)
      .select([
        sql<string | null>`case when p.id is null then null else p.first_name || ' ' || p.last_name end`.as(
          'personName',
        ),
        sql<string | null>`case when c.id is null then null else c.first_name || ' ' || c.last_name end`.as(
          'createdByName',
        ),
      ]);

  return {
    notifyOnCommit,
    db,
    async insert(trx: Db, row: NewOutboxRow): Promise<number> {
      const inserted = await trx
        .insertInto('outbox_message')
        .values({
          kind: row.kind,
          idempotency_key: row.idempotencyKey,
          batch_id: row.batchId,
          payload: json(row.payload),
          attachment: row.attachment,
          object_type: row.objectType,
          object_id: row.objectId,
          person_id: row.personId,
          created_by: row.createdBy,
          max_attempts: row.maxAttempts,
          next_attempt_at: row.delayMs ? ms(row.delayMs) : sql<Date>`now()`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    /**
     * Claims up to `limit` due messages for `worker`: pending ones whose time has come and processing ones
     * whose lease expired (their holder is presumed dead: the lost attempt is recorded as abandoned; at the
     * maximum number of attempts the message fails instead). Rows locked by another claimer are skipped.
     */
    async claim(worker: string, limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
      return db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('outbox_message')
          .select(['id', 'state', 'attempts', 'max_attempts', 'claimed_by', 'updated_at'])
          .where((eb) =>
            eb.or([
              eb.and([eb('state', '=', 'pending'), eb('next_attempt_at', '<=', sql<Date>`now()`)]),
              eb.and([eb('state', '=', 'processing'), eb('lease_expires_at', '<=', sql<Date>`now()`)]),
            ]),
          )
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        if (due.length === 0) return [];

        const expired = due.filter((r) => r.state === 'processing');
        const abandonedDetail = (r: (typeof due)[number]) =>
          `lease expired: ${r.claimed_by ?? 'unknown worker'} did not finish`;
        if (expired.length > 0) {
          await trx
            .insertInto('outbox_attempt')
            .values(
              expired.map((r) => ({
                message_id: r.id,
                attempt_no: r.attempts,
                worker: r.claimed_by ?? 'unknown',
                started_at: r.updated_at,
                duration_ms: sql<number>`greatest(0, least(2147483647, (extract(epoch from (now() - ${r.updated_at}::timestamptz)) * 1000)::bigint))::integer`,
                outcome: 'abandoned' as const,
                error_status: null,
                error_code: 'LEASE_EXPIRED',
                error_detail: abandonedDetail(r),
              })),
            )
            .execute();
          const exhausted = expired.filter((r) => r.attempts >= r.max_attempts).map((r) => r.id);
          if (exhausted.length > 0) {
            await trx
              .updateTable('outbox_message')
              .set({
                state: 'failed',
                claimed_by: null,
                claim_token: null,
                lease_expires_at: null,
                last_error_status: null,
                last_error_code: 'LEASE_EXPIRED',
                last_error_detail: 'the process delivering it stopped; maximum number of attempts reached',
                updated_at: sql<Date>`now()`,
              })
              .where('id', 'in', exhausted)
              .returning(['id', 'kind', 'object_type', 'object_id'])
              .execute()
              .then(async (failed) => {
                for (const m of failed)
                  await hooks?.failed(trx, {
                    id: m.id,
                    kind: m.kind,
                    objectType: m.object_type,
                    objectId: m.object_id,
                    error: { status: null, code: 'LEASE_EXPIRED', detail: 'maximum number of attempts reached' },
                  });
              });
          }
        }
        const claimable = due.filter((r) => r.state === 'pending' || r.attempts < r.max_attempts).map((r) => r.id);
        if (claimable.length === 0) return [];
        const claimToken = randomUUID();
        const rows = await trx
          .updateTable('outbox_message')
          .set((eb) => ({
            state: 'processing',
            attempts: eb('attempts', '+', 1),
            claimed_by: worker,
            claim_token: claimToken,
            lease_expires_at: ms(leaseMs),
            updated_at: sql<Date>`now()`,
          }))
          .where('id', 'in', claimable)
          .returning([
            'id',
            'kind',
            'idempotency_key',
            'object_type',
            'object_id',
            'payload',
            'attachment',
            'attempts',
            'max_attempts',
            'updated_at',
          ])
          .execute();
        return rows
          .sort((a, b) => claimable.indexOf(a.id) - claimable.indexOf(b.id))
          .map((r) => ({
            id: r.id,
            kind: r.kind,
            idempotencyKey: r.idempotency_key,
            objectType: r.object_type,
            objectId: r.object_id,
            payload: r.payload,
            attachment: toBytes(r.attachment),
            attempt: r.attempts,
            maxAttempts: r.max_attempts,
            claimToken,
            claimedAt: r.updated_at,
          }));
      });
    },

    /**
     * Records an attempt and moves the message on — only if this claim still holds it
     * (same token, still processing). Returns false when the lease was lost to another claimer.
     */
    async finish(
      message: Pick<ClaimedMessage, 'id' | 'claimToken' | 'attempt'> &
        Partial<Pick<ClaimedMessage, 'kind' | 'objectType' | 'objectId'>>,
      worker: string,
      startedAt: Date,
      durationMs: number,
      finish: Finish,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const error = finish.outcome === 'sent' ? null : finish.error;
        await trx
          .insertInto('outbox_attempt')
          .values({
            message_id: message.id,
            attempt_no: message.attempt,
            worker,
            started_at: startedAt,
            duration_ms: Math.min(2_147_483_647, Math.max(0, Math.round(durationMs))),
            outcome: finish.outcome satisfies OutboxAttemptOutcome,
            error_status: error?.status ?? null,
            error_code: error?.code?.slice(0, 50) ?? null,
            error_detail: error?.detail?.slice(0, 4000) ?? null,
          })
          .execute();
        const released = { claimed_by: null, claim_token: null, lease_expires_at: null, updated_at: sql<Date>`now()` };
        const base = trx
          .updateTable('outbox_message')
          .where('id', '=', message.id)
          .where('claim_token', '=', message.claimToken)
          .where('state', '=', 'processing');
        const lastError = {
          last_error_status: error?.status ?? null,
          last_error_code: error?.code?.slice(0, 50) ?? null,
          last_error_detail: error?.detail?.slice(0, 4000) ?? null,
        };
        const updated =
          finish.outcome === 'sent'
            ? await base
                .set({
                  ...released,
                  state: 'sent',
                  sent_at: sql<Date>`now()`,
                  result: json(finish.result),
                  ...lastError,
                })
                .executeTakeFirst()
            : finish.outcome === 'retry'
              ? await base
                  .set({ ...released, ...lastError, state: 'pending', next_attempt_at: ms(finish.delayMs) })
                  .executeTakeFirst()
              : await base
                  .set({
                    ...released,
                    ...lastError,
                    state: 'failed',
                    ...(finish.result === undefined ? {} : { result: json(finish.result) }),
                  })
                  .executeTakeFirst();
        const held = Number(updated.numUpdatedRows) === 1;
        if (held && finish.outcome === 'failed' && message.objectType !== undefined && message.kind !== undefined)
          await hooks?.failed(trx, {
            id: message.id,
            kind: message.kind,
            objectType: message.objectType,
            objectId: message.objectId ?? null,
            error: finish.error,
          });
        return held;
      });
    },

    /** Gives claimed messages back untried (shutdown): pending again, the attempt not counted. */
    async release(messages: Pick<ClaimedMessage, 'id' | 'claimToken'>[]): Promise<void> {
      for (const m of messages) {
        await db
          .updateTable('outbox_message')
          .set((eb) => ({
            state: 'pending',
            attempts: eb('attempts', '-', 1),
            claimed_by: null,
            claim_token: null,
            lease_expires_at: null,
            updated_at: sql<Date>`now()`,
          }))
          .where('id', '=', m.id)
          .where('claim_token', '=', m.claimToken)
          .where('state', '=', 'processing')
          .execute();
      }
    },

    /** Milliseconds until the next pending message is due or the next lease expires; null when nothing waits. */
    async nextWakeInMs(): Promise<number | null> {
      const row = await db
        .selectFrom('outbox_message')
        .select(
          sql<
            number | null
          >`extract(epoch from (min(case when state = 'pending' then next_attempt_at else lease_expires_at end) - now())) * 1000`.as(
            'ms',
          ),
        )
        .where('state', 'in', ['pending', 'processing'])
        .executeTakeFirst();
      if (!row || row.ms === null || row.ms === undefined) return null;
      return Math.max(0, Number(row.ms));
    },

    countByState(): Promise<Record<OutboxState, number>> {
      return db
        .selectFrom('outbox_message')
        .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('state')
        .execute()
        .then((rows) => {
          const counts: Record<OutboxState, number> = { pending: 0, processing: 0, sent: 0, failed: 0, cancelled: 0 };
          for (const r of rows) counts[r.state] = Number(r.n);
          return counts;
        });
    },

    findById(id: number) {
      return withNames(db)
        .select(['m.payload', 'm.result', sql<number | null>`octet_length(m.attachment)`.as('attachmentBytes')])
        .where('m.id', '=', id)
        .executeTakeFirst();
    },

    /** The full row, attachment included (resend copies it). */
    findRaw(trx: Db, ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return trx.selectFrom('outbox_message').selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
    },

    attemptsOf(messageId: number) {
      return db
        .selectFrom('outbox_attempt')
        .select([
          'attempt_no as attemptNo',
          'worker',
          'started_at as startedAt',
          'duration_ms as durationMs',
          'outcome',
          'error_status as errorStatus',
          'error_code as errorCode',
          'error_detail as errorDetail',
        ])
        .where('message_id', '=', messageId)
        .orderBy('id')
        .execute();
    },

    /** Failed or cancelled → pending, due now, with a fresh budget of attempts (history kept). */
    async retry(trx: Db, id: number, extraAttempts: number): Promise<boolean> {
      const r = await trx
        .updateTable('outbox_message')
        .set(backToQueue(extraAttempts))
        .set({ cancelled_by: null })
        .where('id', '=', id)
        .where('state', 'in', ['failed', 'cancelled'])
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** How many messages failed with this error code (the messages held for a dictionary value). */
    async countFailedWithCode(code: string, q: Db = db): Promise<number> {
      const row = await q
        .selectFrom('outbox_message')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('state', '=', 'failed')
        .where('last_error_code', '=', code)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Failed messages with this error code → pending, due now, with `extraAttempts` fresh attempts (deciding a
     * dictionary value re-queues what it held); answers how many.
     */
    async requeueFailedWithCode(trx: Db, code: string, extraAttempts: number): Promise<number> {
      const r = await trx
        .updateTable('outbox_message')
        .set(backToQueue(extraAttempts))
        .where('state', '=', 'failed')
        .where('last_error_code', '=', code)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /** The last message of a kind about an object (locked: the caller retries it or leaves it on its way). */
    lastOfKind(trx: Db, objectType: string, objectId: number, kind: string) {
      return trx
        .selectFrom('outbox_message')
        .select(['id', 'state', 'batch_id as batchId', 'idempotency_key as idempotencyKey'])
        .where('object_type', '=', objectType)
        .where('object_id', '=', objectId)
        .where('kind', '=', kind)
        .orderBy('id', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Regroups messages under another batch (a resend's batch holds everything it set on its way). */
    async moveToBatch(trx: Db, ids: number[], batchId: string): Promise<void> {
      if (ids.length === 0) return;
      await trx
        .updateTable('outbox_message')
        .set({ batch_id: batchId, updated_at: sql<Date>`now()` })
        .where('id', 'in', ids)
        .execute();
    },

    /** Pending or failed → cancelled. */
    /**
     * pending or failed → cancelled. Cancelling a pending message is its failure for good as its object sees it: the
     * object's hook runs in the same transaction (a training wish goes back to in progress); a failed one already ran it.
     */
    async cancel(id: number, by: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('outbox_message')
          .select(['state', 'kind', 'object_type', 'object_id'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!before || (before.state !== 'pending' && before.state !== 'failed')) return false;
        await trx
          .updateTable('outbox_message')
          .set({ state: 'cancelled', cancelled_by: by, updated_at: sql<Date>`now()` })
          .where('id', '=', id)
          .execute();
        if (before.state === 'pending')
          await hooks?.failed(trx, {
            id,
            kind: before.kind,
            objectType: before.object_type,
            objectId: before.object_id,
            error: { status: null, code: 'CANCELLED', detail: 'cancelled on the exchanges screen' },
          });
        return true;
      });
    },

    stateOf(id: number) {
      return db
        .selectFrom('outbox_message')
        .select(['state', 'person_id as personId', 'created_by as createdBy', 'object_type as objectType'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * The last batch of messages caused by an object (optionally only some kinds, only one person's),
     * read in the caller's transaction.
     */
    async lastBatchOf(
      q: Db,
      objectType: string,
      objectId: number,
      filter: { kinds?: readonly string[]; personId?: number } = {},
    ) {
      let last = q
        .selectFrom('outbox_message')
        .select('batch_id')
        .where('object_type', '=', objectType)
        .where('object_id', '=', objectId);
      if (filter.kinds) last = last.where('kind', 'in', filter.kinds);
      if (filter.personId !== undefined) last = last.where('person_id', '=', filter.personId);
      const row = await last.orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (!row) return { batchId: null, messages: [] };
      let m = withNames(q)
        .where('m.batch_id', '=', row.batch_id)
        .where('m.object_type', '=', objectType)
        .where('m.object_id', '=', objectId);
      if (filter.kinds) m = m.where('m.kind', 'in', filter.kinds);
      if (filter.personId !== undefined) m = m.where('m.person_id', '=', filter.personId);
      return { batchId: row.batch_id, messages: await m.orderBy('m.id').execute() };
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
/** A message as the screens show it, with the names of the person concerned and of the author. */
export type OutboxMessageView = Omit<
  NonNullable<Awaited<ReturnType<OutboxRepository['findById']>>>,
  'payload' | 'result' | 'attachmentBytes'
>;
