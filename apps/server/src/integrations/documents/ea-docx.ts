/**
 * The annual evaluation as a Word document (.docx): the same sections as the PDF, in the form's order,
 * ratings as tables (skill, employee, manager, last year, comments), the averages with their chart
 * (a PNG drawn by ea-chart.ts, its legend and type names in a caption), the signatures, and a footer
 * with "page X of Y" and, once signed, the signed document's SHA-256.
 */
import { AlignmentType, ImageRun, LineRuleType, Paragraph, TextRun, type Table } from 'docx';
import { CHART_PNG, chartLegend, renderEaChartPng } from './ea-chart';
import {
  averageText,
  eaFullName,
  eaHeaderFacts,
  eaTextsFor,
  evolutionTerms,
  formatEaDate,
  identityFacts,
  labelledEa,
  orEmpty,
  scoreLegend,
  scoreText,
  signatureBlocks,
  skillComments,
  yesNo,
  type EaDocumentData,
} from './ea-document';
import { DARK, MUTED, paragraph, renderDocx } from './docx-kit';
import {
  SIZE,
  footer,
  headerBand,
  labelledParagraph,
  muted,
  sectionHeading,
  signatureTable,
  subheading,
  table,
  type DocxColumn,
} from './ea-docx-kit';
import { xmlSafe } from './text';

type Block = Paragraph | Table;

const date = (d: string | null, idLang: 1 | 2) => orEmpty(formatEaDate(d, idLang));
const spacer = () => new Paragraph({ spacing: { after: 80 } });

/** A table, or 'Aucun élément' when there is no row. */
function tableOrNone(data: EaDocumentData, columns: DocxColumn[], rows: string[][]): Block[] {
  return rows.length ? [table(columns, rows)] : [muted(eaTextsFor(data.idLang).none)];
}

function identity(data: EaDocumentData): Block[] {
  const t = eaTextsFor(data.idLang);
  const facts = identityFacts(data);
  const rows: string[][] = [];
  for (let i = 0; i < facts.length; i += 2) rows.push([...facts[i]!, ...(facts[i + 1] ?? ['', ''])]);
  const label = { header: '', share: 0.2, bold: true, color: '#666666' };
  return [
    sectionHeading(t.identity),
    table([label, { header: '', share: 0.3 }, label, { header: '', share: 0.3 }], rows, { header: false }),
  ];
}

function annualReview(data: EaDocumentData): Block[] {
  const t = eaTextsFor(data.idLang);
  const idLang = data.idLang;
  const r = data.annualReview;
  return [
    sectionHeading(t.annualReview),
    labelledParagraph(t.experienceComment, r.experienceComment, idLang),
    subheading(t.appreciation),
    table(
      [
        { header: '', share: 0.2, bold: true, color: '#666666' },
        { header: t.employee, share: 0.4 },
        { header: t.manager, share: 0.4 },
      ],
      (['contributions', 'strengths', 'weaknesses'] as const).map((key) => [
        t[key],
        orEmpty(r.consultant[key]),
        orEmpty(r.manager[key]),
      ]),
    ),
    spacer(),
    labelledParagraph(t.performance, r.performance, idLang),
    labelledParagraph(t.comment, r.comment, idLang),
    subheading(t.lastYearGoals),
    ...tableOrNone(
      data,
      [
        { header: t.goal, share: 0.3 },
        { header: t.measure, share: 0.2 },
        { header: t.dueDate, share: 0.13 },
        { header: t.achievement, share: 0.14 },
        { header: t.comment, share: 0.23 },
      ],
      data.lastYearGoals.map((g) => [
        orEmpty(g.text),
        orEmpty(g.measure),
        date(g.dueDate, idLang),
        orEmpty(g.achievement),
        orEmpty(g.comment),
      ]),
    ),
  ];
}

/** The chart image, then its legend (coloured squares) and the numbered type names. */
function chart(data: EaDocumentData): Block[] {
  const t = eaTextsFor(data.idLang);
  const displayWidth = 620;
  const image = new ImageRun({
    type: 'png',
    data: renderEaChartPng(data.summary),
    transformation: { width: displayWidth, height: Math.round((displayWidth * CHART_PNG.height) / CHART_PNG.width) },
    altText: { name: 'chart', title: xmlSafe(t.summary), description: xmlSafe(t.chartCaption) },
  });
  const legend = chartLegend(data.idLang).flatMap((entry, i) => [
    ...(i > 0 ? [new TextRun({ text: '     ', size: SIZE.small })] : []),
    new TextRun({ text: '■', color: entry.color.replace('#', '').toUpperCase(), size: SIZE.small + 4 }),
    new TextRun({ text: ` ${xmlSafe(entry.label)}`, color: MUTED, size: SIZE.small }),
  ]);
  const names = data.summary.map((row, i) => `${i + 1} ${row.typeLabel}`).join('   ·   ');
  return [
    new Paragraph({
      keepNext: true,
      // An explicit rule: without one LibreOffice reads the default spacing as exact and clips the image.
      spacing: { before: 200, line: 240, lineRule: LineRuleType.AUTO },
      alignment: AlignmentType.CENTER,
      children: [image],
    }),
    new Paragraph({ keepNext: true, alignment: AlignmentType.CENTER, spacing: { after: 40 }, children: legend }),
    muted(names, { alignment: AlignmentType.CENTER, keepNext: true }),
    muted(t.chartCaption, { alignment: AlignmentType.CENTER }),
  ];
}

