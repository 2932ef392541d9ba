/**
 * Annual evaluation (EA/EEP) rules shared by the server (which enforces them) and the web (which circles
 * fields in red and lists what is missing in the warning dialog): what must be filled before the employee
 * submits and before the manager validates, the EEP language rows, the shared context's validity, and the
 * averages of the skills summary. Part 1 §5, part 2 §5.
 */
import { EA_STATUSES, LIMITS } from './constants';
import { can, canOpenFileOf, hasPagePermission, managerAuthorisations, type AccountSubject } from './roles';

/** The five types of an evaluation's skills assessment, in the form's order. */
export const SKILL_EVALUATION_TYPES = [
  { id: 1, key: 'technical', fr: 'Compétences techniques', en: 'Technical skills' },
  {
    id: 2,
    key: 'professional',
    fr: 'Compétences professionnelles / fonctionnelles',
    en: 'Professional / functional skills',
  },
  { id: 3, key: 'managerial', fr: 'Compétences managériales', en: 'Managerial skills' },
  { id: 4, key: 'behavioral', fr: 'Compétences comportementales', en: 'Behavioral skills' },
  { id: 5, key: 'linguistic', fr: 'Compétences linguistiques', en: 'Linguistic skills' },
] as const;
export type SkillEvaluationTypeId = (typeof SKILL_EVALUATION_TYPES)[number]['id'];
export type SkillEvaluationTypeKey = (typeof SKILL_EVALUATION_TYPES)[number]['key'];

/** The form's sections, in order: the warning dialog names what is missing by these. */
export const EVALUATION_SECTIONS = [
  { key: 'identity', fr: 'Identité et cadre de l’entretien', en: 'Employee identity and interview framework' },
  { key: 'annualReview', fr: 'Bilan annuel', en: 'Annual review' },
  { key: 'skills', fr: 'Évaluation des compétences', en: 'Skills assessment' },
  { key: 'objectives', fr: 'Objectifs N+1', en: 'N+1 objectives' },
  { key: 'evolution', fr: 'Évolution professionnelle', en: 'Professional evolution' },
  { key: 'languages', fr: 'Langues', en: 'Languages' },
  { key: 'otherActions', fr: 'Autres actions pour l’année prochaine', en: 'Other actions for next year' },
  { key: 'trainings', fr: 'Bilan des formations et souhaits', en: 'Training review and wishes' },
] as const;
export type EvaluationSectionKey = (typeof EVALUATION_SECTIONS)[number]['key'];

/** Whose side of the form a rule reads: the employee fills the consultant side, the manager the other. */
export type EvaluationSide = 'consultant' | 'manager';

export interface EvaluationSkillLine {
  id: number;
  idType: SkillEvaluationTypeId;
  noteConsultant: number | null;
  noteManager: number | null;
}

export interface EvaluationCheckInput {
  isDCUpToDate: boolean | null;
  mobility: string | null;
  dateEntretienN: string | null;
  /** The overall evaluation of year N (1 Very satisfactory … 4 Insufficient). */
  evaluationPerformance: number | null;
  skills: readonly EvaluationSkillLine[];
  /** The trainings followed during the year, each to be evaluated. */
  trainings: readonly { id: number; evaluation: number | null }[];
  goals: readonly { id: number }[];
  /** The EEP languages (the employee's rows): the set is incomplete when empty or when a row is. */
  languages: readonly EepLanguageRow[];
}

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
/** A rating of 0 or empty counts as missing. */
const unrated = (note: number | null | undefined) => note === null || note === undefined || note <= 0;

/** The section a missing-field key belongs to. */
export function sectionOfMissing(key: string): EvaluationSectionKey {
  const head = key.split('.')[0];
  switch (head) {
    case 'dateEntretienN':
      return 'identity';
    case 'evaluationPerformance':
      return 'annualReview';
    case 'isDCUpToDate':
    case 'skills':
      return 'skills';
    case 'goals':
      return 'objectives';
    case 'mobility':
      return 'evolution';
    case 'languages':
      return 'languages';
    default:
      return 'trainings';
  }
}

/**
 * The fields to fill before the employee submits (side 'consultant') or the manager validates (side
 * 'manager'). Keys: 'isDCUpToDate', 'mobility', 'dateEntretienN', 'evaluationPerformance', 'goals',
 * 'skills.{lineId}.noteConsultant' / '.noteManager', 'trainings.{id}.evaluation', 'languages'.
 */
