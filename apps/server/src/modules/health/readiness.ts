/**
 * Readiness (GET /api/health/ready): whether this process should receive traffic. Not ready while the database does
 * not answer within `pingTimeoutMs`, while migrations the code knows are not applied, and from the moment the process
 * starts shutting down (main.ts marks it on SIGTERM / SIGINT, before Fastify stops taking requests).
 */
export type NotReadyReason = 'shutdown' | 'database' | 'migrations';

export type ReadinessState =
  { ready: true } | { ready: false; reason: NotReadyReason; pending?: string[]; error?: unknown };

export interface ReadinessOptions {
  /** A round trip to the database. */
  ping: () => Promise<void>;
  /** The names of the known migrations the database has not applied. */
  pendingMigrations: () => Promise<string[]>;
  pingTimeoutMs?: number;
}

export function createReadiness({ ping, pendingMigrations, pingTimeoutMs = 2000 }: ReadinessOptions) {
  let shuttingDown = false;

  /** Rejects after `ms` (the ping itself may be stuck waiting for a pool connection). */
  const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      work.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });

  return {
    /** From now on, not ready (for good: a process that shuts down does not come back). */
    markShuttingDown() {
      shuttingDown = true;
    },
    get shuttingDown() {
      return shuttingDown;
    },
    async check(): Promise<ReadinessState> {
      if (shuttingDown) return { ready: false, reason: 'shutdown' };
      let pending: string[];
      try {
        pending = await within(
          ping().then(() => pendingMigrations()),
          pingTimeoutMs,
        );
      } catch (error) {
        return { ready: false, reason: 'database', error };
      }
      if (pending.length > 0) return { ready: false, reason: 'migrations', pending };
      // SIGTERM may have arrived during the round trip.
      if (shuttingDown) return { ready: false, reason: 'shutdown' };
      return { ready: true };
    },
  };
}
export type Readiness = ReturnType<typeof createReadiness>;
