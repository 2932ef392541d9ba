/**
 * Business-manager review (EEP BM) rules shared by the server (which enforces them) and the web (which circles
 * fields in red, colours the summary and lists what is missing): the ten tabs, which side writes each field, the
 * summary per category (means, difference, colour), the radar's series, the checks before submit and validate with
 * `checkEEPData`'s flags, and who may do what. Part 2 §2–§5, §9; docs/decisions/018-business-manager-review.md.
 */
import { BM_SKILL_CATEGORIES, BUSINESS_MANAGER_PROFILES, EA_STATUSES } from './constants';
import {
  evaluationPermissions,
  isEepLanguageSetComplete,
  type EepLanguageRow,
  type EvaluationPermissionFacts,
  type EvaluationPermissionSet,
  type EvaluationSide,
} from './evaluation-rules';
import { isSubcontractor, type AccountSubject } from './roles';

/** The review's tabs, in the screen's order (the warning dialog names the tab of each missing field). */
export const EEP_BM_TABS = [
  { key: 'general', fr: 'Informations générales', en: 'General information' },
  { key: 'skills', fr: 'Évaluation des compétences', en: 'Skills evaluation' },
  { key: 'summary', fr: 'Synthèse globale des compétences', en: 'Global skills summary' },
  { key: 'results', fr: 'Résultats réalisés et attendus', en: 'Achieved and expected results' },
  { key: 'criteria', fr: 'Critères pour évoluer vers la fonction', en: 'Criteria to evolve to the function' },
  { key: 'assessment', fr: 'Bilan de compétences', en: 'Skills assessment' },
  { key: 'projection', fr: 'Projection professionnelle', en: 'Professional projection' },
  { key: 'wishes', fr: 'Autres souhaits', en: 'Other wishes' },
  { key: 'actions', fr: 'Autres actions pour l’année prochaine', en: 'Other actions next year' },
  { key: 'comments', fr: 'Commentaires du manager', en: 'Manager comments' },
] as const;
export type EepBmTabKey = (typeof EEP_BM_TABS)[number]['key'];

/**
 * The review's own fields, with the side that writes them and their tab: the employee describes themselves and their
 * projection; the reviewer chooses the profile, records the interview, the results and the comments. Next-year
 * actions are written by either side (as the evaluation's).
 */
export const EEP_BM_FIELDS = {
  interviewDate: { side: 'manager', tab: 'general' },
  position: { side: 'consultant', tab: 'general' },
  entity: { side: 'consultant', tab: 'general' },
  functionEntryDate: { side: 'consultant', tab: 'general' },
  idBusinessManager: { side: 'manager', tab: 'general' },
  rPlus: { side: 'manager', tab: 'results' },
  sign: { side: 'manager', tab: 'results' },
  oc: { side: 'manager', tab: 'results' },
  promotionCriteria: { side: 'manager', tab: 'criteria' },
  degree: { side: 'consultant', tab: 'assessment' },
  degreeObtainPeriod: { side: 'consultant', tab: 'assessment' },
  experience: { side: 'consultant', tab: 'assessment' },
  languages: { side: 'consultant', tab: 'assessment' },
  shortTermGoal: { side: 'consultant', tab: 'projection' },
  shortTermMotivation: { side: 'consultant', tab: 'projection' },
  shortTermWay: { side: 'consultant', tab: 'projection' },
  longTermGoal: { side: 'consultant', tab: 'projection' },
  longTermMotivation: { side: 'consultant', tab: 'projection' },
  longTermWay: { side: 'consultant', tab: 'projection' },
  mobility: { side: 'consultant', tab: 'projection' },
  functionalMobility: { side: 'consultant', tab: 'projection' },
  otherWill: { side: 'consultant', tab: 'wishes' },
  commentTrainingRequest: { side: 'consultant', tab: 'wishes' },
  otherActions: { side: 'either', tab: 'actions' },
  strengthsManager: { side: 'manager', tab: 'comments' },
  areasOfProgress: { side: 'manager', tab: 'comments' },
  actionsToBeImplemented: { side: 'manager', tab: 'comments' },
} as const satisfies Record<string, { side: EvaluationSide | 'either'; tab: EepBmTabKey }>;
export type EepBmField = keyof typeof EEP_BM_FIELDS;

