/**
 * The relay: claims due messages, hands each to the handler of its kind, and records the attempt.
 *
 * - Claims hold a lease (OUTBOX_LEASE_MS); a process that dies mid-delivery loses its claims when the lease
 *   expires, and the next claimer retries them (same key: the handler first looks for what a lost answer applied).
 * - Retryable failures back off exponentially with jitter until the maximum number of attempts (then failed);
 *   non-retryable ones (4xx business errors, invalid payload) fail at once, with the details.
 * - `start()` runs a loop (main.ts) woken by `outbox.notify()` after each commit that enqueued, and by a poll;
 *   tests call `runOnce()` / `drain()` themselves.
 * Safe in several processes: claims use FOR UPDATE SKIP LOCKED on PostgreSQL; on PGlite the single connection
 * serialises the claim transactions.
 */
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { backoffDelayMs, type BackoffPolicy } from './backoff';
import { DeliveryError, describeFailure } from './delivery-error';
import { OUTBOX_PAYLOADS, type OutboxKind, type OutboxPayload } from './kinds';
import type { Outbox } from './outbox';
import type { ClaimedMessage, Finish, OutboxRepository } from './outbox.repository';

export interface DeliveryContext {
  messageId: number;
  /**
   * The message's own key, kept across its retries: the mail's Message-ID; for Boond, the marker a write carries so
   * that, after an unknown outcome, the handler finds it before writing again (the real API ignores the header).
   */
  idempotencyKey: string;
  attachment: Uint8Array | null;
  attempt: number;
}

export type OutboxHandler<K extends OutboxKind> = (
  payload: OutboxPayload<K>,
  context: DeliveryContext,
) => Promise<unknown>;
/** One handler per kind: the registry. */
export type OutboxHandlers = { [K in OutboxKind]: OutboxHandler<K> };

export interface RelayLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface RelayOptions {
  repository: OutboxRepository;
  handlers: OutboxHandlers;
  /** Subscribes the loop to `outbox.notify()`. */
  outbox?: Outbox;
  worker?: string;
  batchSize: number;
  /** Deliveries in flight at once; messages of the same object always go one after the other, in order. */
  concurrency?: number;
  leaseMs: number;
  pollMs: number;
  backoff: BackoffPolicy;
  logger?: RelayLogger;
  random?: () => number;
  /**
   * After a delivery got no answer (timeout, dropped connection: status 0), the least the next attempt waits: the
   * receiver may still be applying the write, and the next attempt looks for it before writing again (BoondManager's
   * documents and actions). BOOND_TIMEOUT_MS in the app.
   */
  noAnswerDelayMs?: number;
}

/** The longest Retry-After honoured: beyond it, the usual backoff (a receiver asking for a day is not waited for). */
export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

const silent: RelayLogger = { debug() {}, info() {}, warn() {}, error() {} };

