import { describe, expect, it } from 'vitest';
import { CATEGORIES, lineName, PROFILES } from './profiles';

describe('business-manager profiles and categories', () => {
  it('abbreviates the six profiles in order of seniority, keeping both full names', () => {
    expect(PROFILES.map((p) => p.short)).toEqual(['BM', 'SBM', 'BUM', 'SBUM', 'BUD', 'SBUD']);
    expect(PROFILES.map((p) => p.en)).toEqual([
      'Business Manager',
      'Senior Business Manager',
      'Business Unit Manager',
      'Senior Business Unit Manager',
      'Business Unit Director',
      'Senior Business Unit Director',
    ]);
    expect(PROFILES.every((p) => p.fr.length > 0)).toBe(true);
  });
  it('shows the nine categories 6–14 in order, and a line by its name in the interface language', () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(lineName({ nameFr: 'Prospecter', nameEn: 'Prospect' }, 'en')).toBe('Prospect');
    expect(lineName({ nameFr: 'Prospecter', nameEn: 'Prospect' }, 'fr')).toBe('Prospecter');
  });
});
