/**
 * The workflow of a two-sided, signed review (the annual evaluation, the business-manager review): the employee fills
 * their side of a draft and submits it (the reviewer is told by e-mail); the reviewer fills theirs, validates — which
 * signs the server's own PDF (who, when, its SHA-256, the bytes kept) and queues it to BoondManager in the same
 * transaction — or sends it back to draft; after HR's correction the reviewer signs again (`signing`, the kernel's
 * Ea/managerSigned). Who may is the evaluation's permission set (packages/shared/evaluation-rules.ts); what is missing,
 * how the PDF reads and what goes out are the document's own. A registration spreads the answer into its type.
 */
import { EA_STATUSES } from '@my-skills/shared/constants';
import type { EvaluationPermissionSet, EvaluationSide } from '@my-skills/shared/evaluation-rules';
import { AppError } from '../app-error';
import type { AuthContext } from '../auth-context';
import type { Trx } from '../../db/types';
import type { OutboxMessage } from '../../integrations/outbox/outbox';
import type { MessageKey } from '../../i18n/messages';
import type { SignatureRecord } from './document-tables.repository';
import { signatureColumns, signatureRecord, type SignedRendering } from './signature';
import type { Transition } from './workflow';

export interface TwoSidedReview<D> {
  /** The viewer's rights and the review's signature facts. */
  facts(doc: D): { perms: EvaluationPermissionSet; status: number; signedAt: Date | null; correctedBy: number[] };
  /** Throws the 422 naming what `side` has not filled. */
  complete(auth: AuthContext, doc: D, side: EvaluationSide): Promise<void>;
  /** The review's PDF as signed now by `auth` (every side shown, status validated), hashed. */
  render(auth: AuthContext, doc: D): Promise<SignedRendering>;
  /** The e-mail telling the reviewer a review waits for them (null without one). */
  submittedMail(auth: AuthContext, doc: D): OutboxMessage | null;
  /** What a signature sends to BoondManager (the signed PDF and its log entry; none without a Boond resource). */
  boondMessages(auth: AuthContext, doc: D, signed: SignedRendering): OutboxMessage[];
  /** The handle's recordSignature (the registration's handle exists once registered: read it lazily). */
  recordSignature(trx: Trx, doc: D, record: Omit<SignatureRecord, 'objectType' | 'objectId'>): Promise<void>;
  messages: {
    submitted: MessageKey;
    validated: MessageKey;
    validatedNoBoond: MessageKey;
    toDraft: MessageKey;
    signed: MessageKey;
    notSignable: MessageKey;
    notSigner: MessageKey;
    correctorSigns: MessageKey;
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
    then: (trx, auth, doc, signed) => spec.recordSignature(trx, doc, signatureRecord(auth, signed)),
    effects: (auth, doc, signed) => spec.boondMessages(auth, doc, signed),
  };

  const toDraft: Step = {
    action: 'toDraft',
    from: EA_STATUSES.SUBMITTED,
    to: EA_STATUSES.DRAFT,
    allowed: (_auth, doc) => spec.facts(doc).perms.canResendToDraft,
  };

  const m = spec.messages;
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
      messages: (auth: AuthContext, doc: D, signed: SignedRendering) => spec.boondMessages(auth, doc, signed),
      messageKey: m.signed,
    },
  };
}
