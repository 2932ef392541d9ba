/**
 * Evaluation documents for tests and the render benchmark: a minimal evaluation (a draft, nothing
 * filled), and a rich one (60 skill lines, 5 objectives, every section filled, signed on demand)
 * in French or English.
 */
import {
  buildEaDocumentData,
  type EaDocumentData,
  type EaDocumentLangId,
  type EaSkillLineInput,
} from '../../src/integrations/documents/ea-document';

export const EA_GENERATED_AT = new Date('2026-03-12T09:30:00Z');
export const EA_SIGNED_HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

export function minimalEaDocument(overrides: Partial<EaDocumentData> = {}): EaDocumentData {
  return {
    ...buildEaDocumentData({
      idLang: 1,
      year: 2026,
      statusName: 'Brouillon',
      person: { firstName: 'Alice', lastName: 'Martin', reference: 'AM-0042' },
      generatedAt: EA_GENERATED_AT,
    }),
    ...overrides,
  };
}

const LABELS: Record<number, string[]> = {
  1: ['Java', 'Spring Boot', 'TypeScript', 'React', 'PostgreSQL', 'Kubernetes', 'Docker', 'Kafka', 'Terraform'],
  2: ['Analyse du besoin', 'Rédaction de spécifications', 'Estimation des charges', 'Tests et recette'],
  3: ['Animation d’équipe', 'Délégation', 'Conduite du changement'],
  4: ['Communication', 'Autonomie', 'Esprit d’équipe', 'Rigueur'],
  5: ['Anglais', 'Espagnol'],
};

/** 60 lines over the five types, ratings cycling through the scale, some comments. */
function skillLines(count = 60): EaSkillLineInput[] {
  const lines: EaSkillLineInput[] = [];
  const types = [1, 1, 1, 2, 2, 3, 4, 4, 5];
  for (let i = 0; i < count; i++) {
    const idType = types[i % types.length]!;
    const names = LABELS[idType]!;
    lines.push({
      idType,
      label: `${names[i % names.length]!}${i >= names.length ? ` (${i})` : ''}`,
      noteConsultant: (i % 4) + 1,
      noteManager: ((i + 1) % 5) as number,
      lastYearNote: i % 3 === 0 ? null : ((i + 2) % 4) + 1,
      commentConsultant: i % 5 === 0 ? 'Pratiqué au quotidien sur la mission.' : '',
      commentManager: i % 7 === 0 ? 'Très bon niveau, à partager avec l’équipe.' : '',
    });
  }
  return lines;
}

