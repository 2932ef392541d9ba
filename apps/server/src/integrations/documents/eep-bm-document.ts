/**
 * The business-manager review (EEP BM) export: the view model both renderers take (`renderEepBmDocx`,
 * `renderEepBmPdf`), built from the review as `Ea/eepBmDetails` answers it, its texts in French (idLang 1) and
 * English (idLang 2) — the evaluation's shared words (ea-texts.ts) plus the review's own — and its tables, in the
 * order of the review's tabs (EEP_BM_TABS). Category and line names, status and profile come from the details,
 * already in the review's language. Every field is shown, an empty one as '—'.
 */
import { EEP_BM_TABS, type BmColour, type EepBmTabKey } from '@my-skills/shared/eep-bm-rules';
import type { BmSkillLine, EepBmDetails } from '@my-skills/shared/schemas/eep-bm';
import { MUTED_COLOR } from './dc-document';
import {
  averageText,
  eaTextsFor,
  formatEaDate,
  labelledEa,
  orEmpty,
  scoreLegend,
  scoreText,
  signatureBlocks,
  skillComments,
  type CalendarDate,
  type EaDocumentData,
  type EaDocumentLangId,
  type EaDocumentTexts,
} from './ea-document';
import { languagesTable, otherActionsTable, type EaColumn, type EaTable } from './ea-sections';
import { personFileName } from './text';

// ── texts ──────────────────────────────────────────────────────────────────────

/** The review's own words, [French, English]; the rest are the evaluation's (ea-texts.ts). */
const OWN_TEXTS = {
  documentTitle: ['Entretien Business Manager', 'Business-manager evaluation'],
  profile: ['Profil', 'Profile'],
  position: ['Poste occupé', 'Position held'],
  entity: ['Entité', 'Entity'],
  functionEntryDate: ['Date de prise de fonction', 'Date of taking up the position'],
  reviewer: ['Évaluateur', 'Reviewer'],
  hr: ['RH', 'HR'],
  maturityObjective: ['Objectif de maturité', 'Maturity objective'],
  category: ['Catégorie', 'Category'],
  objective: ['Objectif', 'Objective'],
  employeeVision: ['Vision salarié', 'Employee vision'],
  managerVision: ['Vision manager', 'Manager vision'],
  difference: ['Écart', 'Difference'],
  assessment: ['Appréciation', 'Assessment'],
  green: ['Atteint', 'Met'],
  orange: ['À développer', 'To develop'],
  colourLegend: [
    'Vert : la moyenne des deux visions atteint l’objectif. Orange : elle reste en dessous.',
    'Green: the mean of both visions meets the objective. Orange: it falls below.',
  ],
  radarTitle: ['Radar des compétences', 'Skills radar'],
  radarCaption: [
    'Maturité par catégorie (échelle 0 à 4) : objectif, vision du salarié, vision du manager et, en pointillés, N-1',
    'Maturity by category (scale 0 to 4): objective, employee vision, manager vision and, dashed, last year',
  ],
  indicator: ['Indicateur', 'Indicator'],
  achieved: ['Réalisé', 'Achieved'],
  expected: ['Attendu', 'Expected'],
  resultMet: ['Atteint', 'Met'],
  resultNotMet: ['Non atteint', 'Not met'],
  degree: ['Diplôme', 'Degree'],
  degreeObtainPeriod: ['Période d’obtention', 'Year obtained'],
  experienceYears: ['Expérience (années)', 'Experience (years)'],
  mobility: ['Mobilité géographique', 'Geographic mobility'],
  functionalMobility: ['Mobilité fonctionnelle', 'Functional mobility'],
  areasOfProgress: ['Axes de progrès', 'Areas of progress'],
  actionsToBeImplemented: ['Actions à mettre en œuvre', 'Actions to implement'],
} as const satisfies Record<string, readonly [string, string]>;

export type EepBmTexts = Omit<EaDocumentTexts, keyof typeof OWN_TEXTS> &
  Record<keyof typeof OWN_TEXTS, string> & { tabs: Record<EepBmTabKey, string> };

