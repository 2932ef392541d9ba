/**
 * Annual evaluation (EA/EEP) in the document kernel: its registration (table, history, owner lookup, how it loads
 * with the viewer's rights) and its workflow table — submit (draft → submitted, the manager's e-mail), validate
 * and sign (submitted → validated: the signature — who, when, the SHA-256 of the signed PDF — and the signed PDF
 * and a log entry to BoondManager, in the same transaction), toDraft (submitted → draft).
 * Decisions: docs/decisions/012 (kernel) and 015 (evaluation).
 */
import { EA_STATUSES } from '@my-skills/shared/constants';
import { evaluationPermissions } from '@my-skills/shared/evaluation-rules';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { DocumentHandle, DocumentKernel } from '../../lib/documents/kernel';
import { twoSidedReview } from '../../lib/documents/two-sided-review';
import type { TableUpdate } from '../../db/types';
import { incomplete, managerMail, type DocumentRef } from '../../lib/documents/messages';
import { BOOND_KINDS } from '../../integrations/outbox/kinds';
import type { EvaluationRepository, LoadedEvaluation } from './evaluation.repository';
import { EVALUATION_HISTORY, type EvaluationReadRepository } from './evaluation-read.repository';
import { checkOf, createEvaluationDetails, eaStatusName, type EaContext } from './evaluation.details';
import type { EvaluationDocuments } from './evaluation.documents';
import type { SignedRendering } from '../../lib/documents/signature';
import type { SkillsFileProposalsPort } from '../../lib/skills-file-proposals';

export interface EvaluationDocumentDeps {
  kernel: DocumentKernel;
  repository: EvaluationRepository;
  read: EvaluationReadRepository;
  documents: EvaluationDocuments;
  /** Base of links in e-mails (config.publicUrl). */
  publicUrl: string;
  /** The skills file's proposals (issue 22): once signed, the agreed skill levels are proposed to the owner's file. */
  proposals?: SkillsFileProposalsPort;
  now: () => Date;
}

export const evaluationUrl = (publicUrl: string, ea: Pick<LoadedEvaluation, 'year' | 'personId'>) =>
  `${publicUrl}/page/ea/fiche/${ea.year}/${ea.personId}`;

const refOf = (ea: LoadedEvaluation): DocumentRef => ({ objectType: 'ea', id: ea.id, ownerId: ea.personId });

/** The 'evaluation submitted' e-mail to the owner's manager, in the manager's language; null without one. */
const submittedMail = (publicUrl: string, auth: AuthContext, ea: LoadedEvaluation) =>
  managerMail(refOf(ea), auth, ea, 'eaSubmitted', (name) => ({
    managerName: name,
    personName: `${ea.firstName} ${ea.lastName}`,
    year: ea.year,
    url: evaluationUrl(publicUrl, ea),
  }));

/** What the evaluation's table may be updated with: its transitions' and writes' columns are checked against it. */
export type EvaluationColumns = TableUpdate<'evaluation'>;

