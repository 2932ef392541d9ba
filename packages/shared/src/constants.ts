/**
 * Business constants and enumerations of the specification (part 1 §3, §9; part 2 §3, §9).
 * Labels are translation keys on the web side; the French/English texts given here are the
 * specification's own and serve the server (documents, e-mails) and tests.
 */

export const APP_VERSION = 'v3.1.5';
export const DEFAULT_ENVIRONMENT_LABEL = 'production';

export const LANGUAGES = { FRENCH: 1, ENGLISH: 2 } as const;
export type LanguageId = (typeof LANGUAGES)[keyof typeof LANGUAGES];
export const LANGUAGE_IDS: readonly LanguageId[] = [1, 2];
export const LANGUAGE_CODES: Record<LanguageId, 'fr' | 'en'> = { 1: 'fr', 2: 'en' };
export const DEFAULT_LANGUAGE_ID: LanguageId = 1;
export const languageIdFromCode = (code: string | undefined | null): LanguageId =>
  code?.toLowerCase().startsWith('en') ? 2 : 1;

/** Notification durations (ms): success/failure hide after 2 s, a plain alert after 6 s. */
export const NOTIFICATION_DURATION_MS = 2000;
export const PLAIN_NOTIFICATION_DURATION_MS = 6000;
/** The page reloads this long after a validation or resend result. */
export const RELOAD_AFTER_RESULT_MS = NOTIFICATION_DURATION_MS;
export const NOTIFICATION_LINE_SEPARATOR = '&&';

export const LIMITS = {
  textMax: 4096,
  languageNameMax: 128,
  ratingMin: 0,
  ratingMax: 4,
  starsMax: 4,
  passwordMinLength: 12,
  accountLockMinutes: 30,
  /** Attachments (diplomas, certifications). */
  attachmentMaxBytes: 10 * 1024 * 1024,
  /** Our own guard for names, e-mails and search terms. */
  shortTextMax: 255,
  searchTermMax: 100,
} as const;

export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{12,}$/;

export const MULTI_VALUE_SEPARATOR = ' / ';

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1840 } as const;
export const LAYOUT = {
  sidebarWidth: 280,
  headerHeight: 60,
  selectMenuMaxHeight: 224,
  selectMenuWidth: 250,
} as const;

export const SUBCONTRACTOR_PROFILE = 'Sous Traitant';

/** Skills file (DC) statuses. */
export const DC_STATUSES = {
  NEW: 0,
  DRAFT: 1,
  SUBMITTED: 2,
  VALIDATED: 3,
  ARCHIVED: 4,
} as const;
export type DcStatusId = (typeof DC_STATUSES)[keyof typeof DC_STATUSES];
export const DC_STATUS_LABELS: Record<DcStatusId, { fr: string; en: string }> = {
  0: { fr: 'Nouveau', en: 'New' },
  1: { fr: 'Brouillon', en: 'Draft' },
  2: { fr: 'Soumis', en: 'Submitted' },
  3: { fr: 'Validé', en: 'Validated' },
  4: { fr: 'Archivé', en: 'Archived' },
};

/** Evaluation (EA / EEP / EEP BM) statuses: below 2 draft, 2 submitted, 3 validated. */
export const EA_STATUSES = { DRAFT: 1, SUBMITTED: 2, VALIDATED: 3 } as const;
export type EaStatusId = (typeof EA_STATUSES)[keyof typeof EA_STATUSES];
export const EA_STATUS_LABELS: Record<EaStatusId, { fr: string; en: string }> = {
  1: { fr: 'Brouillon', en: 'Draft' },
  2: { fr: 'Soumis', en: 'Submitted' },
  3: { fr: 'Validé', en: 'Validated' },
};
export const EA_STATUS_ACTIONS = ['submit', 'validate', 'toDraft'] as const;
export type EaStatusAction = (typeof EA_STATUS_ACTIONS)[number];
/** EEP list statuses. */
export const EEP_LIST_STATUSES = ['Validated', 'Submitted'] as const;

