/**
 * The BoondManager adapter over HTTP (contract: ./types.ts; facts: boond-api.md).
 * Each call signs a fresh client JWT, is bounded by a timeout, reads the JSON:API answer and turns
 * every failure into a thrown BoondError (status 0 when no answer came). Writes carry
 * X-Idempotency-Key when the caller gives one.
 */
import { BoondError, isRetryableStatus } from './errors';
import { signClientToken } from './jwt';
import { fromBoondTechnicalData, toBoondDate, toBoondTechnicalData } from './technical-data';
import type { BoondClient, BoondClientOptions, BoondRate, WriteOptions } from './types';

export { BoondError } from './errors';

export const DEFAULT_BOOND_TIMEOUT_MS = 10_000;
export const IDEMPOTENCY_HEADER = 'X-Idempotency-Key';

interface JsonApiResource {
  id: string;
  type?: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, unknown>;
}

interface JsonApiDocument {
  data: unknown;
  included?: unknown[];
  meta?: Record<string, unknown>;
}

interface CallOptions extends WriteOptions {
  json?: unknown;
  form?: FormData;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function firstError(body: unknown): {
  code: string | null;
  detail: string | null;
  source: Record<string, string> | null;
} {
  const errors = isObject(body) && Array.isArray(body.errors) ? body.errors : [];
  const first: unknown = errors[0];
  if (!isObject(first)) return { code: null, detail: null, source: null };
  const details = errors
    .map((e: unknown) => (isObject(e) && typeof e.detail === 'string' ? e.detail : null))
    .filter((d): d is string => d !== null);
  const source = isObject(first.source)
    ? Object.fromEntries(Object.entries(first.source).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : null;
  return {
    code:
      typeof first.code === 'string' && first.code !== ''
        ? first.code
        : typeof first.code === 'number'
          ? String(first.code)
          : null,
    detail: details.length > 0 ? details.join('; ') : null,
    source,
  };
}

function noAnswer(error: unknown, timeoutMs: number): BoondError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new BoondError(
      { status: 0, code: null, detail: `No answer within ${timeoutMs} ms`, retryable: true },
      { cause: error },
    );
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const reason = cause instanceof Error ? ((cause as NodeJS.ErrnoException).code ?? cause.message) : String(cause);
  return new BoondError({ status: 0, code: null, detail: `Unreachable: ${reason}`, retryable: true }, { cause: error });
}

function asResource(data: unknown): JsonApiResource {
  if (!isObject(data) || (typeof data.id !== 'string' && typeof data.id !== 'number')) {
    throw new BoondError({
      status: 200,
      code: null,
      detail: 'Unexpected answer: no resource in data',
      retryable: false,
    });
  }
  return {
    id: String(data.id),
    type: typeof data.type === 'string' ? data.type : undefined,
    attributes: isObject(data.attributes) ? data.attributes : {},
    relationships: isObject(data.relationships) ? data.relationships : undefined,
  };
}

const ratesDocument = (rates: BoondRate[]) => ({
  data: { attributes: { rates: rates.map((r) => ({ skill: r.skill, level: r.level })) } },
});

export function createBoondClient(options: BoondClientOptions): BoondClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_BOOND_TIMEOUT_MS;

  async function call(method: 'GET' | 'PUT' | 'POST', path: string, init: CallOptions = {}): Promise<JsonApiDocument> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Jwt-Client-Boondmanager': signClientToken(options),
    };
    let body: string | FormData | undefined;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      body = init.form; // fetch sets the multipart boundary
    }
    if (init.idempotencyKey) headers[IDEMPOTENCY_HEADER] = init.idempotencyKey;

    const signal = AbortSignal.timeout(timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body, signal });
      status = response.status;
      text = await response.text(); // the timeout also bounds reading the body
    } catch (error) {
      throw noAnswer(error, timeoutMs);
    }

    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (status < 200 || status >= 300) {
      const error = firstError(parsed);
      throw new BoondError({
        status,
        code: error.code,
        detail: error.detail ?? (text.slice(0, 200) || `HTTP ${status}`),
        retryable: isRetryableStatus(status),
        source: error.source,
      });
    }
    if (!isObject(parsed) || !('data' in parsed)) {
      throw new BoondError({
        status,
        code: null,
        detail: 'Unexpected answer: not a JSON:API document',
        retryable: false,
      });
    }
    return parsed as unknown as JsonApiDocument;
  }

  return {
    async currentUser() {
      const { id, attributes } = asResource((await call('GET', '/application/current-user')).data);
      return {
        id,
        firstName: typeof attributes.firstName === 'string' ? attributes.firstName : undefined,
        lastName: typeof attributes.lastName === 'string' ? attributes.lastName : undefined,
      };
    },

    async dictionary() {
      const { data } = await call('GET', '/application/dictionary');
      if (!isObject(data))
        throw new BoondError({ status: 200, code: null, detail: 'Unexpected answer: no dictionary', retryable: false });
      return data;
    },

    async getResource(id) {
      const { id: resourceId, attributes } = asResource((await call('GET', `/resources/${id}`)).data);
      return { id: resourceId, attributes };
    },

    async getTechnicalData(id) {
      return fromBoondTechnicalData(asResource((await call('GET', `/resources/${id}/technical-data`)).data).attributes);
    },

    async putTechnicalData(id, data, write = {}) {
      const json = { data: { id: String(id), type: 'resource', attributes: toBoondTechnicalData(data) } };
      await call('PUT', `/resources/${id}/technical-data`, { json, idempotencyKey: write.idempotencyKey });
    },

    async uploadDocument(doc, write = {}) {
      const form = new FormData();
      form.append('parentType', doc.parentType);
      form.append('parentId', String(doc.parentId));
      form.append('file', new Blob([doc.content], { type: doc.contentType }), doc.fileName);
      return {
        id: asResource((await call('POST', '/documents', { form, idempotencyKey: write.idempotencyKey })).data).id,
      };
    },

    async createAction(action, write = {}) {
      const json = {
        data: {
          type: 'action',
          attributes: { typeOf: action.typeOf, startDate: toBoondDate(action.date), text: action.text },
          relationships: { dependsOn: { data: { id: String(action.resourceId), type: 'resource' } } },
        },
      };
      return {
        id: asResource((await call('POST', '/actions', { json, idempotencyKey: write.idempotencyKey })).data).id,
      };
    },

    async createRates(resourceId, rates, write = {}) {
      await call('POST', `/resources/${resourceId}/rates`, {
        json: ratesDocument(rates),
        idempotencyKey: write.idempotencyKey,
      });
    },

    async createHighRates(resourceId, rates, write = {}) {
      await call('POST', `/resources/${resourceId}/high-rates`, {
        json: ratesDocument(rates),
        idempotencyKey: write.idempotencyKey,
      });
    },
  };
}
