/**
 * Annual evaluation (EA/EEP): opening this year's evaluation (a draft pre-filled from what is known), reading it
 * (audited when the reader is not its owner), a person's years, saving its blocks, its workflow (through the
 * document kernel: evaluation.workflow.ts), the manager's signature, the reminder e-mail and the export.
 * The rows (skill lines, objectives, languages, next-year actions, training wishes) are in evaluation-rows.service.ts.
 *
 * Every call checks the page permission (route), the per-evaluation visibility and the rules of
 * `evaluationPermissions` (shared) for the evaluation's status and the caller's side. Every write names the row
 * version it read and goes through the kernel's gate; a stale version is a 409 naming who changed it.
 */
import { pageAnswer } from '../../lib/lists/page-answer';
import { EA_STATUSES } from '@my-skills/shared/constants';
import { evaluationPermissions } from '@my-skills/shared/evaluation-rules';
import { experienceYears } from '@my-skills/shared/skills-file-rules';
import type { EaSave } from '@my-skills/shared/schemas/evaluation';
import {
  bilanAnnuelInput,
  cadreEntretienInput,
  evolutionProfessionnelleInput,
} from '@my-skills/shared/schemas/evaluation';
import type { EvaluationField } from '@my-skills/shared/evaluation-sides';
import type { EaDetails, EaYears, EvaluationFollowed } from '@my-skills/shared/schemas/evaluation-details';
import { can } from '@my-skills/shared/roles';
import type { ListQuery } from '@my-skills/shared/lists';
import { languageCodeOf, languageIdOf } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { DocumentKernel } from '../../lib/documents/kernel';
import type { Trx } from '../../db/types';
import { iso } from '../../lib/documents/display';
import { renderMail } from '../../integrations/mail/templates';
import type { EvaluationRepository, EvaluationOwner } from './evaluation.repository';
import type { EvaluationReadRepository } from './evaluation-read.repository';
import type { EvaluationRowsRepository } from './evaluation-rows.repository';
import { correctionColumns } from '../../lib/documents/signature';
import { eaStatusName, today, type EaContext, type EvaluationDetails } from './evaluation.details';
import type { EaDocumentFormat, EvaluationDocuments } from './evaluation.documents';
import type { SkillEvidencePort } from '../../lib/skill-evidence';
import { evaluationUrl, type EvaluationDocument } from './evaluation.workflow';
import { mergeBlock, ownLineFields, ownSaveFields, savedFields } from './evaluation.sides';

export interface EvaluationServiceDeps {
  kernel: DocumentKernel;
  document: EvaluationDocument;
  details: EvaluationDetails;
  documents: EvaluationDocuments;
  repository: EvaluationRepository;
  read: EvaluationReadRepository;
  rows: EvaluationRowsRepository;
  publicUrl: string;
  skillEvidence?: SkillEvidencePort;
  now: () => Date;
}

export interface EaWriteResult {
  idEa: number;
  status: number;
  rowVersion: number;
}