export function createRelay(options: RelayOptions) {
  const { repository, handlers, batchSize, leaseMs, pollMs, backoff } = options;
  const logger = options.logger ?? silent;
  const worker = options.worker ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const random = options.random ?? Math.random;
  const concurrency = Math.max(1, options.concurrency ?? 1);

  let running = false;
  let stopping = false;
  let loopDone: Promise<void> | null = null;
  let woken = false;
  let wakeSleeper: (() => void) | null = null;
  let unsubscribe: (() => void) | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeSleeper = null;
        resolve();
      }
      wakeSleeper = done;
    });

  async function deliver(message: ClaimedMessage): Promise<void> {
    const startedAt = new Date();
    const t0 = performance.now();
    let finish: Finish;
    try {
      const schema = OUTBOX_PAYLOADS[message.kind as OutboxKind];
      if (!schema) throw new DeliveryError(false, null, 'UNKNOWN_KIND', `no handler for the kind ${message.kind}`);
      const parsed = schema.safeParse(message.payload);
      if (!parsed.success) throw new DeliveryError(false, null, 'INVALID_PAYLOAD', z.prettifyError(parsed.error));
      // The payload was just checked against the schema of this kind.
      const handler = handlers[message.kind as OutboxKind] as (
        payload: unknown,
        context: DeliveryContext,
      ) => Promise<unknown>;
      const result = await handler(parsed.data, {
        messageId: message.id,
        idempotencyKey: message.idempotencyKey,
        attachment: message.attachment,
        attempt: message.attempt,
      });
      finish = { outcome: 'sent', result: result ?? null };
    } catch (error) {
      const failure = describeFailure(error);
      const details = { status: failure.status, code: failure.code, detail: failure.detail };
      if (!failure.retryable || message.attempt >= message.maxAttempts)
        finish = {
          outcome: 'failed',
          error: details,
          ...(error instanceof DeliveryError && error.result !== undefined ? { result: error.result } : {}),
        };
      else {
        // The receiver's Retry-After, when it said one, is the least we wait (within an hour); after no answer, long
        // enough for a write still under way to land before the next attempt looks for it.
        const asked = Math.max(
          Math.min(failure.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS),
          failure.status === 0 ? (options.noAnswerDelayMs ?? 0) : 0,
        );
        finish = {
          outcome: 'retry',
          delayMs: Math.max(backoffDelayMs(message.attempt, backoff, random), asked),
          error: details,
        };
      }
    }
    const durationMs = performance.now() - t0;
    try {
      const held = await repository.finish(message, worker, startedAt, durationMs, finish);
      const log = {
        messageId: message.id,
        kind: message.kind,
        attempt: message.attempt,
        outcome: finish.outcome,
        durationMs: Math.round(durationMs),
      };
      if (!held)
        logger.warn(log, 'outbox: the lease expired before the delivery finished; another claimer owns the message');
      else if (finish.outcome === 'sent') logger.debug(log, 'outbox: delivered');
      else
        logger.warn(
          { ...log, error: finish.error },
          `outbox: delivery ${finish.outcome === 'retry' ? 'will be retried' : 'failed'}`,
        );
    } catch (error) {
      // The lease will expire and the message will be claimed again: at-least-once, made once by the look-up.
      logger.error({ err: error, messageId: message.id }, 'outbox: could not record the attempt');
    }
  }

  /** Claims one batch of due messages and delivers them in order. Returns how many were claimed. */
  async function runOnce(): Promise<number> {
    const claimed = await repository.claim(worker, batchSize, leaseMs);
    // One lane per business object, in claim order; lanes run side by side.
    const lanes = new Map<string, ClaimedMessage[]>();
    for (const m of claimed) {
      const key = m.objectId === null ? `#${m.id}` : `${m.objectType}:${m.objectId}`;
      const lane = lanes.get(key);
      if (lane) lane.push(m);
      else lanes.set(key, [m]);
    }
    const queue = [...lanes.values()];
    const runLane = async () => {
      for (let lane = queue.shift(); lane; lane = queue.shift()) {
        for (const [index, message] of lane.entries()) {
          if (stopping) {
            // Shutting down: hand the rest back at once rather than leaving them to their lease.
            await repository.release(lane.slice(index));
            break;
          }
          await deliver(message);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, runLane));
    return claimed.length;
  }

  /** Delivers until nothing is pending or processing (waiting out backoffs); throws after `timeoutMs`. */
  async function drain({ timeoutMs = 15_000 }: { timeoutMs?: number } = {}): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if ((await runOnce()) > 0) continue;
      const next = await repository.nextWakeInMs();
      if (next === null) return;
      if (Date.now() >= deadline) throw new Error(`outbox not drained within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(next + 1, 25, deadline - Date.now()))));
    }
  }

  async function loop() {
    while (running) {
      woken = false;
      let claimed: number;
      try {
        claimed = await runOnce();
      } catch (error) {
        logger.error({ err: error }, 'outbox: claim failed');
        if (running) await sleep(pollMs);
        continue;
      }
      if (!running) break;
      if (claimed > 0 || woken) continue;
      let wait = pollMs;
      try {
        const next = await repository.nextWakeInMs();
        if (next !== null) wait = Math.min(wait, Math.ceil(next) + 1);
      } catch (error) {
        logger.error({ err: error }, 'outbox: could not read the next due time');
      }
      if (woken || !running) continue;
      await sleep(wait);
    }
  }

  function wake() {
    woken = true;
    wakeSleeper?.();
  }

  return {
    worker,
    runOnce,
    drain,
    wake,
    get running() {
      return running;
    },
    /** Starts the loop (idempotent). */
    start() {
      if (running) return;
      running = true;
      stopping = false;
      unsubscribe = options.outbox?.onNotify(wake) ?? null;
      loopDone = loop();
      logger.info({ worker }, 'outbox relay started');
    },
    /** Stops the loop after the current delivery; claims not yet delivered are released by their lease. */
    async stop() {
      if (!running) return;
      running = false;
      stopping = true;
      unsubscribe?.();
      unsubscribe = null;
      wakeSleeper?.();
      await loopDone;
      loopDone = null;
      stopping = false;
      logger.info({ worker }, 'outbox relay stopped');
    },
  };
}
export type Relay = ReturnType<typeof createRelay>;
