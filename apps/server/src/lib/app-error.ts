import { ERROR_STATUS, type ErrorCode } from '@my-skills/shared/errors';

/**
 * The one error type services throw. `messageKey` names a translated text (server locales);
 * `params` fill it. The error handler turns it into the failure envelope.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string = `errors.${code}`,
    readonly params: Record<string, string | number> = {},
    readonly details?: { path: string; message: string }[],
  ) {
    super(`${code}: ${messageKey}`);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'errors.NOT_FOUND') => new AppError('NOT_FOUND', what);
export const forbidden = (why = 'errors.FORBIDDEN') => new AppError('FORBIDDEN', why);
