/**
 * The annual evaluation as a PDF: every section of the form in its order — identity and interview
 * framework, annual review (with last year's objectives), skills assessment (a table per type, the
 * averages and their chart), N+1 objectives, professional evolution, training review and wishes —
 * then the signatures. Footer: "page X of Y" and, once signed, the signed document's SHA-256.
 */
import { MUTED_COLOR } from './dc-document';
import { chartPdfHeight, drawEaChartPdf } from './ea-chart';
import { eaFullName, eaHeaderFacts, eaTextsFor, orEmpty, signatureBlocks, type EaDocumentData } from './ea-document';
import {
  MARGIN,
  SIZE,
  figure,
  footers,
  header,
  labelledParagraph,
  paragraph,
  sectionHeading,
  signatureBoxes,
  subheading,
  table as drawTable,
  tableOrNone as drawTableOrNone,
} from './ea-pdf-kit';
import { prepareEaSections, type EaSections, type EaTable } from './ea-sections';
import { eaEvidenceTexts } from './ea-evidence';
import { contentWidth, renderPdf, type Pdf } from './pdf-kit';

const table = (doc: Pdf, data: EaDocumentData, spec: EaTable) => drawTable(doc, spec, data.idLang);
const tableOrNone = (doc: Pdf, data: EaDocumentData, spec: EaTable) => drawTableOrNone(doc, spec, data.idLang);

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
    if (group.evidence) {
      paragraph(doc, eaEvidenceTexts(data.idLang).heading, { color: MUTED_COLOR, size: SIZE.small, gap: 0.2 });
      table(doc, data, group.evidence);
    }
  }
  subheading(doc, t.summary, 120);
  table(doc, data, sections.summary);
  const width = contentWidth(doc);
  figure(
    doc,
    chartPdfHeight(width),
    (x, y) => drawEaChartPdf(doc, data.summary, x, y, width, data.idLang),
    t.chartCaption,
  );
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
  signatureBoxes(doc, signatureBlocks(data));
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
