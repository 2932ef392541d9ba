/**
 * The interface language (1 French, 2 English): one place that knows how a language id picks a text.
 * Use these instead of comparing ids inline (`idLang === 2`), on the server and in the web app alike.
 */
import { DEFAULT_LANGUAGE_ID, LANGUAGE_CODES, LANGUAGES, type LanguageId } from './constants';

/** True for English (2); anything else is the French default. */
export const isEnglish = (idLang: number | null | undefined): boolean => idLang === LANGUAGES.ENGLISH;

/** The language id, or French when it is not one of ours. */
export const languageIdOf = (idLang: number | null | undefined): LanguageId =>
  isEnglish(idLang) ? LANGUAGES.ENGLISH : DEFAULT_LANGUAGE_ID;

/** 'fr' or 'en'. */
export const languageCodeOf = (idLang: number | null | undefined): 'fr' | 'en' => LANGUAGE_CODES[languageIdOf(idLang)];

/** The French or the English text, by language id. */
export const byLanguage = <T>(idLang: number | null | undefined, fr: T, en: T): T => (isEnglish(idLang) ? en : fr);

/** The text of a bilingual record (`{ fr, en }`), by language id. */
export const pickLanguage = <T>(idLang: number | null | undefined, texts: { fr: T; en: T }): T =>
  byLanguage(idLang, texts.fr, texts.en);
