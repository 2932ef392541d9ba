/**
 * Certification expiry alerts (issue 20): once a day, the person and their manager are e-mailed 60 and 15 days
 * before a certification of the person's skills file expires, once each.
 *
 * - The clock: croner in every process (at start, then daily at `pattern`), like the dictionary refresh.
 * - Once across processes: the run claims the (job, day) row of job_run in its own transaction
 *   (`insert … on conflict do nothing`); the process that adds it does the day's work, the others find it claimed
 *   (on PostgreSQL a second insert waits for the first transaction and then does nothing; PGlite is one process).
 *   A failed run rolls its claim back: the next tick, or another process at its start, does it again.
 * - Once per alert: each (certification, threshold) alert is a row with a unique key, written with its e-mails
 *   ('mail.send' through the outbox) in the same transaction; a day missed is caught up the next day (the window,
 *   not the exact day, decides: 16–60 days → the 60-day alert, 0–15 → the 15-day alert).
 * The day is the UTC date of the injected clock.
 */
import type { LanguageId } from '@my-skills/shared/constants';
import { mailMessage } from '../integrations/mail/templates';
import type { Outbox, OutboxMessage } from '../integrations/outbox/outbox';
import type { CertificationExpiryRepository, ExpiringCertification } from './certification-expiry.repository';
import type { JobRunsRepository } from './job-runs.repository';
import { dailySchedule, type JobLogger } from './daily-job';

export const CERTIFICATION_EXPIRY_JOB = 'certification-expiry';

const LOCALES: Record<LanguageId, string> = { 1: 'fr-FR', 2: 'en-GB' };
/** A yyyy-mm-dd date as the recipient's language writes it (e.g. "26 janvier 2027"). */
export const longDate = (date: string, idLang: LanguageId) =>
  new Intl.DateTimeFormat(LOCALES[idLang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const languageOf = (id: number | null): LanguageId => (id === 2 ? 2 : 1);

/** The e-mails of one alert: to the person, and to their manager when they have one with an address. */
export function alertMails(a: ExpiringCertification, publicUrl: string): OutboxMessage[] {
  const personName = `${a.firstName} ${a.lastName}`;
  const fileUrl = `${publicUrl}/page/dc/fiche/${a.personId}/${a.fileLang}`;
  const about = { objectType: 'dc' as const, objectId: a.fileId, personId: a.personId, createdBy: null };
  const common = { personName, certification: a.name, organism: a.organism, days: a.days, fileUrl };
  const mails: OutboxMessage[] = [];
  const personLang = languageOf(a.idLang);
  mails.push({
    ...mailMessage('certificationExpiry', personLang, a.email, {
      ...common,
      recipientName: a.firstName,
      audience: 'person',
      date: longDate(a.expiryDate, personLang),
    }),
    ...about,
  });
  if (a.managerId !== null && a.managerEmail) {
    const managerLang = languageOf(a.managerLang);
    mails.push({
      ...mailMessage('certificationExpiry', managerLang, a.managerEmail, {
        ...common,
        recipientName: a.managerFirstName ?? '',
        audience: 'manager',
        date: longDate(a.expiryDate, managerLang),
      }),
      ...about,
    });
  }
  return mails;
}

export function createCertificationExpiryJob(deps: {
  outbox: Outbox;
  runs: JobRunsRepository;
  repository: CertificationExpiryRepository;
  publicUrl: string;
  now: () => Date;
  /** This process's name in the claims. */
  worker: string;
  logger: JobLogger;
  /** When the job runs (cron syntax; default: 06:10 every day, server time). */
  pattern?: string;
}) {
  /**
   * The day's run: null when another process (or an earlier run) already did it, else the alerts sent now.
   * Throws on a database failure (the claim is rolled back with the rest).
   */
  async function runDay(at = deps.now()): Promise<{ day: string; sent: ExpiringCertification[] } | null> {
    const day = at.toISOString().slice(0, 10);
    return deps.outbox.transaction(async (trx) => {
      if (!(await deps.runs.claim(trx, { name: CERTIFICATION_EXPIRY_JOB, runKey: day, worker: deps.worker })))
        return null;
      const recorded = await deps.repository.record(trx, await deps.repository.due(day, trx));
      for (const alert of recorded)
        for (const mail of alertMails(alert, deps.publicUrl)) await deps.outbox.enqueue(trx, mail);
      return { day, sent: recorded };
    });
  }

  const schedule = dailySchedule({
    runDay: () => runDay(),
    logger: deps.logger,
    done: { log: (r) => ({ day: r.day, alerts: r.sent.length }), message: 'certification expiry alerts sent' },
    failed: 'certification expiry alerts failed; the next run tries again',
    pattern: deps.pattern ?? '10 6 * * *',
  });

  return { runDay, ...schedule };
}
export type CertificationExpiryJob = ReturnType<typeof createCertificationExpiryJob>;
