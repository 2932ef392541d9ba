/**
 * The evaluation's PDF pieces on top of pdf-kit.ts: its margins and sizes, the header band, subheadings,
 * 'label : value' ('—' when blank), tables that break across pages (header row repeated), and the footer
 * with, once signed, the signed document's fingerprint.
 */
import { ACCENT, TEXT_COLOR } from './dc-document';
import { eaFullName, eaTextsFor, formatEaDate, hashLine, labelledEa, type EaDocumentData } from './ea-document';
import type { EaTable } from './ea-sections';
import {
  DOT,
  FONT,
  LIGHT_ON_TEAL,
  bottomLimit,
  clean,
  contentWidth,
  ensureSpace,
  footers as pdfFooters,
  pdfText,
  rule,
  type Pdf,
} from './pdf-kit';

export const MARGIN = { top: 48, bottom: 72, left: 50, right: 50 };
export const SIZE = { body: 9, small: 7.5, name: 20, heading: 11.5, subheading: 10 };
const RULE_COLOR = '#d5dfe0';
const HEADER_FILL = '#e6f2f3';
const ZEBRA_FILL = '#f6f9f9';
const CELL_PAD = 4;
const LINE_GAP = 1.2;

const text = pdfText({ size: SIZE, lineGap: LINE_GAP, heading: { before: 1, room: 26 } });
export const { sectionHeading, paragraph } = text;

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
      .heightOfString(clean(facts.join(DOT)), { width }) +
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
    .text(clean(facts.join(DOT)), x, doc.y, { width });
  doc.x = x;
  doc.y = height + 6;
}

export function subheading(doc: Pdf, title: string, keepWith = 40) {
  doc.moveDown(0.9);
  ensureSpace(doc, 14 + keepWith);
  paragraph(doc, title, { bold: true, size: SIZE.subheading });
  doc.moveDown(0.25);
}

/** 'Label : value' with the label bold; a value of several lines starts under its label; '—' when blank. */
export function labelledParagraph(doc: Pdf, label: string, value: string, idLang: 1 | 2) {
  text.labelledText(doc, labelledEa(label, '', idLang).trimEnd(), value.trim() || '—');
  doc.moveDown(0.3);
}

/**
 * A table with wrapped cells; rows never split, the header row is repeated on each page. A row taller
 * than a page is written as labelled paragraphs instead.
 */
export function table(doc: Pdf, { columns, rows, header: withHeader = true }: EaTable, idLang: 1 | 2) {
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
    rule(doc, y + height, 0.4, RULE_COLOR, total);
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
      cells.forEach((cell, i) => labelledParagraph(doc, columns[i]!.header || '•', cell, idLang));
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
  pdfFooters(doc, {
    left: [
      eaFullName(data),
      `${t.documentTitle} ${data.year}`,
      `${t.generatedOn} ${formatEaDate(data.generatedAt, data.idLang)}`,
    ].join(DOT),
    page: t.page,
    of: t.of,
    extra: hashLine(data),
    size: SIZE.small,
  });
}
