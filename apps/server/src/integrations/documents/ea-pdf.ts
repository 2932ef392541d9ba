/**
 * The annual evaluation as a PDF: every section of the form in its order — identity and interview
 * framework, annual review (with last year's objectives), skills assessment (a table per type, the
 * averages and their chart), N+1 objectives, professional evolution, training review and wishes —
 * then the signatures. Footer: "page X of Y" and, once signed, the signed document's SHA-256.
 */
import { MUTED_COLOR, TEXT_COLOR } from './dc-document';
import { CHART_PDF_HEIGHT, drawEaChartPdf } from './ea-chart';
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
import {
  MARGIN,
  SIZE,
  footers,
  header,
  labelledParagraph,
  paragraph,
  sectionHeading,
  subheading,
  table,
  type PdfColumn,
} from './ea-pdf-kit';
import { DOT, FONT, clean, contentWidth, ensureSpace, renderPdf, type Pdf } from './pdf-kit';

const date = (d: string | null, idLang: 1 | 2) => orEmpty(formatEaDate(d, idLang));

function none(doc: Pdf, data: EaDocumentData) {
  paragraph(doc, eaTextsFor(data.idLang).none, { color: MUTED_COLOR, gap: 0.2 });
}

function identity(doc: Pdf, data: EaDocumentData) {
  const t = eaTextsFor(data.idLang);
  sectionHeading(doc, t.identity);
  const facts = identityFacts(data);
  const rows: string[][] = [];
  for (let i = 0; i < facts.length; i += 2) rows.push([...facts[i]!, ...(facts[i + 1] ?? ['', ''])]);
  const columns: PdfColumn[] = [
    { header: '', share: 0.2, bold: true, color: MUTED_COLOR },
    { header: '', share: 0.3 },
    { header: '', share: 0.2, bold: true, color: MUTED_COLOR },
    { header: '', share: 0.3 },
  ];
  table(doc, columns, rows, { header: false, idLang: data.idLang });
}

function annualReview(doc: Pdf, data: EaDocumentData) {
  const t = eaTextsFor(data.idLang);
  const r = data.annualReview;
  sectionHeading(doc, t.annualReview);
  labelledParagraph(doc, t.experienceComment, r.experienceComment, data.idLang);
  subheading(doc, t.appreciation);
  table(
    doc,
    [
      { header: '', share: 0.2, bold: true, color: MUTED_COLOR },
      { header: t.employee, share: 0.4 },
      { header: t.manager, share: 0.4 },
    ],
    (['contributions', 'strengths', 'weaknesses'] as const).map((key) => [
      t[key],
      orEmpty(r.consultant[key]),
      orEmpty(r.manager[key]),
    ]),
    { idLang: data.idLang },
  );
  doc.moveDown(0.6);
  labelledParagraph(doc, t.performance, r.performance, data.idLang);
  labelledParagraph(doc, t.comment, r.comment, data.idLang);
  subheading(doc, t.lastYearGoals);
  if (!data.lastYearGoals.length) return none(doc, data);
  table(
    doc,
    [
      { header: t.goal, share: 0.3 },
      { header: t.measure, share: 0.2 },
      { header: t.dueDate, share: 0.12 },
      { header: t.achievement, share: 0.14 },
      { header: t.comment, share: 0.24 },
    ],
    data.lastYearGoals.map((g) => [
      orEmpty(g.text),
      orEmpty(g.measure),
      date(g.dueDate, data.idLang),
      orEmpty(g.achievement),
      orEmpty(g.comment),
    ]),
    { idLang: data.idLang },
  );
}

