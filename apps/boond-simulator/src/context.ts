/**
 * What the routes share: the store, the failure injector, the credentials, and the write helper
 * that applies the idempotency convention.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantCredentials } from './auth';
import type { FailureInjector } from './failures';
import type { ReceivedRequest, SimulatorStore } from './store';

export interface SimulatorContext {
  store: SimulatorStore;
  failures: FailureInjector;
  credentials: TenantCredentials;
  /** Writes being applied, by idempotency key. */
  pendingWrites: Map<string, Promise<void>>;
}

/** The header carrying our idempotency key on writes. */
export const IDEMPOTENCY_HEADER = 'x-idempotency-key';

export interface AppliedWrite {
  status: number;
  body: unknown;
  /** What to keep of the request in the received log. */
  received: Pick<ReceivedRequest, 'body' | 'file' | 'fields'>;
}

/**
 * Applies a write once per idempotency key: a key already applied gets the first answer again
 * (with `X-Idempotency-Replayed: true`) and changes nothing; a key being applied right now waits
 * for it. Only applied writes (2xx) are remembered: a write that failed may be sent again.
 */
export async function idempotentWrite(
  context: SimulatorContext,
  request: FastifyRequest,
  reply: FastifyReply,
  apply: () => AppliedWrite | Promise<AppliedWrite>,
) {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(header) ? header[0] : header) || null;
  const pending = context.pendingWrites;

  if (key) {
    for (let running = pending.get(key); running; running = pending.get(key)) await running;
    const previous = context.store.answerFor(key);
    if (previous) return reply.code(previous.status).header('x-idempotency-replayed', 'true').send(previous.body);
  }

  let done = () => {};
  if (key) pending.set(key, new Promise<void>((resolve) => (done = resolve)));
  try {
    const result = await apply();
    context.store.record({
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      time: new Date().toISOString(),
      idempotencyKey: key,
      ...result.received,
      response: { status: result.status, body: result.body },
    });
    return reply.code(result.status).send(result.body);
  } finally {
    if (key) pending.delete(key);
    done();
  }
}
