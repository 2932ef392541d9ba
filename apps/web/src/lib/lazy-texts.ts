/**
 * Texts of areas that only their own pages read: not in the start-up bundle (lib/i18n-resources.ts) but loaded with
 * the page's chunk (both languages, so a language switch on the page finds them), through `withTexts` in the page
 * registry. Each JSON is its own small chunk; a namespace is added once.
 */
import i18n from './i18n';

type Texts = { default: Record<string, unknown> };
type Loader = () => Promise<Texts>;

export const LAZY_TEXTS = {
  businessManagerSkills: {
    fr: () => import('../locales/fr/business-manager-skills.json'),
    en: () => import('../locales/en/business-manager-skills.json'),
  },
  clientCv: { fr: () => import('../locales/fr/client-cv.json'), en: () => import('../locales/en/client-cv.json') },
  cvImport: { fr: () => import('../locales/fr/cv-import.json'), en: () => import('../locales/en/cv-import.json') },
  eepBm: { fr: () => import('../locales/fr/eep-bm.json'), en: () => import('../locales/en/eep-bm.json') },
  dataProtection: {
    fr: () => import('../locales/fr/data-protection.json'),
    en: () => import('../locales/en/data-protection.json'),
  },
  evaluationCriteria: {
    fr: () => import('../locales/fr/evaluation-criteria.json'),
    en: () => import('../locales/en/evaluation-criteria.json'),
  },
  exchanges: { fr: () => import('../locales/fr/exchanges.json'), en: () => import('../locales/en/exchanges.json') },
  keyPeople: { fr: () => import('../locales/fr/key-people.json'), en: () => import('../locales/en/key-people.json') },
  personData: {
    fr: () => import('../locales/fr/person-data.json'),
    en: () => import('../locales/en/person-data.json'),
  },
  roleSettings: {
    fr: () => import('../locales/fr/role-settings.json'),
    en: () => import('../locales/en/role-settings.json'),
  },
  skillsGaps: {
    fr: () => import('../locales/fr/skills-gaps.json'),
    en: () => import('../locales/en/skills-gaps.json'),
  },
  skillsCatalogue: {
    fr: () => import('../locales/fr/skills-catalogue.json'),
    en: () => import('../locales/en/skills-catalogue.json'),
  },
  trainings: { fr: () => import('../locales/fr/trainings.json'), en: () => import('../locales/en/trainings.json') },
  retention: { fr: () => import('../locales/fr/retention.json'), en: () => import('../locales/en/retention.json') },
} satisfies Record<string, Record<'fr' | 'en', Loader>>;
export type LazyNamespace = keyof typeof LAZY_TEXTS;

/** Adds the namespaces' texts in both languages (those already added are not loaded again). */
export async function loadTexts(namespaces: LazyNamespace[]): Promise<void> {
  await Promise.all(
    namespaces.flatMap((ns) =>
      (['fr', 'en'] as const)
        .filter((lng) => !i18n.hasResourceBundle(lng, ns))
        .map(async (lng) => {
          const texts = await (LAZY_TEXTS[ns][lng] as Loader)();
          i18n.addResourceBundle(lng, ns, texts.default, true, false);
        }),
    ),
  );
}

/** A page's lazy chunk that renders once its texts are there too (for React.lazy). */
export async function withTexts<T>(page: Promise<T>, namespaces: LazyNamespace[]): Promise<T> {
  const [module] = await Promise.all([page, loadTexts(namespaces)]);
  return module;
}
