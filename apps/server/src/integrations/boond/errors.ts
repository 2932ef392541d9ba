/**
 * The one error the Boond adapter throws: what BoondManager answered (or why no answer came),
 * classified as worth retrying or not.
 */
import type { BoondErrorInfo } from './types';

export class BoondError extends Error implements BoondErrorInfo {
  readonly status: number;
  readonly code: string | null;
  readonly detail: string;
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  /** Where Boond located the problem (`{ pointer }` or `{ parameter }`), when it said. */
  readonly source: Record<string, string> | null;

  constructor(info: BoondErrorInfo & { source?: Record<string, string> | null }, options?: { cause?: unknown }) {
    super(`BoondManager ${info.status || 'unreachable'}${info.code ? ` (${info.code})` : ''}: ${info.detail}`, options);
    this.name = 'BoondError';
    this.status = info.status;
    this.code = info.code;
    this.detail = info.detail;
    this.retryable = info.retryable;
    this.retryAfterMs = info.retryAfterMs;
    this.source = info.source ?? null;
  }

  /** The plain facts, for the outbox row and the user-visible delivery state. */
  toInfo(): BoondErrorInfo {
    return {
      status: this.status,
      code: this.code,
      detail: this.detail,
      retryable: this.retryable,
      ...(this.retryAfterMs !== undefined ? { retryAfterMs: this.retryAfterMs } : {}),
    };
  }
}

/**
 * Network failures, timeouts (status 0), 429 and 5xx are worth retrying; 4xx business errors are not, nor 501
 * ("the API is not enabled for this account": final until someone enables it).
 */
export const isRetryableStatus = (status: number) =>
  status === 0 || status === 429 || (status >= 500 && status !== 501);
