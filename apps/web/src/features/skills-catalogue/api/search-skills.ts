import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiData } from '../../../lib/api-client';
import { skillsCatalogueQueryKey } from './keys';

/** GET /api/ListeDc/listSearchSkills: active catalogue skills matching a substring or a Boond id, at most 50. */
export const searchSkills = (searchTerm: string, idLang: number, signal?: AbortSignal) =>
  apiData(skillsCatalogueCalls.searchSkills, { query: { searchTerm, idLang }, signal });

export const searchSkillsQueryKey = (searchTerm: string, idLang: number) =>
  [...skillsCatalogueQueryKey, 'search', searchTerm, idLang] as const;
export const searchSkillsQueryOptions = (searchTerm: string, idLang: number) =>
  queryOptions({
    queryKey: searchSkillsQueryKey(searchTerm, idLang),
    queryFn: ({ signal }) => searchSkills(searchTerm, idLang, signal),
    staleTime: 30_000,
  });

export const useSearchSkills = (searchTerm: string, idLang: number, enabled = true) =>
  useQuery({ ...searchSkillsQueryOptions(searchTerm, idLang), enabled, placeholderData: keepPreviousData });
