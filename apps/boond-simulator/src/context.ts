/**
 * What the routes share: the store, the failure injector, the credentials, and the write helper.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantCredentials } from './auth';
import type { FailureInjector } from './failures';
import type { ReceivedRequest, SimulatorStore } from './store';

export interface SimulatorContext {
  store: SimulatorStore;
  failures: FailureInjector;
  credentials: TenantCredentials;
}

/** The header our client sends with writes; BoondManager ignores it, and so does the simulator (it only logs it). */
export const IDEMPOTENCY_HEADER = 'x-idempotency-key';

export interface AppliedWrite {
  status: number;
  body: unknown;
  /** What to keep of the request in the received log. */
  received: Pick<ReceivedRequest, 'body' | 'file' | 'fields'>;
}

/** Requests whose answer the failure mode `loseAnswer` drops after the write is applied. */
export const answersToLose = new WeakSet<FastifyRequest>();

/**
 * Applies a write and records it. Like BoondManager, nothing deduplicates a write sent twice: the same write sent
 * again is applied again (the `X-Idempotency-Key` header, when sent, is only logged). With the failure mode
 * `loseAnswer`, the write is applied and recorded, then the connection is dropped without an answer — the client
 * cannot tell whether it was applied.
 */
export async function applyWrite(
  context: SimulatorContext,
  request: FastifyRequest,
  reply: FastifyReply,
  apply: () => AppliedWrite | Promise<AppliedWrite>,
) {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(header) ? header[0] : header) || null;
  const result = await apply();
  context.store.record({
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    time: new Date().toISOString(),
    idempotencyKey: key,
    ...result.received,
    response: { status: result.status, body: result.body },
  });
  if (answersToLose.has(request)) {
    reply.hijack();
    request.raw.socket.destroy();
    return reply;
  }
  return reply.code(result.status).send(result.body);
}
