/**
 * The register of processing activities' vocabulary (issue 23 §2a): what an activity declares, and the persons,
 * recipients, security measures and retention that several activities share. The activities are in
 * register.activities-*.ts; register.ts assembles them.
 */
import type { Config } from '../../config';

export interface Bilingual {
  fr: string;
  en: string;
}

export interface DataCategory {
  category: Bilingual;
  /** Table → its personal columns. */
  tables: Record<string, string[]>;
}

export interface ProcessingActivity {
  id: string;
  name: Bilingual;
  purpose: Bilingual;
  legalBasis: Bilingual;
  persons: Bilingual[];
  data: DataCategory[];
  recipients: Bilingual[];
  retention: (
    config: Pick<Config, 'candidateRetentionMonths' | 'sessionTtlMinutes' | 'sessionAbsoluteHours'>,
  ) => Bilingual;
  security: Bilingual[];
}

export const b = (fr: string, en: string): Bilingual => ({ fr, en });

export const EMPLOYEES = b(
  'Salariés (consultants, managers, directeurs, RH)',
  'Employees (consultants, managers, directors, HR)',
);
export const SUBCONTRACTORS = b(
  'Sous-traitants (profil BoondManager « Sous Traitant »)',
  'Subcontractors (BoondManager profile "Sous Traitant")',
);
export const CANDIDATES = b('Candidats', 'Candidates');

export const BOOND = b(
  'BoondManager (outil de gestion des ressources du groupe, sous-traitant) : données techniques, CV, documents signés, actions',
  'BoondManager (the group’s resource management tool, processor): technical data, resumes, signed documents, actions',
);
export const SMTP = b(
  'Le relais SMTP du groupe (sous-traitant) : les courriels de notification',
  'The group’s SMTP relay (processor): notification e-mails',
);
export const CHAIN = b(
  'En interne : la personne, sa chaîne hiérarchique, les RH et directeurs habilités',
  'Internally: the person, their management chain, HR and authorised directors',
);

export const COMMON_SECURITY = [
  b(
    'Accès par rôle et permission de page, vérifiés par le serveur à chaque appel',
    'Access by role and page permission, checked by the server on every call',
  ),
  b(
    'Sessions côté serveur à durée limitée, cookies sécurisés, en-têtes de sécurité, limitation de débit',
    'Server-side sessions of limited duration, secure cookies, security headers, rate limits',
  ),
  b(
    'Journal d’audit en ajout seul, chaîné par empreintes SHA-256 et vérifiable (lectures des données d’autrui, changements, exports)',
    'Append-only audit trail chained by SHA-256 hashes and verifiable (reads of another person’s data, changes, exports)',
  ),
];

export const EMPLOYMENT = b(
  'Pendant la relation de travail ; supprimées avec la personne',
  'For the duration of employment; deleted with the person',
);
