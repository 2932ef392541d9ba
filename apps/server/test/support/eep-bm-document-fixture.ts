/**
 * Business-manager reviews (EEP BM) for the document tests and the render benchmark: a full review as
 * `Ea/eepBmDetails` answers it — nine categories with their lines, the summary and the radar computed by the shared
 * rules (eep-bm-rules.ts), every text filled — in French or English, submitted or signed, reviewed by a manager or by
 * HR, with or without last year's radar series. The first category holds a hand-computed row (`EEP_BM_HAND_ROW`).
 */
import { BM_RESULTS_EXPECTED, BM_SKILL_CATEGORIES } from '@my-skills/shared/constants';
import { bmRadarSeries, bmSummary } from '@my-skills/shared/eep-bm-rules';
import type { BmCategory, EepBmDetails } from '@my-skills/shared/schemas/eep-bm';

export const EEP_BM_GENERATED_AT = new Date('2026-03-12T09:30:00Z');
export const EEP_BM_SIGNED_AT = new Date('2026-02-25T16:00:00Z');
export const EEP_BM_SIGNED_HASH = '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae';

/**
 * 'Développement commercial', objective 3: the employee rates 3 and 2 (2,50), the manager 2 and 2 (2,00); a third
 * line outside the profile (goal 0) rated 4 by the employee does not count. Mean 2,25: difference -0,75, orange.
 */
export const EEP_BM_HAND_ROW = {
  fr: ['Développement commercial', '3', '2,50', '2,00', '-0,75', 'À développer'],
  en: ['Business Development', '3', '2.50', '2.00', '-0.75', 'To develop'],
};

const LINE_NAMES: [string, string][] = [
  ['Prospection de nouveaux comptes', 'Prospecting new accounts'],
  ['Détection des besoins du client', 'Detecting the client’s needs'],
  ['Négociation et closing', 'Negotiation and closing'],
  ['Suivi de la relation client', 'Client relationship follow-up'],
  ['Animation de l’équipe commerciale', 'Leading the sales team'],
  ['Pilotage de la marge', 'Margin management'],
];

const OBJECTIVES = [3, 3, 2, 2, 3, 2, 3, 3, 2];

function categories(en: boolean, linesPerCategory: number): BmCategory[] {
  return BM_SKILL_CATEGORIES.map((c, ci) => {
    const objective = OBJECTIVES[ci]!;
    const line = (i: number) => {
      const [fr, english] = LINE_NAMES[(i + ci) % LINE_NAMES.length]!;
      return {
        id: c.id * 100 + i,
        skillName: `${en ? english : fr}${i >= LINE_NAMES.length ? ` (${i})` : ''}`,
        goal: objective,
        evaluationConsultant: ((i + ci) % 4) + 1,
        evaluationManager: (i + 2 * ci) % 5 || null,
        commentConsultant: i % 3 === 0 ? 'Objectifs de prospection tenus sur le trimestre.' : '',
        commentManager: i % 4 === 1 ? 'Bonne dynamique, à consolider sur les grands comptes.' : '',
      };
    };
    const lines =
      ci === 0
        ? // The hand-computed row (EEP_BM_HAND_ROW).
          [
            { ...line(0), evaluationConsultant: 3, evaluationManager: 2 },
            { ...line(1), evaluationConsultant: 2, evaluationManager: 2 },
            { ...line(2), goal: 0, evaluationConsultant: 4, evaluationManager: null },
          ]
        : Array.from({ length: linesPerCategory }, (_, i) => line(i));
    return { id: c.id, group: c.group, name: en ? c.en : c.fr, objectifMaturity: objective, lines };
  });
}

export interface EepBmFixtureOptions {
  idLang?: 1 | 2;
  /** Validated and signed by the reviewer (the signature in the details, its hash in the footer). */
  signed?: boolean;
  reviewer?: 'manager' | 'hr';
  /** Last year's manager visions (the dashed series); default true. */
  lastYear?: boolean;
  linesPerCategory?: number;
  reference?: string | null;
}

