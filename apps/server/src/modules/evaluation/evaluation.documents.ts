/**
 * Annual evaluation: its Word and PDF documents, as the evaluation's calls and workflow need them — the export
 * in the evaluation's language, and the signed PDF (rendered at signing, hashed, pushed to BoondManager).
 * The renderers live in integrations/documents; `createEvaluationDocuments` maps an `EaDetails` onto them.
 */
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';

export type EaDocumentFormat = 'docx' | 'pdf';

export const EA_CONTENT_TYPES: Record<EaDocumentFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

export interface RenderedDocument {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** The PDF as the manager signed it, with the SHA-256 of its bytes. */
export interface RenderedEvaluation extends RenderedDocument {
  hash: string;
  signedAt: Date;
}

export interface EvaluationDocuments {
  /** The export of an evaluation as it reads now (its signature, if any, in the footer). */
  render(details: EaDetails, format: EaDocumentFormat): Promise<RenderedDocument>;
  /** The PDF signed by `signer` at `signedAt`, and its hash. */
  renderSigned(details: EaDetails, signer: { id: number; name: string }, signedAt: Date): Promise<RenderedEvaluation>;
}
