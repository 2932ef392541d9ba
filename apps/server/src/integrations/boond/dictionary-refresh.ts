/**
 * Keeps the tenant's dictionary fresh: at start, then every hour (croner, with overrun protection), each process
 * reads it again from BoondManager when the copy in the database is missing or older than its maximum age. The copy
 * is shared, so with several processes the first one past the age refreshes it and the others find it fresh (two
 * refreshing at once only write the same row twice). A failure is logged and tried again at the next run; messages
 * keep being resolved against the copy already kept.
 */
import { Cron } from 'croner';
import type { DictionaryStore } from './dictionary-store';

export interface DictionaryRefreshLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export function createDictionaryRefresh({
  store,
  maxAgeMs,
  logger,
  pattern = '7 * * * *',
}: {
  store: Pick<DictionaryStore, 'refreshIfStale'>;
  maxAgeMs: number;
  logger: DictionaryRefreshLogger;
  /** When the job looks (cron syntax; default: seven minutes past every hour). */
  pattern?: string;
}) {
  let job: Cron | null = null;

  async function runOnce(): Promise<boolean> {
    try {
      const refreshed = await store.refreshIfStale(maxAgeMs);
      if (refreshed) logger.info({}, 'BoondManager dictionary read');
      return refreshed;
    } catch (error) {
      logger.warn({ err: error }, 'BoondManager dictionary could not be read; the kept copy stays in use');
      return false;
    }
  }

  return {
    runOnce,
    /** Looks at once, then on schedule. */
    start() {
      if (job) return;
      void runOnce();
      job = new Cron(pattern, { protect: true }, async () => {
        await runOnce();
      });
    },
    stop() {
      job?.stop();
      job = null;
    },
  };
}
export type DictionaryRefresh = ReturnType<typeof createDictionaryRefresh>;
