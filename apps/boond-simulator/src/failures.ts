/**
 * Failure mode, set through POST /__admin/fail: the next `count` calls (or every call for `seconds`) wait `delayMs`,
 * then, by `kind`:
 * - `status` (default): answer `status` in Boond's error shape (with `Retry-After: retryAfter` when given; 429 and
 *   503 carry 1 s by default), or are handled normally when no status is given (a slow, not a failing, server);
 * - `cloudflare`: the provider's edge refuses with a 403 HTML page, as BoondManager's throttling and some blocks do;
 * - `loseAnswer`: writes only — the write is applied and recorded, then the connection drops without an answer.
 */
export type FailureKind = 'status' | 'cloudflare' | 'loseAnswer';

export interface FailureSettings {
  kind?: FailureKind;
  status?: number;
  count?: number;
  seconds?: number;
  delayMs?: number;
  retryAfter?: number;
}

export interface FailureMode {
  kind: FailureKind;
  status: number | null;
  delayMs: number;
  retryAfter: number | null;
  remaining: number | null;
  until: number | null;
}

export class FailureInjector {
  private mode: FailureMode | null = null;
  private readonly sleepers = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();

  constructor(private readonly now: () => number = Date.now) {}

  set(settings: FailureSettings): FailureMode {
    const until = settings.seconds !== undefined ? this.now() + settings.seconds * 1000 : null;
    const remaining = settings.count ?? (until === null ? 1 : null);
    this.mode = {
      kind: settings.kind ?? 'status',
      status: settings.status ?? null,
      delayMs: settings.delayMs ?? 0,
      retryAfter: settings.retryAfter ?? null,
      remaining,
      until,
    };
    return this.mode;
  }

  clear() {
    this.mode = null;
  }

  current(): FailureMode | null {
    if (this.mode && this.mode.until !== null && this.now() >= this.mode.until) this.mode = null;
    return this.mode;
  }

  /** Takes one failure for the call now arriving, if the mode applies to it (`loseAnswer`: writes only). */
  take(method: string): Pick<FailureMode, 'kind' | 'status' | 'delayMs' | 'retryAfter'> | null {
    const mode = this.current();
    if (!mode) return null;
    if (mode.kind === 'loseAnswer' && (method === 'GET' || method === 'HEAD')) return null;
    if (mode.remaining !== null) {
      mode.remaining -= 1;
      if (mode.remaining <= 0) this.mode = null;
    }
    return { kind: mode.kind, status: mode.status, delayMs: mode.delayMs, retryAfter: mode.retryAfter };
  }

  /** Waits, unless the simulator closes first. */
  sleep(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const sleeper = {
        wake: () => {
          clearTimeout(sleeper.timer);
          this.sleepers.delete(sleeper);
          resolve();
        },
        timer: setTimeout(() => sleeper.wake(), ms),
      };
      this.sleepers.add(sleeper);
    });
  }

  wakeAll() {
    for (const sleeper of [...this.sleepers]) sleeper.wake();
  }
}
