/**
 * The skills file as a PDF: the same consulting CV as the .docx, drawn with pdfkit's standard
 * Helvetica (WinAnsi: French accents, œ, ’ and € are shown; other characters get a close stand-in,
 * see text.ts). A4; teal header band; stars drawn as shapes; footer with "page X of Y" on every page.
 */
import PDFDocument from 'pdfkit';
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
  type DcDocumentData,
  type DcDocumentSkillGroup,
  type DcSkillLevel,
  type PreparedDcDocument,
} from './dc-document';
import { winAnsiSafe } from './text';
import { byLanguage } from '@my-skills/shared/ui-language';

type Pdf = PDFKit.PDFDocument;

const MARGIN = { top: 48, bottom: 64, left: 50, right: 50 };
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const SIZE = { body: 9.5, small: 8, name: 22, title: 13, heading: 11.5, subheading: 10.5 };
const LIGHT_ON_TEAL = '#d8f0f1';
const EMPTY_STAR = '#c9d3d4';
const RULE_COLOR = '#dfe6e7';

const clean = (text: string) => winAnsiSafe(text);

const contentWidth = (doc: Pdf) => doc.page.width - MARGIN.left - MARGIN.right;
const bottomLimit = (doc: Pdf) => doc.page.height - MARGIN.bottom;

/** Starts a new page unless `height` points still fit on this one. */
function ensureSpace(doc: Pdf, height: number) {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

function star(doc: Pdf, x: number, y: number, radius: number, color: string) {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? radius : radius * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([x + r * Math.cos(angle), y + r * Math.sin(angle)]);
  }
  doc
    .save()
    .polygon(...points)
    .fill(color)
    .restore();
}

/** `count` stars (four by default), `level` of them filled; (x, y) is the centre of the first. */
function stars(doc: Pdf, x: number, y: number, level: DcSkillLevel, radius = 4, count = 4) {
  for (let i = 0; i < count; i++) star(doc, x + i * (radius * 2 + 2), y, radius, i < level ? ACCENT : EMPTY_STAR);
}

function header(doc: Pdf, prepared: PreparedDcDocument) {
  const width = doc.page.width;
  const top = 0;
  const x = MARGIN.left;
  const textWidth = contentWidth(doc);
  // Measure first, then draw the band behind the text.
  doc.font(FONT.bold).fontSize(SIZE.name);
  let height = 36 + doc.heightOfString(clean(prepared.name), { width: textWidth });
  if (prepared.title)
    height +=
      4 + doc.font(FONT.regular).fontSize(SIZE.title).heightOfString(clean(prepared.title), { width: textWidth });
  if (prepared.facts.length)
    height += 6 + doc.font(FONT.regular).fontSize(SIZE.body).heightOfString('Ag', { width: textWidth });
  height += 26;
  doc.save().rect(0, top, width, height).fill(ACCENT).restore();

  doc.y = 30;
  doc
    .fillColor(LIGHT_ON_TEAL)
    .font(FONT.regular)
    .fontSize(SIZE.small)
    .text(clean(prepared.texts.documentTitle.toUpperCase()), x, doc.y, { characterSpacing: 1.2, width: textWidth });
  doc.moveDown(0.3);
  doc
    .fillColor('#ffffff')
    .font(FONT.bold)
    .fontSize(SIZE.name)
    .text(clean(prepared.name), x, doc.y, { width: textWidth });
  if (prepared.title)
    doc
      .moveDown(0.1)
      .font(FONT.regular)
      .fontSize(SIZE.title)
      .text(clean(prepared.title), x, doc.y, { width: textWidth });
  if (prepared.facts.length) {
    doc
      .moveDown(0.35)
      .fillColor(LIGHT_ON_TEAL)
      .font(FONT.regular)
      .fontSize(SIZE.body)
      .text(clean(prepared.facts.join('   ·   ')), x, doc.y, { width: textWidth });
  }
  doc.y = height + 14;
  doc.x = x;
}

function sectionHeading(doc: Pdf, title: string, keepWith = 60) {
  doc.moveDown(0.9);
  ensureSpace(doc, 28 + keepWith);
  const y = doc.y;
  doc
    .fillColor(ACCENT)
    .font(FONT.bold)
    .fontSize(SIZE.heading)
    .text(clean(title.toUpperCase()), MARGIN.left, y, { characterSpacing: 0.6, width: contentWidth(doc) });
  const ruleY = doc.y + 2;
  doc
    .save()
    .moveTo(MARGIN.left, ruleY)
    .lineTo(MARGIN.left + contentWidth(doc), ruleY)
    .lineWidth(0.8)
    .strokeColor(ACCENT)
    .stroke()
    .restore();
  doc.y = ruleY + 7;
  doc.x = MARGIN.left;
}

