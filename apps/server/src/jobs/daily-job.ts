/**
 * The schedule every daily job shares: croner in every process, a run at start (a day missed while no process ran)
 * and then at `pattern`; a run that fails is logged and tried again at the next tick. The job's `runDay` claims its
 * (job, day) row of job_run itself, so several processes do each day's work once.
 */
import { Cron } from 'croner';

export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export function dailySchedule<R>(spec: {
  /** The day's run: null when already done (here or in another process). */
  runDay: () => Promise<R | null>;
  logger: JobLogger;
  /** What the log says of a run done, and of a run that failed. */
  done: { log: (r: R) => object; message: string };
  failed: string;
  /** Cron syntax, server time. */
  pattern: string;
}) {
  let job: Cron | null = null;

  /** A run that logs instead of throwing (the scheduler's). */
  async function runOnce(): Promise<R | null> {
    try {
      const r = await spec.runDay();
      if (r) spec.logger.info(spec.done.log(r), spec.done.message);
      return r;
    } catch (error) {
      spec.logger.warn({ err: error }, spec.failed);
      return null;
    }
  }

  return {
    runOnce,
    /** Runs at once, then on schedule. */
    start() {
      if (job) return;
      void runOnce();
      job = new Cron(spec.pattern, { protect: true }, async () => {
        await runOnce();
      });
    },
    stop() {
      job?.stop();
      job = null;
    },
  };
}