const textsIn = (idLang: EaDocumentLangId): EepBmTexts => ({
  ...eaTextsFor(idLang),
  ...(Object.fromEntries(Object.entries(OWN_TEXTS).map(([k, v]) => [k, v[idLang - 1]])) as Record<
    keyof typeof OWN_TEXTS,
    string
  >),
  tabs: Object.fromEntries(EEP_BM_TABS.map((tab) => [tab.key, idLang === 2 ? tab.en : tab.fr])) as Record<
    EepBmTabKey,
    string
  >,
});
const TEXTS = { 1: textsIn(1), 2: textsIn(2) } as const;

export const eepBmTextsFor = (idLang: EaDocumentLangId): EepBmTexts => TEXTS[idLang];

// ── view model ─────────────────────────────────────────────────────────────────

/** The review's fields the documents show as they are: names and texts already in the review's language. */
const SHOWN = [
  'year',
  'title',
  'businessManagerName',
  'reviewer',
  'position',
  'entity',
  'functionEntryDate',
  'birthDate',
  'hireDate',
  'interviewDate',
  'interviewDatePrevYear',
  'categories',
  'results',
  'promotionCriteria',
  'degree',
  'degreeObtainPeriod',
  'experience',
  'languages',
  'shortTermGoal',
  'shortTermMotivation',
  'shortTermWay',
  'longTermGoal',
  'longTermMotivation',
  'longTermWay',
  'mobility',
  'functionalMobility',
  'otherWill',
  'otherActions',
  'commentTrainingRequest',
  'strengthsManager',
  'areasOfProgress',
  'actionsToBeImplemented',
] as const satisfies readonly (keyof EepBmDetails)[];

/** Everything a review document shows, in the review's language. */
export type EepBmDocumentData = Pick<EepBmDetails, (typeof SHOWN)[number]> & {
  idLang: EaDocumentLangId;
  documentTitle: string;
  statusName: string;
  person: { firstName: string; lastName: string; reference: string | null };
  /** The signer once signed, else the manager; '' when unknown (HR reviews the top of the chain). */
  reviewerName: string;
  summary: EepBmDetails['summary']['rows'];
  /** The radar's axes and series, values 0–1 (score / 4). */
  radar: EepBmDetails['summary']['radar'];
  signatures: EaDocumentData['signatures'];
  /** SHA-256 (hex) of the signed PDF; null before signing. Printed in the footer when present. */
  documentHash: string | null;
  generatedAt: Date;
};

export interface EepBmDocumentOptions {
  /** Who signed and when (the details' signature, or the one being made); null when unsigned. */
  signature: { signedBy: string; signedAt: Date | CalendarDate } | null;
  documentHash: string | null;
  generatedAt: Date;
}

/** The view model of the renderers from the review as `Ea/eepBmDetails` answers it. */
export function buildEepBmDocumentData(d: EepBmDetails, options: EepBmDocumentOptions): EepBmDocumentData {
  const idLang: EaDocumentLangId = d.idLang === 2 ? 2 : 1;
  const reviewerName = options.signature?.signedBy ?? d.manager?.name ?? '';
  const shown = Object.fromEntries(SHOWN.map((key) => [key, d[key]])) as Pick<EepBmDetails, (typeof SHOWN)[number]>;
  return {
    ...shown,
    idLang,
    documentTitle: eepBmTextsFor(idLang).documentTitle,
    statusName: d.status,
    person: { firstName: d.firstName, lastName: d.lastName, reference: d.reference },
    reviewerName,
    summary: d.summary.rows,
    radar: d.summary.radar,
    signatures: {
      employee: { name: `${d.firstName} ${d.lastName}`.trim(), submittedAt: d.submittedAt },
      manager: { name: reviewerName, signedAt: options.signature?.signedAt ?? null },
    },
    documentHash: options.documentHash,
    generatedAt: options.generatedAt,
  };
}

// ── pure helpers ───────────────────────────────────────────────────────────────

const RESULT_KEYS = ['rPlus', 'sign', 'oc'] as const;
/** The results' names, the same in both languages. */
const RESULT_LABELS = { rPlus: 'R+', sign: 'Sign.', oc: 'OC' } as const;

/** A number in the review's language: '2,5' in French, '2.5' in English. */
const decimal = (value: number, idLang: EaDocumentLangId) =>
  idLang === 2 ? String(value) : String(value).replace('.', ',');

/** A summary difference, signed: '+0,50', '-0,75', '0,00'. */
export function differenceText(value: number, idLang: EaDocumentLangId): string {
  const text = averageText(Math.abs(value), idLang);
  return value > 0 ? `+${text}` : value < 0 ? `-${text}` : text;
}

