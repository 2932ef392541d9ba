/**
 * Claimed runs of scheduled jobs (migration 0018, job_run): every process runs the clock, the one whose insert adds
 * the (job, run key) row does the run. The claim is made inside the run's transaction: a second process's insert
 * waits for the first one's commit and then finds the row (it does nothing), and a run that fails rolls its claim
 * back, so the next tick (or another process) runs it again.
 */
import { sql } from 'kysely';
import type { Trx } from '../db/types';

export function createJobRunsRepository() {
  return {
    /** Claims the run in `trx`; false when another process (or an earlier run) already has it. */
    async claim(trx: Trx, run: { name: string; runKey: string; worker: string }): Promise<boolean> {
      const { rows } = await sql<{ name: string }>`insert into job_run (name, run_key, claimed_by)
        values (${run.name}, ${run.runKey}, ${run.worker})
        on conflict (name, run_key) do nothing returning name`.execute(trx);
      return rows.length === 1;
    },
  };
}
export type JobRunsRepository = ReturnType<typeof createJobRunsRepository>;
