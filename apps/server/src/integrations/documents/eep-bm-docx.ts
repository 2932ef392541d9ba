/**
 * The business-manager review as a Word document (.docx): the same sections as the PDF, in the order of the review's
 * tabs — the skills per category as tables, the global summary with its shaded colour cells and the radar (a PNG of
 * eep-bm-chart.ts's SVG rendered by resvg, its legend and category names drawn in it), the results, the texts — then
 * the signatures and a footer with "page X of Y" and, once signed, the signed document's SHA-256. The pieces are the
 * evaluation's (ea-docx-kit.ts).
 */
import type { Paragraph, Table } from 'docx';
import { DARK, paragraph, renderDocx } from './docx-kit';
import { RADAR_SIZE, renderEepBmRadarPng } from './eep-bm-chart';
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
  SIZE,
  chartFigure,
  footer,
  headerBand,
  labelledParagraph,
  muted,
  sectionHeading,
  signatureTable,
  subheading,
  table,
  tableOrNone,
} from './ea-docx-kit';

type Block = Paragraph | Table;
type Part = (data: EepBmDocumentData, sections: EepBmSections) => Block[];

const general: Part = (data, sections) => [
  sectionHeading(eepBmTextsFor(data.idLang).tabs.general),
  table(sections.general),
];

const skills: Part = (data, sections) => [
  sectionHeading(eepBmTextsFor(data.idLang).tabs.skills),
  muted(sections.scale),
  ...sections.categories.flatMap((c) => [subheading(c.title), ...tableOrNone(c.table, data.idLang)]),
];

const summary: Part = (data, sections) => {
  const t = eepBmTextsFor(data.idLang);
  return [
    sectionHeading(t.tabs.summary),
    table(sections.summary),
    muted(t.colourLegend, { spacing: { before: 80, after: 60 } }),
    ...chartFigure(renderEepBmRadarPng(data), RADAR_SIZE, { title: t.radarTitle, caption: t.radarCaption }, 560),
  ];
};

const results: Part = (data, sections) => [
  sectionHeading(eepBmTextsFor(data.idLang).tabs.results),
  table(sections.results),
];

const criteria: Part = (data) => [
  sectionHeading(eepBmTextsFor(data.idLang).tabs.criteria),
  paragraph(orEmpty(data.promotionCriteria), { color: DARK }),
];

const assessment: Part = (data, sections) => {
  const t = eepBmTextsFor(data.idLang);
  return [
    sectionHeading(t.tabs.assessment),
    ...sections.assessment.map(([label, value]) => labelledParagraph(label, value, data.idLang)),
    subheading(t.languages),
    ...tableOrNone(sections.languages, data.idLang),
  ];
};

const projection: Part = (data, sections) => {
  const t = eepBmTextsFor(data.idLang);
  return [
    sectionHeading(t.tabs.projection),
    table(sections.projection),
    labelledParagraph(t.mobility, data.mobility, data.idLang),
    labelledParagraph(t.functionalMobility, data.functionalMobility, data.idLang),
  ];
};

const wishes: Part = (data) => {
  const t = eepBmTextsFor(data.idLang);
  return [
    sectionHeading(t.tabs.wishes),
    labelledParagraph(t.otherWill, data.otherWill, data.idLang),
    labelledParagraph(t.commentTrainingRequest, data.commentTrainingRequest, data.idLang),
  ];
};

const actions: Part = (data, sections) => [
  sectionHeading(eepBmTextsFor(data.idLang).tabs.actions),
  ...tableOrNone(sections.otherActions, data.idLang),
];

const comments: Part = (data) => {
  const t = eepBmTextsFor(data.idLang);
  return [
    sectionHeading(t.tabs.comments),
    labelledParagraph(t.strengths, data.strengthsManager, data.idLang),
    labelledParagraph(t.areasOfProgress, data.areasOfProgress, data.idLang),
    labelledParagraph(t.actionsToBeImplemented, data.actionsToBeImplemented, data.idLang),
  ];
};

const signatures: Part = (data) => [
  sectionHeading(eepBmTextsFor(data.idLang).signatures),
  signatureTable(eepBmSignatureBlocks(data)),
];

/** The review's sections, in the order of its tabs, then the signatures. */
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

/** Renders the business-manager review as a .docx document. */
export async function renderEepBmDocx(data: EepBmDocumentData): Promise<Buffer> {
  const sections = prepareEepBmSections(data);
  const title = `${data.documentTitle} ${data.year}`;
  return renderDocx({
    title: `${title} – ${eaFullName(data)}`,
    subject: title,
    lang: data.idLang === 2 ? 'en-GB' : 'fr-FR',
    bodySize: SIZE.body,
    footer: footer(data),
    children: [headerBand(data, eepBmHeaderFacts(data)), ...PARTS.flatMap((part) => part(data, sections))],
  });
}
