import { BM_SKILL_CATEGORIES, BUSINESS_MANAGER_PROFILES } from '@my-skills/shared/constants';
import type { BmSkillLineAdmin } from '@my-skills/shared/schemas/business-manager';

/** The six profiles, in order of seniority, with their short name (BM, SBM, BUM, SBUM, BUD, SBUD: the field's stem). */
export const PROFILES = BUSINESS_MANAGER_PROFILES.map((profile) => ({
  ...profile,
  short: profile.goalField.replace(/goal$/, '').toUpperCase(),
}));
export type Profile = (typeof PROFILES)[number];

/** The nine categories (ids 6–14), in order, with their French and English names. */
export const CATEGORIES = BM_SKILL_CATEGORIES;
export type Category = (typeof CATEGORIES)[number];

/** A goal or a maturity objective: 0 (not assessed under the profile) to 4. */
export const LEVELS = [0, 1, 2, 3, 4] as const;

/** A line's name in the interface language. */
export const lineName = (line: Pick<BmSkillLineAdmin, 'nameFr' | 'nameEn'>, lng: 'fr' | 'en') =>
  lng === 'en' ? line.nameEn : line.nameFr;