function skills(data: EaDocumentData): Block[] {
  const t = eaTextsFor(data.idLang);
  const idLang = data.idLang;
  const scale = scoreLegend(idLang)
    .map((l) => `${l.score} ${l.label}`)
    .join('   ·   ');
  const columns: DocxColumn[] = [
    { header: t.skill, share: 0.27 },
    { header: t.employee, share: 0.11, align: 'center' },
    { header: t.manager, share: 0.11, align: 'center' },
    { header: t.lastYear, share: 0.11, align: 'center' },
    { header: t.comments, share: 0.4 },
  ];
  return [
    sectionHeading(t.skills),
    muted(labelledEa(t.scale, scale, idLang)),
    ...data.skills.flatMap((group) => [
      subheading(group.typeLabel),
      ...tableOrNone(
        data,
        columns,
        group.lines.map((l) => [
          orEmpty(l.label),
          scoreText(l.consultant),
          scoreText(l.manager),
          scoreText(l.lastYear),
          skillComments(l, idLang),
        ]),
      ),
    ]),
    subheading(t.summary),
    table(
      [
        { header: t.type, share: 0.46 },
        { header: t.employee, share: 0.18, align: 'center' },
        { header: t.manager, share: 0.18, align: 'center' },
        { header: t.lastYear, share: 0.18, align: 'center' },
      ],
      data.summary.map((row) => [
        row.typeLabel,
        averageText(row.consultant, idLang),
        averageText(row.manager, idLang),
        averageText(row.lastYear, idLang),
      ]),
    ),
    ...chart(data),
  ];
}

function goals(data: EaDocumentData): Block[] {
  const t = eaTextsFor(data.idLang);
  return [
    sectionHeading(t.goals),
    ...tableOrNone(
      data,
      [
        { header: t.goal, share: 0.5 },
        { header: t.measure, share: 0.32 },
        { header: t.dueDate, share: 0.18 },
      ],
      data.goals.map((g) => [orEmpty(g.text), orEmpty(g.measure), date(g.dueDate, data.idLang)]),
    ),
  ];
}

function evolution(data: EaDocumentData): Block[] {
  const t = eaTextsFor(data.idLang);
  const idLang = data.idLang;
  const e = data.evolution;
  return [
    sectionHeading(t.evolution),
    table(
      [
        { header: t.term, share: 0.16, bold: true, color: '#666666' },
        { header: t.goal, share: 0.28 },
        { header: t.motivation, share: 0.28 },
        { header: t.way, share: 0.28 },
      ],
      evolutionTerms(data).map(([label, term]) => [
        label,
        orEmpty(term.goal),
        orEmpty(term.motivation),
        orEmpty(term.way),
      ]),
    ),
    spacer(),
    labelledParagraph(t.mobility, e.mobility, idLang),
    labelledParagraph(t.otherActivity, e.otherActivity, idLang),
    labelledParagraph(t.otherWill, e.otherWill, idLang),
    subheading(t.languages),
    ...tableOrNone(
      data,
      [
        { header: t.language, share: 0.5 },
        { header: t.level, share: 0.5 },
      ],
      data.languages.map((l) => [orEmpty(l.name), orEmpty(l.level)]),
    ),
    subheading(t.otherActions),
    ...tableOrNone(
      data,
      [
        { header: t.actionType, share: 0.3 },
        { header: t.motivationJustification, share: 0.35 },
        { header: t.implementationSystems, share: 0.35 },
      ],
      data.otherActions.map((a) => [
        orEmpty(a.actionType),
        orEmpty(a.motivationJustification),
        orEmpty(a.implementationSystems),
      ]),
    ),
  ];
}

function trainings(data: EaDocumentData): Block[] {
  const t = eaTextsFor(data.idLang);
  const idLang = data.idLang;
  const cpf = [
    labelledEa(t.cpfHours, data.cpf.hours === null ? '—' : String(data.cpf.hours), idLang),
    labelledEa(t.cpfDate, date(data.cpf.date, idLang), idLang),
    labelledEa(t.cpfOkTraining, yesNo(data.cpf.okTraining, idLang), idLang),
  ].join('      ');
  return [
    sectionHeading(t.trainings),
    subheading(t.trainingReview),
    ...tableOrNone(
      data,
      [
        { header: t.training, share: 0.34 },
        { header: t.date, share: 0.14 },
        { header: t.evaluation, share: 0.18 },
        { header: t.comment, share: 0.34 },
      ],
      data.trainingReviews.map((r) => [
        orEmpty(r.name),
        date(r.date, idLang),
        orEmpty(r.evaluation),
        orEmpty(r.comment),
      ]),
    ),
    subheading(t.cpf),
    paragraph(cpf, { color: DARK }),
    subheading(t.trainingWishes),
    ...tableOrNone(
      data,
      [
        { header: t.type, share: 0.16 },
        { header: t.title, share: 0.34 },
        { header: t.organism, share: 0.2 },
        { header: t.desiredDate, share: 0.18 },
        { header: t.hours, share: 0.12, align: 'right' },
      ],
      data.trainingWishes.map((w) => [
        orEmpty(w.typeLabel),
        orEmpty(w.title),
        orEmpty(w.organism),
        date(w.desiredDate, idLang),
        w.hours === null ? '—' : String(w.hours),
      ]),
    ),
    spacer(),
    labelledParagraph(t.commentTrainingRequest, data.commentTrainingRequest, idLang),
    sectionHeading(t.synthesis),
    paragraph(orEmpty(data.synthesis), { color: DARK }),
  ];
}

function body(data: EaDocumentData): Block[] {
  const t = eaTextsFor(data.idLang);
  return [
    headerBand(data, eaHeaderFacts(data)),
    ...identity(data),
    ...annualReview(data),
    ...skills(data),
    ...goals(data),
    ...evolution(data),
    ...trainings(data),
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
