/**
 * Server-side texts of a person's data export (issue 23 §2b): the summary PDF's headings, the kinds of data and the
 * labels of what each holds, French and English (its own dictionary); the envelope's error beside them.
 */
const table = {
  person: ['Fiche de la personne', 'Person record'],
  person_direct_reports: ['Personnes qu’elle encadre (identifiants)', 'People they manage (ids)'],
  person_chain_above: ['Ses responsables dans l’organigramme (identifiants)', 'Their managers up the org chart (ids)'],
  person_chain_below: [
    'Personnes qu’elle encadre dans l’organigramme, à tout niveau (identifiants)',
    'People they manage down the org chart, at any level (ids)',
  ],
  account: ['Comptes et rôles', 'Accounts and roles'],
  credential: ['Mot de passe (dates, jamais l’empreinte)', 'Password (dates, never the hash)'],
  password_link: ['Liens de mot de passe (sans le jeton)', 'Password links (without the token)'],
  sign_in_failure: ['Échecs de connexion', 'Sign-in failures'],
  session: ['Sessions (sans identifiant)', 'Sessions (without their id)'],
  dc: ['Versions du dossier de compétences', 'Skills file versions'],
  dc_skill: ['Compétences du dossier', 'Skills of the file'],
  dc_experience: ['Expériences', 'Experiences'],
  dc_experience_tool: ['Outils des expériences', 'Tools of the experiences'],
  dc_education: ['Formations', 'Education'],
  dc_language: ['Langues du dossier', 'Languages of the file'],
  dc_certification: ['Certifications et tests', 'Certifications and tests'],
  dc_certification_skill: ['Compétences des certifications', 'Skills of the certifications'],
  dc_other_skill: ['Autres compétences', 'Other skills'],
  dc_project: ['Projets', 'Projects'],
  dc_status_history: ['Historique des statuts du dossier', 'Skills file status history'],
  certification_expiry_alert: ['Alertes d’expiration de certification', 'Certification expiry alerts'],
  skill_target: ['Niveaux visés', 'Target levels'],
  evaluation: ['Entretiens annuels', 'Annual evaluations'],
  evaluation_skill: ['Compétences évaluées à l’entretien', 'Skills evaluated in the evaluation'],
  evaluation_goal: ['Objectifs', 'Goals'],
  evaluation_language: ['Langues de l’entretien', 'Languages of the evaluation'],
  evaluation_other_action: ['Autres actions', 'Other actions'],
  evaluation_training_review: ['Bilan des formations', 'Training review'],
  evaluation_status_history: ['Historique des statuts de l’entretien', 'Evaluation status history'],
  document_signature: ['Entretiens signés', 'Signed evaluations'],
  document_signature_review: ['Revues signées', 'Signed reviews'],
  evaluation_reminder: ['Relances d’entretien', 'Evaluation reminders'],
  eep_bm: ['Revues business manager', 'Business-manager reviews'],
  eep_bm_skill: ['Compétences évaluées à la revue', 'Skills evaluated in the review'],
  eep_bm_status_history: ['Historique des statuts de la revue', 'Review status history'],
  training_wish: ['Souhaits de formation', 'Training wishes'],
  training_wish_history: ['Historique des souhaits de formation', 'Training wish history'],
  key_people: ['Fiche key people', 'Key-people record'],
  key_people_position: ['Postes', 'Positions'],
  key_people_mission: ['Missions', 'Missions'],
  key_people_skill: ['Compétences notées', 'Rated skills'],
  key_people_history: ['Historique de la fiche key people', 'Key-people record history'],
  skill_evidence: ['Preuves de compétences', 'Skill evidence'],
  skills_file_proposal: ['Propositions au dossier de compétences', 'Proposals to the skills file'],
  skills_file_proposal_decision: ['Décisions sur les propositions', 'Decisions on the proposals'],
  client_cv_export: ['Exports de CV client', 'Client CV exports'],
  client_cv_hidden_client: ['Clients masqués du CV client', 'Clients hidden from the client CV'],
  cv_import: ['Imports de CV', 'CV imports'],
  user_file: ['Pièces jointes', 'Attachments'],
  outbox_message: ['Messages envoyés ou à envoyer', 'Messages sent or to send'],
  outbox_attempt: ['Tentatives d’envoi', 'Delivery attempts'],
  mailbox: ['Boîte aux lettres locale', 'Local mailbox'],
  audit_entry_about: ['Journal d’audit : actions sur ses données', 'Audit trail: actions on their data'],
  audit_entry_by: ['Journal d’audit : ses actions', 'Audit trail: their actions'],
  evaluation_corrected: ['Entretiens annuels corrigés', 'Annual evaluations corrected'],
  eep_bm_corrected: ['Revues business manager corrigées', 'Business-manager reviews corrected'],
  skill_demand: ['Recherches de compétences', 'Skill searches'],
  training_catalogue: ['Catalogue de formations', 'Training catalogue'],
  confidential_client: ['Clients confidentiels', 'Confidential clients'],
  boond_mapping: ['Correspondances BoondManager', 'BoondManager mapping'],
  business_manager_skill_line: ['Référentiel business manager', 'Business-manager reference'],
  business_manager_maturity_objective: ['Objectifs de maturité', 'Maturity objectives'],
  erased_person: ['Effacements de candidats', 'Candidate erasures'],
} as const;

