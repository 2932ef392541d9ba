/**
 * The evaluations list and the campaign follow-up (ListMyConsultant/ea…), page permission menuManagement (roles > 2,
 * not 7, checked by the route): the evaluations of a year of the people the viewer follows with their campaign
 * status, the submitted ones waiting for the viewer (the evaluation module's own query down the chain), the Excel
 * export, what blocks one evaluation (the evaluation's own check, `checkData`'s); for HR and directors (roles 4–6)
 * the counts per manager or business unit and the reminders — the reminder e-mail of `Ea/sendEmailEEP`, at most once
 * a day per person, recorded with its e-mail in one transaction.
 */
import { pageAnswer } from '../../lib/lists/page-answer';
import { EA_STATUSES } from '@my-skills/shared/constants';
import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import { can } from '@my-skills/shared/roles';
import type { EvaluationSide } from '@my-skills/shared/evaluation-rules';
import type { EvaluationCheck } from '@my-skills/shared/schemas/evaluation-details';
import {
  REMINDABLE_STATUSES,
  canFollowCampaign,
  evaluationsList,
  type Blockers,
  type Campaign,
  type CampaignGrouping,
  type EvaluationToValidate,
  type EvaluationsPage,
  type RemindLateBody,
  type RemindLateResult,
} from '@my-skills/shared/schemas/manager-lists';
import { languageIdOf } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { iso } from '../../lib/documents/display';
import { excelFileName, type ExcelExport } from '../../lib/lists/excel-export';
import { translate } from '../../i18n/messages';
import { mailMessage } from '../../integrations/mail/templates';
import type { Outbox, OutboxMessage } from '../../integrations/outbox/outbox';
import { orgViewerOf } from '../people/org-chart.repository';
import type {
  CampaignClock,
  EvaluationDbRow,
  EvaluationListRepository,
  ReminderCandidate,
} from './evaluation-list.repository';
import { evaluationsColumns, exportRows, visibleColumns } from './manager-lists.export';

/**
 * What the list takes from the evaluation module (wired by the composition root, app.ts: modules do not import each
 * other): the submitted evaluations down a manager's chain, the evaluation's own check (`checkData`'s) and the address
 * of its page.
 */
export interface EvaluationPort {
  /** The submitted evaluations of `year` of the people a manager follows down the chain, waiting for them. */
  submittedFollowed(
    managerId: number,
    year: number,
  ): Promise<{ personId: number; firstName: string; lastName: string; deadline: string | null; idEa: number }[]>;
  /** What one side of an evaluation still has to fill, named in `idLang`; undefined when there is no evaluation. */
  check(idEa: number, viewerId: number, side: EvaluationSide, idLang: number): Promise<EvaluationCheck | undefined>;
  /** The evaluation page of a person and year (the reminder's link). */
  url(ea: { year: number; personId: number }): string;
}

export interface EvaluationListServiceDeps {
  repository: EvaluationListRepository;
  evaluations: EvaluationPort;
  outbox: Outbox;
  now: () => Date;
}

