import { eepBmRoot } from '../../../lib/eep-bm-keys';

/** Query keys of the business-manager review (one root, so a write refreshes everything it affects). */
const root = eepBmRoot;

export const eepBmKeys = {
  all: root,
  details: () => [...root, 'details'] as const,
  detailsOf: (idUser: number, year: number, idLang: number) => [...root, 'details', idUser, year, idLang] as const,
  summaryOf: (idUser: number, year: number, idLang: number, idBusinessManager: number) =>
    [...root, 'summary', idUser, year, idLang, idBusinessManager] as const,
  previewOf: (idUser: number, year: number, idLang: number, idBusinessManager: number) =>
    [...root, 'preview', idUser, year, idLang, idBusinessManager] as const,
  // Reference data: outside the root (a write of the review does not change it).
  profiles: (idLang: number) => ['eepBmProfiles', idLang] as const,
};
