/**
 * Drawing helpers shared by the PDF documents (the skills file and the evaluation): pdfkit, standard
 * Helvetica, WinAnsi text via `winAnsiSafe`. Margins are read from the page (each document sets its own),
 * and the sizes that differ between documents come from a `PdfStyle`.
 */
import PDFDocument from 'pdfkit';
import { ACCENT, MUTED_COLOR, TEXT_COLOR } from './dc-document';
import { winAnsiSafe } from './text';

export type Pdf = PDFKit.PDFDocument;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
export const LIGHT_ON_TEAL = '#d8f0f1';
/** Between the facts of a line: 'a   ·   b'. */
export const DOT = '   ·   ';

export const clean = (text: string) => winAnsiSafe(text);

export const leftMargin = (doc: Pdf) => doc.page.margins.left;
export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
export const bottomLimit = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points still fit on this one. */
export function ensureSpace(doc: Pdf, height: number) {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** A horizontal rule across the content width at `y`. */
export function rule(doc: Pdf, y: number, lineWidth: number, color: string, width = contentWidth(doc)) {
  const x = leftMargin(doc);
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(lineWidth)
    .strokeColor(color)
    .stroke()
    .restore();
}

/** What differs between the documents' text: sizes, line gap, the space around a section heading. */
export interface PdfStyle {
  size: { body: number; small: number; heading: number };
  lineGap: number;
  /** Lines moved down before a section heading, and the room it needs besides what it keeps with. */
  heading: { before: number; room: number };
}

export interface ParagraphOptions {
  color?: string;
  size?: number;
  bold?: boolean;
  gap?: number;
  justify?: boolean;
}

/** The text helpers of a document in its style. */
export function pdfText(style: PdfStyle) {
  function sectionHeading(doc: Pdf, title: string, keepWith = 60) {
    doc.moveDown(style.heading.before);
    ensureSpace(doc, style.heading.room + keepWith);
    doc
      .fillColor(ACCENT)
      .font(FONT.bold)
      .fontSize(style.size.heading)
      .text(clean(title.toUpperCase()), leftMargin(doc), doc.y, { characterSpacing: 0.6, width: contentWidth(doc) });
    const ruleY = doc.y + 2;
    rule(doc, ruleY, 0.8, ACCENT);
    doc.x = leftMargin(doc);
    doc.y = ruleY + 7;
  }

  function paragraph(doc: Pdf, text: string, options: ParagraphOptions = {}) {
    doc
      .fillColor(options.color ?? TEXT_COLOR)
      .font(options.bold ? FONT.bold : FONT.regular)
      .fontSize(options.size ?? style.size.body)
      .text(clean(text), leftMargin(doc), doc.y, {
        width: contentWidth(doc),
        align: options.justify ? 'justify' : 'left',
        lineGap: style.lineGap,
      });
    doc.x = leftMargin(doc);
    if (options.gap) doc.moveDown(options.gap);
  }

  /** 'Label : value' (`prefix` is 'Label :') with the label bold; a value of several lines starts under it. */
  function labelledText(doc: Pdf, prefix: string, text: string) {
    ensureSpace(doc, 24);
    if (text.includes('\n')) {
      paragraph(doc, prefix, { bold: true });
      paragraph(doc, text);
    } else {
      const width = contentWidth(doc);
      doc
        .fillColor(TEXT_COLOR)
        .font(FONT.bold)
        .fontSize(style.size.body)
        .text(clean(`${prefix} `), leftMargin(doc), doc.y, { width, continued: true, lineGap: style.lineGap })
        .font(FONT.regular)
        .text(clean(text), { width, lineGap: style.lineGap });
    }
    doc.x = leftMargin(doc);
  }

  return { sectionHeading, paragraph, labelledText };
}

/**
 * The footer of every page: a teal rule, `left` (cut with an ellipsis) and 'page X of Y' on the right,
 * then `extra` in small print under them when given.
 */
export function footers(
  doc: Pdf,
  footer: { left: string; page: string; of: string; extra?: string | null; size: number },
) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    const x = leftMargin(doc);
    const y = doc.page.height - margin + 22;
    const width = contentWidth(doc);
    // Writing below the bottom margin would start a new page: lift the margin while drawing the footer.
    doc.page.margins.bottom = 0;
    rule(doc, y - 6, 0.6, ACCENT, width);
    doc.fillColor(MUTED_COLOR).font(FONT.regular).fontSize(footer.size);
    doc.text(clean(footer.left), x, y, { width: width - 90, lineBreak: false, ellipsis: true });
    doc.text(clean(`${footer.page} ${i - range.start + 1} ${footer.of} ${range.count}`), x + width - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    if (footer.extra) doc.fontSize(6.5).text(clean(footer.extra), x, y + 11, { width, lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/** An A4 document with buffered pages, drawn by `draw`, as a Buffer. */
export function renderPdf(
  options: {
    margins: { top: number; bottom: number; left: number; right: number };
    lang: string;
    info: { Title: string; Author: string; Subject: string; CreationDate: Date };
  },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { Title, Author, Subject, CreationDate } = options.info;
    const doc = new PDFDocument({
      size: 'A4',
      margins: options.margins,
      bufferPages: true,
      lang: options.lang,
      displayTitle: true,
      info: { Title: clean(Title), Author: clean(Author), Subject: clean(Subject), Creator: 'My Skills', CreationDate },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
