/**
 * Inspection and control, without JWT (loopback only):
 * - GET  /__admin/received[?method=&path=&idempotencyKey=]  applied writes, oldest first;
 * - GET  /__admin/state                                     the tenant's stored state;
 * - POST /__admin/fail { kind?, status?, count?, seconds?, delayMs?, retryAfter? }  failure mode (see failures.ts);
 * - DELETE /__admin/fail                                    ends the failure mode;
 * - POST /__admin/reset                                     clears received requests, state and failure mode.
 */
import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context';
import type { FailureSettings } from '../failures';
import { isObject } from './json-api';

class AdminInputError extends Error {}

function optionalNumber(
  body: Record<string, unknown>,
  name: keyof FailureSettings,
  min: number,
  max: number,
  integer: boolean,
) {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new AdminInputError(`${name} must be a number from ${min} to ${max}${integer ? ' (integer)' : ''}`);
  }
  return value;
}

const KINDS = ['status', 'cloudflare', 'loseAnswer'] as const;

function parseFailureSettings(body: unknown): FailureSettings {
  if (!isObject(body)) throw new AdminInputError('a JSON object is expected');
  const kind = body.kind ?? 'status';
  if (!KINDS.includes(kind as (typeof KINDS)[number]))
    throw new AdminInputError(`kind must be one of ${KINDS.join(', ')}`);
  const settings: FailureSettings = {
    kind: kind as FailureSettings['kind'],
    status: optionalNumber(body, 'status', 400, 599, true),
    count: optionalNumber(body, 'count', 1, 1_000_000, true),
    seconds: optionalNumber(body, 'seconds', 0.001, 86_400, false),
    delayMs: optionalNumber(body, 'delayMs', 0, 600_000, true),
    retryAfter: optionalNumber(body, 'retryAfter', 0, 86_400, true),
  };
  if (settings.kind === 'status' && settings.status === undefined && !settings.delayMs)
    throw new AdminInputError('status or delayMs is required');
  return settings;
}

const queryText = (query: unknown, name: string): string | undefined => {
  if (!isObject(query)) return undefined;
  const value = query[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export async function adminRoutes(app: FastifyInstance, { context }: { context: SimulatorContext }) {
  const { store, failures } = context;

  app.setErrorHandler((error, _request, reply) => {
    const status = error instanceof AdminInputError ? 400 : ((error as { statusCode?: number }).statusCode ?? 500);
    return reply.code(status).send({ error: error instanceof Error ? error.message : String(error) });
  });

  app.get('/received', async (request) => {
    const data = store.list({
      method: queryText(request.query, 'method'),
      path: queryText(request.query, 'path'),
      idempotencyKey: queryText(request.query, 'idempotencyKey'),
    });
    return { data, meta: { totals: { rows: data.length } } };
  });

  app.get('/state', async () => ({ data: store.state }));

  /** The bytes of an uploaded document, by the SHA-256 that /received and /state give. */
  app.get<{ Params: { sha256: string } }>('/files/:sha256', async (request, reply) => {
    const content = store.file(request.params.sha256);
    if (!content) return reply.code(404).send({ error: 'no such file' });
    return reply.type('application/octet-stream').send(content);
  });

  app.post('/fail', async (request) => ({ data: failures.set(parseFailureSettings(request.body ?? {})) }));

  app.get('/fail', async () => ({ data: failures.current() }));

  app.delete('/fail', async () => {
    failures.clear();
    return { data: null };
  });

  app.post('/reset', async () => {
    failures.clear();
    store.reset();
    return { data: { reset: true } };
  });
}
