/**
 * The skills file as a PDF: the same consulting CV as the .docx, drawn with pdfkit's standard
 * Helvetica (WinAnsi: French accents, œ, ’ and € are shown; other characters get a close stand-in,
 * see text.ts). A4; teal header band; stars drawn as shapes; footer with "page X of Y" on every page.
 */
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
import {
  DOT,
  FONT,
  LIGHT_ON_TEAL,
  clean,
  contentWidth,
  ensureSpace,
  footers,
  pdfText,
  renderPdf,
  rule,
  type Pdf,
} from './pdf-kit';
import { byLanguage } from '@my-skills/shared/ui-language';

const MARGIN = { top: 48, bottom: 64, left: 50, right: 50 };
const SIZE = { body: 9.5, small: 8, name: 22, title: 13, heading: 11.5, subheading: 10.5 };
const EMPTY_STAR = '#c9d3d4';
const RULE_COLOR = '#dfe6e7';

const { sectionHeading, paragraph, labelledText } = pdfText({
  size: SIZE,
  lineGap: 1.5,
  heading: { before: 0.9, room: 28 },
});

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
      .text(clean(prepared.facts.join(DOT)), x, doc.y, { width: textWidth });
  }
  doc.y = height + 14;
  doc.x = x;
}

/** 'Label : value' with the label bold; nothing for a blank value. */
function labelledParagraph(doc: Pdf, label: string, value: string, idLang: 1 | 2) {
  const text = value.trim();
  if (!text) return;
  labelledText(doc, labelled(label, '', idLang).trimEnd(), text);
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
    rule(doc, y + height, 0.4, RULE_COLOR);
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
      rule(doc, y, 0.4, RULE_COLOR);
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
      .join(DOT);
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
        .text(clean(`   ·   ${item.facts.join(DOT)}`));
      return;
    }
    paragraph(doc, item.heading, { bold: true });
    if (item.facts.length) paragraph(doc, item.facts.join(DOT), { color: MUTED_COLOR });
    for (const line of item.lines ?? []) {
      doc.moveDown(0.15);
      if (line.label) labelledParagraph(doc, line.label, line.text, idLang);
      else paragraph(doc, line.text, { justify: true });
    }
  });
}

function draw(doc: Pdf, data: DcDocumentData, prepared: PreparedDcDocument) {
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
  footers(doc, {
    left: [prepared.name, t.documentTitle, `${t.generatedOn} ${formatDay(data.generatedAt, idLang)}`].join(DOT),
    page: t.page,
    of: t.of,
    size: SIZE.small,
  });
}

/** Renders the skills file as a PDF document. */
export function renderDcPdf(data: DcDocumentData): Promise<Buffer> {
  const prepared = prepareDcDocument(data);
  const info = {
    Title: `${prepared.texts.documentTitle} – ${prepared.name}`,
    Author: prepared.name,
    Subject: prepared.title,
    CreationDate: data.generatedAt,
  };
  return renderPdf({ margins: MARGIN, lang: byLanguage(data.idLang, 'fr-FR', 'en-GB'), info }, (doc) =>
    draw(doc, data, prepared),
  );
}
