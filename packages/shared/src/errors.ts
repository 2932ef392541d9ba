/**
 * One error taxonomy: every failure answer carries a stable `code`; each code has one HTTP status.
 * The web maps the code to a translated message (locales `errors.<code>`).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NO_ACCESS: 403,
  DEV_LOGIN_DISABLED: 403,
  UNKNOWN_USER: 404,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  EXTERNAL_SYSTEM_FAILED: 502,
  // readiness (GET /api/health/ready): database unreachable, migrations pending, shutting down
  SERVICE_UNAVAILABLE: 503,
  // sign-in (docs/decisions/016-sign-in.md)
  BAD_CREDENTIALS: 401,
  WRONG_PASSWORD: 401,
  PASSWORD_REQUIRED: 400,
  ACCOUNT_LOCKED: 423,
  LINK_EXPIRED: 410,
  FIRST_LOGIN_REQUIRED: 403,
  PASSWORD_RULES: 400,
  PASSWORD_MISMATCH: 400,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  OIDC_FAILED: 401,
  CANDIDATES_ONLY: 403,
  ALREADY_EXISTS: 409,
  // lists (docs/decisions/019-management-lists.md)
  LIST_FILTER_INVALID: 400,
  EA_DEADLINE_INVALID: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The envelope of every answer. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message: string;
}
export interface ApiFailure {
  success: false;
  data: null;
  message: string;
  code: ErrorCode;
  /** Field-level problems of a 400 VALIDATION_FAILED, path → message. */
  details?: { path: string; message: string }[];
}
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
