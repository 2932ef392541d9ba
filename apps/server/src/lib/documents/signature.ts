/**
 * Signed documents (the annual evaluation, the business-manager review): the columns a signature sets, the record
 * that keeps the signed bytes, and the log entry on the person's BoondManager resource. Who signs is each document's
 * rule (its permissions); what is signed is always the server's own rendering (decision 017).
 */
import type { AuthContext } from '../auth-context';
import type { OutboxMessage } from '../../integrations/outbox/outbox';
import type { OutboxPayload } from '../../integrations/outbox/kinds';
import { aboutDocument, type DocumentRef } from './messages';
import { withCorrector, type SignatureRecord } from './document-tables.repository';

/** A document rendered as signed now: when, the SHA-256 of its bytes, and the bytes. */
export interface SignedRendering {
  signedAt: Date;
  hash: string;
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** The columns a signature by `auth` sets on a signed document's table: who, when, the hash; no correction since. */
export const signatureColumns = (auth: Pick<AuthContext, 'personId'>, signed: SignedRendering) => ({
  signed_by: auth.personId,
  signed_at: signed.signedAt,
  document_hash: signed.hash,
  // No correction since the signature.
  corrected_by: [] as number[],
});

/**
 * The columns HR's correction of a signed document sets: recorded as a correction by this person (who may then never
 * sign it), and the signature cleared — it no longer covers the document as it reads; the reviewer signs again.
 */
export const correctionColumns = (auth: Pick<AuthContext, 'personId'>) => ({
  corrected_by_hr: true,
  corrected_by: withCorrector(auth.personId),
  signed_by: null,
  signed_at: null,
  document_hash: null,
});

/** The kept signature of a rendering, with its bytes (the kernel's `recordSignature`). */
export const signatureRecord = (
  auth: Pick<AuthContext, 'personId'>,
  signed: SignedRendering,
): Omit<SignatureRecord, 'objectType' | 'objectId'> => ({
  signedBy: auth.personId,
  signedAt: signed.signedAt,
  sha256: signed.hash,
  fileName: signed.fileName,
  contentType: signed.contentType,
  content: signed.content,
});

/** The log entry of a signature on the person's resource: our action type (mapped to the tenant's), when, the text. */
export function signedActionMessage(
  ref: DocumentRef,
  auth: Pick<AuthContext, 'personId'>,
  action: { resourceId: number; actionType: OutboxPayload<'boond.action'>['actionType']; signedAt: Date; text: string },
): OutboxMessage<'boond.action'> {
  return {
    kind: 'boond.action',
    payload: {
      resourceId: action.resourceId,
      actionType: action.actionType,
      date: action.signedAt.toISOString(),
      text: action.text,
    },
    ...aboutDocument(ref, auth),
  };
}
