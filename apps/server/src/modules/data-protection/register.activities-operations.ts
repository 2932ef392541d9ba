/**
 * The register's other activities: key people, recruitment, exchanges and e-mails, the audit trail, the reference
 * data's administration (register.ts).
 */
import {
  b,
  BOOND,
  CANDIDATES,
  CHAIN,
  COMMON_SECURITY,
  EMPLOYEES,
  EMPLOYMENT,
  SMTP,
  SUBCONTRACTORS,
  type ProcessingActivity,
} from './register.model';

export const OPERATIONS_ACTIVITIES: ProcessingActivity[] = [
  {
    id: 'keyPeople',
    name: b('Key people', 'Key people'),
    purpose: b(
      'Identifier les personnes clés, leurs missions, postes et notes de compétences',
      'Identify key people, their assignments, positions and skill ratings',
    ),
    legalBasis: b('Intérêt légitime (gestion des talents)', 'Legitimate interest (talent management)'),
    persons: [EMPLOYEES],
    data: [
      {
        category: b('Fiche key people', 'Key-people record'),
        tables: {
          key_people: [
            'id',
            'categories',
            'kpt_comment',
            'kpmission_comment',
            'kpmission_rsi_comment',
            'kphpo_comment',
            'created_by',
            'updated_by',
            'owner_employee',
          ],
          key_people_history: ['changed_by', 'changed_at', 'comment'],
          key_people_mission: ['client', 'start_date', 'end_date', 'role'],
          key_people_position: ['title', 'start_date', 'end_date'],
          key_people_skill: ['skill_id', 'rate', 'high'],
        },
      },
    ],
    recipients: [BOOND, CHAIN],
    retention: () => EMPLOYMENT,
    security: COMMON_SECURITY,
  },
  {
    id: 'recruitment',
    name: b('Recrutement (candidats)', 'Recruitment (candidates)'),
    purpose: b(
      'Recevoir le dossier de compétences des candidats et leur CV, les inviter à le compléter',
      'Receive candidates’ skills files and CVs, invite them to complete them',
    ),
    legalBasis: b(
      'Mesures précontractuelles à la demande du candidat ; au-delà de la durée de conservation, son consentement',
      'Pre-contractual steps at the candidate’s request; beyond the retention period, their consent',
    ),
    persons: [CANDIDATES],
    data: [
      {
        category: b('Identité et compte du candidat', 'The candidate’s identity and account'),
        tables: {
          person: ['email', 'first_name', 'last_name'],
          account: ['person_id', 'role_id'],
          password_link: ['person_id', 'token_hash'],
        },
      },
      {
        category: b('Dossier et CV du candidat', 'The candidate’s file and CV'),
        tables: { dc: ['person_id'], user_file: ['person_id', 'content'], cv_import: ['person_id', 'extraction'] },
      },
      {
        category: b(
          'Trace d’un effacement (identifiant pseudonyme et statistiques sans identité)',
          'Record of an erasure (pseudonymous id and statistics without identity)',
        ),
        tables: { erased_person: ['person_id', 'erased_by', 'erased_at', 'last_activity_month'] },
      },
    ],
    recipients: [b('Chargés de recrutement et managers habilités', 'Recruiters and authorised managers'), SMTP],
    retention: (c) =>
      b(
        `${c.candidateRetentionMonths} mois après la dernière activité (CANDIDATE_RETENTION_MONTHS), puis effacement complet par le DPO, averti chaque jour des candidats échus`,
        `${c.candidateRetentionMonths} months after the last activity (CANDIDATE_RETENTION_MONTHS), then complete erasure by the DPO, told daily of the candidates due`,
      ),
    security: [
      b(
        'Hôte d’accueil des candidats séparé, qui ne sert que leurs écrans',
        'A separate onboarding host for candidates, serving their screens only',
      ),
      ...COMMON_SECURITY,
    ],
  },
  {
    id: 'communications',
    name: b('Échanges avec BoondManager et courriels', 'Exchanges with BoondManager and e-mails'),
    purpose: b(
      'Transmettre les données à BoondManager et envoyer les notifications, de manière fiable et traçable',
      'Hand data to BoondManager and send notifications, reliably and traceably',
    ),
    legalBasis: b(
      'Intérêt légitime (fonctionnement des outils du groupe)',
      'Legitimate interest (operation of the group’s tools)',
    ),
    persons: [EMPLOYEES, SUBCONTRACTORS, CANDIDATES],
    data: [
      {
        category: b('Messages sortants et leurs tentatives', 'Outgoing messages and their attempts'),
        tables: {
          outbox_message: [
            'payload',
            'attachment',
            'person_id',
            'created_by',
            'cancelled_by',
            'result',
            'last_error_detail',
          ],
          outbox_attempt: ['error_detail'],
        },
      },
      {
        category: b(
          'Courriels conservés localement (sans relais SMTP)',
          'E-mails kept locally (without an SMTP relay)',
        ),
        tables: { mailbox: ['to_address', 'subject', 'text_body', 'html_body'] },
      },
    ],
    recipients: [BOOND, SMTP],
    retention: () =>
      b(
        'Tant que l’objet concerné existe ; supprimés avec la personne (effacement)',
        'As long as the object concerned exists; deleted with the person (erasure)',
      ),
    security: [
      b(
        'Jetons BoondManager hors base ; contenu des messages affiché sans secrets',
        'BoondManager tokens outside the database; message contents shown without secrets',
      ),
      ...COMMON_SECURITY,
    ],
  },
  {
    id: 'audit',
    name: b('Journal d’audit', 'Audit trail'),
    purpose: b(
      'Rendre compte de qui a lu ou modifié quelles données, détecter les abus et répondre aux demandes',
      'Account for who read or changed which data, detect misuse and answer requests',
    ),
    legalBasis: b(
      'Obligation légale (RGPD art. 5.2 et 32 : responsabilité et sécurité)',
      'Legal obligation (GDPR art. 5(2) and 32: accountability and security)',
    ),
    persons: [EMPLOYEES, SUBCONTRACTORS, CANDIDATES],
    data: [
      {
        category: b(
          'Entrées du journal (identifiants seulement, jamais un nom)',
          'Trail entries (ids only, never a name)',
        ),
        tables: {
          audit_entry: ['at', 'actor_person_id', 'actor_account_id', 'subject_person_id', 'detail', 'ip', 'user_agent'],
        },
      },
    ],
    recipients: [b('Le DPO et les administrateurs (rôle interne 1)', 'The DPO and administrators (internal role 1)')],
    retention: () =>
      b(
        'Conservé en ajout seul ; après un effacement, les entrées ne gardent qu’un identifiant pseudonyme',
        'Kept append-only; after an erasure, entries keep only a pseudonymous id',
      ),
    security: [
      b(
        'Table en ajout seul (déclencheur) et chaîne d’empreintes vérifiable depuis l’écran du DPO',
        'Append-only table (trigger) and a hash chain the DPO verifies from their screen',
      ),
      ...COMMON_SECURITY,
    ],
  },
  {
    id: 'administration',
    name: b('Administration des référentiels', 'Administration of reference data'),
    purpose: b(
      'Tenir les référentiels (compétences, grilles, catalogue, correspondances BoondManager) et savoir qui les a changés',
      'Keep the reference data (skills, grids, catalogue, BoondManager mapping) and know who changed it',
    ),
    legalBasis: b('Intérêt légitime', 'Legitimate interest'),
    persons: [EMPLOYEES],
    data: [
      {
        category: b('Auteurs des changements et des demandes', 'Authors of changes and requests'),
        tables: {
          boond_mapping: ['updated_by', 'updated_at'],
          business_manager_maturity_objective: ['updated_by', 'updated_at'],
          business_manager_skill_line: ['updated_by', 'updated_at'],
          confidential_client: ['updated_by', 'updated_at'],
          training_catalogue: ['created_by', 'updated_by'],
          skill_demand: ['asked_by', 'asked_at'],
        },
      },
    ],
    recipients: [CHAIN],
    retention: () => EMPLOYMENT,
    security: COMMON_SECURITY,
  },
];
