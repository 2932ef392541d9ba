/**
 * Spoken languages a skills file can list (ISO 639-1 code, French and English names),
 * and the language levels of `GET /api/Language/levels`.
 */
import { pickLanguage } from './ui-language';

export const LANGUAGE_LIST = [
  { code: 'fr', fr: 'Français', en: 'French' },
  { code: 'en', fr: 'Anglais', en: 'English' },
  { code: 'de', fr: 'Allemand', en: 'German' },
  { code: 'es', fr: 'Espagnol', en: 'Spanish' },
  { code: 'it', fr: 'Italien', en: 'Italian' },
  { code: 'pt', fr: 'Portugais', en: 'Portuguese' },
  { code: 'nl', fr: 'Néerlandais', en: 'Dutch' },
  { code: 'ar', fr: 'Arabe', en: 'Arabic' },
  { code: 'zh', fr: 'Chinois', en: 'Chinese' },
  { code: 'ja', fr: 'Japonais', en: 'Japanese' },
  { code: 'ko', fr: 'Coréen', en: 'Korean' },
  { code: 'ru', fr: 'Russe', en: 'Russian' },
  { code: 'pl', fr: 'Polonais', en: 'Polish' },
  { code: 'ro', fr: 'Roumain', en: 'Romanian' },
  { code: 'tr', fr: 'Turc', en: 'Turkish' },
  { code: 'el', fr: 'Grec', en: 'Greek' },
  { code: 'sv', fr: 'Suédois', en: 'Swedish' },
  { code: 'da', fr: 'Danois', en: 'Danish' },
  { code: 'no', fr: 'Norvégien', en: 'Norwegian' },
  { code: 'fi', fr: 'Finnois', en: 'Finnish' },
  { code: 'cs', fr: 'Tchèque', en: 'Czech' },
  { code: 'hu', fr: 'Hongrois', en: 'Hungarian' },
  { code: 'uk', fr: 'Ukrainien', en: 'Ukrainian' },
  { code: 'he', fr: 'Hébreu', en: 'Hebrew' },
  { code: 'hi', fr: 'Hindi', en: 'Hindi' },
  { code: 'vi', fr: 'Vietnamien', en: 'Vietnamese' },
  { code: 'th', fr: 'Thaï', en: 'Thai' },
  { code: 'id', fr: 'Indonésien', en: 'Indonesian' },
  { code: 'ca', fr: 'Catalan', en: 'Catalan' },
  { code: 'br', fr: 'Breton', en: 'Breton' },
  { code: 'eu', fr: 'Basque', en: 'Basque' },
  { code: 'wo', fr: 'Wolof', en: 'Wolof' },
  { code: 'sw', fr: 'Swahili', en: 'Swahili' },
  { code: 'fa', fr: 'Persan', en: 'Persian' },
  { code: 'bg', fr: 'Bulgare', en: 'Bulgarian' },
  { code: 'hr', fr: 'Croate', en: 'Croatian' },
  { code: 'sr', fr: 'Serbe', en: 'Serbian' },
  { code: 'sk', fr: 'Slovaque', en: 'Slovak' },
  { code: 'lb', fr: 'Luxembourgeois', en: 'Luxembourgish' },
] as const;
export type LanguageCode = (typeof LANGUAGE_LIST)[number]['code'];
export const LANGUAGE_CODES_LIST = LANGUAGE_LIST.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const languageName = (code: string, idLang: number): string => {
  const l = LANGUAGE_LIST.find((x) => x.code === code);
  return l ? pickLanguage(idLang, l) : code;
};

/** Language levels (GET /api/Language/levels), from first notions to native. */
export const LANGUAGE_LEVELS = [
  { id: 1, fr: 'Notions', en: 'Basic knowledge' },
  { id: 2, fr: 'Intermédiaire', en: 'Intermediate' },
  { id: 3, fr: 'Courant', en: 'Fluent' },
  { id: 4, fr: 'Bilingue', en: 'Bilingual' },
  { id: 5, fr: 'Langue maternelle', en: 'Native' },
] as const;