const section = {
  identity: [
    'Identité',
    'Identity',
    'La fiche de la personne telle que l’application la tient.',
    'The person’s record as the application holds it.',
  ],
  accounts: [
    'Comptes et rôles',
    'Accounts and roles',
    'Un compte par rôle ; le rôle interne figure dans la fiche.',
    'One account per role; the internal role is in the record.',
  ],
  signIn: [
    'Connexion',
    'Sign-in',
    'Métadonnées seulement : ni empreinte de mot de passe, ni jeton, ni identifiant de session.',
    'Metadata only: no password hash, token or session id.',
  ],
  skillsFiles: [
    'Dossiers de compétences',
    'Skills files',
    'Chaque version, dans les deux langues, avec toutes ses sections.',
    'Every version, in both languages, with all its sections.',
  ],
  evaluations: [
    'Entretiens annuels',
    'Annual evaluations',
    'Contenu, historique, documents signés et relances.',
    'Content, history, signed documents and reminders.',
  ],
  reviews: [
    'Revues business manager',
    'Business-manager reviews',
    'Contenu, historique et documents signés.',
    'Content, history and signed documents.',
  ],
  trainingWishes: [
    'Souhaits de formation',
    'Training wishes',
    'Souhaits, bilans et historique.',
    'Wishes, reports and history.',
  ],
  keyPeople: [
    'Key people',
    'Key people',
    'La fiche key people et son historique.',
    'The key-people record and its history.',
  ],
  skillEvidence: [
    'Preuves de compétences',
    'Skill evidence',
    'Ce qui appuie les compétences déclarées.',
    'What supports the declared skills.',
  ],
  proposals: [
    'Propositions',
    'Proposals',
    'Ce que d’autres domaines ont proposé au dossier de compétences.',
    'What other areas proposed to the skills file.',
  ],
  clientCv: [
    'CV client',
    'Client CV',
    'Le journal des exports de CV client et les clients masqués.',
    'The client CV export log and the hidden clients.',
  ],
  cvImports: [
    'Imports de CV',
    'CV imports',
    'Le journal des imports de CV et ce qui en a été lu.',
    'The CV import log and what was read.',
  ],
  attachments: [
    'Pièces jointes',
    'Attachments',
    'Les fichiers eux-mêmes sont dans le dossier attachments/ de l’archive.',
    'The files themselves are in the archive’s attachments/ folder.',
  ],
  messages: [
    'Messages',
    'Messages',
    'E-mails et envois vers BoondManager qui la concernent (liens masqués).',
    'E-mails and BoondManager messages about them (links masked).',
  ],
  audit: [
    'Journal d’audit',
    'Audit trail',
    'Les entrées sur ses données et celles de ses actions.',
    'Entries about their data and entries of their actions.',
  ],
  authored: [
    'Enregistrements dont elle est l’auteur',
    'Records they authored',
    'Références seulement (identifiants et dates) : le contenu appartient à la personne concernée.',
    'References only (ids and dates): the content belongs to whom it is about.',
  ],
} as const;

type Texts = Record<string, string | undefined>;
const build = (lang: 0 | 1): Texts => ({
  ...Object.fromEntries(Object.entries(table).map(([k, v]) => [`table.${k}`, v[lang]])),
  ...Object.fromEntries(Object.entries(section).map(([k, v]) => [`section.${k}`, v[lang]])),
  ...Object.fromEntries(Object.entries(section).map(([k, v]) => [`sectionNote.${k}`, v[lang + 2]])),
});

const fr: Texts = {
  title: 'Données personnelles',
  intro:
    'Ce document résume tout ce que My Skills détient sur {name}, extrait le {date} à la demande de {by}. Le détail, lisible par une machine, est dans data.json ; les fichiers sont dans attachments/ et signed-documents/.',
  name: 'Nom :',
  email: 'E-mail :',
  reference: 'Référence :',
  language: 'Langue :',
  roles: 'Rôles :',
  internalRole: 'Rôle interne :',
  signIn: 'Connexion :',
  'method.password': 'mot de passe',
  'method.microsoft': 'compte Microsoft',
  none: 'aucun',
  count: '{count}',
  emptySection: 'Aucune donnée.',
  files: 'Fichiers joints à l’archive',
  size: '{size} Ko',
  noFiles: 'Aucun fichier.',
  totals: '{rows} enregistrement(s) en {sections} rubriques, {files} fichier(s).',
  footer: 'Données personnelles de {name} - {date}',
  page: 'Page',
  of: 'sur',
  fileName: 'donnees-personnelles_{name}_{date}.zip',
  ...build(0),
};

const en: Texts = {
  title: 'Personal data',
  intro:
    'This document summarises everything My Skills holds on {name}, extracted on {date} at the request of {by}. The machine-readable detail is in data.json; the files are in attachments/ and signed-documents/.',
  name: 'Name:',
  email: 'E-mail:',
  reference: 'Reference:',
  language: 'Language:',
  roles: 'Roles:',
  internalRole: 'Internal role:',
  signIn: 'Sign-in:',
  'method.password': 'password',
  'method.microsoft': 'Microsoft account',
  none: 'none',
  count: '{count}',
  emptySection: 'No data.',
  files: 'Files in the archive',
  size: '{size} kB',
  noFiles: 'No file.',
  totals: '{rows} record(s) in {sections} sections, {files} file(s).',
  footer: 'Personal data of {name} - {date}',
  page: 'Page',
  of: 'of',
  fileName: 'personal-data_{name}_{date}.zip',
  ...build(1),
};

/** The export's own texts (the summary and the file name), in the caller's language (1 French, 2 English). */
export function personDataText(idLang: number, key: string, params: Record<string, string | number> = {}): string {
  const text = (idLang === 2 ? en : fr)[key] ?? fr[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** The envelope's texts (merged into i18n/messages.ts). */
export const PERSON_DATA_MESSAGES = {
  fr: { 'errors.PERSON_DATA_UNKNOWN_PERSON': 'Cette personne n’existe pas (ou plus).' },
  en: { 'errors.PERSON_DATA_UNKNOWN_PERSON': 'This person does not exist (any more).' },
} as const;