export function missingEvaluationData(ea: EvaluationCheckInput, side: EvaluationSide): string[] {
  const missing: string[] = [];
  const note = side === 'consultant' ? 'noteConsultant' : 'noteManager';
  if (side === 'manager' && blank(ea.dateEntretienN)) missing.push('dateEntretienN');
  if (side === 'manager' && unrated(ea.evaluationPerformance)) missing.push('evaluationPerformance');
  if (side === 'consultant' && ea.isDCUpToDate !== true) missing.push('isDCUpToDate');
  for (const line of ea.skills) if (unrated(line[note])) missing.push(`skills.${line.id}.${note}`);
  if (side === 'manager' && ea.goals.length === 0) missing.push('goals');
  if (side === 'consultant' && blank(ea.mobility)) missing.push('mobility');
  if (side === 'consultant' && !isEepLanguageSetComplete(ea.languages)) missing.push('languages');
  for (const t of ea.trainings) if (unrated(t.evaluation)) missing.push(`trainings.${t.id}.evaluation`);
  return missing;
}

/** The names of the missing fields the dialog lists (part 1 §5: "lists the missing required fields"). */
export const MISSING_FIELD_NAMES = {
  isDCUpToDate: {
    fr: 'La case « Mon dossier de compétences est à jour »',
    en: 'The box “My skills file is up to date”',
  },
  mobility: { fr: 'Mobilité', en: 'Mobility' },
  dateEntretienN: { fr: 'Date de l’entretien de l’année', en: 'Date of this year’s interview' },
  evaluationPerformance: { fr: 'Évaluation globale de l’année', en: 'Overall evaluation of the year' },
  goals: { fr: 'Au moins un objectif pour l’année prochaine', en: 'At least one objective for next year' },
  languages: {
    fr: 'Au moins une langue, chacune avec son niveau',
    en: 'At least one language, each with its level',
  },
  noteConsultant: { fr: 'note du collaborateur', en: 'employee’s rating' },
  noteManager: { fr: 'note du manager', en: 'manager’s rating' },
  trainingEvaluation: { fr: 'évaluation de la formation', en: 'training evaluation' },
} as const;

/**
 * A missing field's name in a language: `lineLabel` and `trainingName` name the line or training a key points to
 * ('skills.12.noteConsultant' → "Java: employee’s rating").
 */
export function missingFieldName(
  key: string,
  idLang: number,
  names: { lineLabel: (id: number) => string | undefined; trainingName: (id: number) => string | undefined },
): string {
  const pick = (label: { fr: string; en: string }) => (idLang === 2 ? label.en : label.fr);
  // French puts a space before the colon.
  const named = (name: string | undefined, what: { fr: string; en: string }) =>
    `${name ?? '?'}${idLang === 2 ? ': ' : ' : '}${pick(what)}`;
  const [head, id, part] = key.split('.');
  if (head === 'skills' && (part === 'noteConsultant' || part === 'noteManager'))
    return named(names.lineLabel(Number(id)), MISSING_FIELD_NAMES[part]);
  if (head === 'trainings') return named(names.trainingName(Number(id)), MISSING_FIELD_NAMES.trainingEvaluation);
  const known = MISSING_FIELD_NAMES[head as keyof typeof MISSING_FIELD_NAMES];
  return known ? pick(known) : key;
}

/** The sections that hold missing fields, in the form's order (for the warning dialog). */
export function missingSections(keys: readonly string[]): EvaluationSectionKey[] {
  const present = new Set(keys.map(sectionOfMissing));
  return EVALUATION_SECTIONS.map((s) => s.key).filter((k) => present.has(k));
}

const CONSULTANT_ROLE_ID = 1;

/** In the shared context an employee (role 1) is valid only with mobility filled and the skills file up to date. */
export function isEvaluationContextValid(roleId: number, ea: Pick<EvaluationCheckInput, 'mobility' | 'isDCUpToDate'>) {
  if (roleId !== CONSULTANT_ROLE_ID) return true;
  return !blank(ea.mobility) && ea.isDCUpToDate === true;
}

// ─────────────────────────────────────────────────────────────── EEP languages

export interface EepLanguageRow {
  name: string | null;
  idLanguageLevel: number | null;
}

/** What is wrong with one EEP language row: an empty or too long name, a missing or zero level. */
export function eepLanguageRowProblems(row: EepLanguageRow): ('name' | 'nameTooLong' | 'level')[] {
  const problems: ('name' | 'nameTooLong' | 'level')[] = [];
  if (blank(row.name)) problems.push('name');
  else if (row.name!.trim().length > LIMITS.languageNameMax) problems.push('nameTooLong');
  if (unrated(row.idLanguageLevel)) problems.push('level');
  return problems;
}

/** The language set is incomplete when empty or when any row has a problem. */
export const isEepLanguageSetComplete = (rows: readonly EepLanguageRow[]): boolean =>
  rows.length > 0 && rows.every((r) => eepLanguageRowProblems(r).length === 0);

// ─────────────────────────────────────────────────────────────── skills summary

export interface SkillsSummaryRow {
  idType: SkillEvaluationTypeId;
  /** Averages over the rated lines (0 and empty left out); null when no line is rated. */
  consultant: number | null;
  manager: number | null;
  lastYear: number | null;
}

