/**
 * The business-manager review's skill lines (EEP BM): per category (6–14, BM_SKILL_CATEGORIES), what a consulting
 * group's business managers are assessed on, in French and English, with a goal 0–4 for each of the six profiles
 * (BUSINESS_MANAGER_PROFILES: Business Manager, Senior Business Manager, Business Unit Manager, Senior Business Unit
 * Manager, Business Unit Director, Senior Business Unit Director). Goals never fall with seniority; 0 means the
 * profile is not assessed on the line. Levels: 1 learning, 2 partially masters, 3 masters autonomously, 4 dominates.
 * Natural key: code. Administrators edit, deactivate, delete and add lines; seeding only adds what is missing.
 */
import { BM_SKILL_CATEGORIES } from '@my-skills/shared/constants';

/** One value per profile, 1 to 6 in order. */
export type PerProfile = readonly [number, number, number, number, number, number];

export interface BusinessManagerLineSeed {
  code: string;
  idCategory: number;
  nameFr: string;
  nameEn: string;
  sortOrder: number;
  goals: PerProfile;
}

const of = (idCategory: number, rows: readonly [string, string, string, PerProfile][]): BusinessManagerLineSeed[] => {
  const group = BM_SKILL_CATEGORIES.find((c) => c.id === idCategory)!.group;
  return rows.map(([slug, nameFr, nameEn, goals], i) => ({
    code: `${group}-${slug}`,
    idCategory,
    nameFr,
    nameEn,
    sortOrder: (i + 1) * 10,
    goals,
  }));
};