function skills(doc: Pdf, data: EaDocumentData) {
  const t = eaTextsFor(data.idLang);
  sectionHeading(doc, t.skills);
  paragraph(
    doc,
    labelledEa(
      t.scale,
      scoreLegend(data.idLang)
        .map((l) => `${l.score} ${l.label}`)
        .join(DOT),
      data.idLang,
    ),
    { color: MUTED_COLOR, size: SIZE.small, gap: 0.2 },
  );
  const columns: PdfColumn[] = [
    { header: t.skill, share: 0.27 },
    { header: t.employee, share: 0.11, align: 'center' },
    { header: t.manager, share: 0.11, align: 'center' },
    { header: t.lastYear, share: 0.11, align: 'center' },
    { header: t.comments, share: 0.4 },
  ];
  for (const group of data.skills) {
    subheading(doc, group.typeLabel);
    if (!group.lines.length) {
      none(doc, data);
      continue;
    }
    table(
      doc,
      columns,
      group.lines.map((l) => [
        orEmpty(l.label),
        scoreText(l.consultant),
        scoreText(l.manager),
        scoreText(l.lastYear),
        skillComments(l, data.idLang),
      ]),
      { idLang: data.idLang },
    );
  }
  subheading(doc, t.summary, 120);
  table(
    doc,
    [
      { header: t.type, share: 0.46 },
      { header: t.employee, share: 0.18, align: 'center' },
      { header: t.manager, share: 0.18, align: 'center' },
      { header: t.lastYear, share: 0.18, align: 'center' },
    ],
    data.summary.map((row) => [
      row.typeLabel,
      averageText(row.consultant, data.idLang),
      averageText(row.manager, data.idLang),
      averageText(row.lastYear, data.idLang),
    ]),
    { idLang: data.idLang },
  );
  doc.moveDown(1);
  ensureSpace(doc, CHART_PDF_HEIGHT + 20);
  const top = doc.y;
  drawEaChartPdf(doc, data.summary, MARGIN.left, top, contentWidth(doc), data.idLang);
  doc.x = MARGIN.left;
  doc.y = top + CHART_PDF_HEIGHT;
  paragraph(doc, t.chartCaption, { color: MUTED_COLOR, size: SIZE.small });
}

function goals(doc: Pdf, data: EaDocumentData) {
  const t = eaTextsFor(data.idLang);
  sectionHeading(doc, t.goals);
  if (!data.goals.length) return none(doc, data);
  table(
    doc,
    [
      { header: t.goal, share: 0.5 },
      { header: t.measure, share: 0.32 },
      { header: t.dueDate, share: 0.18 },
    ],
    data.goals.map((g) => [orEmpty(g.text), orEmpty(g.measure), date(g.dueDate, data.idLang)]),
    { idLang: data.idLang },
  );
}

function evolution(doc: Pdf, data: EaDocumentData) {
  const t = eaTextsFor(data.idLang);
  const e = data.evolution;
  sectionHeading(doc, t.evolution);
  table(
    doc,
    [
      { header: t.term, share: 0.16, bold: true, color: MUTED_COLOR },
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
    { idLang: data.idLang },
  );
  doc.moveDown(0.6);
  labelledParagraph(doc, t.mobility, e.mobility, data.idLang);
  labelledParagraph(doc, t.otherActivity, e.otherActivity, data.idLang);
  labelledParagraph(doc, t.otherWill, e.otherWill, data.idLang);
  subheading(doc, t.languages);
  if (data.languages.length)
    table(
      doc,
      [
        { header: t.language, share: 0.5 },
        { header: t.level, share: 0.5 },
      ],
      data.languages.map((l) => [orEmpty(l.name), orEmpty(l.level)]),
      { idLang: data.idLang },
    );
  else none(doc, data);
  subheading(doc, t.otherActions);
  if (data.otherActions.length)
    table(
      doc,
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
      { idLang: data.idLang },
    );
  else none(doc, data);
}

function trainings(doc: Pdf, data: EaDocumentData) {
  const t = eaTextsFor(data.idLang);
  const idLang = data.idLang;
  sectionHeading(doc, t.trainings);
  subheading(doc, t.trainingReview);
  if (data.trainingReviews.length)
    table(
      doc,
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
      { idLang },
    );
  else none(doc, data);
  subheading(doc, t.cpf, 20);
  paragraph(
    doc,
    [
      labelledEa(t.cpfHours, data.cpf.hours === null ? '—' : String(data.cpf.hours), idLang),
      labelledEa(t.cpfDate, date(data.cpf.date, idLang), idLang),
      labelledEa(t.cpfOkTraining, yesNo(data.cpf.okTraining, idLang), idLang),
    ].join('      '),
  );
  subheading(doc, t.trainingWishes);
  if (data.trainingWishes.length)
    table(
      doc,
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
      { idLang },
    );
  else none(doc, data);
  doc.moveDown(0.6);
  labelledParagraph(doc, t.commentTrainingRequest, data.commentTrainingRequest, idLang);
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
  header(doc, data, eaHeaderFacts(data));
  identity(doc, data);
  annualReview(doc, data);
  skills(doc, data);
  goals(doc, data);
  evolution(doc, data);
  trainings(doc, data);
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