/** Skill levels of a skills file (stars 1–4). */
export const SKILL_LEVELS = [
  { id: 1, fr: 'Connaissance', en: 'Knowledge' },
  { id: 2, fr: 'Capacité partielle', en: 'Partial capacity' },
  { id: 3, fr: 'Capacité autonome', en: 'Independent capacity' },
  { id: 4, fr: 'Expertise', en: 'Expertise' },
] as const;

/** Score levels of an evaluation (0–4). */
export const SCORE_LEVELS = [
  { id: 0, fr: 'Non concerné', en: 'Not concerned' },
  { id: 1, fr: 'En apprentissage', en: 'Learning' },
  { id: 2, fr: 'Maîtrise partiellement', en: 'Partially masters' },
  { id: 3, fr: 'Maîtrise en autonomie', en: 'Masters autonomously' },
  { id: 4, fr: 'Domine', en: 'Dominates' },
] as const;

/** Performance ratings of an evaluation (1 best, 4 worst). */
export const EVALUATION_RATINGS = [
  { id: 1, fr: 'Très satisfaisant', en: 'Very satisfactory' },
  { id: 2, fr: 'Satisfaisant', en: 'Satisfying' },
  { id: 3, fr: 'Moyen', en: 'Medium' },
  { id: 4, fr: 'Insuffisant', en: 'Insufficient' },
] as const;

export const DEGREE_MENTIONS = [
  { id: 1, fr: 'Très bien', en: 'Very good' },
  { id: 2, fr: 'Bien', en: 'Good' },
  { id: 3, fr: 'Assez bien', en: 'Quite good' },
  { id: 4, fr: 'Passable', en: 'Fair' },
] as const;

export const TRAINING_TYPES = [
  { id: 1, code: 'Certification', fr: 'Certification', en: 'Certification' },
  { id: 2, code: 'Formation', fr: 'Formation', en: 'Training' },
  { id: 3, code: 'Autres', fr: 'Autres', en: 'Other' },
] as const;

export const TRAINING_STATUSES = [
  { id: 1, fr: 'En cours', en: 'In progress' },
  { id: 2, fr: 'Traité (inscrit)', en: 'Processed (enrolled)' },
  { id: 3, fr: 'Annulé', en: 'Cancelled' },
] as const;

export const TRAINING_CONTEXTS = [
  { id: 1, fr: 'Démarrage de mission', en: 'Mission start' },
  { id: 2, fr: 'Compétences', en: 'Skills' },
  { id: 3, fr: 'Projet', en: 'Project' },
  { id: 4, fr: 'Intercontrat', en: 'Intermission' },
  { id: 5, fr: 'Sécurité au travail', en: 'Work safety' },
  { id: 6, fr: 'Représentants du personnel', en: 'Staff representatives' },
  { id: 7, fr: 'Départ', en: 'Departure' },
  { id: 8, fr: 'Structure', en: 'Structure' },
] as const;

export const TRAINING_NATURES = [
  { id: 1, fr: 'Technique', en: 'Technical' },
  { id: 2, fr: 'Méthodologie / Management', en: 'Methodology / Management' },
  { id: 3, fr: 'Métier / Secteur', en: 'Business / Sector' },
  { id: 4, fr: 'Langues', en: 'Languages' },
  { id: 5, fr: 'Efficacité professionnelle', en: 'Professional efficiency' },
  { id: 6, fr: 'Autre', en: 'Other' },
] as const;

export const TRAINING_REQUEST_ORIGINS = [
  { id: 1, fr: 'EEP', en: 'EEP' },
  { id: 2, fr: 'Demande client', en: 'Client request' },
  { id: 3, fr: 'Réglementaire', en: 'Regulatory' },
  { id: 4, fr: 'Manager', en: 'Manager' },
  { id: 5, fr: 'Salarié hors EEP', en: 'Employee outside the EEP' },
] as const;

export const TRAINING_SCHEMES = [
  { id: 1, fr: 'ACTION CO', en: 'ACTION CO' },
  { id: 2, fr: 'AUTRES', en: 'OTHERS' },
  { id: 3, fr: 'CERTIF', en: 'CERTIF' },
  { id: 4, fr: 'CFESS', en: 'CFESS' },
  { id: 5, fr: 'CPF', en: 'CPF' },
  { id: 6, fr: 'INTERNE METIERS', en: 'INTERNE METIERS' },
  { id: 7, fr: 'MOOC', en: 'MOOC' },
  { id: 8, fr: 'PLAN F', en: 'PLAN F' },
  { id: 9, fr: 'Université d’entreprise', en: 'Company university' },
  { id: 10, fr: 'PRO A', en: 'PRO A' },
  { id: 11, fr: 'VAE', en: 'VAE' },
] as const;