/** The light background of a colour of the summary (the difference and assessment cells). */
export const COLOUR_FILLS: Record<BmColour, string> = { green: '#d5efcf', orange: '#fcdcb0' };

/** 'Atteint' / 'À développer' for a summary colour. */
export const colourLabel = (colour: BmColour, idLang: EaDocumentLangId) => eepBmTextsFor(idLang)[colour];

/** The reviewer's name, or 'RH' when HR reviews and no one is named yet. */
export const reviewerText = (data: EepBmDocumentData) =>
  data.reviewerName.trim() || (data.reviewer === 'hr' ? eepBmTextsFor(data.idLang).hr : '');

/** Under the name in the header: year, reference, function, profile, reviewer, status. */
export function eepBmHeaderFacts(data: EepBmDocumentData): string[] {
  const t = eepBmTextsFor(data.idLang);
  const fact = (label: string, value: string) => labelledEa(label, value.trim(), data.idLang);
  const facts = [fact(t.year, String(data.year))];
  if (data.person.reference?.trim()) facts.push(`${t.reference} ${data.person.reference.trim()}`);
  if (data.title.trim()) facts.push(fact(t.function, data.title));
  if (data.businessManagerName.trim()) facts.push(fact(t.profile, data.businessManagerName));
  if (reviewerText(data)) facts.push(fact(t.reviewer, reviewerText(data)));
  if (data.statusName.trim()) facts.push(fact(t.status, data.statusName));
  return facts;
}

/** The signature boxes: the employee (submitted on), then the reviewer (signed on), a manager or HR. */
export function eepBmSignatureBlocks(data: EepBmDocumentData) {
  const t = eepBmTextsFor(data.idLang);
  const [employee, reviewer] = signatureBlocks(data);
  return [employee!, { ...reviewer!, role: data.reviewer === 'hr' ? t.hr : t.manager }];
}

/** 'EEP-BM_BM-0007_2026.pdf', or the person's name when the review has no reference. */
export function eepBmDocumentFileName(data: EepBmDocumentData, extension: 'docx' | 'pdf'): string {
  const reference = data.person.reference?.trim();
  const name = reference ? personFileName({ firstName: '', lastName: reference }) : personFileName(data.person);
  return `EEP-BM_${name}_${data.year}.${extension}`;
}

// ── tables ─────────────────────────────────────────────────────────────────────

const labelColumn = (header: string, share: number): EaColumn => ({ header, share, bold: true, color: MUTED_COLOR });
const centred = (header: string, share: number): EaColumn => ({ header, share, align: 'center' });

/** Label / value pairs, two a row, without a header row. */
function pairsTable(facts: [string, string][]): EaTable {
  const rows: string[][] = [];
  for (let i = 0; i < facts.length; i += 2) rows.push([...facts[i]!, ...(facts[i + 1] ?? ['', ''])]);
  return {
    columns: [labelColumn('', 0.2), { header: '', share: 0.3 }, labelColumn('', 0.2), { header: '', share: 0.3 }],
    rows,
    header: false,
  };
}

function generalTable(data: EepBmDocumentData): EaTable {
  const t = eepBmTextsFor(data.idLang);
  const date = (d: CalendarDate | null) => orEmpty(formatEaDate(d, data.idLang));
  return pairsTable([
    [t.function, orEmpty(data.title)],
    [t.profile, orEmpty(data.businessManagerName)],
    [t.position, orEmpty(data.position)],
    [t.entity, orEmpty(data.entity)],
    [t.functionEntryDate, date(data.functionEntryDate)],
    [t.reviewer, orEmpty(reviewerText(data))],
    [t.birthDate, date(data.birthDate)],
    [t.hireDate, date(data.hireDate)],
    [t.interviewDate, date(data.interviewDate)],
    [t.lastInterviewDate, date(data.interviewDatePrevYear)],
  ]);
}

