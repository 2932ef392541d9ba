/**
 * The interface language in the web app: the one place that turns an i18next tag or a language id into 'fr' or
 * 'en' (through @my-skills/shared/ui-language). Never compare ids or tags inline (`idLang === 2`).
 */
import { useTranslation } from 'react-i18next';
import { LANGUAGE_IDS, languageIdFromCode, type LanguageId } from '@my-skills/shared/constants';
import { languageCodeOf } from '@my-skills/shared/ui-language';

export type UiLanguage = 'fr' | 'en';
export const UI_LANGUAGES: readonly UiLanguage[] = ['fr', 'en'];

/** The language id (1 French, 2 English) of a language tag ('en', 'en-GB', 'fr'…); French by default. */
export const languageIdOf = (lng: string | null | undefined): LanguageId => languageIdFromCode(lng);
/** One of the interface's language ids (an address may carry any number). */
export const isLanguageId = (idLang: number): idLang is LanguageId =>
  (LANGUAGE_IDS as readonly number[]).includes(idLang);

/** 'fr' or 'en' for a language id (French by default). */
export const uiLanguageOf = (idLang: number | null | undefined): UiLanguage => languageCodeOf(idLang);
/** 'fr' or 'en' for a language tag (i18next's, the browser's…). */
export const uiLanguageOfTag = (tag: string | null | undefined): UiLanguage => uiLanguageOf(languageIdOf(tag));

/** The interface language, re-rendering on a switch: its code and its id (the `idLang` the calls take). */
export function useUiLanguage(): { language: UiLanguage; idLang: LanguageId } {
  const { i18n } = useTranslation();
  const language = uiLanguageOfTag(i18n.language);
  return { language, idLang: languageIdOf(language) };
}
