/**
 * The evaluation's Word pieces on top of docx-kit.ts, shared with the business-manager review: its sizes,
 * subheadings, muted lines, 'label : value' ('—' when blank), bordered tables with a repeated header row (cells
 * optionally shaded), a chart image with its caption, the header band, the signature boxes and the footer with,
 * once signed, the signed document's fingerprint.
 */
import {
  AlignmentType,
  ImageRun,
  LineRuleType,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  WidthType,
} from 'docx';
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
import { xmlSafe } from './text';
import {
  CONTENT_WIDTH,
  DARK,
  LIGHT_ON_TEAL,
  MUTED,
  NO_BORDERS,
  TEAL,
  border,
  footer as docxFooter,
  headerBand as docxHeaderBand,
  hex,
  labelledRuns,
  paragraph,
  sectionHeading as docxSectionHeading,
  type ParagraphOptions,
} from './docx-kit';

const HEADER_FILL = 'E6F2F3';
const ZEBRA_FILL = 'F6F9F9';
const RULE = 'D5DFE0';

/** Sizes in half-points. */
export const SIZE = { body: 18, small: 15, name: 38, heading: 23, subheading: 20 };

export const sectionHeading = (text: string) => docxSectionHeading(text, SIZE.heading);

export const subheading = (text: string) =>
  paragraph(
    text,
    { bold: true, color: DARK, size: SIZE.subheading },
    { keepNext: true, spacing: { before: 200, after: 80 } },
  );

export const muted = (text: string, options: ParagraphOptions = {}) =>
  paragraph(text, { color: MUTED, size: SIZE.small }, { spacing: { after: 60 }, ...options });

/** 'Label : value' with the label bold; a value of several lines starts under its label; '—' when blank. */
export const labelledParagraph = (label: string, value: string, idLang: 1 | 2) =>
  new Paragraph({
    spacing: { before: 60, after: 60 },
    children: labelledRuns(labelledEa(label, '', idLang).trimEnd(), value.trim() || '—'),
  });

const ALIGN = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT } as const;

/** A table with a header row repeated on each page (unless `header: false`), rows kept whole, light rules. */
export function table({ columns, rows, header = true, fills }: EaTable): Table {
  const widths = columns.map((c) => Math.round(c.share * CONTENT_WIDTH));
  const cell = (text: string, i: number, kind: 'header' | 'odd' | 'even', shade?: string | null) => {
    const column = columns[i]!;
    const fill = shade ? hex(shade) : kind === 'header' ? HEADER_FILL : kind === 'even' ? ZEBRA_FILL : undefined;
    return new TableCell({
      width: { size: widths[i]!, type: WidthType.DXA },
      ...(fill ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill } } : {}),
      children: [
        paragraph(
          text,
          // The document's default colour is DARK: runs name only another one (a smaller document, faster).
          {
            ...(kind === 'header' || column.bold ? { bold: true } : {}),
            ...(kind === 'header' ? { color: TEAL } : column.color ? { color: hex(column.color) } : {}),
          },
          column.align && column.align !== 'left' ? { alignment: ALIGN[column.align] } : {},
        ),
      ],
    });
  };
  const head = !header
    ? []
    : [
        new TableRow({
          tableHeader: true,
          cantSplit: true,
          children: columns.map((c, i) => cell(c.header, i, 'header')),
        }),
      ];
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    margins: { top: 50, bottom: 50, left: 80, right: 80 },
    borders: { ...NO_BORDERS, bottom: border(RULE), insideHorizontal: border(RULE) },
    rows: [
      ...head,
      ...rows.map(
        (cells, r) =>
          new TableRow({
            cantSplit: true,
            children: cells.map((text, i) => cell(text, i, r % 2 ? 'even' : 'odd', fills?.[r]?.[i])),
          }),
      ),
    ],
  });
}

/** A table, or 'Aucun élément' when there is no row. */
export const tableOrNone = (spec: EaTable, idLang: 1 | 2): (Table | Paragraph)[] =>
  spec.rows.length ? [table(spec)] : [muted(eaTextsFor(idLang).none)];

/**
 * A chart as a centred PNG `displayWidth` pixels wide (its height from `size`'s aspect), kept with its caption
 * below.
 */
export function chartFigure(
  png: Buffer,
  size: { width: number; height: number },
  text: { title: string; caption: string },
  displayWidth = 620,
): Paragraph[] {
  const image = new ImageRun({
    type: 'png',
    data: png,
    transformation: { width: displayWidth, height: Math.round((displayWidth * size.height) / size.width) },
    altText: { name: 'chart', title: xmlSafe(text.title), description: xmlSafe(text.caption) },
  });
  return [
    new Paragraph({
      keepNext: true,
      // An explicit rule: without one LibreOffice reads the default spacing as exact and clips the image.
      spacing: { before: 200, line: 240, lineRule: LineRuleType.AUTO },
      alignment: AlignmentType.CENTER,
      children: [image],
    }),
    muted(text.caption, { alignment: AlignmentType.CENTER }),
  ];
}

/** The teal band: document title and year, name, facts. */
export function headerBand(data: EaKitDocument, facts: string[]): Table {
  return docxHeaderBand([
    paragraph(
      `${eaDocumentTitle(data)} ${data.year}`.toUpperCase(),
      { size: SIZE.small, color: LIGHT_ON_TEAL, characterSpacing: 20 },
      { spacing: { after: 60 } },
    ),
    paragraph(eaFullName(data), { bold: true, size: SIZE.name, color: 'FFFFFF' }, { spacing: { after: 60 } }),
    paragraph(facts.join('   ·   '), { size: SIZE.body, color: LIGHT_ON_TEAL }),
  ]);
}

/** Two framed boxes side by side: role, name, date. */
export function signatureTable(blocks: { role: string; name: string; date: string }[]): Table {
  const gap = 280;
  const width = Math.round((CONTENT_WIDTH - gap) / 2);
  const box = (b: { role: string; name: string; date: string }) =>
    new TableCell({
      width: { size: width, type: WidthType.DXA },
      margins: { top: 120, bottom: 600, left: 140, right: 140 },
      borders: {
        top: border('B9C6C7', 6),
        bottom: border('B9C6C7', 6),
        left: border('B9C6C7', 6),
        right: border('B9C6C7', 6),
      },
      children: [
        paragraph(
          b.role.toUpperCase(),
          { bold: true, color: MUTED, size: SIZE.small, characterSpacing: 10 },
          { spacing: { after: 80 } },
        ),
        paragraph(b.name, { bold: true, color: DARK }, { spacing: { after: 60 } }),
        paragraph(b.date, { color: MUTED }),
      ],
    });
  const spacer = new TableCell({
    width: { size: gap, type: WidthType.DXA },
    borders: NO_BORDERS,
    children: [new Paragraph({})],
  });
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: [width, gap, width],
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
    rows: [new TableRow({ cantSplit: true, children: [box(blocks[0]!), spacer, box(blocks[1]!)] })],
  });
}

/** The footer: name, title and date, 'Page X sur Y', and the signed document's fingerprint. */
export function footer(data: EaKitDocument) {
  const t = eaTextsFor(data.idLang);
  return docxFooter({
    left: `${eaFullName(data)}  ·  ${eaDocumentTitle(data)} ${data.year}  ·  ${t.generatedOn} ${formatEaDate(data.generatedAt, data.idLang)}`,
    page: t.page,
    of: t.of,
    size: SIZE.small,
    extra: hashLine(data),
  });
}
