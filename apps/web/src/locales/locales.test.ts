import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@my-skills/shared/errors';
import { resources as startUpTexts } from '../lib/i18n-resources';
import { LAZY_TEXTS } from '../lib/lazy-texts';

// Every area's texts, those loaded at start and those loaded with their pages (lib/lazy-texts.ts).
const lazyTexts = async (lng: 'fr' | 'en') =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(LAZY_TEXTS).map(async ([ns, loaders]) => [ns, (await loaders[lng]()).default] as const),
    ),
  );
const resources = {
  fr: { ...startUpTexts.fr, ...(await lazyTexts('fr')) },
  en: { ...startUpTexts.en, ...(await lazyTexts('en')) },
} as typeof startUpTexts;

type Tree = { [key: string]: string | Tree };

const leafKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );

const isSorted = (tree: Tree): boolean => {
  const keys = Object.keys(tree);
  const sorted = [...keys].sort();
  return (
    keys.every((key, i) => key === sorted[i]) && Object.values(tree).every((v) => typeof v === 'string' || isSorted(v))
  );
};

describe('locales', () => {
  const areas = Object.keys(resources.fr) as (keyof typeof resources.fr)[];
  it.each(areas)('%s: French and English have the same keys', (area) => {
    expect(leafKeys(resources.en[area] as Tree).sort()).toEqual(leafKeys(resources.fr[area] as Tree).sort());
  });
  it.each(areas)('%s: keys are sorted and no text is empty', (area) => {
    for (const lng of ['fr', 'en'] as const) {
      const tree = resources[lng][area] as Tree;
      expect(isSorted(tree)).toBe(true);
      const empty = leafKeys(tree).filter(
        (key) => key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree) === '',
      );
      expect(empty).toEqual([]);
    }
  });
  it('translates every error code of the API', () => {
    const missing = ERROR_CODES.filter((code) => !(code in resources.fr.errors) || !(code in resources.en.errors));
    expect(missing).toEqual([]);
  });
});
