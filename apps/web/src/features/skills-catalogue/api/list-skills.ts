import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiData } from '../../../lib/api-client';
import { skillsCatalogueQueryKey } from './keys';

export interface SkillListFilters {
  /** Case- and accent-insensitive substring of the label or names, or a Boond id. */
  searchTerm: string;
  idSkillType?: number;
  includeInactive: boolean;
  page: number;
  pageSize: number;
  idLang: number;
}

/** GET /api/ListeDc/listSkills: the catalogue a page at a time, with each skill's usage (managementSkills). */
export const listSkills = (filters: SkillListFilters, signal?: AbortSignal) =>
  apiData(skillsCatalogueCalls.skillsList, {
    query: { ...filters, includeInactive: filters.includeInactive ? 'true' : 'false' },
    signal,
  });

export const listSkillsQueryKey = (filters: SkillListFilters) => [...skillsCatalogueQueryKey, 'list', filters] as const;
export const listSkillsQueryOptions = (filters: SkillListFilters) =>
  queryOptions({
    queryKey: listSkillsQueryKey(filters),
    queryFn: ({ signal }) => listSkills(filters, signal),
    staleTime: 30_000,
  });

export const useSkills = (filters: SkillListFilters) =>
  useQuery({ ...listSkillsQueryOptions(filters), placeholderData: keepPreviousData });
