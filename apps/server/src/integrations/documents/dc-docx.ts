/**
 * The skills file as a Word document (.docx): a consulting CV in the file's language.
 * A4, Arial, teal accents; header band, skills with stars, experiences newest first, education,
 * certifications, languages, projects; footer with the page number and the page count.
 */
import {
  AlignmentType,
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
  VerticalAlign,
  WidthType,
  type IRunOptions,
  type ISectionOptions,
} from 'docx';
import {
  ACCENT,
  MUTED_COLOR,
  TEXT_COLOR,
  certificationFacts,
  educationFacts,
  formatDay,
  formatPeriod,
  joinValues,
  labelled,
  levelLegend,
  prepareDcDocument,
  starsText,
  type DcDocumentData,
  type DcDocumentSkillGroup,
  type PreparedDcDocument,
} from './dc-document';
import { xmlSafe } from './text';
import { byLanguage } from '@my-skills/shared/ui-language';

const hex = (color: string) => color.replace('#', '').toUpperCase();
const TEAL = hex(ACCENT);
const DARK = hex(TEXT_COLOR);
const MUTED = hex(MUTED_COLOR);
const LIGHT_ON_TEAL = 'D8F0F1';
const FONT = 'Arial';
const SYMBOL_FONT = 'Segoe UI Symbol';

