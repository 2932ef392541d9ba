/**
 * The annual evaluation as a PDF: every section of the form in its order — identity and interview
 * framework, annual review (with last year's objectives), skills assessment (a table per type, the
 * averages and their chart), N+1 objectives, professional evolution, training review and wishes —
 * then the signatures. Footer: "page X of Y" and, once signed, the signed document's SHA-256.
 */
import { MUTED_COLOR, TEXT_COLOR } from './dc-document';
import { chartPdfHeight, drawEaChartPdf } from './ea-chart';
import { eaFullName, eaHeaderFacts, eaTextsFor, orEmpty, signatureBlocks, type EaDocumentData } from './ea-document';
import {
  MARGIN,
  SIZE,
  footers,
  header,
  labelledParagraph,
  paragraph,
  sectionHeading,
  subheading,
  table as drawTable,
} from './ea-pdf-kit';
import { prepareEaSections, type EaSections, type EaTable } from './ea-sections';
import { FONT, clean, contentWidth, ensureSpace, renderPdf, type Pdf } from './pdf-kit';

const table = (doc: Pdf, data: EaDocumentData, spec: EaTable) => drawTable(doc, spec, data.idLang);

/** A table, or 'Aucun élément' when there is no row. */
function tableOrNone(doc: Pdf, data: EaDocumentData, spec: EaTable) {
  if (spec.rows.length) table(doc, data, spec);
  else paragraph(doc, eaTextsFor(data.idLang).none, { color: MUTED_COLOR, gap: 0.2 });
}

function identity(doc: Pdf, data: EaDocumentData, sections: EaSections) {
  sectionHeading(doc, eaTextsFor(data.idLang).identity);
  table(doc, data, sections.identity);
}

function annualReview(doc: Pdf, data: EaDocumentData, sections: EaSections) {
  const t = eaTextsFor(data.idLang);
  const r = data.annualReview;
  sectionHeading(doc, t.annualReview);
  labelledParagraph(doc, t.experienceComment, r.experienceComment, data.idLang);
  subheading(doc, t.appreciation);
  table(doc, data, sections.appreciation);
  doc.moveDown(0.6);
  labelledParagraph(doc, t.performance, r.performance, data.idLang);
  labelledParagraph(doc, t.comment, r.comment, data.idLang);
  subheading(doc, t.lastYearGoals);
  tableOrNone(doc, data, sections.lastYearGoals);
}

function skills(doc: Pdf, data: EaDocumentData, sections: EaSections) {
  const t = eaTextsFor(data.idLang);
  sectionHeading(doc, t.skills);
  paragraph(doc, sections.scale, { color: MUTED_COLOR, size: SIZE.small, gap: 0.2 });
  for (const group of sections.skills) {
    subheading(doc, group.typeLabel);
    tableOrNone(doc, data, group.table);
  }
  subheading(doc, t.summary, 120);
  table(doc, data, sections.summary);
  doc.moveDown(1);
  const height = chartPdfHeight(contentWidth(doc));
  ensureSpace(doc, height + 20);
  const top = doc.y;
  drawEaChartPdf(doc, data.summary, MARGIN.left, top, contentWidth(doc), data.idLang);
  doc.x = MARGIN.left;
  doc.y = top + height;
  paragraph(doc, t.chartCaption, { color: MUTED_COLOR, size: SIZE.small });
}

function goals(doc: Pdf, data: EaDocumentData, sections: EaSections) {
  sectionHeading(doc, eaTextsFor(data.idLang).goals);
  tableOrNone(doc, data, sections.goals);
}

function evolution(doc: Pdf, data: EaDocumentData, sections: EaSections) {
  const t = eaTextsFor(data.idLang);
  const e = data.evolution;
  sectionHeading(doc, t.evolution);
  table(doc, data, sections.evolution);
  doc.moveDown(0.6);
  labelledParagraph(doc, t.mobility, e.mobility, data.idLang);
  labelledParagraph(doc, t.otherActivity, e.otherActivity, data.idLang);
  labelledParagraph(doc, t.otherWill, e.otherWill, data.idLang);
  subheading(doc, t.languages);
  tableOrNone(doc, data, sections.languages);
  subheading(doc, t.otherActions);
  tableOrNone(doc, data, sections.otherActions);
}

function trainings(doc: Pdf, data: EaDocumentData, sections: EaSections) {
  const t = eaTextsFor(data.idLang);
  sectionHeading(doc, t.trainings);
  subheading(doc, t.trainingReview);
  tableOrNone(doc, data, sections.trainingReviews);
  subheading(doc, t.cpf, 20);
  paragraph(doc, sections.cpf);
  subheading(doc, t.trainingWishes);
  tableOrNone(doc, data, sections.trainingWishes);
  doc.moveDown(0.6);
  labelledParagraph(doc, t.commentTrainingRequest, data.commentTrainingRequest, data.idLang);
  sectionHeading(doc, t.synthesis, 30);
  paragraph(doc, orEmpty(data.synthesis));
}

function signatures(doc: Pdf, data: EaDocumentData) {
  const t = eaTextsFor(data.idLang);
  sectionHeading(doc, t.signatures, 80);
  const blocks = signatureBlocks(data);
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

function draw(doc: Pdf, data: EaDocumentData) {
  const sections = prepareEaSections(data);
  header(doc, data, eaHeaderFacts(data));
  identity(doc, data, sections);
  annualReview(doc, data, sections);
  skills(doc, data, sections);
  goals(doc, data, sections);
  evolution(doc, data, sections);
  trainings(doc, data, sections);
  signatures(doc, data);
  footers(doc, data);
}

/** Renders the annual evaluation as a PDF document. */
export function renderEaPdf(data: EaDocumentData): Promise<Buffer> {
  const t = eaTextsFor(data.idLang);
  const info = {
    Title: `${t.documentTitle} ${data.year} – ${eaFullName(data)}`,
    Author: eaFullName(data),
    Subject: `${t.documentTitle} ${data.year}`,
    CreationDate: data.generatedAt,
  };
  return renderPdf({ margins: MARGIN, lang: data.idLang === 2 ? 'en-GB' : 'fr-FR', info }, (doc) => draw(doc, data));
}
