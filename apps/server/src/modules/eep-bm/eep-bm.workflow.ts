/**
 * Business-manager review (EEP BM) in the document kernel: its registration — table, history, owner lookup, how it
 * loads with the viewer's rights, its transition table (submit with the reviewer's e-mail; validate and sign, the
 * signed PDF and the log entry to BoondManager in the same transaction; back to draft), its signature after HR's
 * correction, and what it resends to BoondManager. Everything else (the row-version gate, history, audit, outbox,
 * status calls) is the kernel's. Decisions 012 (kernel) and 018 (the review).
 */
import { EA_STATUSES } from '@my-skills/shared/constants';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { DocumentHandle, DocumentKernel } from '../../lib/documents/kernel';
import { twoSidedReview } from '../../lib/documents/two-sided-review';
import { incomplete, managerMail, type DocumentRef } from '../../lib/documents/messages';
import type { SignedRendering } from '../../lib/documents/signature';
import { BOOND_KINDS } from '../../integrations/outbox/kinds';
import { EEP_BM_HISTORY, type EepBmColumns, type EepBmRepository, type LoadedReview } from './eep-bm.repository';
import { checkOf, createEepBmDetails, eepBmStatusName, rightsOn, type BmContext } from './eep-bm.details';
import type { EepBmDocuments } from './eep-bm.documents';
import type { SkillsFileProposalsPort } from '../../lib/skills-file-proposals';

export interface EepBmDocumentDeps {
  kernel: DocumentKernel;
  repository: EepBmRepository;
  documents: EepBmDocuments;
  publicUrl: string;
  /** The skills file's proposals (issue 22): once signed, the ratings of lines naming a catalogue skill are proposed. */
  proposals?: SkillsFileProposalsPort;
  now: () => Date;
}

export const eepBmUrl = (publicUrl: string, r: Pick<LoadedReview, 'year' | 'personId'>) =>
  `${publicUrl}/page/eep/bm/fiche/${r.year}/${r.personId}`;

type Review = BmContext['review'];
const refOf = (r: Review): DocumentRef => ({ objectType: 'eepBm', id: r.id, ownerId: r.personId });

export function registerEepBm(deps: EepBmDocumentDeps) {
  const { repository: repo, now } = deps;

  /** The review, the viewer's relation to its owner and what they may do (404 unknown, 403 not theirs). */
  async function load(auth: AuthContext, id: number): Promise<BmContext> {
    const review = await repo.load(id, auth.personId);
    if (!review || review.id === null) throw new AppError('NOT_FOUND', 'errors.EEP_BM_NOT_FOUND');
    const rights = rightsOn(auth, review, review.status);
    if (!rights.perms.canRead) throw new AppError('FORBIDDEN');
    return { review: review as Review, ...rights };
  }

  const details = createEepBmDetails({ repository: repo, delivery: (ctx) => document.delivery(ctx) });

  /** 422 with the missing fields (tab › section › field) when the side about to act has not filled its part. */
  async function complete(auth: AuthContext, ctx: BmContext, side: 'consultant' | 'manager') {
    const { review } = ctx;
    const { check } = checkOf(
      review,
      await details.content(review, review.idBusinessManager, auth.idLang),
      side,
      auth.idLang,
    );
    if (!check.ok)
      throw incomplete(
        'errors.EEP_BM_INCOMPLETE',
        { sections: check.sections.map((s) => s.name).join(', ') },
        check.fields.map((f) => ({ path: f.key, message: f.name })),
      );
  }

  /** The review rendered as signed now by `auth` (every side shown, status validated) and hashed. */
  async function signedDocument(auth: AuthContext, ctx: BmContext): Promise<SignedRendering> {
    const signedAt = now();
    const full = await details.buildDetails(
      { ...ctx, perms: { ...ctx.perms, seesManagerSide: true } },
      ctx.review.idLang,
    );
    const validated = EA_STATUSES.VALIDATED;
    return deps.documents.renderSigned(
      { ...full, idStatus: validated, status: eepBmStatusName(validated, ctx.review.idLang) },
      { id: auth.personId, name: `${auth.firstName} ${auth.lastName}` },
      signedAt,
    );
  }

  const review = twoSidedReview<BmContext, EepBmColumns>({
    facts: ({ review: r, perms, isOwner, reviewsOwner }) => ({
      ref: refOf(r),
      perms,
      status: r.status,
      isOwner,
      reviewsOwner,
      year: r.year,
      idLang: r.idLang,
      idBoond: r.idBoond,
      signedAt: r.signedAt,
      signedByName: r.signedByName,
      documentHash: r.documentHash,
      correctedBy: r.correctedBy,
    }),
    complete,
    render: signedDocument,
    submittedMail: (auth, { review: r }) =>
      managerMail(refOf(r), auth, r, 'eaSubmitted', (name) => ({
        managerName: name,
        personName: `${r.firstName} ${r.lastName}`,
        year: r.year,
        url: eepBmUrl(deps.publicUrl, r),
      })),
    recordSignature: (trx, ctx, record) => document.recordSignature(trx, ctx, record),
    latestSignature: (ctx) => document.latestSignature(ctx),
    // Validated or signed again after HR's correction: the lines naming a catalogue skill, against the files now.
    signed: async (trx, auth, { review: r }) => {
      if (!deps.proposals) return;
      await deps.proposals.proposeSkillRatings(trx, {
        personId: r.personId,
        source: { type: 'eepBm', id: r.id },
        year: r.year,
        ratings: await repo.agreedSkillRatings(r.id, trx),
        createdBy: auth.personId,
      });
    },
    // Ours: the tenant's action type is the administrator's mapping (exchanges › BoondManager dictionary).
    boondAction: { actionType: 'eepBmSigned', text: 'messages.eepBmBoondAction' },
    messages: {
      submitted: 'messages.eepBmSubmitted',
      validated: 'messages.eepBmValidated',
      validatedNoBoond: 'messages.eepBmValidatedNoBoond',
      toDraft: 'messages.eepBmToDraft',
      signed: 'messages.eepBmSigned',
      notSignable: 'errors.EEP_BM_NOT_SIGNABLE',
      notSigner: 'errors.EEP_BM_NOT_SIGNER',
      correctorSigns: 'errors.EEP_BM_CORRECTOR_SIGNS',
      notSendable: 'errors.EEP_BM_NOT_SENDABLE',
    },
  });

  const document: DocumentHandle<BmContext, EepBmColumns> = deps.kernel.register<BmContext, EepBmColumns>({
    objectType: 'eepBm',
    table: 'eep_bm',
    history: EEP_BM_HISTORY,
    load,
    stateOf: ({ review: r }) => ({ id: r.id, status: r.status, rowVersion: r.rowVersion, ownerId: r.personId }),
    ownerOf: (id, q) => repo.ownerOf(id, q),
    transitions: review.transitions,
    statusName: eepBmStatusName,
    messages: { conflict: 'errors.EEP_BM_CONFLICT', transition: 'errors.EEP_BM_STATUS_TRANSITION' },
    delivery: { kinds: BOOND_KINDS, fromStatus: EA_STATUSES.VALIDATED },
    stepMessage: review.stepMessage,
    signing: review.signing,
    boondDocument: review.boondDocument,
  });

  return { document, details };
}
export type EepBmDocument = ReturnType<typeof registerEepBm>['document'];
