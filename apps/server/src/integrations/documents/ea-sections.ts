/**
 * The evaluation's tables and lines as both renderers show them (`renderEaDocx`, `renderEaPdf`): columns
 * (header, share of the width, alignment, emphasis) and the rows' texts, an empty field as '—'.
 * `prepareEaSections` builds them once; the renderers only draw them. Kept apart from ea-document.ts
 * (the model and its rules), which is long enough.
 */
import { MUTED_COLOR } from './dc-document';
import {
  averageText,
  eaTextsFor,
  evolutionTerms,
  formatEaDate,
  identityFacts,
  labelledEa,
  orEmpty,
  scoreLegend,
  scoreText,
  skillComments,
  yesNo,
  type EaDocumentData,
  type EaDocumentSkillGroup,
} from './ea-document';
import { evidenceTable } from './ea-evidence';

export interface EaColumn {
  header: string;
  /** Share of the content width (the shares of a table add up to 1). */
  share: number;
  align?: 'left' | 'center' | 'right';
  bold?: boolean;
  color?: string;
}

export interface EaTable {
  columns: EaColumn[];
  rows: string[][];
  /** False for a table without a header row (the identity block). */
  header?: boolean;
  /** A background per row and cell ('#rrggbb'; null or absent: the table's own), e.g. a status colour. */
  fills?: (readonly (string | null)[] | undefined)[];
}

/** A label column: bold, muted. */
const label = (header: string, share: number): EaColumn => ({ header, share, bold: true, color: MUTED_COLOR });
const date = (d: string | null, data: EaDocumentData) => orEmpty(formatEaDate(d, data.idLang));
const hours = (value: number | null) => (value === null ? '—' : String(value));

/** The identity block: two label / value pairs a row, no header row. */
function identityTable(data: EaDocumentData): EaTable {
  const facts = identityFacts(data);
  const rows: string[][] = [];
  for (let i = 0; i < facts.length; i += 2) rows.push([...facts[i]!, ...(facts[i + 1] ?? ['', ''])]);
  return {
    columns: [label('', 0.2), { header: '', share: 0.3 }, label('', 0.2), { header: '', share: 0.3 }],
    rows,
    header: false,
  };
}

/** Contributions, strengths and weaknesses: the employee's and the manager's. */
function appreciationTable(data: EaDocumentData): EaTable {
  const t = eaTextsFor(data.idLang);
  const r = data.annualReview;
  return {
    columns: [label('', 0.2), { header: t.employee, share: 0.4 }, { header: t.manager, share: 0.4 }],
    rows: (['contributions', 'strengths', 'weaknesses'] as const).map((key) => [
      t[key],
      orEmpty(r.consultant[key]),
      orEmpty(r.manager[key]),
    ]),
  };
}

function lastYearGoalsTable(data: EaDocumentData): EaTable {
  const t = eaTextsFor(data.idLang);
  return {
    columns: [
      { header: t.goal, share: 0.3 },
      { header: t.measure, share: 0.2 },
      { header: t.dueDate, share: 0.12 },
      { header: t.achievement, share: 0.14 },
      { header: t.comment, share: 0.24 },
    ],
    rows: data.lastYearGoals.map((g) => [
      orEmpty(g.text),
      orEmpty(g.measure),
      date(g.dueDate, data),
      orEmpty(g.achievement),
      orEmpty(g.comment),
    ]),
  };
}

/** 'Échelle : 0 Non concerné · 1 …', above the skills' tables. */
function scaleLine(data: EaDocumentData): string {
  const scale = scoreLegend(data.idLang)
    .map((l) => `${l.score} ${l.label}`)
    .join('   ·   ');
  return labelledEa(eaTextsFor(data.idLang).scale, scale, data.idLang);
}

/** A skill type's lines: skill, the three scores, the comments. */
function skillTable(data: EaDocumentData, group: EaDocumentSkillGroup): EaTable {
  const t = eaTextsFor(data.idLang);
  return {
    columns: [
      { header: t.skill, share: 0.27 },
      { header: t.employee, share: 0.11, align: 'center' },
      { header: t.manager, share: 0.11, align: 'center' },
      { header: t.lastYear, share: 0.11, align: 'center' },
      { header: t.comments, share: 0.4 },
    ],
    rows: group.lines.map((l) => [
      orEmpty(l.label),
      scoreText(l.consultant),
      scoreText(l.manager),
      scoreText(l.lastYear),
      skillComments(l, data.idLang),
    ]),
  };
}

/** The averages by type. */
function summaryTable(data: EaDocumentData): EaTable {
  const t = eaTextsFor(data.idLang);
  return {
    columns: [
      { header: t.type, share: 0.46 },
      { header: t.employee, share: 0.18, align: 'center' },
      { header: t.manager, share: 0.18, align: 'center' },
      { header: t.lastYear, share: 0.18, align: 'center' },
    ],
    rows: data.summary.map((row) => [
      row.typeLabel,
      averageText(row.consultant, data.idLang),
      averageText(row.manager, data.idLang),
      averageText(row.lastYear, data.idLang),
    ]),
  };
}

