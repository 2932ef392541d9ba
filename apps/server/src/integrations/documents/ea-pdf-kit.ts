/**
 * Drawing helpers of the evaluation's PDF (pdfkit, standard Helvetica, WinAnsi text via `winAnsiSafe`):
 * header band, section headings, paragraphs, tables that break across pages (header row repeated),
 * and the footer with "page X of Y" and, once signed, the signed document's fingerprint.
 */
import { ACCENT, MUTED_COLOR, TEXT_COLOR } from './dc-document';
import { eaFullName, eaTextsFor, formatEaDate, hashLine, labelledEa, type EaDocumentData } from './ea-document';
import { winAnsiSafe } from './text';

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = { top: 48, bottom: 72, left: 50, right: 50 };
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
export const SIZE = { body: 9, small: 7.5, name: 20, heading: 11.5, subheading: 10 };
const LIGHT_ON_TEAL = '#d8f0f1';
const RULE_COLOR = '#d5dfe0';
const HEADER_FILL = '#e6f2f3';
const ZEBRA_FILL = '#f6f9f9';
const CELL_PAD = 4;
const LINE_GAP = 1.2;

export const clean = (text: string) => winAnsiSafe(text);
export const contentWidth = (doc: Pdf) => doc.page.width - MARGIN.left - MARGIN.right;
const bottomLimit = (doc: Pdf) => doc.page.height - MARGIN.bottom;

/** Starts a new page unless `height` points still fit on this one. */
export function ensureSpace(doc: Pdf, height: number) {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

export function header(doc: Pdf, data: EaDocumentData, facts: string[]) {
  const t = eaTextsFor(data.idLang);
  const x = MARGIN.left;
  const width = contentWidth(doc);
  const title = clean(`${t.documentTitle} ${data.year}`.toUpperCase());
  doc.font(FONT.bold).fontSize(SIZE.name);
  const height =
    36 +
    doc.heightOfString(clean(eaFullName(data)), { width }) +
    6 +
    doc
      .font(FONT.regular)
      .fontSize(SIZE.body)
      .heightOfString(clean(facts.join('   ·   ')), { width }) +
    24;
  doc.save().rect(0, 0, doc.page.width, height).fill(ACCENT).restore();
  doc
    .fillColor(LIGHT_ON_TEAL)
    .font(FONT.regular)
    .fontSize(SIZE.small)
    .text(title, x, 30, { characterSpacing: 1.2, width });
  doc.moveDown(0.3);
  doc
    .fillColor('#ffffff')
    .font(FONT.bold)
    .fontSize(SIZE.name)
    .text(clean(eaFullName(data)), x, doc.y, { width });
  doc
    .moveDown(0.35)
    .fillColor(LIGHT_ON_TEAL)
    .font(FONT.regular)
    .fontSize(SIZE.body)
    .text(clean(facts.join('   ·   ')), x, doc.y, { width });
  doc.x = x;
  doc.y = height + 6;
}

export function sectionHeading(doc: Pdf, title: string, keepWith = 60) {
  doc.moveDown(1);
  ensureSpace(doc, 26 + keepWith);
  doc
    .fillColor(ACCENT)
    .font(FONT.bold)
    .fontSize(SIZE.heading)
    .text(clean(title.toUpperCase()), MARGIN.left, doc.y, { characterSpacing: 0.6, width: contentWidth(doc) });
  const ruleY = doc.y + 2;
  doc
    .save()
    .moveTo(MARGIN.left, ruleY)
    .lineTo(MARGIN.left + contentWidth(doc), ruleY)
    .lineWidth(0.8)
    .strokeColor(ACCENT)
    .stroke()
    .restore();
  doc.x = MARGIN.left;
  doc.y = ruleY + 7;
}

export function subheading(doc: Pdf, title: string, keepWith = 40) {
  doc.moveDown(0.9);
  ensureSpace(doc, 14 + keepWith);
  paragraph(doc, title, { bold: true, size: SIZE.subheading });
  doc.moveDown(0.25);
}

export function paragraph(
  doc: Pdf,
  text: string,
  options: { color?: string; size?: number; bold?: boolean; gap?: number } = {},
) {
  doc
    .fillColor(options.color ?? TEXT_COLOR)
    .font(options.bold ? FONT.bold : FONT.regular)
    .fontSize(options.size ?? SIZE.body)
    .text(clean(text), MARGIN.left, doc.y, { width: contentWidth(doc), lineGap: LINE_GAP });
  doc.x = MARGIN.left;
  if (options.gap) doc.moveDown(options.gap);
}

/** 'Label : value' with the label bold; a value of several lines starts under its label. */
export function labelledParagraph(doc: Pdf, label: string, value: string, idLang: 1 | 2) {
  const text = value.trim() || '—';
  const prefix = labelledEa(label, '', idLang).trimEnd();
  ensureSpace(doc, 24);
  if (text.includes('\n')) {
    paragraph(doc, prefix, { bold: true });
    paragraph(doc, text);
  } else {
    doc
      .fillColor(TEXT_COLOR)
      .font(FONT.bold)
      .fontSize(SIZE.body)
      .text(clean(`${prefix} `), MARGIN.left, doc.y, { width: contentWidth(doc), continued: true, lineGap: LINE_GAP })
      .font(FONT.regular)
      .text(clean(text), { width: contentWidth(doc), lineGap: LINE_GAP });
  }
  doc.x = MARGIN.left;
  doc.moveDown(0.3);
}

export interface PdfColumn {
  header: string;
  /** Share of the content width (the shares of a table add up to 1). */
  share: number;
  align?: 'left' | 'center' | 'right';
  bold?: boolean;
  color?: string;
}

/**
 * A table with wrapped cells; rows never split, the header row is repeated on each page. A row taller
 * than a page is written as labelled paragraphs instead.
 */
export function table(
  doc: Pdf,
  columns: PdfColumn[],
  rows: string[][],
  options: { header?: boolean; idLang?: 1 | 2 } = {},
) {
  const withHeader = options.header ?? true;
  const total = contentWidth(doc);
  const widths = columns.map((c) => c.share * total);
  const lefts = widths.map((_, i) => MARGIN.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const measure = (cells: string[], bold: (i: number) => boolean) =>
    Math.max(
      ...cells.map((cell, i) =>
        doc
          .font(bold(i) ? FONT.bold : FONT.regular)
          .fontSize(SIZE.body)
          .heightOfString(clean(cell), { width: widths[i]! - 2 * CELL_PAD, lineGap: LINE_GAP }),
      ),
    ) +
    2 * CELL_PAD;
  const drawRow = (cells: string[], height: number, kind: 'header' | 'odd' | 'even') => {
    const y = doc.y;
    const fill = kind === 'header' ? HEADER_FILL : kind === 'even' ? ZEBRA_FILL : null;
    if (fill) doc.save().rect(MARGIN.left, y, total, height).fill(fill).restore();
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      const bold = kind === 'header' || Boolean(column.bold);
      doc
        .fillColor(kind === 'header' ? ACCENT : (column.color ?? TEXT_COLOR))
        .font(bold ? FONT.bold : FONT.regular)
        .fontSize(SIZE.body)
        .text(clean(cell), lefts[i]! + CELL_PAD, y + CELL_PAD, {
          width: widths[i]! - 2 * CELL_PAD,
          align: column.align ?? 'left',
          lineGap: LINE_GAP,
        });
    });
    doc
      .save()
      .moveTo(MARGIN.left, y + height)
      .lineTo(MARGIN.left + total, y + height)
      .lineWidth(0.4)
      .strokeColor(RULE_COLOR)
      .stroke()
      .restore();
    doc.x = MARGIN.left;
    doc.y = y + height;
  };
  const headers = columns.map((c) => c.header);
  const headerHeight = withHeader ? measure(headers, () => true) : 0;
  const pageRoom = bottomLimit(doc) - MARGIN.top - headerHeight;
  let needHeader = withHeader;
  rows.forEach((cells, index) => {
    const height = measure(cells, (i) => Boolean(columns[i]!.bold));
    if (height > pageRoom) {
      // Too tall for any page: its cells as paragraphs.
      doc.moveDown(0.4);
      cells.forEach((cell, i) => labelledParagraph(doc, columns[i]!.header || '•', cell, options.idLang ?? 1));
      needHeader = withHeader;
      return;
    }
    if (doc.y + headerHeight * (needHeader ? 1 : 0) + height > bottomLimit(doc)) {
      doc.addPage();
      needHeader = withHeader;
    }
    if (needHeader) {
      drawRow(headers, headerHeight, 'header');
      needHeader = false;
    }
    drawRow(cells, height, index % 2 ? 'even' : 'odd');
  });
}