function paragraph(
  doc: Pdf,
  text: string,
  options: { color?: string; size?: number; bold?: boolean; gap?: number; justify?: boolean } = {},
) {
  doc
    .fillColor(options.color ?? TEXT_COLOR)
    .font(options.bold ? FONT.bold : FONT.regular)
    .fontSize(options.size ?? SIZE.body)
    .text(clean(text), MARGIN.left, doc.y, {
      width: contentWidth(doc),
      align: options.justify ? 'justify' : 'left',
      lineGap: 1.5,
    });
  if (options.gap) doc.moveDown(options.gap);
}

/** 'Label : value' with the label bold; a value of several lines starts under its label. */
function labelledParagraph(doc: Pdf, label: string, value: string, idLang: 1 | 2) {
  const text = value.trim();
  if (!text) return;
  const prefix = labelled(label, '', idLang).trimEnd();
  const multiline = text.includes('\n');
  ensureSpace(doc, 24);
  if (multiline) {
    paragraph(doc, prefix, { bold: true });
    paragraph(doc, text);
  } else {
    doc
      .fillColor(TEXT_COLOR)
      .font(FONT.bold)
      .fontSize(SIZE.body)
      .text(clean(`${prefix} `), MARGIN.left, doc.y, { width: contentWidth(doc), continued: true, lineGap: 1.5 })
      .font(FONT.regular)
      .text(clean(text), { width: contentWidth(doc), lineGap: 1.5 });
  }
  doc.moveDown(0.25);
}

function legend(doc: Pdf, prepared: PreparedDcDocument, idLang: 1 | 2) {
  const y = doc.y;
  let x = MARGIN.left;
  doc.fillColor(MUTED_COLOR).font(FONT.regular).fontSize(SIZE.small);
  const title = clean(labelled(prepared.texts.levels, '', idLang).trimEnd());
  doc.text(title, x, y, { lineBreak: false });
  x += doc.widthOfString(title) + 8;
  for (const { level, label } of levelLegend(idLang)) {
    stars(doc, x + 3, y + 3.2, level, 3, level);
    x += level * 8 + 3;
    const text = clean(label);
    doc.fillColor(MUTED_COLOR).text(text, x, y, { lineBreak: false });
    x += doc.widthOfString(text) + 14;
  }
  doc.x = MARGIN.left;
  doc.y = y + 14;
}

/** A type's skills in two columns: name, then four stars. */
function skillGroup(doc: Pdf, group: DcDocumentSkillGroup) {
  const columnWidth = contentWidth(doc) / 2;
  const starsWidth = 4 * 10;
  const nameWidth = columnWidth - starsWidth - 18;
  ensureSpace(doc, 34);
  doc.moveDown(0.3);
  doc
    .fillColor(TEXT_COLOR)
    .font(FONT.bold)
    .fontSize(SIZE.subheading)
    .text(clean(group.typeLabel), MARGIN.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.2);
  doc.font(FONT.regular).fontSize(SIZE.body);
  for (let i = 0; i < group.skills.length; i += 2) {
    const pair = group.skills.slice(i, i + 2);
    const height = Math.max(...pair.map((s) => doc.heightOfString(clean(s.name), { width: nameWidth })), 11) + 4;
    ensureSpace(doc, height);
    const y = doc.y;
    pair.forEach((skill, column) => {
      const x = MARGIN.left + column * columnWidth;
      doc
        .fillColor(TEXT_COLOR)
        .font(FONT.regular)
        .fontSize(SIZE.body)
        .text(clean(skill.name), x, y + 3, { width: nameWidth });
      stars(doc, x + nameWidth + 8, y + 7.5, skill.level);
    });
    doc
      .save()
      .moveTo(MARGIN.left, y + height)
      .lineTo(MARGIN.left + contentWidth(doc), y + height)
      .lineWidth(0.4)
      .strokeColor(RULE_COLOR)
      .stroke()
      .restore();
    doc.x = MARGIN.left;
    doc.y = y + height;
  }
}

function skillsSection(
  doc: Pdf,
  prepared: PreparedDcDocument,
  title: string,
  groups: DcDocumentSkillGroup[],
  idLang: 1 | 2,
  withLegend: boolean,
) {
  if (!groups.length) return;
  sectionHeading(doc, title);
  if (withLegend) legend(doc, prepared, idLang);
  for (const group of groups) skillGroup(doc, group);
}

