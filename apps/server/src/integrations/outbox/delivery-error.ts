/**
 * How a handler reports a failed delivery. `retryable` decides between backing off and failing at once.
 * Any error with the same shape (BoondError: status, code, detail, retryable) is read the same way;
 * any other error counts as retryable (network trouble, a receiver restarting).
 */
export class DeliveryError extends Error {
  constructor(
    readonly retryable: boolean,
    readonly status: number | null,
    readonly code: string | null,
    readonly detail: string,
    /** At least this long before the next attempt (the receiver's Retry-After). */
    readonly retryAfterMs?: number,
    /** What the failed delivery found, kept on the message (the connection test's checks). */
    readonly result?: unknown,
  ) {
    super(detail);
    this.name = 'DeliveryError';
  }
}

export interface DeliveryFailure {
  retryable: boolean;
  status: number | null;
  code: string | null;
  detail: string;
  retryAfterMs?: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function describeFailure(error: unknown): DeliveryFailure {
  if (isRecord(error) && typeof error.retryable === 'boolean') {
    const status = typeof error.status === 'number' ? error.status : null;
    const code =
      typeof error.code === 'string' ? error.code : typeof error.code === 'number' ? String(error.code) : null;
    const detail =
      typeof error.detail === 'string' && error.detail
        ? error.detail
        : error instanceof Error
          ? error.message
          : 'delivery failed';
    const wait =
      typeof error.retryAfterMs === 'number' && Number.isFinite(error.retryAfterMs) && error.retryAfterMs >= 0
        ? { retryAfterMs: error.retryAfterMs }
        : {};
    return { retryable: error.retryable, status, code, detail, ...wait };
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return {
      retryable: true,
      status: null,
      code: typeof code === 'string' ? code : null,
      detail: error.message || error.name,
    };
  }
  return { retryable: true, status: null, code: null, detail: String(error) };
}
