/**
 * The annual evaluation (EA/EEP) export: the view model both renderers take (`renderEaDocx`, `renderEaPdf`),
 * (with the translated texts of ea-texts.ts) and the pure rules they share (dates, scores, averages, section contents).
 *
 * Everything in `EaDocumentData` is already in the evaluation's language (`idLang`): status, skill types,
 * criteria, language levels and training types are passed translated. `buildEaDocumentData` fills the
 * model from values shaped like the evaluation's API answer (numbers for ratings, flat skill lines), so
 * the service only has to pick the fields and pass names in the evaluation's language.
 * Unlike the skills file, every section of the form is shown, an empty field as '—'.
 */
import { EVALUATION_RATINGS, SCORE_LEVELS } from '@my-skills/shared/constants';
import { SKILL_EVALUATION_TYPES, skillsSummary, type SkillEvaluationTypeId } from '@my-skills/shared/evaluation-rules';
import type { CalendarDate } from './dc-document';
import { eaTextsFor, type EaDocumentLangId } from './ea-texts';
import { personFileName } from './text';

export { eaTextsFor, type EaDocumentLangId, type EaDocumentTexts } from './ea-texts';
export type { CalendarDate };

/** What an empty field shows. */
const EMPTY = '—';

export interface EaAppreciation {
  contributions: string;
  strengths: string;
  weaknesses: string;
}

export interface EaTermGoal {
  goal: string;
  motivation: string;
  way: string;
}

/** One rated line of the skills assessment; scores 0–4 (0 Not concerned), null when not rated. */
export interface EaDocumentSkillLine {
  label: string;
  consultant: number | null;
  manager: number | null;
  /** The manager's rating of the same line last year. */
  lastYear: number | null;
  commentConsultant: string;
  commentManager: string;
  /**
   * The confirmed evidence behind the line's catalogue skill (issue 22 §3), listed when the export asks for it;
   * absent for a line that is no catalogue skill (a criterion).
   */
  evidence?: EaEvidenceItem[];
}

/** One confirmed evidence item of a rated skill (ea-evidence.ts formats it). */
export interface EaEvidenceItem {
  kind: 'experience' | 'certification' | 'training';
  label: string;
  detail: string;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
}

export interface EaDocumentSkillGroup {
  idType: SkillEvaluationTypeId;
  typeLabel: string;
  lines: EaDocumentSkillLine[];
}

/** Averages of one type over its rated lines (0 and empty left out), null when none. */
export interface EaDocumentSummaryRow {
  idType: SkillEvaluationTypeId;
  typeLabel: string;
  consultant: number | null;
  manager: number | null;
  lastYear: number | null;
}

export interface EaDocumentGoal {
  text: string;
  measure: string;
  dueDate: CalendarDate | null;
}

export interface EaDocumentLastYearGoal extends EaDocumentGoal {
  /** The achievement's label (EVALUATION_RATINGS), '' when not rated. */
  achievement: string;
  comment: string;
}

export interface EaDocumentOtherAction {
  actionType: string;
  motivationJustification: string;
  implementationSystems: string;
}

export interface EaDocumentTrainingReview {
  name: string;
  date: CalendarDate | null;
  /** The evaluation's label (EVALUATION_RATINGS), '' when not rated. */
  evaluation: string;
  comment: string;
}

export interface EaDocumentTrainingWish {
  typeLabel: string;
  title: string;
  organism: string;
  desiredDate: CalendarDate | null;
  hours: number | null;
}

/** Everything an evaluation document shows, already in the evaluation's language. */
export interface EaDocumentData {
  idLang: EaDocumentLangId;
  year: number;
  statusName: string;
  person: { firstName: string; lastName: string; reference: string | null };
  /** The manager's full name, '' when none. */
  manager: string;
  cadreEntretien: {
    experience: string;
    society: string;
    birthDate: CalendarDate | null;
    hireDate: CalendarDate | null;
    function: string;
    interviewDate: CalendarDate | null;
    lastInterviewDate: CalendarDate | null;
  };
  annualReview: {
    experienceComment: string;
    consultant: EaAppreciation;
    manager: EaAppreciation;
    /** The overall performance rating's label, '' when not rated. */
    performance: string;
    comment: string;
  };
  lastYearGoals: EaDocumentLastYearGoal[];
  /** The five types in the form's order (a type without lines is kept, shown as empty). */
  skills: EaDocumentSkillGroup[];
  /** The evidence is listed under the rated skills (an option of the export; never in the signed PDF). */
  withEvidence: boolean;
  summary: EaDocumentSummaryRow[];
  goals: EaDocumentGoal[];
  evolution: {
    shortTerm: EaTermGoal;
    mediumTerm: EaTermGoal;
    longTerm: EaTermGoal;
    mobility: string;
    otherActivity: string;
    otherWill: string;
  };
  languages: { name: string; level: string }[];
  otherActions: EaDocumentOtherAction[];
  trainingReviews: EaDocumentTrainingReview[];
  cpf: { hours: number | null; date: CalendarDate | null; okTraining: boolean | null };
  trainingWishes: EaDocumentTrainingWish[];
  commentTrainingRequest: string;
  synthesis: string;
  signatures: {
    employee: { name: string; submittedAt: CalendarDate | Date | null };
    manager: { name: string; signedAt: CalendarDate | Date | null };
  };
  /** SHA-256 (hex) of the signed PDF; null before signing. Printed in the footer when present. */
  documentHash: string | null;
  generatedAt: Date;
}