/** Today as 'YYYY-MM-DD' (UTC), as the evaluation reads its deadline. */
const today = (now: Date) => now.toISOString().slice(0, 10);

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export function createEvaluationListService(deps: EvaluationListServiceDeps) {
  const { repository: repo, now } = deps;
  const clock = (): CampaignClock => ({ today: today(now()), currentYear: now().getUTCFullYear() });

  const assertCampaign = (auth: AuthContext) => {
    if (!canFollowCampaign(auth)) throw new AppError('FORBIDDEN', 'errors.CAMPAIGN_ROLES_ONLY');
  };

  const row = (r: EvaluationDbRow, year: number) => ({
    idUser: r.idUser,
    firstName: r.firstName,
    lastName: r.lastName,
    reference: r.reference,
    managerName: r.managerName,
    businessUnit: r.businessUnit,
    year,
    idEa: r.idEa,
    eaStatus: r.eaStatus,
    status: r.status,
    deadline: r.deadline,
    submittedAt: iso(r.submittedAt),
    validatedAt: iso(r.validatedAt),
  });

  /** The reminder of `Ea/sendEmailEEP` about `c`'s evaluation, to them or to their manager; null: nobody to tell. */
  function reminderMail(auth: AuthContext, c: ReminderCandidate, body: RemindLateBody): OutboxMessage | null {
    const to =
      body.to === 'person'
        ? { email: c.email, lang: c.idLang, name: fullName(c.firstName, c.lastName) }
        : c.managerEmail
          ? { email: c.managerEmail, lang: c.managerLang, name: fullName(c.managerFirstName, c.managerLastName) }
          : null;
    if (!to?.email) return null;
    const lang = languageIdOf(to.lang);
    return {
      ...mailMessage('eaReminder', lang, to.email, {
        recipientName: to.name,
        senderName: fullName(auth.firstName, auth.lastName),
        personName: fullName(c.firstName, c.lastName),
        year: body.year,
        url: deps.evaluations.url({ year: body.year, personId: c.personId }),
      }),
      objectType: 'ea',
      objectId: c.idEa,
      personId: c.personId,
      createdBy: auth.personId,
    };
  }

  return {
    /** GET /api/ListMyConsultant/ea: a page of the evaluations of a year. */
    async evaluations(auth: AuthContext, query: ListQuery & { year?: number }): Promise<EvaluationsPage> {
      const c = clock();
      const year = query.year ?? c.currentYear;
      const counted = await repo.evaluations(orgViewerOf(auth), query, year, c);
      return pageAnswer(counted, query, (r) => row(r, year));
    },

    /** POST /api/ListMyConsultant/exportEaExcel. */
    async exportEvaluations(
      auth: AuthContext,
      body: ListExport & { year?: number },
    ): Promise<ExcelExport<EvaluationDbRow>> {
      const c = clock();
      const viewer = orgViewerOf(auth);
      const idLang = languageIdOf(auth.idLang);
      const year = body.year ?? c.currentYear;
      const { total, rows } = await exportRows((page, pageSize, count) =>
        repo.evaluations(viewer, { ...body, page, pageSize }, year, c, count),
      );
      return {
        fileName: excelFileName(`evaluations-${year}`, now()),
        sheetName: `${translate(idLang, 'lists.sheet.evaluations')} ${year}`,
        columns: visibleColumns(evaluationsColumns(idLang), evaluationsList.columns, body.columns),
        rows,
        total,
        idLang,
      };
    },

    /** GET /api/ListMyConsultant/eaAValider: the evaluations of the year submitted down my chain, waiting for me. */
    async toValidate(auth: AuthContext, query: { year?: number }): Promise<EvaluationToValidate[]> {
      if (!can(auth, 'ea:update')) return [];
      const c = clock();
      const year = query.year ?? c.currentYear;
      const waiting = await deps.evaluations.submittedFollowed(auth.personId, year);
      return waiting.map((p) => ({
        idUser: p.personId,
        firstName: p.firstName,
        lastName: p.lastName,
        idEa: p.idEa,
        year,
        deadline: p.deadline,
        isLate: p.deadline !== null && p.deadline < c.today,
      }));
    },

    /** GET /api/ListMyConsultant/eaCampaign: the counts per manager or business unit (roles 4–6). */
    async campaign(auth: AuthContext, query: { year?: number; groupBy: CampaignGrouping }): Promise<Campaign> {
      assertCampaign(auth);
      const c = clock();
      const year = query.year ?? c.currentYear;
      const groups = await repo.campaign(orgViewerOf(auth), year, query.groupBy, c);
      const totals = { notStarted: 0, draft: 0, submitted: 0, validated: 0, late: 0, total: 0 };
      for (const g of groups) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += g[k];
      return { year, groupBy: query.groupBy, groups, totals };
    },

    /**
     * POST /api/ListMyConsultant/remindLate (roles 4–6): the reminder to each person named who is in my list of the
     * year, late or not started, and not reminded today; how many were sent and why the others were skipped.
     */
    async remindLate(auth: AuthContext, body: RemindLateBody): Promise<RemindLateResult> {
      assertCampaign(auth);
      const c = clock();
      const candidates = await repo.reminderCandidates(orgViewerOf(auth), body.personIds, body.year, c);
      const skipped = {
        alreadyReminded: 0,
        notLate: 0,
        notVisible: body.personIds.length - candidates.length,
        noRecipient: 0,
      };
      const due: { personId: number; mail: OutboxMessage }[] = [];
      for (const candidate of candidates) {
        const mail = reminderMail(auth, candidate, body);
        if (!REMINDABLE_STATUSES.includes(candidate.status)) skipped.notLate += 1;
        else if (candidate.remindedToday) skipped.alreadyReminded += 1;
        else if (!mail) skipped.noRecipient += 1;
        else due.push({ personId: candidate.personId, mail });
      }
      const sentTo = await deps.outbox.transaction(async (trx) => {
        const recorded = await repo.recordReminders(trx, due, {
          year: body.year,
          to: body.to,
          today: c.today,
          sentBy: auth.personId,
        });
        const sent = due.filter((d) => recorded.has(d.personId));
        for (const d of sent) await deps.outbox.enqueue(trx, d.mail);
        return sent.map((d) => d.personId);
      });
      // Reminded by someone else between the read and the write: skipped as well.
      skipped.alreadyReminded += due.length - sentTo.length;
      return { sent: sentTo.length, sentTo, skipped };
    },

    /** GET /api/ListMyConsultant/eaBlockers: what the next step of a person's evaluation still needs. */
    async blockers(auth: AuthContext, query: { year: number; idUser: number }): Promise<Blockers> {
      const [person] = await repo.reminderCandidates(orgViewerOf(auth), [query.idUser], query.year, clock());
      if (!person) {
        if (!(await repo.personExists(query.idUser))) throw new AppError('NOT_FOUND', 'errors.PERSON_NOT_FOUND');
        throw new AppError('FORBIDDEN');
      }
      const answer = {
        idUser: person.personId,
        year: query.year,
        idEa: person.idEa,
        status: person.status,
        eaStatus: person.eaStatus,
      };
      if (person.idEa === null || person.eaStatus === EA_STATUSES.VALIDATED) return { ...answer, check: null };
      // The next step: the employee submits a draft, the manager validates a submitted one.
      const side = person.eaStatus === EA_STATUSES.SUBMITTED ? 'manager' : 'consultant';
      const check = await deps.evaluations.check(person.idEa, auth.personId, side, auth.idLang);
      if (!check) throw new AppError('NOT_FOUND', 'errors.EA_NOT_FOUND');
      return { ...answer, check };
    },
  };
}
export type EvaluationListService = ReturnType<typeof createEvaluationListService>;
