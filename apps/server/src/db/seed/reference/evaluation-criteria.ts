/**
 * The evaluation criteria of an annual evaluation's skills assessment, per type (2 professional/functional,
 * 3 managerial, 4 behavioral, 5 linguistic; technical lines come from the person's skills file). Natural key:
 * code. Administrators edit, deactivate and add criteria; seeding only adds what is missing.
 */
import type { SkillEvaluationTypeId } from '@my-skills/shared/evaluation-rules';

export interface EvaluationCriterionSeed {
  code: string;
  idType: Exclude<SkillEvaluationTypeId, 1>;
  labelFr: string;
  labelEn: string;
  sortOrder: number;
}

const of = (
  idType: EvaluationCriterionSeed['idType'],
  prefix: string,
  rows: readonly [string, string, string][],
): EvaluationCriterionSeed[] =>
  rows.map(([code, labelFr, labelEn], i) => ({
    code: `${prefix}-${code}`,
    idType,
    labelFr,
    labelEn,
    sortOrder: (i + 1) * 10,
  }));

export const EVALUATION_CRITERIA: readonly EvaluationCriterionSeed[] = [
  ...of(2, 'professional', [
    ['client-needs', 'Analyse et compréhension des besoins du client', 'Analysing and understanding client needs'],
    [
      'functional-knowledge',
      'Connaissance fonctionnelle du métier du client',
      'Functional knowledge of the client’s business',
    ],
    ['methods-quality', 'Respect des méthodes et de la démarche qualité', 'Following methods and the quality process'],
    ['deliverables', 'Qualité des livrables et de la documentation', 'Quality of deliverables and documentation'],
    [
      'planning',
      'Organisation, respect des délais et des engagements',
      'Organisation, meeting deadlines and commitments',
    ],
    ['reporting', 'Reporting et suivi d’activité', 'Reporting and activity follow-up'],
  ]),
  ...of(3, 'managerial', [
    ['lead-team', 'Animation et pilotage d’une équipe', 'Leading and steering a team'],
    ['delegation', 'Délégation et suivi des tâches', 'Delegating and following up tasks'],
    [
      'develop-people',
      'Accompagnement et montée en compétences des collaborateurs',
      'Coaching and developing team members',
    ],
    ['decision', 'Prise de décision et arbitrage', 'Decision-making and arbitration'],
    [
      'project-steering',
      'Pilotage de projet (budget, planning, risques)',
      'Project steering (budget, schedule, risks)',
    ],
  ]),
  ...of(4, 'behavioral', [
    ['teamwork', 'Travail en équipe et coopération', 'Teamwork and cooperation'],
    ['communication', 'Communication orale et écrite', 'Oral and written communication'],
    ['autonomy', 'Autonomie et prise d’initiative', 'Autonomy and initiative'],
    ['adaptability', 'Adaptabilité et gestion du changement', 'Adaptability and handling change'],
    ['client-relationship', 'Relation client et posture de conseil', 'Client relationship and consulting stance'],
    ['stress', 'Gestion des priorités et du stress', 'Managing priorities and stress'],
    ['rigour', 'Rigueur et sens des responsabilités', 'Rigour and sense of responsibility'],
  ]),
  ...of(5, 'linguistic', [
    ['english-oral', 'Anglais oral', 'Spoken English'],
    ['english-written', 'Anglais écrit', 'Written English'],
    ['french-written', 'Français écrit (rédaction professionnelle)', 'Written French (professional writing)'],
    ['other-language', 'Autre langue de travail', 'Other working language'],
  ]),
];
