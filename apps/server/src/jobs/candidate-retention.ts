/**
 * The daily notice of candidates due for erasure (issue 23 §2c, decision 023): once a day, every DPO (an active
 * role-7 account) is e-mailed how many candidates have had no activity for CANDIDATE_RETENTION_MONTHS, with a link
 * to the data protection screen; nothing when none are due.
 *
 * Same clock and claim as the certification expiry alerts (jobs/certification-expiry.ts): croner in every process,
 * the run claims the (job, day) row of job_run in its own transaction and enqueues the e-mails ('mail.send' through
 * the outbox) in it, so one process does the day's run and a failed run is done again by the next tick.
 */
import type { LanguageId } from '@my-skills/shared/constants';
import { mailMessage } from '../integrations/mail/templates';
import type { Outbox } from '../integrations/outbox/outbox';
import type { Queryable } from '../db/types';
import { dailySchedule, type JobLogger } from './daily-job';
import type { CandidateRetentionRepository } from './candidate-retention.repository';
import type { JobRunsRepository } from './job-runs.repository';

export const CANDIDATE_RETENTION_JOB = 'candidate-retention';

export function createCandidateRetentionJob(deps: {
  outbox: Outbox;
  runs: JobRunsRepository;
  repository: CandidateRetentionRepository;
  /** How many candidates are due at `at` (the retention module's count, in the run's transaction). */
  dueCount: (at: Date, q: Queryable) => Promise<number>;
  months: number;
  publicUrl: string;
  now: () => Date;
  worker: string;
  logger: JobLogger;
  /** When the job runs (cron syntax; default: 06:20 every day, server time). */
  pattern?: string;
}) {
  const url = `${deps.publicUrl}/management/dataProtection?tab=retention`;

  /** The day's run: null when already done (here or in another process), else the count and the e-mails sent. */
  async function runDay(at = deps.now()): Promise<{ day: string; due: number; mailed: number } | null> {
    const day = at.toISOString().slice(0, 10);
    return deps.outbox.transaction(async (trx) => {
      if (!(await deps.runs.claim(trx, { name: CANDIDATE_RETENTION_JOB, runKey: day, worker: deps.worker })))
        return null;
      const due = await deps.dueCount(at, trx);
      if (due === 0) return { day, due, mailed: 0 };
      const officers = await deps.repository.dataProtectionOfficers(trx);
      for (const dpo of officers) {
        const idLang: LanguageId = dpo.idLang === 2 ? 2 : 1;
        await deps.outbox.enqueue(trx, {
          ...mailMessage('retentionDue', idLang, dpo.email, {
            name: dpo.firstName,
            count: due,
            months: deps.months,
            url,
          }),
          objectType: 'system',
          objectId: null,
          personId: dpo.personId,
          createdBy: null,
        });
      }
      return { day, due, mailed: officers.length };
    });
  }

  const schedule = dailySchedule({
    runDay: () => runDay(),
    logger: deps.logger,
    done: { log: (r) => r, message: 'candidate retention notice' },
    failed: 'candidate retention notice failed; the next run tries again',
    pattern: deps.pattern ?? '20 6 * * *',
  });

  return { runDay, ...schedule };
}
export type CandidateRetentionJob = ReturnType<typeof createCandidateRetentionJob>;
