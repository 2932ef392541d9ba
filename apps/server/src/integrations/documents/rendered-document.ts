/**
 * What every document export answers (the annual evaluation, the business-manager review): the formats and their
 * content types, the rendered file, and the SHA-256 a signature records of the signed bytes.
 */
import { createHash } from 'node:crypto';

export type DocumentFormat = 'docx' | 'pdf';

export const DOCUMENT_CONTENT_TYPES: Record<DocumentFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

export interface RenderedDocument {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** The SHA-256 (hex) of a document's bytes, as a signature records it. */
export const sha256Hex = (content: Uint8Array): string => createHash('sha256').update(content).digest('hex');
