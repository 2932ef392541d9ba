/**
 * The workflow of a two-sided, signed review (the annual evaluation, the business-manager review): the employee fills
 * their side of a draft and submits it (the reviewer is told by e-mail); the reviewer fills theirs, validates — which
 * signs the server's own PDF (who, when, its SHA-256, the bytes kept) and queues it to BoondManager in the same
 * transaction — or sends it back to draft; after HR's correction the reviewer signs again (`signing`, the kernel's
 * Ea/managerSigned); what it resends to BoondManager on request (the kept signed PDF, the signature's log entry). Who
 * may is the evaluation's permission set (packages/shared/evaluation-rules.ts); what is missing, how the PDF reads and
 * the words of its log entry are the document's own. A registration spreads the answer into its type.
 */
import { EA_STATUSES } from '@my-skills/shared/constants';
import type { EvaluationPermissionSet, EvaluationSide } from '@my-skills/shared/evaluation-rules';
import { managerAuthorisations } from '@my-skills/shared/roles';
import { languageIdOf } from '@my-skills/shared/ui-language';
import { AppError } from '../app-error';
import type { AuthContext } from '../auth-context';
import type { Trx } from '../../db/types';
import type { OutboxMessage } from '../../integrations/outbox/outbox';
import type { OutboxPayload } from '../../integrations/outbox/kinds';
import { translate, type MessageKey } from '../../i18n/messages';
import type { SignatureRecord } from './document-tables.repository';
import { boondDocumentMessage, type DocumentRef } from './messages';
import { signatureColumns, signatureRecord, signedActionMessage, type SignedRendering } from './signature';
import type { Transition } from './workflow';

/** What the workflow reads of a loaded review. */
export interface ReviewFacts {
  ref: DocumentRef;
  perms: EvaluationPermissionSet;
  status: number;
  /** The viewer is the owner; reviews the owner (above in the chain, or HR at its top). */
  isOwner: boolean;
  reviewsOwner: boolean;
  year: number;
  /** The review's language (its log entry in BoondManager is written in it). */
  idLang: number;
  /** The owner's BoondManager resource, if any. */
  idBoond: number | null;
  signedAt: Date | null;
  signedByName: string | null;
  documentHash: string | null;
  correctedBy: number[];
}

export interface TwoSidedReview<D> {
  facts(doc: D): ReviewFacts;
  /** Throws the 422 naming what `side` has not filled. */
  complete(auth: AuthContext, doc: D, side: EvaluationSide): Promise<void>;
  /** The review's PDF as signed now by `auth` (every side shown, status validated), hashed. */
  render(auth: AuthContext, doc: D): Promise<SignedRendering>;
  /** The e-mail telling the reviewer a review waits for them (null without one). */
  submittedMail(auth: AuthContext, doc: D): OutboxMessage | null;
  /** The handle's recordSignature and latestSignature (the handle exists once registered: read them lazily). */
  recordSignature(trx: Trx, doc: D, record: Omit<SignatureRecord, 'objectType' | 'objectId'>): Promise<void>;
  latestSignature(doc: D): Promise<{ fileName: string; contentType: string; content: Uint8Array } | undefined>;
  /**
   * Optional: what the review does once signed (validated, or signed again after HR's correction), inside the
   * signature's transaction — e.g. the skills file's proposals from its agreed ratings (issue 22).
   */
  signed?(trx: Trx, auth: AuthContext, doc: D): Promise<void>;
  /** The log entry on the resource: our action type (mapped to the tenant's) and its text (year, manager, hash). */
  boondAction: { actionType: OutboxPayload<'boond.action'>['actionType']; text: MessageKey };
  messages: {
    submitted: MessageKey;
    validated: MessageKey;
    validatedNoBoond: MessageKey;
    toDraft: MessageKey;
    signed: MessageKey;
    notSignable: MessageKey;
    notSigner: MessageKey;
    correctorSigns: MessageKey;
    /** Nothing to resend: not validated, or no signature covers it. */
    notSendable: MessageKey;
  };
}

/** The columns the review's transitions set (both review tables have them). */
interface ReviewColumns {
  submitted_at?: Date;
  validated_at?: Date;
  validated_by?: number;
}

