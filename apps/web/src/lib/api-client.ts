/**
 * The one way the web calls the API: through an entry of the call registry (packages/shared/src/calls), which gives
 * the method, the path and the types of the query and body; same-origin, cookie session, JSON, the
 * `{ success, data, message }` envelope unwrapped and `data` checked against the entry's answer schema.
 * Failures become an ApiError carrying the stable `code`; a 401 while a user is stored raises "session expired".
 */
import type { z } from 'zod';
import type { CallDefinition, JsonCall } from '@my-skills/shared/calls/define';
import type { ErrorCode } from '@my-skills/shared/errors';
import { getStoredUser, markSessionExpired } from './session';
import i18n from './i18n';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK' | 'INVALID_RESPONSE',
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type QueryOf<C extends CallDefinition> = C extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
type BodyOf<C extends CallDefinition> = C extends { multipart: true }
  ? FormData
  : C extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : never;

export interface ApiRequest<C extends CallDefinition> {
  query?: QueryOf<C>;
  body?: BodyOf<C>;
  signal?: AbortSignal;
  /** The start-up check of the stored user handles its own 401 (clears the user, back to sign-in). */
  ignoreSessionExpiry?: boolean;
}

export interface ApiResult<T> {
  data: T;
  message: string;
}

const SESSION_CODES = new Set(['SESSION_EXPIRED', 'UNAUTHENTICATED']);

/** The URL of a call with its query (e.g. a download link). */
export function callUrl<C extends CallDefinition>(call: C, query?: QueryOf<C>): string {
  if (!query) return call.path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${call.path}?${search}` : call.path;
}

/** Calls the API; answers `data` and the server's (translated) `message`. */
export async function apiCall<C extends JsonCall>(
  call: C,
  request: ApiRequest<C> = {},
): Promise<ApiResult<z.output<C['response']>>> {
  const { query, body, signal, ignoreSessionExpiry } = request;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language || 'fr' };
  // A FormData body (file upload) goes as multipart/form-data: the browser sets the header with its boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(callUrl(call, query), {
      method: call.method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(i18n.t('errors:NETWORK'), 0, 'NETWORK');
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  const envelope = (payload ?? {}) as {
    success?: boolean;
    data?: unknown;
    message?: string;
    code?: ErrorCode;
    details?: ApiError['details'];
  };

  if (!response.ok || envelope.success !== true) {
    const code: ApiError['code'] = envelope.code ?? (response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
    if (response.status === 401 && SESSION_CODES.has(code) && !ignoreSessionExpiry && getStoredUser()) {
      markSessionExpired();
    }
    throw new ApiError(envelope.message ?? response.statusText, response.status, code, envelope.details);
  }

  const parsed = call.response.safeParse(envelope.data);
  if (!parsed.success) {
    console.warn(`Unexpected answer from ${call.path}`, parsed.error.issues);
    throw new ApiError(i18n.t('errors:INVALID_RESPONSE'), response.status, 'INVALID_RESPONSE');
  }
  return { data: parsed.data as z.output<C['response']>, message: envelope.message ?? '' };
}

/** Same as apiCall, answering only `data`. */
export async function apiData<C extends JsonCall>(
  call: C,
  request: ApiRequest<C> = {},
): Promise<z.output<C['response']>> {
  return (await apiCall(call, request)).data;
}
