/**
 * Business-manager review (EEP BM): its Word and PDF documents, as the review's calls and workflow need them — the
 * export in the review's language with the radar drawn by the server, and the signed PDF (rendered at signing,
 * hashed, pushed to BoondManager). The renderers live in integrations/documents; `createEepBmDocuments` maps an
 * `EepBmDetails` onto them, as the evaluation's documents do.
 */
import type { EepBmDetails } from '@my-skills/shared/schemas/eep-bm';
import {
  buildEepBmDocumentData,
  eepBmDocumentFileName,
  type EepBmDocumentData,
} from '../../integrations/documents/eep-bm-document';
import { renderEepBmDocx } from '../../integrations/documents/eep-bm-docx';
import { renderEepBmPdf } from '../../integrations/documents/eep-bm-pdf';
import {
  DOCUMENT_CONTENT_TYPES,
  sha256Hex,
  type DocumentFormat,
  type RenderedDocument,
} from '../../integrations/documents/rendered-document';
import type { SignedRendering } from '../../lib/documents/signature';

export type EepBmDocumentFormat = DocumentFormat;

export interface EepBmDocuments {
  /** The export of a review as it reads now (its signature, if any, in the signature block and the footer). */
  render(details: EepBmDetails, format: EepBmDocumentFormat): Promise<RenderedDocument>;
  /** The PDF signed by `signer` at `signedAt`, and the SHA-256 of its bytes. */
  renderSigned(details: EepBmDetails, signer: { id: number; name: string }, signedAt: Date): Promise<SignedRendering>;
}

/** The renderers of integrations/documents behind the review's calls and workflow. */
export function createEepBmDocuments(now: () => Date): EepBmDocuments {
  const renderers = { docx: renderEepBmDocx, pdf: renderEepBmPdf };
  async function render(data: EepBmDocumentData, format: EepBmDocumentFormat): Promise<RenderedDocument> {
    return {
      fileName: eepBmDocumentFileName(data, format),
      contentType: DOCUMENT_CONTENT_TYPES[format],
      content: await renderers[format](data),
    };
  }
  return {
    render: (details, format) =>
      render(
        buildEepBmDocumentData(details, {
          signature: details.signature && {
            signedBy: details.signature.signedBy.name,
            signedAt: details.signature.signedAt,
          },
          documentHash: details.signature?.documentHash ?? null,
          generatedAt: now(),
        }),
        format,
      ),
    async renderSigned(details, signer, signedAt) {
      // The signed PDF carries no hash (it cannot hold its own); later exports print it in the footer.
      const data = buildEepBmDocumentData(details, {
        signature: { signedBy: signer.name, signedAt },
        documentHash: null,
        generatedAt: signedAt,
      });
      const rendered = await render(data, 'pdf');
      return { ...rendered, hash: sha256Hex(rendered.content), signedAt };
    },
  };
}