// ── pure helpers ───────────────────────────────────────────────────────────────

/** '12/03/2024' in French, '12 March 2024' in English; '' for an absent date. */
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * '12/03/2024' in French, '12 March 2024' in English (as the skills file's `formatDay`, without building
 * an Intl formatter per call: an evaluation has dozens of dates); '' for an absent or unreadable date.
 * A `Date` is read in UTC.
 */
export function formatEaDate(date: CalendarDate | Date | null, idLang: EaDocumentLangId): string {
  if (!date) return '';
  let year: number, month: number, day: number;
  if (date instanceof Date) {
    if (Number.isNaN(date.getTime())) return '';
    [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  } else {
    const match = DATE_PATTERN.exec(date);
    if (!match) return '';
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  if (month < 1 || month > 12 || day < 1 || day > 31) return '';
  if (idLang === 2) return `${day} ${MONTHS_EN[month - 1]!} ${year}`;
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** 'Maîtrise en autonomie' for 3; '' for null or out of the scale. */
export function scoreLabel(score: number | null, idLang: EaDocumentLangId): string {
  const level = SCORE_LEVELS.find((l) => l.id === score);
  return level ? (idLang === 2 ? level.en : level.fr) : '';
}

/** The scale 0–4 with its labels, for the documents' legend. */
export const scoreLegend = (idLang: EaDocumentLangId) =>
  SCORE_LEVELS.map((l) => ({ score: l.id as number, label: idLang === 2 ? l.en : l.fr }));

/** 'Très satisfaisant' for 1; '' for null or an unknown rating. */
export function ratingLabel(rating: number | null, idLang: EaDocumentLangId): string {
  const entry = EVALUATION_RATINGS.find((r) => r.id === rating);
  return entry ? (idLang === 2 ? entry.en : entry.fr) : '';
}

/** A score in a cell: '3', '—' when not rated. */
export const scoreText = (score: number | null) => (score === null ? EMPTY : String(score));

/** An average: '2,50' in French, '2.50' in English, '—' when none. */
export function averageText(value: number | null, idLang: EaDocumentLangId): string {
  if (value === null) return EMPTY;
  const text = value.toFixed(2);
  return idLang === 2 ? text : text.replace('.', ',');
}

/** The text of a field, '—' when blank. */
export const orEmpty = (value: string | null | undefined) => (value?.trim() ? value.trim() : EMPTY);

/** 'Oui' / 'Yes', 'Non' / 'No', '—'. */
export function yesNo(value: boolean | null, idLang: EaDocumentLangId): string {
  if (value === null) return EMPTY;
  const t = eaTextsFor(idLang);
  return value ? t.yes : t.no;
}

/** 'Manager : Paul Durand' in French (space before the colon), 'Manager: Paul Durand' in English. */
export const labelledEa = (label: string, value: string, idLang: EaDocumentLangId) =>
  idLang === 2 ? `${label}: ${value}` : `${label} : ${value}`;

/**
 * What the kits' header band and footer read of a document (the evaluation, the business-manager review):
 * `documentTitle` in the document's language, the evaluation's when absent.
 */
export type EaKitDocument = Pick<EaDocumentData, 'idLang' | 'year' | 'documentHash' | 'generatedAt'> & {
  person: { firstName: string; lastName: string };
  documentTitle?: string;
};

/** The document's title in its header and footer: its own, or the evaluation's. */
export const eaDocumentTitle = (data: EaKitDocument) => data.documentTitle ?? eaTextsFor(data.idLang).documentTitle;

export const eaFullName = (data: Pick<EaKitDocument, 'person'>) =>
  `${data.person.firstName} ${data.person.lastName}`.trim();

/** Under the name in the header: 'Année 2025 · Réf. AM-0042 · Manager : Paul Durand · Statut : Validé'. */
export function eaHeaderFacts(data: EaDocumentData): string[] {
  const t = eaTextsFor(data.idLang);
  const facts = [labelledEa(t.year, String(data.year), data.idLang)];
  if (data.person.reference?.trim()) facts.push(`${t.reference} ${data.person.reference.trim()}`);
  if (data.manager.trim()) facts.push(labelledEa(t.manager, data.manager.trim(), data.idLang));
  if (data.statusName.trim()) facts.push(labelledEa(t.status, data.statusName.trim(), data.idLang));
  return facts;
}

/** The identity block as label / value pairs, in the form's order. */
export function identityFacts(data: EaDocumentData): [string, string][] {
  const t = eaTextsFor(data.idLang);
  const c = data.cadreEntretien;
  const date = (d: CalendarDate | null) => orEmpty(formatEaDate(d, data.idLang));
  return [
    [t.experience, orEmpty(c.experience)],
    [t.society, orEmpty(c.society)],
    [t.birthDate, date(c.birthDate)],
    [t.hireDate, date(c.hireDate)],
    [t.function, orEmpty(c.function)],
    [t.manager, orEmpty(data.manager)],
    [t.interviewDate, date(c.interviewDate)],
    [t.lastInterviewDate, date(c.lastInterviewDate)],
  ];
}

/** The three terms of the professional evolution, labelled. */
export function evolutionTerms(data: EaDocumentData): [string, EaTermGoal][] {
  const t = eaTextsFor(data.idLang);
  const e = data.evolution;
  return [
    [t.shortTerm, e.shortTerm],
    [t.mediumTerm, e.mediumTerm],
    [t.longTerm, e.longTerm],
  ];
}

/** The comments of a skill line in one cell: 'Salarié : …' and 'Manager : …', those given only. */
export function skillComments(line: EaDocumentSkillLine, idLang: EaDocumentLangId): string {
  const t = eaTextsFor(idLang);
  return [
    line.commentConsultant.trim() && labelledEa(t.employee, line.commentConsultant.trim(), idLang),
    line.commentManager.trim() && labelledEa(t.manager, line.commentManager.trim(), idLang),
  ]
    .filter(Boolean)
    .join('\n');
}

/** The signature lines: employee then manager, a date or 'Non signé'. */
export function signatureBlocks(data: Pick<EaDocumentData, 'idLang' | 'signatures'>) {
  const t = eaTextsFor(data.idLang);
  const { employee, manager } = data.signatures;
  const when = (label: string, date: CalendarDate | Date | null) =>
    date ? labelledEa(label, formatEaDate(date, data.idLang), data.idLang) : t.notYet;
  return [
    { role: t.employee, name: orEmpty(employee.name), date: when(t.submittedOn, employee.submittedAt) },
    { role: t.manager, name: orEmpty(manager.name), date: when(t.signedOn, manager.signedAt) },
  ];
}

/** The footer's line about the signed document, or null before signing. */
export const hashLine = (data: Pick<EaDocumentData, 'idLang' | 'documentHash'>) =>
  data.documentHash?.trim() ? labelledEa(eaTextsFor(data.idLang).hash, data.documentHash.trim(), data.idLang) : null;

/** A file name for the export: 'EA_2025_Martin_Alice_FR.pdf'. */
export function eaDocumentFileName(data: EaDocumentData, extension: 'docx' | 'pdf'): string {
  const name = personFileName(data.person);
  return `EA_${data.year}_${name}_${data.idLang === 2 ? 'EN' : 'FR'}.${extension}`;
}

// ── builder ────────────────────────────────────────────────────────────────────

/** A skill line as the evaluation's API answers it (`EaDetails['skills']` fits). */
export interface EaSkillLineInput {
  idType: number;
  label: string;
  noteConsultant: number | null;
  noteManager: number | null;
  lastYearNote: number | null;
  commentConsultant: string;
  commentManager: string;
  /** Its confirmed evidence (only with `withEvidence`; absent: the line is no catalogue skill). */
  evidence?: EaEvidenceItem[];
}

type Ratings<T, K extends keyof T> = Omit<T, K> & { [P in K]: number | null };

/**
 * What `buildEaDocumentData` takes: the evaluation's own values, ratings as numbers (translated here in
 * `idLang`), skill lines flat with their type. Optional parts default to empty.
 */
export interface EaDocumentInput {
  idLang: EaDocumentLangId;
  year: number;
  statusName?: string;
  person: { firstName: string; lastName: string; reference?: string | null };
  manager?: string;
  cadreEntretien?: Partial<EaDocumentData['cadreEntretien']>;
  annualReview?: Partial<Ratings<EaDocumentData['annualReview'], 'performance'>>;
  lastYearGoals?: Ratings<EaDocumentLastYearGoal, 'achievement'>[];
  skills?: EaSkillLineInput[];
  /** Type labels in `idLang` by type id; default the shared list's. */
  typeLabels?: Partial<Record<SkillEvaluationTypeId, string>>;
  /** List the skills' evidence (default no). */
  withEvidence?: boolean;
  goals?: EaDocumentGoal[];
  evolution?: Partial<EaDocumentData['evolution']>;
  languages?: { name: string; level: string }[];
  otherActions?: EaDocumentOtherAction[];
  trainingReviews?: Ratings<EaDocumentTrainingReview, 'evaluation'>[];
  cpf?: Partial<EaDocumentData['cpf']>;
  trainingWishes?: EaDocumentTrainingWish[];
  commentTrainingRequest?: string;
  synthesis?: string;
  signatures?: Partial<EaDocumentData['signatures']>;
  documentHash?: string | null;
  generatedAt?: Date;
}

const EMPTY_APPRECIATION: EaAppreciation = { contributions: '', strengths: '', weaknesses: '' };
const EMPTY_TERM: EaTermGoal = { goal: '', motivation: '', way: '' };

/** The view model from the evaluation's values: lines grouped by the five types, averages computed. */
export function buildEaDocumentData(input: EaDocumentInput): EaDocumentData {
  const { idLang } = input;
  const typeLabel = (id: SkillEvaluationTypeId) => {
    const type = SKILL_EVALUATION_TYPES.find((t) => t.id === id)!;
    return input.typeLabels?.[id]?.trim() || (idLang === 2 ? type.en : type.fr);
  };
  const lines = input.skills ?? [];
  const skills = SKILL_EVALUATION_TYPES.map(({ id }) => ({
    idType: id,
    typeLabel: typeLabel(id),
    lines: lines
      .filter((l) => l.idType === id)
      .map((l) => ({
        label: l.label,
        consultant: l.noteConsultant,
        manager: l.noteManager,
        lastYear: l.lastYearNote,
        commentConsultant: l.commentConsultant,
        commentManager: l.commentManager,
        evidence: input.withEvidence ? l.evidence : undefined,
      })),
  }));
  const summary = skillsSummary(
    lines
      .filter((l): l is EaSkillLineInput & { idType: SkillEvaluationTypeId } =>
        SKILL_EVALUATION_TYPES.some((t) => t.id === l.idType),
      )
      .map((l, i) => ({ ...l, id: i })),
  ).map((row) => ({ ...row, typeLabel: typeLabel(row.idType) }));
  const review = input.annualReview ?? {};
  return {
    idLang,
    year: input.year,
    statusName: input.statusName ?? '',
    person: { ...input.person, reference: input.person.reference ?? null },
    manager: input.manager ?? '',
    cadreEntretien: {
      experience: '',
      society: '',
      birthDate: null,
      hireDate: null,
      function: '',
      interviewDate: null,
      lastInterviewDate: null,
      ...input.cadreEntretien,
    },
    annualReview: {
      experienceComment: review.experienceComment ?? '',
      consultant: review.consultant ?? EMPTY_APPRECIATION,
      manager: review.manager ?? EMPTY_APPRECIATION,
      performance: ratingLabel(review.performance ?? null, idLang),
      comment: review.comment ?? '',
    },
    lastYearGoals: (input.lastYearGoals ?? []).map((g) => ({ ...g, achievement: ratingLabel(g.achievement, idLang) })),
    skills,
    withEvidence: input.withEvidence ?? false,
    summary,
    goals: input.goals ?? [],
    evolution: {
      shortTerm: EMPTY_TERM,
      mediumTerm: EMPTY_TERM,
      longTerm: EMPTY_TERM,
      mobility: '',
      otherActivity: '',
      otherWill: '',
      ...input.evolution,
    },
    languages: input.languages ?? [],
    otherActions: input.otherActions ?? [],
    trainingReviews: (input.trainingReviews ?? []).map((r) => ({
      ...r,
      evaluation: ratingLabel(r.evaluation, idLang),
    })),
    cpf: { hours: null, date: null, okTraining: null, ...input.cpf },
    trainingWishes: input.trainingWishes ?? [],
    commentTrainingRequest: input.commentTrainingRequest ?? '',
    synthesis: input.synthesis ?? '',
    signatures: {
      employee: input.signatures?.employee ?? {
        name: `${input.person.firstName} ${input.person.lastName}`.trim(),
        submittedAt: null,
      },
      manager: input.signatures?.manager ?? { name: input.manager ?? '', signedAt: null },
    },
    documentHash: input.documentHash ?? null,
    generatedAt: input.generatedAt ?? new Date(),
  };
}
