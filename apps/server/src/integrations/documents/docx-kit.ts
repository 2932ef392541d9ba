/**
 * Building blocks shared by the Word documents (the skills file and the evaluation): A4 with 2 cm
 * margins, Arial, teal accents; runs with line breaks kept (`xmlSafe`), section headings, the teal
 * header band, the footer with "page X of Y" and an optional line under it, and the document itself.
 */
import {
  BorderStyle,
  Document,
  Footer,
  Packer,
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
  type IRunOptions,
  type ISectionOptions,
} from 'docx';
import { ACCENT, MUTED_COLOR, TEXT_COLOR } from './dc-document';
import { xmlSafe } from './text';

/** '#00727a' → '00727A', as Word writes colours. */
export const hex = (color: string) => color.replace('#', '').toUpperCase();
export const TEAL = hex(ACCENT);
export const DARK = hex(TEXT_COLOR);
export const MUTED = hex(MUTED_COLOR);
export const LIGHT_ON_TEAL = 'D8F0F1';
export const FONT = 'Arial';

/** A4 in twips, 2 cm side margins. */
export const PAGE = { width: 11906, height: 16838, margin: 1134 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export type RunStyle = Omit<IRunOptions, 'text' | 'children' | 'break'>;
export type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;

/** Runs of a text, its line breaks kept. */
export function runs(text: string, style: RunStyle = {}): TextRun[] {
  return xmlSafe(text)
    .split('\n')
    .map((line, i) => new TextRun({ ...style, text: line, ...(i > 0 ? { break: 1 } : {}) }));
}

export const paragraph = (text: string, style: RunStyle = {}, options: ParagraphOptions = {}) =>
  new Paragraph({ ...options, children: runs(text, style) });

/** A section's title: teal capitals over a teal rule, kept with what follows; `size` in half-points. */
export function sectionHeading(text: string, size: number): Paragraph {
  return new Paragraph({
    keepNext: true,
    spacing: { before: 320, after: 120 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: TEAL, space: 2 } },
    children: [
      new TextRun({
        text: xmlSafe(text).toUpperCase(),
        bold: true,
        color: TEAL,
        size,
        characterSpacing: 10,
      }),
    ],
  });
}

/** 'Label : value' (`prefix` is 'Label :') with the label bold; a value of several lines starts under it. */
export function labelledRuns(prefix: string, text: string): TextRun[] {
  const multiline = text.includes('\n');
  return [
    new TextRun({ text: xmlSafe(multiline ? prefix : `${prefix} `), bold: true, color: DARK }),
    ...(multiline ? [new TextRun({ break: 1 })] : []),
    ...runs(text, { color: DARK }),
  ];
}

export const border = (color: string, size = 4) => ({ style: BorderStyle.SINGLE, size, color });
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
export const NO_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};

/** The teal band at the top of the first page, holding `lines`. */
export function headerBand(lines: Paragraph[]): Table {
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
            children: lines,
          }),
        ],
      }),
    ],
  });
}

/** The footer: a teal rule, `left` and 'page X of Y' on the right, then `extra` in small print when given. */
export function footer(options: { left: string; page: string; of: string; size: number; extra?: string | null }) {
  const { size } = options;
  return new Footer({
    children: [
      new Paragraph({
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: TEAL, space: 4 } },
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        children: [
          ...runs(options.left, { size, color: MUTED }),
          new TextRun({
            size,
            color: MUTED,
            children: ['\t', `${options.page} `, PageNumber.CURRENT, ` ${options.of} `, PageNumber.TOTAL_PAGES],
          }),
        ],
      }),
      ...(options.extra ? [paragraph(options.extra, { size: 13, color: MUTED }, { spacing: { before: 40 } })] : []),
    ],
  });
}

/** One A4 section with its footer and body, Arial in DARK at `bodySize`, as a .docx Buffer. */
export function renderDocx(options: {
  title: string;
  subject: string;
  lang: string;
  bodySize: number;
  footer: Footer;
  children: ISectionOptions['children'];
}): Promise<Buffer> {
  const section: ISectionOptions = {
    properties: {
      page: {
        size: { width: PAGE.width, height: PAGE.height },
        margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin, footer: 567 },
      },
    },
    footers: { default: options.footer },
    children: options.children,
  };
  const document = new Document({
    creator: 'My Skills',
    title: xmlSafe(options.title),
    subject: xmlSafe(options.subject),
    styles: {
      default: {
        document: {
          run: { font: FONT, size: options.bodySize, color: DARK, language: { value: options.lang } },
          paragraph: { spacing: { after: 0, line: 264 } },
        },
      },
    },
    sections: [section],
  });
  return Packer.toBuffer(document);
}
