import type { ListQuery } from '@my-skills/shared/lists';
import type { SkillsSearchFilters } from '@my-skills/shared/schemas/skills-search';

/** Query keys of the skills search and the administration exports (one root, so they can be refreshed at once). */
export const skillsSearchKeys = {
  all: ['skillsSearch'] as const,
  people: (query: ListQuery) => ['skillsSearch', 'people', query] as const,
  results: (search: Omit<SkillsSearchFilters, keyof ListQuery>, query: ListQuery) =>
    ['skillsSearch', 'results', search, query] as const,
  lookup: (searchTerm: string, idLang: number) => ['skillsSearch', 'lookup', searchTerm, idLang] as const,
  names: (ids: readonly number[], idLang: number) => ['skillsSearch', 'names', ids, idLang] as const,
  skillsExport: (query: ListQuery) => ['skillsSearch', 'skillsExport', query] as const,
  certificationsExport: (query: ListQuery) => ['skillsSearch', 'certificationsExport', query] as const,
};
