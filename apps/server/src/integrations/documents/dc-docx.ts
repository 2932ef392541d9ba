/**
 * The skills file as a Word document (.docx): a consulting CV in the file's language.
 * A4, Arial, teal accents; header band, skills with stars, experiences newest first, education,
 * certifications, languages, projects; footer with the page number and the page count.
 */
import {
  AlignmentType,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import {
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
import {
  CONTENT_WIDTH,
  DARK,
  LIGHT_ON_TEAL,
  MUTED,
  NO_BORDERS,
  TEAL,
  footer as docxFooter,
  headerBand,
  labelledRuns,
  paragraph,
  renderDocx,
  runs,
  sectionHeading as docxSectionHeading,
} from './docx-kit';
import { byLanguage } from '@my-skills/shared/ui-language';

const SYMBOL_FONT = 'Segoe UI Symbol';
/** Sizes in half-points. */
const SIZE = { body: 19, small: 16, name: 40, title: 26, heading: 24, subheading: 21 };

const sectionHeading = (text: string) => docxSectionHeading(text, SIZE.heading);

/** 'Label : value' with the label bold, line breaks of the value kept; null for a blank value. */
function labelledParagraph(label: string, value: string, idLang: 1 | 2): Paragraph | null {
  if (!value.trim()) return null;
  return new Paragraph({
    spacing: { after: 60 },
    children: labelledRuns(labelled(label, '', idLang).trimEnd(), value.trim()),
  });
}

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
  return headerBand(lines);
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

/** Renders the skills file as a .docx document. */
export async function renderDcDocx(data: DcDocumentData): Promise<Buffer> {
  const doc = prepareDcDocument(data);
  const t = doc.texts;
  return renderDocx({
    title: `${t.documentTitle} – ${doc.name}`,
    subject: doc.title,
    lang: byLanguage(data.idLang, 'fr-FR', 'en-GB'),
    bodySize: SIZE.body,
    footer: docxFooter({
      left: `${doc.name}  ·  ${t.documentTitle}  ·  ${t.generatedOn} ${formatDay(data.generatedAt, data.idLang)}`,
      page: t.page,
      of: t.of,
      size: SIZE.small,
    }),
    children: body(doc, data),
  });
}