/**
 * Business-manager profiles 1–6 (in order of seniority), with their French and English names, the goal field each
 * one reads on a skill line and the maturity-objective field it reads on a category.
 */
export const BUSINESS_MANAGER_PROFILES = [
  {
    id: 1,
    goalField: 'bmgoal',
    maturityField: 'bmObjectifMaturity',
    fr: 'Ingénieur d’affaires',
    en: 'Business Manager',
  },
  {
    id: 2,
    goalField: 'sbmgoal',
    maturityField: 'sbmObjectifMaturity',
    fr: 'Ingénieur d’affaires senior',
    en: 'Senior Business Manager',
  },
  {
    id: 3,
    goalField: 'bumgoal',
    maturityField: 'bumObjectifMaturity',
    fr: 'Responsable de business unit',
    en: 'Business Unit Manager',
  },
  {
    id: 4,
    goalField: 'sbumgoal',
    maturityField: 'sbumObjectifMaturity',
    fr: 'Responsable de business unit senior',
    en: 'Senior Business Unit Manager',
  },
  {
    id: 5,
    goalField: 'budgoal',
    maturityField: 'budObjectifMaturity',
    fr: 'Directeur de business unit',
    en: 'Business Unit Director',
  },
  {
    id: 6,
    goalField: 'sbudgoal',
    maturityField: 'sbudObjectifMaturity',
    fr: 'Directeur de business unit senior',
    en: 'Senior Business Unit Director',
  },
] as const;

/** Business-manager skill categories, ids 6–14, with the payload group of each. */
export const BM_SKILL_CATEGORIES = [
  { id: 6, group: 'bdskills', fr: 'Développement commercial', en: 'Business Development' },
  { id: 7, group: 'scskills', fr: 'Stratégie commerciale', en: 'Commercial Strategy' },
  { id: 8, group: 'rcskills', fr: 'Recrutement d’ingénieurs', en: 'Engineer Recruitment' },
  { id: 9, group: 'mhskills', fr: 'Management des hommes', en: 'People Management' },
  { id: 10, group: 'gcskills', fr: 'Gestion du centre de profit', en: 'Profit Centre Management' },
  { id: 11, group: 'poskills', fr: 'Positionnement / Offres', en: 'Positioning/Offers' },
  { id: 12, group: 'bmskills', fr: 'Gestion des affaires', en: 'Business Management' },
  { id: 13, group: 'cmskills', fr: 'Communication interpersonnelle', en: 'Interpersonal Communication' },
  { id: 14, group: 'epskills', fr: 'Efficacité professionnelle', en: 'Professional Effectiveness' },
] as const;

/** EEP BM results table: fixed expected values. */
export const BM_RESULTS_EXPECTED = { rPlus: 12, sign: 7, oc: 1 } as const;

export const KEY_PEOPLE_CATEGORIES = ['Key People Tech', 'client mission', 'RSI', 'HPO'] as const;
export const KEY_PEOPLE_STATUS_FILTERS = ['inProgress', 'past'] as const;

export const LIST_FILTER_OPERATORS = [
  'containing',
  'equal',
  'between',
  'greater',
  'less',
  'different',
  'empty',
  'notEmpty',
] as const;
export type ListFilterOperator = (typeof LIST_FILTER_OPERATORS)[number];

/** Downloadable guides served by the header (GET /api/File/guide?fileName=). */
export const GUIDE_FILES = {
  skillsFileGuide: 'guide-dossier-competences.pdf',
  skillsFileNotice: 'notice-dossier-competences.pdf',
  evaluationGuide: 'guide-eep.pdf',
  candidateMemo: 'memo-candidat.pdf',
} as const;
export type GuideKey = keyof typeof GUIDE_FILES;
