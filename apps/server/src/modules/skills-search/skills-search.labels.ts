/** The texts of the skills search's and exports' workbooks (column headers, sheet names, values), French and English. */
import { DC_STATUS_LABELS, type DcStatusId } from '@my-skills/shared/constants';
import type { ExpiryState } from '@my-skills/shared/schemas/skills-search';
import { pickLanguage } from '@my-skills/shared/ui-language';

const LABELS = {
  lastName: { fr: 'Nom', en: 'Last name' },
  firstName: { fr: 'Prénom', en: 'First name' },
  reference: { fr: 'Référence', en: 'Reference' },
  role: { fr: 'Rôle', en: 'Role' },
  manager: { fr: 'Manager', en: 'Manager' },
  years: { fr: 'Années d’expérience', en: 'Years of experience' },
  score: { fr: 'Couverture (%)', en: 'Coverage (%)' },
  gaps: { fr: 'Écarts', en: 'Gaps' },
  notHeld: { fr: 'absente', en: 'not held' },
  language: { fr: 'Langue du dossier', en: 'File language' },
  fileStatus: { fr: 'Statut du dossier', en: 'File status' },
  skillType: { fr: 'Type de compétence', en: 'Skill type' },
  skill: { fr: 'Compétence', en: 'Skill' },
  level: { fr: 'Niveau', en: 'Level' },
  certification: { fr: 'Certification', en: 'Certification' },
  organism: { fr: 'Organisme', en: 'Organism' },
  obtained: { fr: 'Obtenue le', en: 'Obtained' },
  expiry: { fr: 'Expire le', en: 'Expiry' },
  expiryState: { fr: 'Validité', en: 'Validity' },
  searchSheet: { fr: 'Recherche par compétences', en: 'Skills search' },
  skillsSheet: { fr: 'Compétences', en: 'Skills' },
  certificationsSheet: { fr: 'Certifications', en: 'Certifications' },
} as const;

export type LabelKey = keyof typeof LABELS;
export const label = (idLang: number, key: LabelKey): string => pickLanguage(idLang, LABELS[key]);

const LANGUAGE_NAMES: Record<number, { fr: string; en: string }> = {
  1: { fr: 'Français', en: 'French' },
  2: { fr: 'Anglais', en: 'English' },
};
export const languageName = (idLang: number, fileLang: number): string =>
  LANGUAGE_NAMES[fileLang] ? pickLanguage(idLang, LANGUAGE_NAMES[fileLang]) : String(fileLang);

export const fileStatusName = (idLang: number, status: number): string =>
  status in DC_STATUS_LABELS ? pickLanguage(idLang, DC_STATUS_LABELS[status as DcStatusId]) : String(status);

const EXPIRY_STATES: Record<ExpiryState, { fr: string; en: string }> = {
  expired: { fr: 'Expirée', en: 'Expired' },
  expiring: { fr: 'Expire dans les 90 jours', en: 'Expires within 90 days' },
  valid: { fr: 'Valide', en: 'Valid' },
  none: { fr: 'Sans date d’expiration', en: 'No expiry date' },
};
export const expiryStateName = (idLang: number, state: ExpiryState): string =>
  pickLanguage(idLang, EXPIRY_STATES[state]);
