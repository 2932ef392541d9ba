/**
 * BoondManager's JSON:API envelope: `{ data, included?, meta }` for answers and
 * `{ errors: [{ status, code, detail, source }], meta }` for failures (meta is present even then).
 */

export interface BoondErrorObject {
  status: string;
  code: string;
  detail: string;
  source: { pointer?: string; parameter?: string };
}

/**
 * Error codes. 1002 and 1017 are BoondManager's own (wrong or missing attribute, missing parameter); for the HTTP
 * errors (401, 404, 405, a failed signature's 422, 5xx) BoondManager puts the status itself in `code`, with a detail
 * such as "HTTP 404 (GET /api/…)" (LittleBigCode/boondmanager-mock errors.py, fauguste/boondmanager-mcp-server
 * src/services/http/errors.ts).
 */
export const ERROR_CODES = {
  unauthorized: '401',
  notFound: '404',
  wrongAttribute: '1002',
  methodNotAllowed: '405',
  signature: '422',
  missingParameter: '1017',
  internal: '500',
} as const;

export function meta(isLogged: boolean, extra: Record<string, unknown> = {}) {
  return { version: '9.0.2.0', language: 'fr', isLogged, ...extra };
}

/** A failure to answer in Boond's error shape; thrown by handlers, sent by the error handler. */
export class BoondHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly source: BoondErrorObject['source'] = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }

  toBody(isLogged: boolean) {
    const error: BoondErrorObject = {
      status: String(this.statusCode),
      code: this.code,
      detail: this.detail,
      source: this.source,
    };
    return { errors: [error], meta: meta(isLogged) };
  }
}

export const wrongAttribute = (pointer: string, detail = 'Wrong or missing attribute') =>
  new BoondHttpError(422, ERROR_CODES.wrongAttribute, detail, { pointer });

/** A value the tenant's dictionary does not know, or a required attribute missing: 422, 1017, at its pointer. */
export const missingRequired = (pointer: string) =>
  new BoondHttpError(422, ERROR_CODES.missingParameter, '1017 - Missing required attribute', { pointer });

export const missingParameter = (parameter: string) =>
  new BoondHttpError(422, ERROR_CODES.missingParameter, 'Missing parameter', { parameter });

export const notFound = (what: string) => new BoondHttpError(404, ERROR_CODES.notFound, `404 - ${what} not found`);

const pad = (n: number) => String(n).padStart(2, '0');

/** Boond's date format: `2026-03-12T09:24:00+0100` (local time with its offset). */
export function boondDate(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`
  );
}

/** A date (`2026-03-12`) or a date-time with a ±hhmm offset (`2026-03-12T09:24:00+0100`). */
export const BOOND_DATE_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d:[0-5]\d[+-]\d{4})?$/;
