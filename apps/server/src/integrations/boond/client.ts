/**
 * The BoondManager adapter over HTTP (contract: ./types.ts; facts: boond-api.md).
 * Each call signs a fresh client JWT, is bounded by a timeout, reads the JSON:API answer and turns
 * every failure into a thrown BoondError (status 0 when no answer came), classified as the real API shows it
 * (./failures.ts): its error codes, the network edge's 403 page, Retry-After, 501 final. Writes may carry
 * X-Idempotency-Key, which the real API ignores: exactly once rests on the handlers' look-ups.
 */
import { failureOf } from './failures';
import { BoondError } from './errors';
import { signClientToken } from './jwt';
import { fromBoondTechnicalData, toBoondDate, toBoondTechnicalData } from './technical-data';
import type { BoondClient, BoondClientOptions, BoondDocumentSummary, WriteOptions } from './types';

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

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** Documents named in a relationship and described in `included`. */
function documentsIn(document: JsonApiDocument, relationship: string): BoondDocumentSummary[] {
  const data = isObject(document.data) ? document.data : {};
  const relationships = isObject(data.relationships) ? data.relationships : {};
  const related = isObject(relationships[relationship]) ? relationships[relationship].data : undefined;
  const ids = new Set(
    (Array.isArray(related) ? related : []).flatMap((r: unknown) => (isObject(r) ? (text(r.id) ?? []) : [])),
  );
  return (document.included ?? []).flatMap((entry) => {
    if (!isObject(entry) || entry.type !== 'document') return [];
    const id = text(entry.id);
    if (id === null || !ids.has(id)) return [];
    const attributes = isObject(entry.attributes) ? entry.attributes : {};
    const size = Number(attributes.size);
    return [{ id, name: text(attributes.name) ?? '', size: Number.isFinite(size) ? size : null }];
  });
}

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
    let response: Response;
    let answer: string;
    try {
      response = await fetch(`${baseUrl}${path}`, { method, headers, body, signal });
      answer = await response.text(); // the timeout also bounds reading the body
    } catch (error) {
      throw noAnswer(error, timeoutMs);
    }
    const { status } = response;

    let parsed: unknown;
    try {
      parsed = answer === '' ? undefined : JSON.parse(answer);
    } catch {
      parsed = undefined;
    }
    if (status < 200 || status >= 300) throw new BoondError(failureOf(response, answer, parsed));
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
      const { data, meta } = await call('GET', '/application/dictionary');
      if (!isObject(data))
        throw new BoondError({ status: 200, code: null, detail: 'Unexpected answer: no dictionary', retryable: false });
      return { data, version: isObject(meta) ? text(meta.version) : null };
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

    async listActions(resourceId, maxResults = 100) {
      const query = new URLSearchParams({ page: '1', maxResults: String(maxResults) });
      const { data } = await call('GET', `/resources/${resourceId}/actions?${query}`);
      return (Array.isArray(data) ? data : []).flatMap((entry: unknown) => {
        if (!isObject(entry)) return [];
        const id = text(entry.id);
        const attributes = isObject(entry.attributes) ? entry.attributes : {};
        const typeOf = attributes.typeOf;
        return id === null
          ? []
          : [
              {
                id,
                typeOf: typeof typeOf === 'number' || typeof typeOf === 'string' ? typeOf : null,
                text: text(attributes.text) ?? '',
              },
            ];
      });
    },

    async listDocuments(parentType, resourceId) {
      const information = await call('GET', `/resources/${resourceId}/information`);
      return documentsIn(information, parentType === 'resource' ? 'files' : 'resumes');
    },
  };
}