const average = (notes: readonly (number | null | undefined)[]): number | null => {
  const rated = notes.filter((n): n is number => !unrated(n));
  if (rated.length === 0) return null;
  return Math.round((100 * rated.reduce((a, b) => a + b, 0)) / rated.length) / 100;
};

/**
 * Averages per type: the employee's ratings, the manager's, and last year's manager ratings of the same
 * lines (matched by the caller: `lastYearNote`), to two decimals.
 */
export function skillsSummary(
  lines: readonly (EvaluationSkillLine & { lastYearNote?: number | null })[],
): SkillsSummaryRow[] {
  return SKILL_EVALUATION_TYPES.map(({ id }) => {
    const ofType = lines.filter((l) => l.idType === id);
    return {
      idType: id,
      consultant: average(ofType.map((l) => l.noteConsultant)),
      manager: average(ofType.map((l) => l.noteManager)),
      lastYear: average(ofType.map((l) => l.lastYearNote)),
    };
  });
}

// ─────────────────────────────────────────────────────────────── permissions

export interface EvaluationPermissionFacts {
  isOwner: boolean;
  managesOwner: boolean;
  /** The owner may have evaluations at all (an employee, not a subcontractor nor a candidate). */
  ownerEvaluable: boolean;
  /** A signature covers the evaluation as it reads now (validation signs it; HR's correction clears it). */
  signed?: boolean;
  /** The viewer corrected the evaluation since its last signature (HR): they may not sign it. */
  correctedByViewer?: boolean;
}

export interface EvaluationPermissionSet {
  canRead: boolean;
  side: EvaluationSide | null;
  canEditConsultantSide: boolean;
  canEditManagerSide: boolean;
  seesManagerSide: boolean;
  canSubmit: boolean;
  canValidate: boolean;
  canResendToDraft: boolean;
  canResendBoond: boolean;
  /** Sign a validated evaluation that no signature covers (after HR's correction). */
  canSign: boolean;
  canExport: boolean;
  /** HR (role 6) correcting a validated evaluation. */
  isHrCorrection: boolean;
}

/**
 * What an account may do on an evaluation in `status` (roles.md; part 1 §6, decision 015):
 * - read: ficheEa (role 1–6, not a subcontractor), an evaluable owner, and the owner's files may be opened
 *   (own, team down the chain, "all" access);
 * - the owner fills the consultant side of a draft and submits it; the manager side stays hidden from the owner
 *   until the evaluation is validated (the manager writes it for the interview; it is shared once signed);
 * - a manager of the owner (managerAutorisation for EA) fills the manager side of a draft or submitted
 *   evaluation, or sends a submitted one back to draft;
 * - only the owner's manager, or someone above in the chain, signs: validates a submitted evaluation (validation
 *   signs it) or signs again a validated one that no signature covers — and never the person who corrected it;
 * - HR (role 6, ea:updateValidated) alone edits a validated evaluation, both sides; the correction is recorded and
 *   clears the signature;
 * - resendBoondAutorisation resends a validated evaluation to BoondManager; whoever reads it exports it.
 */
export function evaluationPermissions(
  a: AccountSubject,
  facts: EvaluationPermissionFacts,
  status: number,
  /** The document's page (the business-manager review reads the same rules on ficheEepBm). */
  page: 'ficheEa' | 'ficheEepBm' = 'ficheEa',
): EvaluationPermissionSet {
  const relation = { isOwner: facts.isOwner, managesOwner: facts.managesOwner };
  const canRead = facts.ownerEvaluable && hasPagePermission(a, page) && canOpenFileOf(a, relation);
  const { managerAutorisation, resendBoondAutorisation } = managerAuthorisations(a, relation, 'EA');
  const manager = canRead && managerAutorisation;
  const owner = canRead && facts.isOwner && can(a, 'ea:update');
  const hr = canRead && status === EA_STATUSES.VALIDATED && can(a, 'ea:updateValidated');
  const draft = status === EA_STATUSES.DRAFT;
  const submitted = status === EA_STATUSES.SUBMITTED;
  const validated = status === EA_STATUSES.VALIDATED;
  // The signer: a manager in the owner's chain ("all" access is not enough), never the corrector.
  const signer = manager && facts.managesOwner && !facts.correctedByViewer;
  return {
    canRead,
    side: !canRead ? null : facts.isOwner ? 'consultant' : manager || hr ? 'manager' : null,
    canEditConsultantSide: (owner && draft) || hr,
    canEditManagerSide: (manager && (draft || submitted)) || hr,
    seesManagerSide: canRead && (!facts.isOwner || status === EA_STATUSES.VALIDATED),
    canSubmit: owner && draft,
    canValidate: signer && submitted,
    canResendToDraft: manager && submitted,
    canResendBoond: canRead && validated && resendBoondAutorisation,
    canSign: signer && validated && facts.signed === false,
    canExport: canRead,
    isHrCorrection: hr,
  };
}
