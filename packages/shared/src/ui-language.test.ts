import { describe, expect, it } from 'vitest';
import { byLanguage, isEnglish, languageCodeOf, languageIdOf, pickLanguage } from './ui-language';

describe('ui-language', () => {
  it('treats 2 as English and anything else as the French default', () => {
    expect(isEnglish(2)).toBe(true);
    expect([1, 0, 3, null, undefined].map(isEnglish)).toEqual([false, false, false, false, false]);
    expect([languageIdOf(2), languageIdOf(7), languageIdOf(undefined)]).toEqual([2, 1, 1]);
    expect([languageCodeOf(2), languageCodeOf(1), languageCodeOf(null)]).toEqual(['en', 'fr', 'fr']);
  });

  it('picks the text of the language', () => {
    expect(byLanguage(2, 'Bonjour', 'Hello')).toBe('Hello');
    expect(byLanguage(1, 'Bonjour', 'Hello')).toBe('Bonjour');
    expect(pickLanguage(2, { fr: 'Langues', en: 'Languages' })).toBe('Languages');
    expect(pickLanguage(9, { fr: 'Langues', en: 'Languages' })).toBe('Langues');
  });
});
