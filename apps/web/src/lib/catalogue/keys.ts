import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the read-only catalogue client (skills, skill types, job profiles, languages and their levels),
 * which every feature reads through lib/catalogue. One root: the catalogue screens' edits invalidate it, so every
 * cached copy (the skills file's pickers included) refreshes.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  search: (search: object) => ['catalogue', 'search', search] as const,
  types: (idLang: number) => ['catalogue', 'types', idLang] as const,
  jobProfiles: (idLang: number) => ['catalogue', 'profiles', idLang] as const,
  profileFrame: (id: number, idLang: number) => ['catalogue', 'frame', id, idLang] as const,
  languageLevels: (idLang: number) => ['catalogue', 'languageLevels', idLang] as const,
  spokenLanguages: (idLang: number) => ['catalogue', 'spokenLanguages', idLang] as const,
};

/** After a change to the catalogue: every catalogue read refetches. */
export const invalidateCatalogue = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