export function registerEvaluation(deps: EvaluationDocumentDeps) {
  const { repository: repo, read, now } = deps;

  /** The evaluation, the viewer's relation to its owner and what they may do (404 unknown, 403 not theirs). */
  async function load(auth: AuthContext, id: number): Promise<EaContext> {
    const ea = await repo.load(id, auth.personId);
    if (!ea) throw new AppError('NOT_FOUND', 'errors.EA_NOT_FOUND');
    const isOwner = ea.personId === auth.personId;
    const perms = evaluationPermissions(
      auth,
      {
        isOwner,
        managesOwner: !isOwner && ea.managesOwner,
        ownerEvaluable: ea.evaluable,
        signed: ea.signedAt !== null,
        correctedByViewer: ea.correctedBy.includes(auth.personId),
      },
      ea.status,
    );
    if (!perms.canRead) throw new AppError('FORBIDDEN');
    return { ea, isOwner, perms };
  }

  const details = createEvaluationDetails({ read, delivery: (ctx) => document.delivery(ctx), now });

  /** 422 with the missing sections when the side about to act has not filled its part. */
  async function complete(auth: AuthContext, ctx: EaContext, side: 'consultant' | 'manager') {
    const check = checkOf(ctx.ea, await details.content(ctx.ea, auth.idLang), side, auth.idLang);
    if (!check.ok)
      throw incomplete(
        'errors.EA_INCOMPLETE',
        { sections: check.sections.map((s) => s.name).join(', ') },
        check.fields.map((f) => ({ path: f.key, message: f.name })),
      );
  }

  /** Renders the evaluation as signed now by `auth` and hashes that PDF. */
  async function signedDocument(auth: AuthContext, ctx: EaContext): Promise<SignedRendering> {
    const signedAt = now();
    const full = await details.buildDetails({ ...ctx, perms: { ...ctx.perms, seesManagerSide: true } }, ctx.ea.idLang);
    const signer = { id: auth.personId, name: `${auth.firstName} ${auth.lastName}` };
    return deps.documents.renderSigned(
      { ...full, status: EA_STATUSES.VALIDATED, statusName: eaStatusName(EA_STATUSES.VALIDATED, ctx.ea.idLang) },
      signer,
      signedAt,
    );
  }

  const review = twoSidedReview<EaContext, EvaluationColumns>({
    facts: ({ ea, perms, isOwner }) => ({
      ref: refOf(ea),
      perms,
      status: ea.status,
      isOwner,
      reviewsOwner: !isOwner && ea.managesOwner,
      year: ea.year,
      idLang: ea.idLang,
      idBoond: ea.idBoond,
      signedAt: ea.signedAt,
      signedByName: ea.signedByName,
      documentHash: ea.documentHash,
      correctedBy: ea.correctedBy,
    }),
    complete,
    render: signedDocument,
    submittedMail: (auth, ctx) => submittedMail(deps.publicUrl, auth, ctx.ea),
    recordSignature: (trx, ctx, record) => document.recordSignature(trx, ctx, record),
    latestSignature: (ctx) => document.latestSignature(ctx),
    // Validated or signed again after HR's correction: its agreed ratings computed against the skills files now.
    signed: async (trx, auth, { ea }) => {
      if (!deps.proposals) return;
      await deps.proposals.proposeSkillRatings(trx, {
        personId: ea.personId,
        source: { type: 'evaluation', id: ea.id },
        year: ea.year,
        ratings: await read.agreedSkillRatings(ea.id, trx),
        createdBy: auth.personId,
      });
    },
    // Ours: the tenant's action type is the administrator's mapping (exchanges › BoondManager dictionary).
    boondAction: { actionType: 'evaluationSigned', text: 'messages.eaBoondAction' },
    messages: {
      submitted: 'messages.eaSubmitted',
      validated: 'messages.eaValidated',
      validatedNoBoond: 'messages.eaValidatedNoBoond',
      toDraft: 'messages.eaToDraft',
      signed: 'messages.eaSigned',
      notSignable: 'errors.EA_NOT_SIGNABLE',
      notSigner: 'errors.EA_NOT_SIGNER',
      correctorSigns: 'errors.EA_CORRECTOR_SIGNS',
      notSendable: 'errors.EA_NOT_SENDABLE',
    },
  });

  const document: DocumentHandle<EaContext, EvaluationColumns> = deps.kernel.register<EaContext, EvaluationColumns>({
    objectType: 'ea',
    table: 'evaluation',
    history: EVALUATION_HISTORY,
    load,
    stateOf: ({ ea }) => ({ id: ea.id, status: ea.status, rowVersion: ea.rowVersion, ownerId: ea.personId }),
    ownerOf: (id, q) => read.ownerOf(id, q),
    transitions: review.transitions,
    statusName: eaStatusName,
    messages: { conflict: 'errors.EA_CONFLICT', transition: 'errors.EA_STATUS_TRANSITION' },
    delivery: { kinds: BOOND_KINDS, fromStatus: EA_STATUSES.VALIDATED },
    stepMessage: review.stepMessage,
    signing: review.signing,
    boondDocument: review.boondDocument,
  });

  return { document, details };
}
export type EvaluationDocument = ReturnType<typeof registerEvaluation>['document'];