/** May a viewer with these permissions (the server's set, or the details' answer) write this field now? */
export function mayWriteBmField(
  perms: Pick<EvaluationPermissionSet, 'canEditConsultantSide' | 'canEditManagerSide'>,
  field: EepBmField,
): boolean {
  const side = EEP_BM_FIELDS[field].side;
  if (side === 'either') return perms.canEditConsultantSide || perms.canEditManagerSide;
  return side === 'consultant' ? perms.canEditConsultantSide : perms.canEditManagerSide;
}

// ─────────────────────────────────────────────────────────────── profiles and categories

export type BmCategoryGroup = (typeof BM_SKILL_CATEGORIES)[number]['group'];
export const BM_GROUPS = BM_SKILL_CATEGORIES.map((c) => c.group) as readonly BmCategoryGroup[];

/** The profile a new review starts with, from the person's role (3 Manager, 4 Director, 5 BU director). */
export function defaultProfileOf(roleId: number): number {
  if (roleId >= 5) return 5;
  if (roleId === 4) return 3;
  return 1;
}

export const isBmProfile = (id: number | null | undefined): boolean =>
  BUSINESS_MANAGER_PROFILES.some((p) => p.id === id);

// ─────────────────────────────────────────────────────────────── summary and radar

/** A skill line as the summary and the checks read it. */
export interface BmLineRatings {
  id: number;
  /** The profile's goal 0–4 (0: the profile is not assessed on this line). */
  goal: number;
  evaluationConsultant: number | null;
  evaluationManager: number | null;
}
export interface BmCategoryRatings {
  id: number;
  /** The profile's maturity objective 0–4 for the category. */
  objectifMaturity: number;
  lines: readonly BmLineRatings[];
}

