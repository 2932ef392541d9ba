/**
 * A failed answer of BoondManager, classified as the real API shows it (boond-api.md, docs/decisions/003):
 * - the API's own shape: `{ errors: [{ status: "422", code: "1017", detail: "1017 - Missing required attribute",
 *   source: { pointer } }] }` — code and details kept, 4xx final, 429 and 5xx retried;
 * - 501 "the API is not enabled for this account": final, with that sentence when the answer gives none;
 * - the provider's network edge (Cloudflare) answers throttling and blocks with a 403 HTML page: retried with backoff,
 *   told in one short line (the page's own error code and title, its Ray ID), never as the page's HTML;
 * - Retry-After (seconds or an HTTP date), when present, is how long the relay waits at least.
 */
import { isRetryableStatus } from './errors';
import type { BoondErrorInfo } from './types';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The code and details of a JSON:API error answer. */
export function apiErrors(body: unknown): {
  code: string | null;
  detail: string | null;
  source: Record<string, string> | null;
} {
  const errors = isObject(body) && Array.isArray(body.errors) ? body.errors : [];
  const first: unknown = errors[0];
  if (!isObject(first)) return { code: null, detail: null, source: null };
  const details = errors
    .map((e: unknown) => (isObject(e) && typeof e.detail === 'string' ? e.detail : null))
    .filter((d): d is string => d !== null && d !== '');
  const source = isObject(first.source)
    ? Object.fromEntries(Object.entries(first.source).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : null;
  const code =
    typeof first.code === 'string' && first.code !== ''
      ? first.code
      : typeof first.code === 'number'
        ? String(first.code)
        : null;
  return { code, detail: details.length > 0 ? details.join('; ') : null, source };
}

/** Milliseconds from a Retry-After header (delta-seconds or an HTTP date), or undefined. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const textOf = (html: string, pattern: RegExp): string | null => {
  const match = pattern.exec(html);
  return match?.[1]
    ? match[1]
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 120) || null
    : null;
};

/** One line for an edge page: "Cloudflare 1015: You are being rate limited (Ray ID 8f2c1e0a9b3d7f11)". */
export function edgeDetail(html: string, ray: string | null): string {
  const code = textOf(html, /class="cf-error-code"[^>]*>([^<]*)</i);
  const title =
    textOf(html, /class="cf-subheadline"[^>]*>([\s\S]*?)<\/h2>/i) ??
    textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/i) ??
    textOf(html, /<title>([\s\S]*?)<\/title>/i);
  const rayId = ray?.split('-')[0] ?? textOf(html, /Ray ID:\s*(?:<[^>]*>)?([0-9a-f]+)/i);
  return [
    `Refused by BoondManager's network edge${code ? ` (Cloudflare ${code})` : ' (Cloudflare)'}`,
    title ? `: ${title}` : ': throttled or blocked',
    rayId ? ` — Ray ID ${rayId}` : '',
    '; retried later',
  ].join('');
}

const looksLikeHtml = (answer: string, contentType: string | null) =>
  (contentType ?? '').includes('html') || /^\s*</.test(answer);

/** What a non-2xx answer means. */
export function failureOf(
  response: Pick<Response, 'status' | 'headers'>,
  answer: string,
  parsed: unknown,
): BoondErrorInfo & { source: Record<string, string> | null } {
  const { status, headers } = response;
  const wait = retryAfterMs(headers.get('retry-after'));
  const withWait = wait !== undefined ? { retryAfterMs: wait } : {};
  const api = apiErrors(parsed);
  if (status === 403 && parsed === undefined && looksLikeHtml(answer, headers.get('content-type'))) {
    return {
      status,
      code: 'EDGE',
      detail: edgeDetail(answer, headers.get('cf-ray')),
      retryable: true,
      source: null,
      ...withWait,
    };
  }
  if (status === 501) {
    return {
      status,
      code: api.code ?? '501',
      detail: api.detail ?? '501 - The API is not enabled for this account',
      retryable: false,
      source: api.source,
    };
  }
  const fallback =
    parsed === undefined && looksLikeHtml(answer, headers.get('content-type'))
      ? `HTTP ${status} (an HTML page, not the API's answer)`
      : answer.replace(/\s+/g, ' ').trim().slice(0, 200) || `HTTP ${status}`;
  return {
    status,
    code: api.code,
    detail: api.detail ?? fallback,
    retryable: isRetryableStatus(status),
    source: api.source,
    ...withWait,
  };
}