export function richEaDocument(
  idLang: EaDocumentLangId = 1,
  options: { signed?: boolean; skillCount?: number } = {},
): EaDocumentData {
  const en = idLang === 2;
  return buildEaDocumentData({
    idLang,
    year: 2026,
    statusName: options.signed ? (en ? 'Validated' : 'Validé') : en ? 'Submitted' : 'Soumis',
    person: { firstName: 'Alice', lastName: 'Martin', reference: 'AM-0042' },
    manager: 'Paul Durand',
    cadreEntretien: {
      experience: '12 ans',
      society: 'Astek',
      birthDate: '1988-05-17',
      hireDate: '2019-09-02',
      function: 'Développeuse Java senior',
      interviewDate: '2026-02-20',
      lastInterviewDate: '2025-02-18',
    },
    annualReview: {
      experienceComment:
        'Mission chez un grand compte bancaire : refonte des API de paiement.\nPassage en lead technique.',
      consultant: {
        contributions: 'Refonte du module de virement, mise en place des tests de contrat.',
        strengths: 'Rigueur, pédagogie.',
        weaknesses: 'Délégation.',
      },
      manager: {
        contributions: 'Livraisons tenues malgré un périmètre élargi.',
        strengths: 'Expertise Java reconnue par le client.',
        weaknesses: 'Prise de parole en comité.',
      },
      performance: 1,
      comment: 'Très belle année.',
    },
    lastYearGoals: [
      {
        text: 'Passer la certification Kubernetes',
        measure: 'CKA obtenue',
        dueDate: '2025-12-31',
        achievement: 1,
        comment: 'Obtenue en octobre.',
      },
      {
        text: 'Encadrer un développeur junior',
        measure: 'Retour du junior',
        dueDate: null,
        achievement: 2,
        comment: '',
      },
    ],
    skills: skillLines(options.skillCount ?? 60),
    goals: Array.from({ length: 5 }, (_, i) => ({
      text: `Objectif ${i + 1} : ${['Devenir référente sécurité', 'Animer deux ateliers', 'Passer la certification AWS', 'Réduire la dette technique de 20 %', 'Accompagner un nouvel arrivant'][i]!}`,
      measure: i % 2 ? 'Bilan à mi-année' : 'Indicateur Sonar',
      dueDate: `2026-${String(3 + 2 * i).padStart(2, '0')}-30`,
    })),
    evolution: {
      shortTerm: { goal: 'Lead technique', motivation: 'Transmettre', way: 'Binômage' },
      mediumTerm: { goal: 'Architecte', motivation: 'Vision d’ensemble', way: 'Formation TOGAF' },
      longTerm: { goal: 'Directrice technique', motivation: 'Piloter', way: '' },
      mobility: 'Lyon ou Paris',
      otherActivity: 'Formatrice interne',
      otherWill: '',
    },
    languages: [
      { name: en ? 'English' : 'Anglais', level: en ? 'Fluent' : 'Courant' },
      { name: en ? 'Spanish' : 'Espagnol', level: en ? 'Notions' : 'Notions' },
    ],
    otherActions: [
      {
        actionType: 'Tutorat',
        motivationJustification: 'Montée en compétence de l’équipe',
        implementationSystems: 'Une demi-journée par semaine',
      },
    ],
    trainingReviews: [
      { name: 'Kubernetes administrateur', date: '2025-10-06', evaluation: 1, comment: 'Très utile.' },
      { name: 'Sécurité applicative', date: '2025-06-12', evaluation: 3, comment: '' },
    ],
    cpf: { hours: 24, date: '2026-01-15', okTraining: true },
    trainingWishes: [
      {
        typeLabel: en ? 'Certification' : 'Certification',
        title: 'AWS Solutions Architect',
        organism: 'AWS',
        desiredDate: '2026-06-01',
        hours: 35,
      },
      {
        typeLabel: en ? 'Training' : 'Formation',
        title: 'Prise de parole en public',
        organism: 'Cegos',
        desiredDate: null,
        hours: 14,
      },
    ],
    commentTrainingRequest: 'Priorité à la certification AWS.',
    synthesis: 'Année très positive ; objectifs ambitieux pour l’an prochain.',
    signatures: {
      employee: { name: 'Alice Martin', submittedAt: '2026-02-21' },
      manager: { name: 'Paul Durand', signedAt: options.signed ? '2026-02-25' : null },
    },
    documentHash: options.signed ? EA_SIGNED_HASH : null,
    generatedAt: EA_GENERATED_AT,
  });
}

/** Section headings of the evaluation documents, in order, per language. */
export const EA_FR_HEADINGS = [
  'IDENTITÉ ET CADRE DE L’ENTRETIEN',
  'BILAN ANNUEL',
  'ÉVALUATION DES COMPÉTENCES',
  'OBJECTIFS N+1',
  'ÉVOLUTION PROFESSIONNELLE',
  'BILAN DES FORMATIONS ET SOUHAITS',
  'SYNTHÈSE',
  'SIGNATURES',
];
export const EA_EN_HEADINGS = [
  'EMPLOYEE IDENTITY AND INTERVIEW FRAMEWORK',
  'ANNUAL REVIEW',
  'SKILLS ASSESSMENT',
  'N+1 OBJECTIVES',
  'PROFESSIONAL EVOLUTION',
  'TRAINING REVIEW AND WISHES',
  'SYNTHESIS',
  'SIGNATURES',
];
