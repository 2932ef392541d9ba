/**
 * What reading a CV produces (issue 21 §1): its text as lines in reading order, whatever the format — the contract
 * between the readers (docx, pdf, OCR; this folder) and the understanding (modules/cv-import/understanding).
 */
import type { CvImportFormat } from '@my-skills/shared/schemas/cv-import';

export interface CvTextLine {
  /** One visual line (pdf) or one paragraph (docx): hyphenation undone, ligatures expanded, spaces collapsed, trimmed. */
  text: string;
  /** 1-based page (docx: 1 unless the document has explicit page breaks). */
  page: number;
  /**
   * The reading-order block the line belongs to: a column of a page, a table cell, a text box, a paragraph group.
   * Lines of one block are consecutive; blocks follow the reading order (left column before right column).
   */
  block: number;
  /** Font size in points when known, else null. */
  size: number | null;
  /** The whole line is bold (or a heading style). */
  bold: boolean;
  /** docx: the paragraph's style name (e.g. 'Heading1', 'Title', 'ListParagraph'); pdf: null. */
  style: string | null;
  /** A list item (docx numbering, or a bullet character that was stripped from the text). */
  bullet: boolean;
}

export interface ExtractedCv {
  format: CvImportFormat;
  pages: number;
  lines: CvTextLine[];
  /** The text came from OCR (an image-only document). */
  ocr: boolean;
}

/**
 * Reading failures, each an AppError with its message key (translated in French and English):
 * - 415 errors.CV_IMPORT_FORMAT: not a .docx or .pdf (by magic bytes, not by name);
 * - 413 errors.CV_IMPORT_TOO_LARGE: more than CV_IMPORT_MAX_BYTES;
 * - 422 errors.CV_IMPORT_UNREADABLE: broken, encrypted or hostile (zip bomb, nesting too deep, too many parts);
 * - 422 errors.CV_IMPORT_TOO_MANY_PAGES: more pages than the limit (pdf);
 * - 422 errors.CV_IMPORT_TIMEOUT: reading took longer than the time limit;
 * - 422 errors.CV_IMPORT_NO_TEXT: no text could be read from this document (not even by OCR).
 */
export interface CvReadOptions {
  fileName: string;
  /** Time limit of the whole reading, OCR included (default from config). */
  timeoutMs?: number;
  /** Most pages read (pdf). */
  maxPages?: number;
}
export type ReadCv = (bytes: Uint8Array, options: CvReadOptions) => Promise<ExtractedCv>;
