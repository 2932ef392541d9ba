/**
 * The evaluation's PDF pieces on top of pdf-kit.ts, shared with the business-manager review: its margins and sizes,
 * the header band, subheadings, 'label : value' ('—' when blank), tables that break across pages (header row
 * repeated, cells optionally shaded), a figure with its caption, the signature boxes, and the footer with, once
 * signed, the signed document's fingerprint.
 */
import { ACCENT, MUTED_COLOR, TEXT_COLOR } from './dc-document';
import {
  eaDocumentTitle,
  eaFullName,
  eaTextsFor,
  formatEaDate,
  hashLine,
  labelledEa,
  type EaKitDocument,
} from './ea-document';
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

export function header(doc: Pdf, data: EaKitDocument, facts: string[]) {
  const x = MARGIN.left;
  const width = contentWidth(doc);
  const title = clean(`${eaDocumentTitle(data)} ${data.year}`.toUpperCase());
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
export function table(doc: Pdf, { columns, rows, header: withHeader = true, fills }: EaTable, idLang: 1 | 2) {
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
  const drawRow = (
    cells: string[],
    height: number,
    kind: 'header' | 'odd' | 'even',
    shading?: readonly (string | null)[],
  ) => {
    const y = doc.y;
    const fill = kind === 'header' ? HEADER_FILL : kind === 'even' ? ZEBRA_FILL : null;
    if (fill) doc.save().rect(MARGIN.left, y, total, height).fill(fill).restore();
    shading?.forEach((cellFill, i) => {
      if (cellFill) doc.save().rect(lefts[i]!, y, widths[i]!, height).fill(cellFill).restore();
    });
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
    drawRow(cells, height, index % 2 ? 'even' : 'odd', fills?.[index]);
  });
}

/** A table, or 'Aucun élément' when there is no row. */
export function tableOrNone(doc: Pdf, spec: EaTable, idLang: 1 | 2) {
  if (spec.rows.length) table(doc, spec, idLang);
  else paragraph(doc, eaTextsFor(idLang).none, { color: MUTED_COLOR, gap: 0.2 });
}

/**
 * A figure `height` points high across the content width, on one page, drawn by `draw` at (x, y), then its caption
 * in small muted print.
 */
export function figure(doc: Pdf, height: number, draw: (x: number, y: number) => void, caption: string) {
  doc.moveDown(1);
  ensureSpace(doc, height + 20);
  const top = doc.y;
  draw(MARGIN.left, top);
  doc.x = MARGIN.left;
  doc.y = top + height;
  paragraph(doc, caption, { color: MUTED_COLOR, size: SIZE.small });
}

/** Framed boxes side by side (the employee's, the manager's): role, name, date. */
export function signatureBoxes(doc: Pdf, blocks: { role: string; name: string; date: string }[]) {
  const width = (contentWidth(doc) - 20) / 2;
  const top = doc.y;
  blocks.forEach((block, i) => {
    const x = MARGIN.left + i * (width + 20);
    doc.save().rect(x, top, width, 70).lineWidth(0.6).strokeColor('#b9c6c7').stroke().restore();
    doc.fillColor(MUTED_COLOR).font(FONT.bold).fontSize(SIZE.small);
    doc.text(clean(block.role.toUpperCase()), x + 8, top + 8, { width: width - 16, characterSpacing: 0.6 });
    doc.fillColor(TEXT_COLOR).font(FONT.bold).fontSize(SIZE.body);
    doc.text(clean(block.name), x + 8, top + 24, { width: width - 16 });
    doc.font(FONT.regular).fillColor(MUTED_COLOR);
    doc.text(clean(block.date), x + 8, top + 40, { width: width - 16 });
  });
  doc.x = MARGIN.left;
  doc.y = top + 78;
}

/** Footer of every page: name, title and date, 'Page X sur Y', and the signed document's fingerprint. */
export function footers(doc: Pdf, data: EaKitDocument) {
  const t = eaTextsFor(data.idLang);
  pdfFooters(doc, {
    left: [
      eaFullName(data),
      `${eaDocumentTitle(data)} ${data.year}`,
      `${t.generatedOn} ${formatEaDate(data.generatedAt, data.idLang)}`,
    ].join(DOT),
    page: t.page,
    of: t.of,
    extra: hashLine(data),
    size: SIZE.small,
  });
}
