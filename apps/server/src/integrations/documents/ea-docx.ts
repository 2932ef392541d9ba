/**
 * The annual evaluation as a Word document (.docx): the same sections as the PDF, in the form's order,
 * ratings as tables (skill, employee, manager, last year, comments), the averages with their chart
 * (a PNG of ea-chart.ts's SVG, rendered by resvg, with its legend and type names), the signatures, and a footer
 * with "page X of Y" and, once signed, the signed document's SHA-256.
 */
import { Paragraph, type Table } from 'docx';
import { CHART_SIZE, renderEaChartPng } from './ea-chart';
import { eaFullName, eaHeaderFacts, eaTextsFor, orEmpty, signatureBlocks, type EaDocumentData } from './ea-document';
import { DARK, paragraph, renderDocx } from './docx-kit';
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
  tableOrNone as kitTableOrNone,
} from './ea-docx-kit';
import { prepareEaSections, type EaSections, type EaTable } from './ea-sections';
import { eaEvidenceTexts } from './ea-evidence';

type Block = Paragraph | Table;

const spacer = () => new Paragraph({ spacing: { after: 80 } });

/** A table, or 'Aucun élément' when there is no row. */
const tableOrNone = (data: EaDocumentData, spec: EaTable): Block[] => kitTableOrNone(spec, data.idLang);

/** Last year's goals; Word's cells pad more than the PDF's: the due date takes 0.01 of the comment's width. */
function lastYearGoals(spec: EaTable): EaTable {
  const shares = [0.3, 0.2, 0.13, 0.14, 0.23];
  return { ...spec, columns: spec.columns.map((c, i) => ({ ...c, share: shares[i]! })) };
}

function identity(data: EaDocumentData, sections: EaSections): Block[] {
  return [sectionHeading(eaTextsFor(data.idLang).identity), table(sections.identity)];
}

function annualReview(data: EaDocumentData, sections: EaSections): Block[] {
  const t = eaTextsFor(data.idLang);
  const idLang = data.idLang;
  const r = data.annualReview;
  return [
    sectionHeading(t.annualReview),
    labelledParagraph(t.experienceComment, r.experienceComment, idLang),
    subheading(t.appreciation),
    table(sections.appreciation),
    spacer(),
    labelledParagraph(t.performance, r.performance, idLang),
    labelledParagraph(t.comment, r.comment, idLang),
    subheading(t.lastYearGoals),
    ...tableOrNone(data, lastYearGoals(sections.lastYearGoals)),
  ];
}

/** The chart image (its legend and type names drawn in it), then its caption. */
function chart(data: EaDocumentData): Block[] {
  const t = eaTextsFor(data.idLang);
  return chartFigure(renderEaChartPng(data.summary, data.idLang), CHART_SIZE, {
    title: t.summary,
    caption: t.chartCaption,
  });
}

function skills(data: EaDocumentData, sections: EaSections): Block[] {
  const t = eaTextsFor(data.idLang);
  return [
    sectionHeading(t.skills),
    muted(sections.scale),
    ...sections.skills.flatMap((group) => [
      subheading(group.typeLabel),
      ...tableOrNone(data, group.table),
      ...(group.evidence ? [muted(eaEvidenceTexts(data.idLang).heading), table(group.evidence)] : []),
    ]),
    subheading(t.summary),
    table(sections.summary),
    ...chart(data),
  ];
}

function goals(data: EaDocumentData, sections: EaSections): Block[] {
  return [sectionHeading(eaTextsFor(data.idLang).goals), ...tableOrNone(data, sections.goals)];
}

function evolution(data: EaDocumentData, sections: EaSections): Block[] {
  const t = eaTextsFor(data.idLang);
  const idLang = data.idLang;
  const e = data.evolution;
  return [
    sectionHeading(t.evolution),
    table(sections.evolution),
    spacer(),
    labelledParagraph(t.mobility, e.mobility, idLang),
    labelledParagraph(t.otherActivity, e.otherActivity, idLang),
    labelledParagraph(t.otherWill, e.otherWill, idLang),
    subheading(t.languages),
    ...tableOrNone(data, sections.languages),
    subheading(t.otherActions),
    ...tableOrNone(data, sections.otherActions),
  ];
}

function trainings(data: EaDocumentData, sections: EaSections): Block[] {
  const t = eaTextsFor(data.idLang);
  return [
    sectionHeading(t.trainings),
    subheading(t.trainingReview),
    ...tableOrNone(data, sections.trainingReviews),
    subheading(t.cpf),
    paragraph(sections.cpf, { color: DARK }),
    subheading(t.trainingWishes),
    ...tableOrNone(data, sections.trainingWishes),
    spacer(),
    labelledParagraph(t.commentTrainingRequest, data.commentTrainingRequest, data.idLang),
    sectionHeading(t.synthesis),
    paragraph(orEmpty(data.synthesis), { color: DARK }),
  ];
}

function body(data: EaDocumentData): Block[] {
  const sections = prepareEaSections(data);
  const t = eaTextsFor(data.idLang);
  return [
    headerBand(data, eaHeaderFacts(data)),
    ...identity(data, sections),
    ...annualReview(data, sections),
    ...skills(data, sections),
    ...goals(data, sections),
    ...evolution(data, sections),
    ...trainings(data, sections),
    sectionHeading(t.signatures),
    signatureTable(signatureBlocks(data)),
  ];
}

/** Renders the annual evaluation as a .docx document. */
export async function renderEaDocx(data: EaDocumentData): Promise<Buffer> {
  const t = eaTextsFor(data.idLang);
  return renderDocx({
    title: `${t.documentTitle} ${data.year} – ${eaFullName(data)}`,
    subject: `${t.documentTitle} ${data.year}`,
    lang: data.idLang === 2 ? 'en-GB' : 'fr-FR',
    bodySize: SIZE.body,
    footer: footer(data),
    children: body(data),
  });
}