export function twoSidedReview<D, Columns extends object>(spec: TwoSidedReview<D>) {
  type Step<P = unknown> = Transition<D, unknown, P, unknown, Columns>;
  const columns = (c: ReviewColumns & Partial<ReturnType<typeof signatureColumns>>) => c as unknown as Columns;

  const submit: Step = {
    action: 'submit',
    from: EA_STATUSES.DRAFT,
    to: EA_STATUSES.SUBMITTED,
    allowed: (_auth, doc) => spec.facts(doc).perms.canSubmit,
    check: (auth, doc) => spec.complete(auth, doc, 'consultant'),
    columns: (_auth, at) => columns({ submitted_at: at }),
    effects: (auth, doc) => [spec.submittedMail(auth, doc)].filter((m) => m !== null),
  };

  // Validating signs: the reviewer (above the owner in the chain), never a corrector.
  const validate: Step<SignedRendering> = {
    action: 'validate',
    from: EA_STATUSES.SUBMITTED,
    to: EA_STATUSES.VALIDATED,
    allowed: (_auth, doc) => spec.facts(doc).perms.canValidate,
    check: (auth, doc) => spec.complete(auth, doc, 'manager'),
    prepare: (auth, doc) => spec.render(auth, doc),
    columns: (auth, at, signed) =>
      columns({ validated_at: at, validated_by: auth.personId, ...signatureColumns(auth, signed) }),
    then: async (trx, auth, doc, signed) => {
      await spec.recordSignature(trx, doc, signatureRecord(auth, signed));
      await spec.signed?.(trx, auth, doc);
    },
    effects: (auth, doc, signed) => boondMessages(auth, doc, signed),
  };

  const toDraft: Step = {
    action: 'toDraft',
    from: EA_STATUSES.SUBMITTED,
    to: EA_STATUSES.DRAFT,
    allowed: (_auth, doc) => spec.facts(doc).perms.canResendToDraft,
  };

  const m = spec.messages;

  /** The signed PDF attached to the person's resource. */
  const signedPdf = (
    auth: AuthContext,
    f: ReviewFacts,
    file: { fileName: string; contentType: string; content: Uint8Array },
  ) => boondDocumentMessage(f.ref, auth, { parentType: 'resource', resourceId: f.idBoond! }, file);
  /** The log entry on the resource: validated and signed, by whom, the signed PDF's hash. */
  const signedAction = (auth: AuthContext, f: ReviewFacts, s: { signedAt: Date; hash: string; signer: string }) =>
    signedActionMessage(f.ref, auth, {
      resourceId: f.idBoond!,
      actionType: spec.boondAction.actionType,
      signedAt: s.signedAt,
      text: translate(languageIdOf(f.idLang), spec.boondAction.text, { year: f.year, manager: s.signer, hash: s.hash }),
    });
  /** What a signature sends to BoondManager: the signed PDF and its log entry (nothing without a resource). */
  const boondMessages = (auth: AuthContext, doc: D, signed: SignedRendering): OutboxMessage[] => {
    const f = spec.facts(doc);
    if (f.idBoond === null) return [];
    const signer = `${auth.firstName} ${auth.lastName}`;
    return [
      signedPdf(auth, f, signed),
      signedAction(auth, f, { signedAt: signed.signedAt, hash: signed.hash, signer }),
    ];
  };
  const sendable = (f: ReviewFacts) => {
    if (f.signedAt === null || f.documentHash === null) throw new AppError('BUSINESS_RULE', m.notSendable);
    if (f.idBoond === null) throw new AppError('BUSINESS_RULE', 'errors.NO_BOOND_ID');
  };

  return {
    transitions: [submit, validate, toDraft] as Step[],
    stepMessage: (action: string, sent: boolean): MessageKey => {
      if (action === 'submit') return m.submitted;
      if (action === 'validate') return sent ? m.validated : m.validatedNoBoond;
      return m.toDraft;
    },
    // Ea/managerSigned: the reviewer signs again a validated review no signature covers, never its corrector.
    signing: {
      assertSignable(auth: AuthContext, doc: D) {
        const f = spec.facts(doc);
        if (f.status !== EA_STATUSES.VALIDATED || f.signedAt !== null)
          throw new AppError('BUSINESS_RULE', m.notSignable);
        if (!f.perms.canSign)
          throw new AppError('FORBIDDEN', f.correctedBy.includes(auth.personId) ? m.correctorSigns : m.notSigner);
      },
      render: (auth: AuthContext, doc: D) => spec.render(auth, doc),
      then: async (trx: Trx, auth: AuthContext, doc: D) => spec.signed?.(trx, auth, doc),
      messages: boondMessages,
      messageKey: m.signed,
    },
    /**
     * Boond/uploadFileToBoondEA and Boond/actions: the signed PDF kept at the last signature (never one the caller
     * uploads) and the log entry of that signature, composed here; who may ask is resendBoondAutorisation.
     */
    boondDocument: {
      mayResend: (auth: AuthContext, doc: D) => {
        const f = spec.facts(doc);
        return managerAuthorisations(auth, { isOwner: f.isOwner, managesOwner: f.reviewsOwner }, 'EA')
          .resendBoondAutorisation;
      },
      async messages(auth: AuthContext, doc: D): Promise<OutboxMessage[]> {
        const f = spec.facts(doc);
        sendable(f);
        const signature = await spec.latestSignature(doc);
        if (!signature) throw new AppError('BUSINESS_RULE', m.notSendable);
        return [signedPdf(auth, f, signature)];
      },
      async action(auth: AuthContext, doc: D) {
        const f = spec.facts(doc);
        sendable(f);
        return signedAction(auth, f, {
          signedAt: new Date(f.signedAt!),
          hash: f.documentHash!,
          signer: f.signedByName ?? '',
        });
      },
    },
  };
}
