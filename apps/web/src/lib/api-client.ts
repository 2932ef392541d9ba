/**
 * The one way the web calls the API: same-origin, cookie session, JSON, the `{ success, data, message }`
 * envelope unwrapped and `data` checked against the call's shared Zod schema.
 * Failures become an ApiError carrying the stable `code`; a 401 while a user is stored raises "session expired".
 */
import type { z } from 'zod';
import type { ErrorCode } from '@my-skills/shared/errors';
import type { ApiPath } from './paths';
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

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Schema of `data`. */
  schema: S;
  signal?: AbortSignal;
  /** The start-up check of the stored user handles its own 401 (clears the user, back to sign-in). */
  ignoreSessionExpiry?: boolean;
}

export interface ApiResult<T> {
  data: T;
  message: string;
}

const SESSION_CODES = new Set(['SESSION_EXPIRED', 'UNAUTHENTICATED']);

function buildUrl(path: ApiPath, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Calls the API; answers `data` and the server's (translated) `message`. */
export async function apiCall<S extends z.ZodType>(
  path: ApiPath,
  request: ApiRequest<S>,
): Promise<ApiResult<z.infer<S>>> {
  const { method = 'GET', query, body, schema, signal, ignoreSessionExpiry } = request;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language || 'fr' };
  // A FormData body (file upload) goes as multipart/form-data: the browser sets the header with its boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
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

  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) {
    console.warn(`Unexpected answer from ${path}`, parsed.error.issues);
    throw new ApiError(i18n.t('errors:INVALID_RESPONSE'), response.status, 'INVALID_RESPONSE');
  }
  return { data: parsed.data, message: envelope.message ?? '' };
}

/** Same as apiCall, answering only `data`. */
export async function apiData<S extends z.ZodType>(path: ApiPath, request: ApiRequest<S>): Promise<z.infer<S>> {
  return (await apiCall(path, request)).data;
}