export const BUSINESS_MANAGER_LINES: readonly BusinessManagerLineSeed[] = [
  // 6 — Business Development
  ...of(6, [
    ['prospect-new-accounts', 'Prospecter de nouveaux comptes', 'Prospect new accounts', [2, 3, 3, 4, 4, 4]],
    [
      'grow-existing-accounts',
      'Développer le chiffre d’affaires des comptes existants',
      'Grow revenue from existing accounts',
      [2, 3, 3, 4, 4, 4],
    ],
    [
      'qualify-opportunities',
      'Détecter et qualifier les opportunités (besoin, budget, décideurs, calendrier)',
      'Detect and qualify opportunities (need, budget, decision makers, timing)',
      [2, 3, 3, 4, 4, 4],
    ],
    [
      'decision-maker-network',
      'Construire un réseau de décideurs chez les clients',
      'Build a network of decision makers at clients',
      [1, 2, 3, 3, 4, 4],
    ],
    [
      'sales-pipeline',
      'Tenir à jour le pipe commercial et le CRM',
      'Keep the sales pipeline and the CRM up to date',
      [2, 3, 3, 3, 4, 4],
    ],
    [
      'key-account-plans',
      'Élaborer et suivre les plans de compte des grands comptes',
      'Build and follow account plans for key accounts',
      [0, 1, 2, 3, 3, 4],
    ],
  ]),
  // 7 — Commercial Strategy
  ...of(7, [
    [
      'market-analysis',
      'Analyser son marché, ses clients et ses concurrents',
      'Analyse the market, clients and competitors',
      [1, 2, 3, 3, 4, 4],
    ],
    [
      'target-accounts',
      'Définir les comptes et les secteurs cibles',
      'Define target accounts and sectors',
      [1, 2, 2, 3, 4, 4],
    ],
    [
      'sales-action-plan',
      'Construire le plan d’action commercial annuel',
      'Build the annual sales action plan',
      [1, 2, 3, 3, 4, 4],
    ],
    [
      'supplier-listings',
      'Obtenir et conserver les référencements fournisseurs',
      'Win and keep preferred-supplier listings',
      [0, 1, 2, 3, 3, 4],
    ],
    [
      'team-sales-targets',
      'Fixer et suivre les objectifs commerciaux de l’équipe',
      'Set and track the team’s sales targets',
      [0, 0, 2, 3, 4, 4],
    ],
    [
      'group-strategy',
      'Décliner la stratégie du groupe sur son périmètre',
      'Apply the group’s strategy to one’s own scope',
      [1, 1, 2, 3, 4, 4],
    ],
  ]),
  // 8 — Engineer Recruitment
  ...of(8, [
    [
      'profiles-to-hire',
      'Définir les profils à recruter à partir des besoins des clients',
      'Define the profiles to hire from client needs',
      [2, 3, 3, 3, 4, 4],
    ],
    [
      'sourcing',
      'Sourcer les candidats (job boards, réseaux, cooptation)',
      'Source candidates (job boards, networks, referrals)',
      [2, 2, 3, 3, 3, 3],
    ],
    [
      'interviews',
      'Mener les entretiens et évaluer les compétences techniques et comportementales',
      'Interview candidates and assess their technical and soft skills',
      [2, 3, 3, 4, 4, 4],
    ],
    [
      'closing-hires',
      'Convaincre et conclure l’embauche (proposition, négociation salariale)',
      'Win the candidate over and close the hire (offer, salary negotiation)',
      [2, 3, 3, 4, 4, 4],
    ],
    [
      'onboarding',
      'Réussir l’intégration des nouveaux embauchés',
      'Onboard new hires successfully',
      [2, 2, 3, 3, 4, 4],
    ],
    [
      'hiring-plan',
      'Piloter le plan de recrutement avec les chargés de recrutement',
      'Steer the hiring plan with the recruiters',
      [0, 1, 2, 3, 4, 4],
    ],
  ]),
  // 9 — People Management
  ...of(9, [
    [
      'consultant-follow-up',
      'Suivre régulièrement les consultants en mission (points de suivi, visites client)',
      'Follow consultants on assignment regularly (check-ins, client visits)',
      [2, 3, 3, 4, 4, 4],
    ],
    [
      'annual-reviews',
      'Conduire les entretiens annuels et professionnels',
      'Conduct annual and career reviews',
      [2, 3, 3, 4, 4, 4],
    ],
    [
      'career-paths',
      'Construire les parcours de carrière et de formation',
      'Build career and training paths',
      [1, 2, 3, 3, 4, 4],
    ],
    [
      'retention',
      'Fidéliser les collaborateurs et prévenir les départs',
      'Retain employees and prevent departures',
      [2, 2, 3, 3, 4, 4],
    ],
    [
      'difficult-situations',
      'Gérer les situations difficiles et les conflits',
      'Handle difficult situations and conflicts',
      [1, 2, 3, 3, 4, 4],
    ],
    [
      'lead-business-managers',
      'Animer et faire grandir son équipe d’ingénieurs d’affaires',
      'Lead and grow one’s team of business managers',
      [0, 0, 2, 3, 4, 4],
    ],
    [
      'delegation-coaching',
      'Déléguer et accompagner la montée en compétences',
      'Delegate and coach skills development',
      [0, 1, 2, 3, 4, 4],
    ],
  ]),
  // 10 — Profit Centre Management
  ...of(10, [
    [
      'gross-margin',
      'Piloter la marge brute de ses affaires',
      'Manage the gross margin of one’s deals',
      [2, 3, 3, 4, 4, 4],
    ],
    [
      'utilisation',
      'Maîtriser l’intercontrat et le taux d’activité',
      'Keep bench time low and utilisation high',
      [2, 3, 3, 4, 4, 4],
    ],
    [
      'pricing',
      'Fixer les prix de vente et les taux journaliers',
      'Set selling prices and daily rates',
      [2, 2, 3, 3, 4, 4],
    ],
    [
      'invoicing-collections',
      'Suivre la facturation et le recouvrement',
      'Follow invoicing and collections',
      [1, 2, 2, 3, 3, 4],
    ],
    [
      'forecasts',
      'Établir des prévisions fiables (chiffre d’affaires, effectifs)',
      'Produce reliable forecasts (revenue, headcount)',
      [1, 2, 3, 3, 4, 4],
    ],
    ['annual-budget', 'Construire et tenir le budget annuel', 'Build and meet the annual budget', [0, 1, 2, 3, 4, 4]],
    [
      'profit-and-loss',
      'Piloter le compte de résultat de la business unit',
      'Run the business unit’s profit and loss',
      [0, 0, 2, 3, 4, 4],
    ],
  ]),
  // 11 — Positioning/Offers
  ...of(11, [
    [
      'group-offers',
      'Connaître les offres et les expertises du groupe',
      'Know the group’s offers and expertise',
      [2, 3, 3, 3, 4, 4],
    ],
    [
      'match-consultants',
      'Positionner les consultants sur les besoins des clients',
      'Match consultants to client needs',
      [3, 3, 3, 4, 4, 4],
    ],
    [
      'proposals',
      'Rédiger des propositions commerciales et techniques',
      'Write commercial and technical proposals',
      [2, 2, 3, 3, 4, 4],
    ],
    [
      'tenders',
      'Répondre aux appels d’offres avec les équipes techniques',
      'Answer tenders with the technical teams',
      [1, 2, 3, 3, 4, 4],
    ],
    [
      'fixed-price',
      'Proposer des engagements au forfait et en centre de services',
      'Offer fixed-price and service-centre engagements',
      [0, 1, 2, 3, 4, 4],
    ],
    [
      'new-offers',
      'Contribuer à la création de nouvelles offres',
      'Contribute to building new offers',
      [0, 1, 1, 2, 3, 4],
    ],
  ]),
  // 12 — Business Management
  ...of(12, [
    [
      'negotiation',
      'Négocier les conditions commerciales et contractuelles',
      'Negotiate commercial and contractual terms',
      [2, 3, 3, 4, 4, 4],
    ],
    [
      'contracts',
      'Maîtriser les contrats (bons de commande, conditions générales, risques)',
      'Master contracts (purchase orders, terms and conditions, risks)',
      [2, 2, 3, 3, 4, 4],
    ],
    [
      'staffing-renewals',
      'Assurer le staffing et le renouvellement des missions',
      'Handle staffing and assignment renewals',
      [3, 3, 3, 4, 4, 4],
    ],
    [
      'subcontracting',
      'Gérer la sous-traitance et les partenaires',
      'Manage subcontractors and partners',
      [1, 2, 2, 3, 3, 4],
    ],
    [
      'service-quality',
      'Garantir la qualité de service et la satisfaction des clients',
      'Ensure service quality and client satisfaction',
      [2, 3, 3, 4, 4, 4],
    ],
    [
      'management-tools',
      'Tenir à jour les outils de gestion (BoondManager, ordres de mission)',
      'Keep the management tools up to date (BoondManager, assignment orders)',
      [3, 3, 3, 3, 3, 3],
    ],
  ]),
  // 13 — Interpersonal Communication
  ...of(13, [
    ['active-listening', 'Écouter activement et reformuler', 'Listen actively and rephrase', [2, 3, 3, 3, 4, 4]],
    ['oral-persuasion', 'Présenter et convaincre à l’oral', 'Present and persuade orally', [2, 3, 3, 4, 4, 4]],
    [
      'writing',
      'Rédiger des écrits clairs et adaptés à leurs lecteurs',
      'Write clearly for the reader',
      [2, 2, 3, 3, 4, 4],
    ],
    [
      'client-executives',
      'Communiquer avec les dirigeants des clients',
      'Communicate with client executives',
      [1, 2, 3, 3, 4, 4],
    ],
    [
      'group-cooperation',
      'Coopérer avec les autres entités du groupe',
      'Cooperate with the group’s other entities',
      [2, 2, 3, 3, 4, 4],
    ],
    ['english', 'Échanger en anglais avec les clients', 'Work with clients in English', [1, 2, 2, 3, 3, 3]],
  ]),
  // 14 — Professional Effectiveness
  ...of(14, [
    [
      'time-priorities',
      'Organiser son temps et prioriser ses actions',
      'Organise one’s time and set priorities',
      [2, 3, 3, 3, 4, 4],
    ],
    [
      'initiative',
      'Être autonome et prendre des initiatives',
      'Work autonomously and take initiative',
      [2, 3, 3, 4, 4, 4],
    ],
    [
      'reporting',
      'Rendre compte de son activité (reporting hebdomadaire)',
      'Report on one’s activity (weekly reporting)',
      [3, 3, 3, 3, 4, 4],
    ],
    ['decisions', 'Prendre des décisions et les assumer', 'Make decisions and own them', [1, 2, 3, 3, 4, 4]],
    ['pressure', 'Gérer la pression et les échecs', 'Handle pressure and setbacks', [2, 2, 3, 3, 4, 4]],
    [
      'group-processes',
      'Appliquer les processus et les règles du groupe',
      'Follow the group’s processes and rules',
      [3, 3, 3, 4, 4, 4],
    ],
  ]),
];

/** The maturity objective 0–4 of each category (6–14) for profiles 1 to 6. */
export const BUSINESS_MANAGER_MATURITY: Readonly<Record<number, PerProfile>> = {
  6: [2, 3, 3, 4, 4, 4],
  7: [1, 2, 2, 3, 4, 4],
  8: [2, 2, 3, 3, 4, 4],
  9: [1, 2, 3, 3, 4, 4],
  10: [1, 2, 3, 3, 4, 4],
  11: [2, 2, 3, 3, 4, 4],
  12: [2, 3, 3, 4, 4, 4],
  13: [2, 2, 3, 3, 4, 4],
  14: [2, 3, 3, 3, 4, 4],
};
