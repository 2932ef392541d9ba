/**
 * Interface texts: French by default and as fallback, English. One JSON per area and language
 * (src/locales/<lang>/<area>.json). The chosen language is kept locally (also for anonymous visitors);
 * a signed-in person's choice is saved on the server too (PUT /api/User/updateLang).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_LANGUAGES, uiLanguageOfTag, type UiLanguage } from './ui-language';
import { resources } from './i18n-resources';

export {
  languageIdOf,
  uiLanguageOf,
  uiLanguageOfTag,
  useUiLanguage,
  UI_LANGUAGES,
  type UiLanguage,
} from './ui-language';
const STORAGE_KEY = 'ms.lang';

function initialLanguage(): UiLanguage {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored && (UI_LANGUAGES as readonly string[]).includes(stored)) return stored as UiLanguage;
  } catch {
    // localStorage unavailable: default language.
  }
  return 'fr';
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'fr',
  supportedLngs: UI_LANGUAGES as UiLanguage[],
  defaultNS: 'common',
  ns: Object.keys(resources.fr),
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The page's `lang` follows the interface (screen readers, hyphenation); outside a browser there is no page. */
const applyDocumentLanguage = (lng: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
};
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export const currentUiLanguage = (): UiLanguage => uiLanguageOfTag(i18n.language);

/** Switches the interface language and keeps the choice locally. */
export async function setUiLanguage(lng: UiLanguage): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // Not kept across reloads: fine.
  }
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
}

export default i18n;