export type BmColour = 'green' | 'orange';
export interface BmSummaryRow {
  idSkillCategoryType: number;
  objectifMaturity: number;
  /** The mean of the employee's ratings of the category's lines (null when none is rated). */
  employeeVision: number | null;
  managerVision: number | null;
  /** The mean of the two visions (a missing one replaced by the objective) minus the objective. */
  difference: number;
  colour: BmColour;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
/** A score 0 or empty counts as missing. */
const rated = (n: number | null | undefined): n is number => n !== null && n !== undefined && n > 0;
/** The lines the profile assesses (goal above 0). */
const concerned = (lines: readonly BmLineRatings[]) => lines.filter((l) => l.goal > 0);

/** The mean of the rated values, to two decimals; null when none is rated. */
export function vision(values: readonly (number | null | undefined)[]): number | null {
  const r = values.filter(rated);
  return r.length === 0 ? null : round2(r.reduce((a, b) => a + b, 0) / r.length);
}

/**
 * The colour rule (part 2 §9): the mean of the employee's and the manager's visions, a missing one replaced by the
 * objective, at least the objective → green, else orange.
 */
export function colourOf(objective: number, employee: number | null, manager: number | null): BmColour {
  return ((employee ?? objective) + (manager ?? objective)) / 2 >= objective ? 'green' : 'orange';
}

/** One summary row per category, in the categories' order. */
export function bmSummary(categories: readonly BmCategoryRatings[]): BmSummaryRow[] {
  return categories.map((c) => {
    const lines = concerned(c.lines);
    const employeeVision = vision(lines.map((l) => l.evaluationConsultant));
    const managerVision = vision(lines.map((l) => l.evaluationManager));
    const objective = c.objectifMaturity;
    const mean = ((employeeVision ?? objective) + (managerVision ?? objective)) / 2;
    return {
      idSkillCategoryType: c.id,
      objectifMaturity: objective,
      employeeVision,
      managerVision,
      difference: round2(mean - objective),
      colour: colourOf(objective, employeeVision, managerVision),
    };
  });
}

export interface BmRadarSeries {
  key: 'objective' | 'employee' | 'manager' | 'lastYear';
  /** One value per category, the score divided by 4 (0–1); a missing vision is 0. */
  values: number[];
  dashed: boolean;
}

/** The radar's series (scores / 4): objective, employee, manager, and last year's manager vision when there is one. */
export function bmRadarSeries(
  rows: readonly BmSummaryRow[],
  lastYear?: readonly (number | null)[] | null,
): BmRadarSeries[] {
  const scaled = (v: number | null) => (v === null ? 0 : round2(v / 4));
  const series: BmRadarSeries[] = [
    { key: 'objective', values: rows.map((r) => scaled(r.objectifMaturity)), dashed: false },
    { key: 'employee', values: rows.map((r) => scaled(r.employeeVision)), dashed: false },
    { key: 'manager', values: rows.map((r) => scaled(r.managerVision)), dashed: false },
  ];
  if (lastYear) series.push({ key: 'lastYear', values: lastYear.map(scaled), dashed: true });
  return series;
}

// ─────────────────────────────────────────────────────────────── checks

export interface BmCheckInput {
  mobility: string | null;
  interviewDate: string | null;
  categories: readonly BmCategoryRatings[];
  languages: readonly EepLanguageRow[];
}

/** The flag group of a category: 'bdskills' → 'bdSkillsDataKO'. */
export const skillsFlagOf = (group: string) => `${group.replace(/skills$/, '')}SkillsDataKO`;

/**
 * The fields to fill before the employee submits (side 'consultant': mobility, their vision of every line the
 * profile assesses, languages) or the reviewer validates (side 'manager': the interview date, their vision of every
 * line, languages). Keys: 'mobility', 'interviewDate', 'languages', 'skills.{group}.{lineId}'.
 */
export function missingBmData(input: BmCheckInput, side: EvaluationSide): string[] {
  const missing: string[] = [];
  const blank = (v: string | null) => v === null || v.trim() === '';
  if (side === 'manager' && blank(input.interviewDate)) missing.push('interviewDate');
  const field = side === 'consultant' ? 'evaluationConsultant' : 'evaluationManager';
  for (const c of input.categories) {
    const group = BM_SKILL_CATEGORIES.find((x) => x.id === c.id)?.group ?? String(c.id);
    for (const line of concerned(c.lines)) if (!rated(line[field])) missing.push(`skills.${group}.${line.id}`);
  }
  if (!isEepLanguageSetComplete(input.languages)) missing.push('languages');
  if (side === 'consultant' && blank(input.mobility)) missing.push('mobility');
  return missing;
}

/** `checkEEPData`'s flags from the missing keys: mobilityDataKO, interviewDateNManagerKO, one per category, languages. */
export function bmCheckFlags(missing: readonly string[]): Record<string, boolean> {
  const flags: Record<string, boolean> = {
    mobilityDataKO: missing.includes('mobility'),
    interviewDateNManagerKO: missing.includes('interviewDate'),
    languagesDataKO: missing.includes('languages'),
  };
  for (const c of BM_SKILL_CATEGORIES)
    flags[skillsFlagOf(c.group)] = missing.some((k) => k.startsWith(`skills.${c.group}.`));
  return flags;
}

/** The tab of a missing key. */
export function tabOfMissing(key: string): EepBmTabKey {
  if (key.startsWith('skills.')) return 'skills';
  if (key === 'interviewDate') return 'general';
  if (key === 'languages') return 'assessment';
  return 'projection';
}

// ─────────────────────────────────────────────────────────────── permissions

/** May this person have a review at all: role 3–5 and not a subcontractor (part 2 §2). */
export const hasBusinessManagerReview = (owner: AccountSubject): boolean =>
  owner.roleId >= 3 && owner.roleId <= 5 && !isSubcontractor(owner);

const HR_ROLE = 6;

/**
 * Who reviews the owner: someone above them in the chain — or, for the person at the top of the chain (no manager),
 * HR (decision 018).
 */
export const reviewsOwner = (
  viewer: Pick<AccountSubject, 'roleId'>,
  relation: { isOwner: boolean; managesOwner: boolean; ownerHasManager: boolean },
): boolean => !relation.isOwner && (relation.managesOwner || (!relation.ownerHasManager && viewer.roleId === HR_ROLE));

/**
 * What an account may do on a review in `status`: the evaluation's rules (evaluation-rules.ts) on page ficheEepBm,
 * with `managesOwner` meaning "reviews the owner": someone above in the owner's chain, or HR for the person at the top
 * of the chain (who has no manager) — decision 018.
 */
export const eepBmPermissions = (
  a: AccountSubject,
  facts: EvaluationPermissionFacts,
  status: number,
): EvaluationPermissionSet => evaluationPermissions(a, facts, status, 'ficheEepBm');

export const EEP_BM_STATUSES = EA_STATUSES;
