/**
 * Signatures of the generated population's validated evaluations and reviews. Rendering the real signed PDF takes
 * tens of milliseconds a document — minutes for tens of thousands — so each gets a one-page PDF that says what it
 * stands for (whose document, which year, who signed and when). What the code expects of a signed document holds:
 * `signed_by`, `signed_at` and `document_hash` on its row, and the kept bytes whose SHA-256 is that hash (a resend to
 * BoondManager sends them). The demo's own documents are rendered and signed for real (evaluations.ts, eep-bm.ts).
 */
import type { Transaction } from 'kysely';
import { sha256Hex } from '../../integrations/documents/rendered-document';
import type { Database } from '../schema';

/** A one-page PDF 1.4 with the given lines in Helvetica (Latin-1 text: French accents print). */
export function onePagePdf(lines: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?');
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 22} Td (${escape(l)}) Tj ET`);
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface PlannedSignature {
  signedBy: number;
  signedAt: Date;
  fileName: string;
  content: Buffer;
  hash: string;
}

/** The signature of a document: its one-page PDF and the PDF's hash. */
export function plannedSignature(
  signedBy: number,
  signedAt: Date,
  fileName: string,
  lines: readonly string[],
): PlannedSignature {
  const content = onePagePdf(lines);
  return { signedBy, signedAt, fileName, content, hash: sha256Hex(content) };
}

/** Keeps the signed bytes of documents just inserted, 200 a statement. */
export async function keepSignatures(
  trx: Transaction<Database>,
  objectType: 'ea' | 'eepBm',
  rows: readonly { id: number; signature: PlannedSignature }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('document_signature')
      .values(
        rows.slice(i, i + 200).map(({ id, signature: s }) => ({
          object_type: objectType,
          object_id: id,
          signed_by: s.signedBy,
          signed_at: s.signedAt,
          sha256: s.hash,
          file_name: s.fileName,
          content_type: 'application/pdf',
          content: s.content,
        })),
      )
      .execute();
}