function experiences(doc: Pdf, prepared: PreparedDcDocument, idLang: 1 | 2) {
  if (!prepared.experiences.length) return;
  const t = prepared.texts;
  sectionHeading(doc, t.experiences, 80);
  prepared.experiences.forEach((e, index) => {
    if (index > 0) doc.moveDown(0.6);
    ensureSpace(doc, 80);
    // A thin rule between experiences, unless this one opens a page.
    if (index > 0 && doc.y > MARGIN.top + 1) {
      const y = doc.y - 4;
      doc
        .save()
        .moveTo(MARGIN.left, y)
        .lineTo(MARGIN.left + contentWidth(doc), y)
        .lineWidth(0.4)
        .strokeColor(RULE_COLOR)
        .stroke()
        .restore();
      doc.y = y + 6;
    }
    const period = formatPeriod(e.startDate, e.endDate, idLang);
    if (period) paragraph(doc, period.toUpperCase(), { color: ACCENT, size: SIZE.small, bold: true, gap: 0.15 });
    paragraph(doc, e.position, { bold: true, size: SIZE.subheading, gap: 0.1 });
    const context = [
      e.client.trim() && labelled(t.client, e.client.trim(), idLang),
      e.project.trim() && labelled(t.project, e.project.trim(), idLang),
    ]
      .filter(Boolean)
      .join('   ·   ');
    if (context) paragraph(doc, context, { color: MUTED_COLOR, gap: 0.35 });
    if (e.description.trim()) paragraph(doc, e.description.trim(), { justify: true, gap: 0.3 });
    labelledParagraph(doc, t.teamsMethods, e.teamsMethods, idLang);
    labelledParagraph(doc, t.tasks, e.tasks, idLang);
    labelledParagraph(doc, t.tools, joinValues(e.tools), idLang);
  });
}

interface Item {
  heading: string;
  facts: string[];
  lines?: { label?: string; text: string }[];
}

/** A list of items: heading in bold, facts in grey under it (or beside it, `inline`), then lines. */
function items(doc: Pdf, title: string, list: Item[], idLang: 1 | 2, inline = false) {
  if (!list.length) return;
  sectionHeading(doc, title);
  list.forEach((item, index) => {
    if (index > 0) doc.moveDown(inline ? 0.2 : 0.45);
    ensureSpace(doc, inline ? 14 : 30);
    if (inline && item.facts.length) {
      doc
        .fillColor(TEXT_COLOR)
        .font(FONT.bold)
        .fontSize(SIZE.body)
        .text(clean(item.heading), MARGIN.left, doc.y, { width: contentWidth(doc), continued: true })
        .fillColor(MUTED_COLOR)
        .font(FONT.regular)
        .text(clean(`   ·   ${item.facts.join('   ·   ')}`));
      return;
    }
    paragraph(doc, item.heading, { bold: true });
    if (item.facts.length) paragraph(doc, item.facts.join('   ·   '), { color: MUTED_COLOR });
    for (const line of item.lines ?? []) {
      doc.moveDown(0.15);
      if (line.label) labelledParagraph(doc, line.label, line.text, idLang);
      else paragraph(doc, line.text, { justify: true });
    }
  });
}

function footers(doc: Pdf, prepared: PreparedDcDocument, data: DcDocumentData) {
  const t = prepared.texts;
  const range = doc.bufferedPageRange();
  const left = clean(
    `${prepared.name}   ·   ${t.documentTitle}   ·   ${t.generatedOn} ${formatDay(data.generatedAt, data.idLang)}`,
  );
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
    doc.page.margins.bottom = MARGIN.bottom;
  }
}

function draw(doc: Pdf, data: DcDocumentData) {
  const prepared = prepareDcDocument(data);
  const idLang = data.idLang;
  const t = prepared.texts;
  header(doc, prepared);
  if (prepared.summary) {
    sectionHeading(doc, t.summary);
    paragraph(doc, prepared.summary, { justify: true });
  }
  skillsSection(doc, prepared, t.skills, prepared.skillsByType, idLang, true);
  skillsSection(doc, prepared, t.otherSkills, prepared.otherSkillsByType, idLang, !prepared.skillsByType.length);
  experiences(doc, prepared, idLang);
  items(
    doc,
    t.education,
    prepared.education.map((e) => ({ heading: e.degree, facts: educationFacts(e, idLang) })),
    idLang,
  );
  items(
    doc,
    t.certifications,
    prepared.certifications.map((c) => ({
      heading: c.name,
      facts: certificationFacts(c, idLang),
      lines: c.skills.length ? [{ label: t.certifiedSkills, text: joinValues(c.skills) }] : [],
    })),
    idLang,
  );
  items(
    doc,
    t.languages,
    prepared.languages.map((l) => ({ heading: l.name, facts: l.level.trim() ? [l.level.trim()] : [] })),
    idLang,
    true,
  );
  items(
    doc,
    t.projects,
    prepared.projects.map((p) => ({
      heading: p.name,
      facts: [formatPeriod(p.startDate, p.endDate, idLang)].filter(Boolean),
      lines: p.description.trim() ? [{ text: p.description.trim() }] : [],
    })),
    idLang,
  );
  footers(doc, prepared, data);
}

/** Renders the skills file as a PDF document. */
export function renderDcPdf(data: DcDocumentData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const prepared = prepareDcDocument(data);
    const doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      lang: byLanguage(data.idLang, 'fr-FR', 'en-GB'),
      displayTitle: true,
      info: {
        Title: clean(`${prepared.texts.documentTitle} – ${prepared.name}`),
        Author: clean(prepared.name),
        Subject: clean(prepared.title),
        Creator: 'My Skills',
        CreationDate: data.generatedAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc, data);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
