/**
 * The shape of one API call, defined once for the server (route method, URL, schemas, documentation, page
 * permission, rate limit and success message) and the web (the client builds the URL and checks the answer from it).
 * Schemas come from ../schemas.
 */
import type { z } from 'zod';
import type { PagePermission } from '../roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The server's rate-limit buckets (apps/server/src/plugins/rate-limits.ts counts each one). */
export const RATE_LIMIT_BUCKETS = ['signIn', 'account', 'captcha', 'mails', 'exports'] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

export interface CallDefinition {
  method: HttpMethod;
  path: `/api/${string}`;
  /** The query string. */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** The body is multipart/form-data (a file upload), not described by a schema. */
  multipart?: true;
  /** The answer's `data` inside the `{ success, data, message }` envelope; absent for a binary answer (a download). */
  response?: z.ZodType;

  // ── what the server's route takes from the entry (apps/server/src/lib/route.ts) ──
  /** The OpenAPI tags (an area sets its usual ones once: `defineCalls(defaults, calls)`). */
  tags?: readonly string[];
  /** The OpenAPI summary. */
  summary?: string;
  /** The OpenAPI description, when the summary is not enough. */
  description?: string;
  /** The OpenAPI security requirement, when it differs from the document's (`[]`: no session needed). */
  security?: readonly Readonly<Record<string, readonly string[]>>[];
  /** Answers without a session (sign-in, health); otherwise a session is required. */
  public?: true;
  /** The page permission the caller's account needs (`config.permission` of the route). */
  permission?: PagePermission;
  /** The rate-limit bucket(s) the call counts against (`config.limit` of the route). */
  limit?: RateLimitBucket | readonly RateLimitBucket[];
  /**
   * The success message of the envelope: a key of the server's messages (apps/server/src/i18n/messages.ts,
   * checked by the server's types and by test/platform/call-registry.test.ts). None: an empty message, or one the
   * route chooses from the outcome.
   */
  message?: `messages.${string}`;
}

/** A call that answers JSON in the envelope. */
export type JsonCall = CallDefinition & { response: z.ZodType };

/** What an area may set once for all its entries; an entry's own value wins. */
export type CallDefaults = Pick<CallDefinition, 'tags' | 'permission'>;

/** The entries with the area's defaults where they set none. */
type WithDefaults<D extends CallDefaults, T extends Record<string, CallDefinition>> = {
  [K in keyof T]: Omit<D, keyof T[K]> & T[K];
};

/**
 * Checks the entries of an area while keeping their exact types (method literal, schemas); with `defaults` first,
 * every entry gets the area's tags and page permission unless it names its own.
 */
export function defineCalls<const T extends Record<string, CallDefinition>>(calls: T): T;
export function defineCalls<const D extends CallDefaults, const T extends Record<string, CallDefinition>>(
  defaults: D,
  calls: T,
): WithDefaults<D, T>;
export function defineCalls(
  first: Record<string, CallDefinition> | CallDefaults,
  second?: Record<string, CallDefinition>,
) {
  if (!second) return first;
  return Object.fromEntries(Object.entries(second).map(([name, call]) => [name, { ...first, ...call }]));
}