function categoryTable(data: EepBmDocumentData, lines: BmSkillLine[]): EaTable {
  const t = eepBmTextsFor(data.idLang);
  return {
    columns: [
      { header: t.skill, share: 0.31 },
      centred(t.objective, 0.1),
      centred(t.employee, 0.1),
      centred(t.manager, 0.1),
      { header: t.comments, share: 0.39 },
    ],
    rows: lines.map((l) => [
      orEmpty(l.skillName),
      l.goal > 0 ? String(l.goal) : '—',
      scoreText(l.evaluationConsultant),
      scoreText(l.evaluationManager),
      skillComments(
        { ...l, label: l.skillName, consultant: l.evaluationConsultant, manager: l.evaluationManager, lastYear: null },
        data.idLang,
      ),
    ]),
  };
}

function summaryTable(data: EepBmDocumentData): EaTable {
  const t = eepBmTextsFor(data.idLang);
  return {
    columns: [
      { header: t.category, share: 0.3 },
      centred(t.objective, 0.11),
      centred(t.employeeVision, 0.13),
      centred(t.managerVision, 0.13),
      centred(t.difference, 0.13),
      centred(t.assessment, 0.2),
    ],
    rows: data.summary.map((r) => [
      r.skillCategTypeName,
      String(r.objectifMaturity),
      averageText(r.employeeVision, data.idLang),
      averageText(r.managerVision, data.idLang),
      differenceText(r.difference, data.idLang),
      colourLabel(r.colour, data.idLang),
    ]),
    fills: data.summary.map((r) => [null, null, null, null, COLOUR_FILLS[r.colour], COLOUR_FILLS[r.colour]]),
  };
}

/** R+, Sign. and OC: achieved against expected (12, 7, 1), met or not. */
function resultsTable(data: EepBmDocumentData): EaTable {
  const t = eepBmTextsFor(data.idLang);
  const results = RESULT_KEYS.map((key) => {
    const achieved = data.results[key];
    const expected = data.results.expected[key];
    return { key, achieved, expected, met: achieved === null ? null : achieved >= expected };
  });
  return {
    columns: [
      labelColumn(t.indicator, 0.3),
      centred(t.achieved, 0.2),
      centred(t.expected, 0.2),
      centred(t.status, 0.3),
    ],
    rows: results.map((r) => [
      RESULT_LABELS[r.key],
      r.achieved === null ? '—' : String(r.achieved),
      String(r.expected),
      r.met === null ? '—' : r.met ? t.resultMet : t.resultNotMet,
    ]),
    fills: results.map((r) => [null, null, null, r.met === null ? null : COLOUR_FILLS[r.met ? 'green' : 'orange']]),
  };
}

/** Short and long term: goal, motivation, way. */
function projectionTable(data: EepBmDocumentData): EaTable {
  const t = eepBmTextsFor(data.idLang);
  return {
    columns: [
      labelColumn(t.term, 0.16),
      { header: t.goal, share: 0.28 },
      { header: t.motivation, share: 0.28 },
      { header: t.way, share: 0.28 },
    ],
    rows: [
      [t.shortTerm, data.shortTermGoal, data.shortTermMotivation, data.shortTermWay],
      [t.longTerm, data.longTermGoal, data.longTermMotivation, data.longTermWay],
    ].map(([term, ...texts]) => [term!, ...texts.map(orEmpty)]),
  };
}

/** Every table and line of the review's documents, in the tabs' order. */
export function prepareEepBmSections(data: EepBmDocumentData) {
  const t = eepBmTextsFor(data.idLang);
  const scale = scoreLegend(data.idLang)
    .map((l) => `${l.score} ${l.label}`)
    .join('   ·   ');
  return {
    general: generalTable(data),
    scale: labelledEa(t.scale, scale, data.idLang),
    categories: data.categories.map((c) => ({
      title: `${c.name} — ${labelledEa(t.maturityObjective, String(c.objectifMaturity), data.idLang)}`,
      table: categoryTable(data, c.lines),
    })),
    summary: summaryTable(data),
    results: resultsTable(data),
    assessment: [
      [t.degree, data.degree],
      [t.degreeObtainPeriod, data.degreeObtainPeriod],
      [t.experienceYears, data.experience === null ? '' : decimal(data.experience, data.idLang)],
    ] as [string, string][],
    languages: languagesTable(
      t,
      data.languages.map((l) => ({ name: l.name, level: l.levelName })),
    ),
    projection: projectionTable(data),
    otherActions: otherActionsTable(t, data.otherActions),
  };
}
export type EepBmSections = ReturnType<typeof prepareEepBmSections>;