/** Footer of every page: name, title and date, 'Page X sur Y', and the signed document's fingerprint. */
export function footers(doc: Pdf, data: EaDocumentData) {
  const t = eaTextsFor(data.idLang);
  const range = doc.bufferedPageRange();
  const left = clean(
    `${eaFullName(data)}   ·   ${t.documentTitle} ${data.year}   ·   ${t.generatedOn} ${formatEaDate(data.generatedAt, data.idLang)}`,
  );
  const hash = hashLine(data);
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN.bottom + 22;
    const width = contentWidth(doc);
    // Writing below the bottom margin would start a new page: lift the margin while drawing the footer.
    doc.page.margins.bottom = 0;
    doc
      .save()
      .moveTo(MARGIN.left, y - 6)
      .lineTo(MARGIN.left + width, y - 6)
      .lineWidth(0.6)
      .strokeColor(ACCENT)
      .stroke()
      .restore();
    doc.fillColor(MUTED_COLOR).font(FONT.regular).fontSize(SIZE.small);
    doc.text(left, MARGIN.left, y, { width: width - 90, lineBreak: false, ellipsis: true });
    doc.text(clean(`${t.page} ${i - range.start + 1} ${t.of} ${range.count}`), MARGIN.left + width - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    if (hash) doc.fontSize(6.5).text(clean(hash), MARGIN.left, y + 11, { width, lineBreak: false });
    doc.page.margins.bottom = MARGIN.bottom;
  }
}
