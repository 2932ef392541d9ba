/**
 * Building blocks of the evaluation's Word document: runs with line breaks kept (`xmlSafe`), headings,
 * 'label : value' paragraphs, bordered tables with a repeated header row, the teal header band and the
 * footer ("page X of Y", and the signed document's fingerprint once signed).
 */
import {
  BorderStyle,
  Footer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  AlignmentType,
  type IRunOptions,
} from 'docx';
import { ACCENT, MUTED_COLOR, TEXT_COLOR } from './dc-document';
import { eaFullName, eaTextsFor, formatEaDate, hashLine, labelledEa, type EaDocumentData } from './ea-document';
import { xmlSafe } from './text';

const hex = (color: string) => color.replace('#', '').toUpperCase();
export const TEAL = hex(ACCENT);
export const DARK = hex(TEXT_COLOR);
export const MUTED = hex(MUTED_COLOR);
const LIGHT_ON_TEAL = 'D8F0F1';
const HEADER_FILL = 'E6F2F3';
const ZEBRA_FILL = 'F6F9F9';
const RULE = 'D5DFE0';
export const FONT = 'Arial';

/** A4 in twips, 2 cm side margins. */
export const PAGE = { width: 11906, height: 16838, margin: 1134 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Sizes in half-points. */
export const SIZE = { body: 18, small: 15, name: 38, heading: 23, subheading: 20 };

type RunStyle = Omit<IRunOptions, 'text' | 'children' | 'break'>;
type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;

/** Runs of a text, its line breaks kept. */
export function runs(text: string, style: RunStyle = {}): TextRun[] {
  return xmlSafe(text)
    .split('\n')
    .map((line, i) => new TextRun({ ...style, text: line, ...(i > 0 ? { break: 1 } : {}) }));
}

export const paragraph = (text: string, style: RunStyle = {}, options: ParagraphOptions = {}) =>
  new Paragraph({ ...options, children: runs(text, style) });

export function sectionHeading(text: string): Paragraph {
  return new Paragraph({
    keepNext: true,
    spacing: { before: 320, after: 120 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: TEAL, space: 2 } },
    children: [
      new TextRun({
        text: xmlSafe(text).toUpperCase(),
        bold: true,
        color: TEAL,
        size: SIZE.heading,
        characterSpacing: 10,
      }),
    ],
  });
}

export const subheading = (text: string) =>
  paragraph(
    text,
    { bold: true, color: DARK, size: SIZE.subheading },
    { keepNext: true, spacing: { before: 200, after: 80 } },
  );

export const muted = (text: string, options: ParagraphOptions = {}) =>
  paragraph(text, { color: MUTED, size: SIZE.small }, { spacing: { after: 60 }, ...options });

/** 'Label : value' with the label bold; a value of several lines starts under its label; '—' when blank. */
export function labelledParagraph(label: string, value: string, idLang: 1 | 2): Paragraph {
  const text = value.trim() || '—';
  const multiline = text.includes('\n');
  const prefix = labelledEa(label, '', idLang).trimEnd();
  return new Paragraph({
    spacing: { before: 60, after: 60 },
    children: [
      new TextRun({ text: xmlSafe(multiline ? prefix : `${prefix} `), bold: true, color: DARK }),
      ...(multiline ? [new TextRun({ break: 1 })] : []),
      ...runs(text, { color: DARK }),
    ],
  });
}

const border = (color: string, size = 4) => ({ style: BorderStyle.SINGLE, size, color });
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
export const NO_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};

export interface DocxColumn {
  header: string;
  /** Share of the content width (the shares of a table add up to 1). */
  share: number;
  align?: 'left' | 'center' | 'right';
  bold?: boolean;
  color?: string;
}

const ALIGN = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT } as const;

/** A table with a header row repeated on each page (unless `header: false`), rows kept whole, light rules. */
export function table(columns: DocxColumn[], rows: string[][], options: { header?: boolean } = {}): Table {
  const widths = columns.map((c) => Math.round(c.share * CONTENT_WIDTH));
  const cell = (text: string, i: number, kind: 'header' | 'odd' | 'even') => {
    const column = columns[i]!;
    const fill = kind === 'header' ? HEADER_FILL : kind === 'even' ? ZEBRA_FILL : undefined;
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
  const head =
    options.header === false
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
            children: cells.map((text, i) => cell(text, i, r % 2 ? 'even' : 'odd')),
          }),
      ),
    ],
  });
}

/** The teal band: document title and year, name, facts. */
export function headerBand(data: EaDocumentData, facts: string[]): Table {
  const t = eaTextsFor(data.idLang);
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: [CONTENT_WIDTH],
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        cantSplit: true,
        children: [
          new TableCell({
            width: { size: CONTENT_WIDTH, type: WidthType.DXA },
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: TEAL },
            margins: { top: 240, bottom: 240, left: 280, right: 280 },
            children: [
              paragraph(
                `${t.documentTitle} ${data.year}`.toUpperCase(),
                { size: SIZE.small, color: LIGHT_ON_TEAL, characterSpacing: 20 },
                { spacing: { after: 60 } },
              ),
              paragraph(eaFullName(data), { bold: true, size: SIZE.name, color: 'FFFFFF' }, { spacing: { after: 60 } }),
              paragraph(facts.join('   ·   '), { size: SIZE.body, color: LIGHT_ON_TEAL }),
            ],
          }),
        ],
      }),
    ],
  });
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

export function footer(data: EaDocumentData): Footer {
  const t = eaTextsFor(data.idLang);
  const left = `${eaFullName(data)}  ·  ${t.documentTitle} ${data.year}  ·  ${t.generatedOn} ${formatEaDate(data.generatedAt, data.idLang)}`;
  const hash = hashLine(data);
  return new Footer({
    children: [
      new Paragraph({
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: TEAL, space: 4 } },
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        children: [
          ...runs(left, { size: SIZE.small, color: MUTED }),
          new TextRun({
            size: SIZE.small,
            color: MUTED,
            children: ['\t', `${t.page} `, PageNumber.CURRENT, ` ${t.of} `, PageNumber.TOTAL_PAGES],
          }),
        ],
      }),
      ...(hash ? [paragraph(hash, { size: 13, color: MUTED }, { spacing: { before: 40 } })] : []),
    ],
  });
}
