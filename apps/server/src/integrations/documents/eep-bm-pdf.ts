/**
 * The business-manager review as a PDF: the header, the global summary first (colours on the difference and
 * assessment cells) with its radar drawn as vectors, then each other tab as a section in its order — general
 * information, the skills evaluation (a table per category), the results, the criteria to evolve, the skills assessment with
 * the languages, the professional projection, the other wishes, the next year's actions and the manager's comments —
 * then the signatures. Footer: "page X of Y" and, once signed, the signed document's SHA-256. The pieces are the
 * evaluation's (ea-pdf-kit.ts).
 */
import { MUTED_COLOR } from './dc-document';
import { drawEepBmRadarPdf, radarPdfHeight } from './eep-bm-chart';
import {
  eepBmHeaderFacts,
  eepBmSignatureBlocks,
  eepBmTextsFor,
  prepareEepBmSections,
  type EepBmDocumentData,
  type EepBmSections,
} from './eep-bm-document';
import { eaFullName, orEmpty } from './ea-document';
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
  table,
  tableOrNone,
} from './ea-pdf-kit';
import { contentWidth, renderPdf, type Pdf } from './pdf-kit';

type Part = (doc: Pdf, data: EepBmDocumentData, sections: EepBmSections) => void;

const general: Part = (doc, data, sections) => {
  sectionHeading(doc, eepBmTextsFor(data.idLang).tabs.general);
  table(doc, sections.general, data.idLang);
};

const skills: Part = (doc, data, sections) => {
  sectionHeading(doc, eepBmTextsFor(data.idLang).tabs.skills);
  paragraph(doc, sections.scale, { color: MUTED_COLOR, size: SIZE.small, gap: 0.2 });
  for (const category of sections.categories) {
    subheading(doc, category.title);
    tableOrNone(doc, category.table, data.idLang);
  }
};

const summary: Part = (doc, data, sections) => {
  const t = eepBmTextsFor(data.idLang);
  sectionHeading(doc, t.tabs.summary, 120);
  table(doc, sections.summary, data.idLang);
  doc.moveDown(0.4);
  paragraph(doc, t.colourLegend, { color: MUTED_COLOR, size: SIZE.small });
  const width = contentWidth(doc);
  figure(doc, radarPdfHeight(width), (x, y) => drawEepBmRadarPdf(doc, data, x, y, width), t.radarCaption);
};

const results: Part = (doc, data, sections) => {
  sectionHeading(doc, eepBmTextsFor(data.idLang).tabs.results);
  table(doc, sections.results, data.idLang);
};

const criteria: Part = (doc, data) => {
  sectionHeading(doc, eepBmTextsFor(data.idLang).tabs.criteria, 30);
  paragraph(doc, orEmpty(data.promotionCriteria));
};

const assessment: Part = (doc, data, sections) => {
  const t = eepBmTextsFor(data.idLang);
  sectionHeading(doc, t.tabs.assessment);
  for (const [label, value] of sections.assessment) labelledParagraph(doc, label, value, data.idLang);
  subheading(doc, t.languages);
  tableOrNone(doc, sections.languages, data.idLang);
};

const projection: Part = (doc, data, sections) => {
  const t = eepBmTextsFor(data.idLang);
  sectionHeading(doc, t.tabs.projection);
  table(doc, sections.projection, data.idLang);
  doc.moveDown(0.6);
  labelledParagraph(doc, t.mobility, data.mobility, data.idLang);
  labelledParagraph(doc, t.functionalMobility, data.functionalMobility, data.idLang);
};

const wishes: Part = (doc, data) => {
  const t = eepBmTextsFor(data.idLang);
  sectionHeading(doc, t.tabs.wishes, 30);
  labelledParagraph(doc, t.otherWill, data.otherWill, data.idLang);
  labelledParagraph(doc, t.commentTrainingRequest, data.commentTrainingRequest, data.idLang);
};

const actions: Part = (doc, data, sections) => {
  sectionHeading(doc, eepBmTextsFor(data.idLang).tabs.actions);
  tableOrNone(doc, sections.otherActions, data.idLang);
};

const comments: Part = (doc, data) => {
  const t = eepBmTextsFor(data.idLang);
  sectionHeading(doc, t.tabs.comments, 30);
  labelledParagraph(doc, t.strengths, data.strengthsManager, data.idLang);
  labelledParagraph(doc, t.areasOfProgress, data.areasOfProgress, data.idLang);
  labelledParagraph(doc, t.actionsToBeImplemented, data.actionsToBeImplemented, data.idLang);
};

const signatures: Part = (doc, data) => {
  sectionHeading(doc, eepBmTextsFor(data.idLang).signatures, 80);
  signatureBoxes(doc, eepBmSignatureBlocks(data));
};

/**
 * The review's sections: the global summary with its radar first — the page a reader decides on opens the document —
 * then the other tabs in their order, then the signatures.
 */
const PARTS = [
  summary,
  general,
  skills,
  results,
  criteria,
  assessment,
  projection,
  wishes,
  actions,
  comments,
  signatures,
];

/** Renders the business-manager review as a PDF document. */
export function renderEepBmPdf(data: EepBmDocumentData): Promise<Buffer> {
  const title = `${data.documentTitle} ${data.year}`;
  const info = {
    Title: `${title} – ${eaFullName(data)}`,
    Author: eaFullName(data),
    Subject: title,
    CreationDate: data.generatedAt,
  };
  return renderPdf({ margins: MARGIN, lang: data.idLang === 2 ? 'en-GB' : 'fr-FR', info }, (doc) => {
    const sections = prepareEepBmSections(data);
    header(doc, data, eepBmHeaderFacts(data));
    for (const part of PARTS) part(doc, data, sections);
    footers(doc, data);
  });
}