const json = (value: unknown) => JSON.stringify(value);
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export function createEvaluationService(deps: EvaluationServiceDeps) {
  const { repository: repo, read, rows, document, details, now } = deps;
  const { load } = document;

  /** A person as an evaluation's owner, readable by the caller (404 unknown person, 403 not theirs). */
  async function ownerFor(auth: AuthContext, personId: number) {
    const owner = await repo.owner(personId, auth.personId);
    if (!owner) throw new AppError('NOT_FOUND', 'errors.PERSON_NOT_FOUND');
    const isOwner = owner.personId === auth.personId;
    const facts = { isOwner, managesOwner: !isOwner && owner.managesOwner, ownerEvaluable: owner.evaluable };
    const perms = evaluationPermissions(auth, facts, EA_STATUSES.DRAFT);
    // Those who could see the person's evaluations hear why there are none; anyone else gets the 403.
    if (!owner.evaluable && (isOwner || owner.managesOwner))
      throw new AppError('BUSINESS_RULE', 'errors.EA_NOT_EVALUABLE');
    if (!perms.canRead) throw new AppError('FORBIDDEN');
    return { owner, perms };
  }

  /** Reads by someone other than the owner, exports and HR's corrections are audited (status changes by the kernel). */
  const audit = (auth: AuthContext, ctx: EaContext, action: string, detail = '', q?: Trx) =>
    document.audit(auth, ctx, action, detail, q);

  /** The pre-filled draft of `year` (identity, skills file, last year), in one transaction. */
  async function createDraft(auth: AuthContext, owner: EvaluationOwner, year: number): Promise<number> {
    const [prefill, criteria] = await Promise.all([read.prefill(owner.personId, year), read.activeCriteria()]);
    return deps.kernel.transaction(async (trx) => {
      const id = await rows.insertDraft(
        {
          personId: owner.personId,
          year,
          idLang: languageIdOf(owner.ownerLang),
          createdBy: auth.personId,
          interviewDate: null,
          cadreEntretien: {
            experience: prefill.skillsFileId === null ? '' : String(experienceYears(prefill.periods, now())),
            society: prefill.entity ?? '',
            dateNaissance: prefill.birthDate,
            dateEntreeAstek: prefill.hireDate,
            function: prefill.skillsFileTitle ?? '',
            dateEntretienN: null,
            dateEntretienNm1: prefill.lastYear?.interviewDate ?? null,
          },
        },
        trx,
      );
      await document.recordCreation(trx, id, EA_STATUSES.DRAFT, auth.personId);
      await rows.syncTechnicalLines(id, prefill.hardSkills, trx);
      await rows.insertSkillLines(
        id,
        criteria.map((c) => ({
          idType: c.idType,
          idCriterion: c.id,
          idSkill: null,
          label: '',
          sortOrder: c.sortOrder,
        })),
        trx,
      );
      return id;
    });
  }

  return {
    /** GET /api/Ea/years: a person's evaluations, newest first, with this year's deadline. */
    async years(auth: AuthContext, personId = auth.personId): Promise<EaYears> {
      const { owner, perms } = await ownerFor(auth, personId);
      const list = await read.years(owner.personId);
      const year = now().getUTCFullYear();
      const current = list.find((e) => e.year === year);
      const open = current === undefined || current.status !== EA_STATUSES.VALIDATED;
      return {
        idUser: owner.personId,
        deadline: open ? owner.deadline : null,
        nextEaYear: owner.nextEaYear,
        isLate: open && owner.deadline !== null && owner.deadline < today(now()),
        canOpenCurrentYear: current === undefined && (perms.canEditConsultantSide || perms.canEditManagerSide),
        years: list.map((e) => ({
          idEa: e.id,
          year: e.year,
          status: e.status,
          statusName: eaStatusName(e.status, auth.idLang),
          validatedAt: iso(e.validatedAt),
          signed: e.signedAt !== null,
        })),
      };
    },

    /** GET /api/Ea/followed: a page of this year's evaluations of the people the caller manages down the chain. */
    async followed(auth: AuthContext, query: ListQuery): Promise<EvaluationFollowed> {
      const year = now().getUTCFullYear();
      const view = { managerId: auth.personId, year, today: today(now()), validates: can(auth, 'ea:update') };
      const day = view.today;
      return {
        year,
        ...pageAnswer(await repo.followedPage(view, query), query, (p) => ({
          idUser: p.personId,
          firstName: p.firstName,
          lastName: p.lastName,
          deadline: p.deadline,
          isLate: p.deadline !== null && p.deadline < day,
          idEa: p.idEa,
          status: p.status,
          statusName: p.status === null ? '' : eaStatusName(p.status, auth.idLang),
          waitsForMe: view.validates && p.status === EA_STATUSES.SUBMITTED,
        })),
      };
    },

    /** POST /api/Ea/save without idEa: opens this year's evaluation (or answers the one already open). */
    async open(auth: AuthContext, body: EaSave): Promise<EaWriteResult> {
      const personId = body.idUser ?? auth.personId;
      const year = now().getUTCFullYear();
      if (body.year !== year) throw new AppError('BUSINESS_RULE', 'errors.EA_ONLY_CURRENT_YEAR', { year });
      const { owner, perms } = await ownerFor(auth, personId);
      const existing = await read.idOf(owner.personId, year);
      if (existing === undefined && !perms.canEditConsultantSide && !perms.canEditManagerSide)
        throw new AppError('FORBIDDEN');
      let id = existing;
      if (id === undefined) {
        try {
          id = await createDraft(auth, owner, year);
        } catch (error) {
          // Opened at the same moment by the other side: answer the one that won.
          if (!isUniqueViolation(error)) throw error;
          id = await read.idOf(owner.personId, year);
          if (id === undefined) throw error;
        }
      }
      const ctx = await load(auth, id);
      return { idEa: ctx.ea.id, status: ctx.ea.status, rowVersion: ctx.ea.rowVersion };
    },

    /** GET /api/Ea/details: by id, or a person's evaluation of a year (404 EA_NOT_STARTED when not opened). */
    async details(auth: AuthContext, query: { idEa?: number; idUser?: number; year?: number }): Promise<EaDetails> {
      let id = query.idEa;
      if (id === undefined) {
        const { owner } = await ownerFor(auth, query.idUser!);
        id = await read.idOf(owner.personId, query.year!);
        if (id === undefined) throw new AppError('NOT_FOUND', 'errors.EA_NOT_STARTED');
      }
      const ctx = await load(auth, id);
      // A read by another is audited (once per reader within a few minutes), beside the answer being built.
      const [answer] = await Promise.all([
        details.buildDetails(ctx, auth.idLang),
        ctx.isOwner ? undefined : document.auditRead(auth, ctx),
      ]);
      return answer;
    },

    /**
     * POST /api/Ea/save with idEa: the fields given, each side writing only its own (evaluation.sides.ts) — the
     * employee's answers (appreciation, evolution, trainings followed, CPF, the up-to-date box, their ratings), the
     * manager's interview (framework, appreciation, overall evaluation, last year's objectives, synthesis, their
     * ratings) — in one transaction with the skill lines' ratings. HR's edit of a validated evaluation is recorded as
     * a correction, and the signature no longer covers it (the manager signs again).
     */
    async save(auth: AuthContext, body: EaSave): Promise<EaWriteResult> {
      const ctx = await load(auth, body.idEa!);
      const { perms } = ctx;
      if (!perms.canEditConsultantSide && !perms.canEditManagerSide)
        throw new AppError('FORBIDDEN', 'errors.EA_READ_ONLY');
      const content = await details.content(ctx.ea, auth.idLang);
      const { skillLines, ...fields } = body;
      const written = ownSaveFields(perms, fields, savedFields(ctx.ea, content, perms.seesManagerSide), auth.idLang);
      const lines = skillLines
        ? ownLineFields(perms, skillLines, content.skills, perms.seesManagerSide, auth.idLang)
        : [];
      const has = (field: EvaluationField) => written.has(field);
      const value = <T>(field: EvaluationField) => written.get(field) as T;
      const set: Record<string, unknown> = {
        synthese: has('synthese') ? value('synthese') : undefined,
        cpf_hours: has('cpfHours') ? value('cpfHours') : undefined,
        cpf_date: has('cpfDate') ? value('cpfDate') : undefined,
        cpf_is_ok_training: has('cpfIsOkTraining') ? value('cpfIsOkTraining') : undefined,
        comment_training_request: has('commentTrainingRequest') ? value('commentTrainingRequest') : undefined,
        is_dc_up_to_date: has('isDCUpToDate') ? value('isDCUpToDate') : undefined,
      };
      const cadre = mergeBlock('cadreEntretien', cadreEntretienInput.parse(ctx.ea.cadreEntretien), written);
      if (cadre) Object.assign(set, { cadre_entretien: json(cadre), interview_date: cadre.dateEntretienN });
      const bilan = mergeBlock('bilanAnnuel', bilanAnnuelInput.parse(ctx.ea.bilanAnnuel), written);
      if (bilan) set.bilan_annuel = json(bilan);
      const evolution = mergeBlock(
        'evolutionProfessionnelle',
        evolutionProfessionnelleInput.parse(ctx.ea.evolution),
        written,
      );
      if (evolution) set.evolution = json(evolution);
      const goalReviews = has('goalReviews') ? value<EaSave['goalReviews']>('goalReviews') : undefined;
      const trainingReviews = has('trainingReviews') ? value<EaSave['trainingReviews']>('trainingReviews') : undefined;
      const changed = [...written.keys(), ...(lines.length > 0 ? ['skillLines'] : [])];
      if (perms.isHrCorrection) Object.assign(set, correctionColumns(auth));
      const lastYear = goalReviews?.length ? await read.idOf(ctx.ea.personId, ctx.ea.year - 1) : undefined;
      if (goalReviews?.length && lastYear === undefined) throw new AppError('BUSINESS_RULE', 'errors.EA_NO_LAST_YEAR');
      const r = await document.write(
        auth,
        ctx,
        body.rowVersion!,
        async (trx) => {
          if (goalReviews?.length) {
            const found = await rows.reviewGoals(lastYear!, goalReviews, trx);
            if (found !== goalReviews.length) throw new AppError('NOT_FOUND', 'errors.EA_ROW_NOT_FOUND');
          }
          if (trainingReviews) await rows.replaceTrainingReviews(ctx.ea.id, trainingReviews, trx);
          if (lines.length > 0 && (await rows.updateSkillLines(ctx.ea.id, lines, trx)) !== lines.length)
            throw new AppError('NOT_FOUND', 'errors.EA_ROW_NOT_FOUND');
          if (perms.isHrCorrection) {
            await document.recordChange(trx, ctx.ea.id, ctx.ea.status, auth.personId, 'HR');
            await audit(auth, ctx, 'correct', changed.join(', '), trx);
          }
        },
        set,
      );
      return { idEa: ctx.ea.id, status: r.status, rowVersion: r.rowVersion };
    },

    /** POST /api/Ea/sendEmailEEP: reminds the other side (the manager of a submitted one, the owner otherwise). */
    async sendReminder(auth: AuthContext, idEa: number) {
      const ctx = await load(auth, idEa);
      if (ctx.ea.status === EA_STATUSES.VALIDATED || ctx.perms.side === null) throw new AppError('FORBIDDEN');
      const toManager = ctx.isOwner;
      const to = toManager
        ? ctx.ea.managerEmail && {
            email: ctx.ea.managerEmail,
            lang: ctx.ea.managerLang,
            name: `${ctx.ea.managerFirstName ?? ''} ${ctx.ea.managerLastName ?? ''}`,
          }
        : { email: ctx.ea.email, lang: ctx.ea.ownerLang, name: `${ctx.ea.firstName} ${ctx.ea.lastName}` };
      if (!to) throw new AppError('BUSINESS_RULE', 'errors.EA_NO_RECIPIENT');
      const lang = languageIdOf(to.lang);
      const mail = renderMail('eaReminder', lang, {
        recipientName: to.name.trim(),
        senderName: `${auth.firstName} ${auth.lastName}`,
        personName: `${ctx.ea.firstName} ${ctx.ea.lastName}`,
        year: ctx.ea.year,
        url: evaluationUrl(deps.publicUrl, ctx.ea),
      });
      const [queued] = await document.send([
        {
          kind: 'mail.send',
          payload: { template: 'eaReminder', idLang: lang, to: to.email, ...mail },
          objectType: 'ea',
          objectId: ctx.ea.id,
          personId: ctx.ea.personId,
          createdBy: auth.personId,
        },
      ]);
      return { id: queued!.id, to: to.email };
    },

    /** GET /api/SpireDoc/downLoadEA: the evaluation as Word or PDF, in its language (with the evidence on request). */
    async export(auth: AuthContext, idEa: number, format: EaDocumentFormat, withEvidence = false) {
      const ctx = await load(auth, idEa);
      if (!ctx.perms.canExport) throw new AppError('FORBIDDEN');
      const full = await details.buildDetails(ctx, ctx.ea.idLang);
      const evidence =
        withEvidence && deps.skillEvidence ? await deps.skillEvidence.confirmedBySkill(ctx.ea.personId) : undefined;
      const rendered = await deps.documents.render(full, format, evidence);
      // Every export is audited, the owner's too (decision 023 §1b).
      await audit(auth, ctx, 'export', `${format} ${languageCodeOf(ctx.ea.idLang)}${withEvidence ? ' evidence' : ''}`);
      return {
        fileName: rendered.fileName,
        contentType: rendered.contentType,
        content: Buffer.from(rendered.content).toString('base64'),
      };
    },
  };
}
export type EvaluationService = ReturnType<typeof createEvaluationService>;