function goalsTable(data: EaDocumentData): EaTable {
  const t = eaTextsFor(data.idLang);
  return {
    columns: [
      { header: t.goal, share: 0.5 },
      { header: t.measure, share: 0.32 },
      { header: t.dueDate, share: 0.18 },
    ],
    rows: data.goals.map((g) => [orEmpty(g.text), orEmpty(g.measure), date(g.dueDate, data)]),
  };
}

/** Short, medium and long term: goal, motivation, way. */
function evolutionTable(data: EaDocumentData): EaTable {
  const t = eaTextsFor(data.idLang);
  return {
    columns: [
      label(t.term, 0.16),
      { header: t.goal, share: 0.28 },
      { header: t.motivation, share: 0.28 },
      { header: t.way, share: 0.28 },
    ],
    rows: evolutionTerms(data).map(([term, goal]) => [
      term,
      orEmpty(goal.goal),
      orEmpty(goal.motivation),
      orEmpty(goal.way),
    ]),
  };
}

/** The language skills of an evaluation or a review: name and level. */
export function languagesTable(
  t: { language: string; level: string },
  languages: readonly { name: string; level: string }[],
): EaTable {
  return {
    columns: [
      { header: t.language, share: 0.5 },
      { header: t.level, share: 0.5 },
    ],
    rows: languages.map((l) => [orEmpty(l.name), orEmpty(l.level)]),
  };
}

/** The next year's actions of an evaluation or a review. */
export function otherActionsTable(
  t: { actionType: string; motivationJustification: string; implementationSystems: string },
  actions: readonly { actionType: string; motivationJustification: string; implementationSystems: string }[],
): EaTable {
  return {
    columns: [
      { header: t.actionType, share: 0.3 },
      { header: t.motivationJustification, share: 0.35 },
      { header: t.implementationSystems, share: 0.35 },
    ],
    rows: actions.map((a) => [
      orEmpty(a.actionType),
      orEmpty(a.motivationJustification),
      orEmpty(a.implementationSystems),
    ]),
  };
}

function trainingReviewsTable(data: EaDocumentData): EaTable {
  const t = eaTextsFor(data.idLang);
  return {
    columns: [
      { header: t.training, share: 0.34 },
      { header: t.date, share: 0.14 },
      { header: t.evaluation, share: 0.18 },
      { header: t.comment, share: 0.34 },
    ],
    rows: data.trainingReviews.map((r) => [
      orEmpty(r.name),
      date(r.date, data),
      orEmpty(r.evaluation),
      orEmpty(r.comment),
    ]),
  };
}

/** 'Heures CPF : 24      Date : …      Formation validée : Oui'. */
function cpfLine(data: EaDocumentData): string {
  const t = eaTextsFor(data.idLang);
  const idLang = data.idLang;
  return [
    labelledEa(t.cpfHours, hours(data.cpf.hours), idLang),
    labelledEa(t.cpfDate, date(data.cpf.date, data), idLang),
    labelledEa(t.cpfOkTraining, yesNo(data.cpf.okTraining, idLang), idLang),
  ].join('      ');
}

function trainingWishesTable(data: EaDocumentData): EaTable {
  const t = eaTextsFor(data.idLang);
  return {
    columns: [
      { header: t.type, share: 0.16 },
      { header: t.title, share: 0.34 },
      { header: t.organism, share: 0.2 },
      { header: t.desiredDate, share: 0.18 },
      { header: t.hours, share: 0.12, align: 'right' },
    ],
    rows: data.trainingWishes.map((w) => [
      orEmpty(w.typeLabel),
      orEmpty(w.title),
      orEmpty(w.organism),
      date(w.desiredDate, data),
      hours(w.hours),
    ]),
  };
}

/** Every table and line of the evaluation's documents, in the form's order. */
export function prepareEaSections(data: EaDocumentData) {
  return {
    identity: identityTable(data),
    appreciation: appreciationTable(data),
    lastYearGoals: lastYearGoalsTable(data),
    scale: scaleLine(data),
    skills: data.skills.map((group) => ({
      typeLabel: group.typeLabel,
      table: skillTable(data, group),
      /** The evidence under the type's rated skills, when the export asks for it. */
      evidence: data.withEvidence ? evidenceTable(data, group) : null,
    })),
    summary: summaryTable(data),
    goals: goalsTable(data),
    evolution: evolutionTable(data),
    languages: languagesTable(eaTextsFor(data.idLang), data.languages),
    otherActions: otherActionsTable(eaTextsFor(data.idLang), data.otherActions),
    trainingReviews: trainingReviewsTable(data),
    cpf: cpfLine(data),
    trainingWishes: trainingWishesTable(data),
  };
}
export type EaSections = ReturnType<typeof prepareEaSections>;