/** A4 in twips, 2 cm side margins. */
const PAGE = { width: 11906, height: 16838, margin: 1134 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Sizes in half-points. */
const SIZE = { body: 19, small: 16, name: 40, title: 26, heading: 24, subheading: 21 };

type RunStyle = Omit<IRunOptions, 'text' | 'children' | 'break'>;

/** Runs of a text, its line breaks kept. */
function runs(text: string, style: RunStyle = {}): TextRun[] {
  return xmlSafe(text)
    .split('\n')
    .map((line, i) => new TextRun({ ...style, text: line, ...(i > 0 ? { break: 1 } : {}) }));
}

const paragraph = (
  text: string,
  style: RunStyle = {},
  options: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {},
) => new Paragraph({ ...options, children: runs(text, style) });

function sectionHeading(text: string): Paragraph {
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

/** 'Label : value' with the label bold, line breaks of the value kept. */
function labelledParagraph(label: string, value: string, idLang: 1 | 2): Paragraph | null {
  if (!value.trim()) return null;
  const text = value.trim();
  const multiline = text.includes('\n');
  const prefix = labelled(label, '', idLang).trimEnd();
  return new Paragraph({
    spacing: { after: 60 },
    children: [
      new TextRun({ text: multiline ? prefix : `${prefix} `, bold: true, color: DARK }),
      ...runs(text, { color: DARK })
        .map((run, i) => (i === 0 && multiline ? [new TextRun({ break: 1 }), run] : [run]))
        .flat(),
    ],
  });
}

const NO_BORDERS = {
  top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  bottom: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideHorizontal: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideVertical: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
};

function header(doc: PreparedDcDocument): Table {
  const lines: Paragraph[] = [
    paragraph(
      doc.texts.documentTitle.toUpperCase(),
      { size: SIZE.small, color: LIGHT_ON_TEAL, characterSpacing: 20 },
      { spacing: { after: 60 } },
    ),
    paragraph(doc.name, { bold: true, size: SIZE.name, color: 'FFFFFF' }, { spacing: { after: 40 } }),
  ];
  if (doc.title) lines.push(paragraph(doc.title, { size: SIZE.title, color: 'FFFFFF' }, { spacing: { after: 60 } }));
  if (doc.facts.length) lines.push(paragraph(doc.facts.join('   ·   '), { size: SIZE.body, color: LIGHT_ON_TEAL }));
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

function legend(doc: PreparedDcDocument, idLang: 1 | 2): Paragraph {
  const children: TextRun[] = [
    new TextRun({ text: labelled(doc.texts.levels, '', idLang), size: SIZE.small, color: MUTED }),
  ];
  levelLegend(idLang).forEach(({ level, label }, i) => {
    if (i > 0) children.push(new TextRun({ text: '   ', size: SIZE.small }));
    children.push(new TextRun({ text: '★'.repeat(level), size: SIZE.small, color: TEAL, font: SYMBOL_FONT }));
    children.push(new TextRun({ text: ` ${label}`, size: SIZE.small, color: MUTED }));
  });
  return new Paragraph({ spacing: { after: 120 }, children });
}

/** A type's skills, two per row: name, stars (the legend above gives the levels' names). */
function skillGroup(group: DcDocumentSkillGroup): (Paragraph | Table)[] {
  const nameWidth = Math.round(CONTENT_WIDTH * 0.36);
  const starsWidth = Math.round(CONTENT_WIDTH / 2) - nameWidth;
  const widths = [nameWidth, starsWidth, nameWidth, CONTENT_WIDTH - 2 * nameWidth - starsWidth];
  const cell = (children: Paragraph[], width: number) =>
    new TableCell({
      width: { size: width, type: WidthType.DXA },
      verticalAlign: VerticalAlign.CENTER,
      margins: { top: 30, bottom: 30, left: 60, right: 60 },
      children,
    });
  const skillCells = (index: number) => {
    const skill = group.skills[index];
    if (!skill) return [cell([new Paragraph({})], widths[0]!), cell([new Paragraph({})], widths[1]!)];
    return [
      cell([paragraph(skill.name, { color: DARK })], widths[0]!),
      cell(
        [
          new Paragraph({
            children: [new TextRun({ text: starsText(skill.level), color: TEAL, font: SYMBOL_FONT })],
          }),
        ],
        widths[1]!,
      ),
    ];
  };
  const rows: TableRow[] = [];
  for (let i = 0; i < group.skills.length; i += 2) {
    rows.push(new TableRow({ cantSplit: true, children: [...skillCells(i), ...skillCells(i + 1)] }));
  }
  return [
    paragraph(
      group.typeLabel,
      { bold: true, color: DARK, size: SIZE.subheading },
      { keepNext: true, spacing: { before: 120, after: 40 } },
    ),
    new Table({
      width: { size: CONTENT_WIDTH, type: WidthType.DXA },
      columnWidths: widths,
      layout: TableLayoutType.FIXED,
      borders: NO_BORDERS,
      rows,
    }),
  ];
}

function skillsSection(
  title: string,
  groups: DcDocumentSkillGroup[],
  doc: PreparedDcDocument,
  idLang: 1 | 2,
  withLegend: boolean,
) {
  if (!groups.length) return [];
  return [sectionHeading(title), ...(withLegend ? [legend(doc, idLang)] : []), ...groups.flatMap((g) => skillGroup(g))];
}

function experiencesSection(doc: PreparedDcDocument, idLang: 1 | 2): (Paragraph | Table)[] {
  if (!doc.experiences.length) return [];
  const t = doc.texts;
  const blocks = doc.experiences.flatMap((e, index) => {
    const context = [
      e.client.trim() && labelled(t.client, e.client.trim(), idLang),
      e.project.trim() && labelled(t.project, e.project.trim(), idLang),
    ]
      .filter(Boolean)
      .join('  ·  ');
    const out: (Paragraph | null)[] = [
      paragraph(
        formatPeriod(e.startDate, e.endDate, idLang),
        { bold: true, color: TEAL, size: SIZE.small, allCaps: true },
        {
          keepNext: true,
          spacing: { before: index === 0 ? 0 : 240, after: 20 },
        },
      ),
      paragraph(
        e.position,
        { bold: true, color: DARK, size: SIZE.subheading },
        { keepNext: true, spacing: { after: 20 } },
      ),
      context ? paragraph(context, { color: MUTED }, { keepNext: true, spacing: { after: 80 } }) : null,
      e.description.trim()
        ? paragraph(
            e.description.trim(),
            { color: DARK },
            { alignment: AlignmentType.JUSTIFIED, spacing: { after: 60 } },
          )
        : null,
      labelledParagraph(t.teamsMethods, e.teamsMethods, idLang),
      labelledParagraph(t.tasks, e.tasks, idLang),
      labelledParagraph(t.tools, joinValues(e.tools), idLang),
    ];
    return out.filter((p): p is Paragraph => p !== null);
  });
  return [sectionHeading(t.experiences), ...blocks];
}

interface Item {
  heading: string;
  facts: string[];
  extra?: Paragraph[];
}

/** A list of items: heading in bold, facts in grey under it (or beside it, `inline`), then extra paragraphs. */
function itemsSection(title: string, items: Item[], inline = false): Paragraph[] {
  if (!items.length) return [];
  if (inline) {
    return [
      sectionHeading(title),
      ...items.map(
        (item) =>
          new Paragraph({
            spacing: { after: 40 },
            children: [
              ...runs(item.heading, { bold: true, color: DARK }),
              ...(item.facts.length ? runs(`   ·   ${item.facts.join('   ·   ')}`, { color: MUTED }) : []),
            ],
          }),
      ),
    ];
  }
  return [
    sectionHeading(title),
    ...items.flatMap((item) => [
      paragraph(
        item.heading,
        { bold: true, color: DARK },
        { keepNext: item.facts.length > 0 || Boolean(item.extra?.length), spacing: { before: 80, after: 20 } },
      ),
      ...(item.facts.length ? [paragraph(item.facts.join('  ·  '), { color: MUTED })] : []),
      ...(item.extra ?? []),
    ]),
  ];
}

function body(doc: PreparedDcDocument, data: DcDocumentData): (Paragraph | Table)[] {
  const idLang = data.idLang;
  const t = doc.texts;
  return [
    header(doc),
    ...(doc.summary
      ? [sectionHeading(t.summary), paragraph(doc.summary, { color: DARK }, { alignment: AlignmentType.JUSTIFIED })]
      : []),
    ...skillsSection(t.skills, doc.skillsByType, doc, idLang, true),
    ...skillsSection(t.otherSkills, doc.otherSkillsByType, doc, idLang, !doc.skillsByType.length),
    ...experiencesSection(doc, idLang),
    ...itemsSection(
      t.education,
      doc.education.map((e) => ({ heading: e.degree, facts: educationFacts(e, idLang) })),
    ),
    ...itemsSection(
      t.certifications,
      doc.certifications.map((c) => ({
        heading: c.name,
        facts: certificationFacts(c, idLang),
        extra: [labelledParagraph(t.certifiedSkills, joinValues(c.skills), idLang)].filter(
          (p): p is Paragraph => p !== null,
        ),
      })),
    ),
    ...itemsSection(
      t.languages,
      doc.languages.map((l) => ({ heading: l.name, facts: l.level.trim() ? [l.level.trim()] : [] })),
      true,
    ),
    ...itemsSection(
      t.projects,
      doc.projects.map((p) => ({
        heading: p.name,
        facts: [formatPeriod(p.startDate, p.endDate, idLang)].filter(Boolean),
        extra: p.description.trim()
          ? [paragraph(p.description.trim(), { color: DARK }, { alignment: AlignmentType.JUSTIFIED })]
          : [],
      })),
    ),
  ];
}

function footer(doc: PreparedDcDocument, data: DcDocumentData): Footer {
  const t = doc.texts;
  const left = `${doc.name}  ·  ${t.documentTitle}  ·  ${t.generatedOn} ${formatDay(data.generatedAt, data.idLang)}`;
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
    ],
  });
}

/** Renders the skills file as a .docx document. */
export async function renderDcDocx(data: DcDocumentData): Promise<Buffer> {
  const doc = prepareDcDocument(data);
  const section: ISectionOptions = {
    properties: {
      page: {
        size: { width: PAGE.width, height: PAGE.height },
        margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin, footer: 567 },
      },
    },
    footers: { default: footer(doc, data) },
    children: body(doc, data),
  };
  const document = new Document({
    creator: 'My Skills',
    title: xmlSafe(`${doc.texts.documentTitle} – ${doc.name}`),
    subject: xmlSafe(doc.title),
    styles: {
      default: {
        document: {
          run: {
            font: FONT,
            size: SIZE.body,
            color: DARK,
            language: { value: byLanguage(data.idLang, 'fr-FR', 'en-GB') },
          },
          paragraph: { spacing: { after: 0, line: 264 } },
        },
      },
    },
    sections: [section],
  });
  return Packer.toBuffer(document);
}