/** A full review as `Ea/eepBmDetails` answers it. */
export function eepBmDetails(options: EepBmFixtureOptions = {}): EepBmDetails {
  const en = options.idLang === 2;
  const cats = categories(en, options.linesPerCategory ?? 5);
  const rows = bmSummary(cats);
  const lastYear =
    options.lastYear === false ? null : rows.map((r, i) => (i % 3 === 2 ? null : r.objectifMaturity - 1));
  const labels = {
    objective: en ? 'Objective' : 'Objectif',
    employee: en ? 'Employee' : 'Salarié',
    manager: 'Manager',
    lastYear: en ? 'Last year' : 'N-1',
  };
  const manager = options.reviewer === 'hr' ? null : { id: 2, name: 'Paul Durand' };
  const permissions = {
    isOwner: false,
    managesOwner: true,
    side: 'manager' as const,
    canEditConsultantSide: false,
    canEditManagerSide: !options.signed,
    seesManagerSide: true,
    canSubmit: false,
    canValidate: !options.signed,
    canResendToDraft: !options.signed,
    canResendBoond: Boolean(options.signed),
    canSign: false,
    canExport: true,
  };
  return {
    id: 41,
    idUser: 7,
    reference: options.reference === undefined ? 'BM-0007' : options.reference,
    fullName: 'Claire Moreau',
    firstName: 'Claire',
    lastName: 'Moreau',
    title: en ? 'Business Manager' : 'Ingénieure d’affaires',
    year: 2026,
    idLang: en ? 2 : 1,
    idStatus: options.signed ? 3 : 2,
    status: options.signed ? (en ? 'Validated' : 'Validé') : en ? 'Submitted' : 'Soumis',
    rowVersion: 5,
    idBusinessManager: 2,
    businessManagerName: en ? 'Senior Business Manager' : 'Ingénieur d’affaires senior',
    birthDate: '1985-11-03',
    hireDate: '2018-04-16',
    manager,
    reviewer: options.reviewer ?? 'manager',
    interviewDate: '2026-02-20',
    interviewDatePrevYear: '2025-02-17',
    position: 'Ingénieure d’affaires – secteur bancaire',
    entity: 'Astek Lyon',
    functionEntryDate: '2021-01-04',
    degree: 'Master en école de commerce',
    degreeObtainPeriod: '2008',
    experience: 15.5,
    promotionCriteria: 'Porter le centre de profit à 40 consultants.\nDévelopper deux nouveaux grands comptes.',
    strengthsManager: 'Excellente relation client, forte capacité de recrutement.',
    areasOfProgress: 'Pilotage de la marge et prévisions.',
    actionsToBeImplemented: 'Revue mensuelle du compte de résultat avec le directeur.',
    shortTermGoal: 'Ingénieure d’affaires senior confirmée',
    shortTermMotivation: 'Élargir le portefeuille',
    shortTermWay: 'Coaching commercial',
    longTermGoal: 'Directrice d’agence',
    longTermMotivation: 'Piloter une équipe',
    longTermWay: 'Formation au management',
    mobility: 'Lyon, éventuellement Genève',
    functionalMobility: 'Direction de centre de profit',
    otherWill: 'Participer aux salons professionnels.',
    commentTrainingRequest: 'Formation négociation grands comptes souhaitée.',
    results: { rPlus: 14, sign: 5, oc: null, expected: { ...BM_RESULTS_EXPECTED } },
    categories: cats,
    summary: {
      idBusinessManager: 2,
      businessManagerName: en ? 'Senior Business Manager' : 'Ingénieur d’affaires senior',
      rows: rows.map((r, i) => ({ ...r, skillCategTypeName: cats[i]!.name })),
      radar: {
        categories: cats.map((c) => c.name),
        series: bmRadarSeries(rows, lastYear).map((s) => ({ ...s, label: labels[s.key] })),
      },
    },
    languages: [
      { id: 1, idEa: 41, name: en ? 'English' : 'Anglais', idLanguageLevel: 4, levelName: en ? 'Fluent' : 'Courant' },
      { id: 2, idEa: 41, name: en ? 'German' : 'Allemand', idLanguageLevel: 2, levelName: 'Notions' },
    ],
    otherActions: [
      {
        id: 1,
        idEa: 41,
        actionType: 'Mentorat',
        motivationJustification: 'Accompagner deux ingénieurs d’affaires juniors',
        implementationSystems: 'Points hebdomadaires',
      },
    ],
    createdAt: '2026-01-10T08:00:00.000Z',
    updatedAt: '2026-02-24T08:00:00.000Z',
    updatedBy: { id: 2, name: 'Paul Durand' },
    submittedAt: '2026-02-21',
    validatedAt: options.signed ? '2026-02-25' : null,
    signature: options.signed
      ? {
          signedBy: { id: 2, name: 'Paul Durand' },
          signedAt: EEP_BM_SIGNED_AT.toISOString(),
          documentHash: EEP_BM_SIGNED_HASH,
        }
      : null,
    correctedByHr: false,
    history: [],
    permissions,
    check: { ok: true, side: 'manager', missing: [], sections: [], fields: [] },
    delivery: null,
  };
}

/** Section headings of the review's documents, in order, per language (EEP_BM_TABS, then the signatures). */
export const EEP_BM_FR_HEADINGS = [
  'SYNTHÈSE GLOBALE DES COMPÉTENCES',
  'INFORMATIONS GÉNÉRALES',
  'ÉVALUATION DES COMPÉTENCES',
  'RÉSULTATS RÉALISÉS ET ATTENDUS',
  'CRITÈRES POUR ÉVOLUER VERS LA FONCTION',
  'BILAN DE COMPÉTENCES',
  'PROJECTION PROFESSIONNELLE',
  'AUTRES SOUHAITS',
  'AUTRES ACTIONS POUR L’ANNÉE PROCHAINE',
  'COMMENTAIRES DU MANAGER',
  'SIGNATURES',
];
export const EEP_BM_EN_HEADINGS = [
  'GLOBAL SKILLS SUMMARY',
  'GENERAL INFORMATION',
  'SKILLS EVALUATION',
  'ACHIEVED AND EXPECTED RESULTS',
  'CRITERIA TO EVOLVE TO THE FUNCTION',
  'SKILLS ASSESSMENT',
  'PROFESSIONAL PROJECTION',
  'OTHER WISHES',
  'OTHER ACTIONS NEXT YEAR',
  'MANAGER COMMENTS',
  'SIGNATURES',
];
