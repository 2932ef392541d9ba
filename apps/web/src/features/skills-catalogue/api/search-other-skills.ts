import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiData } from '../../../lib/api-client';
import { skillsCatalogueQueryKey } from './keys';

/** GET /api/ListeDc/listSearchOtherSkills: other skills matching a substring (at most 50). */
export const searchOtherSkills = (
  searchTerm: string,
  idSkillType: number | undefined,
  idLang: number,
  signal?: AbortSignal,
) =>
  apiData(skillsCatalogueCalls.searchOtherSkills, {
    query: { searchTerm, idSkillType, idLang },
    signal,
  });

export const searchOtherSkillsQueryKey = (searchTerm: string, idSkillType: number | undefined, idLang: number) =>
  [...skillsCatalogueQueryKey, 'otherSearch', searchTerm, idSkillType ?? 'all', idLang] as const;
export const searchOtherSkillsQueryOptions = (searchTerm: string, idSkillType: number | undefined, idLang: number) =>
  queryOptions({
    queryKey: searchOtherSkillsQueryKey(searchTerm, idSkillType, idLang),
    queryFn: ({ signal }) => searchOtherSkills(searchTerm, idSkillType, idLang, signal),
    staleTime: 0,
  });

export const useSearchOtherSkills = (
  searchTerm: string,
  idSkillType: number | undefined,
  idLang: number,
  enabled = true,
) =>
  useQuery({
    ...searchOtherSkillsQueryOptions(searchTerm, idSkillType, idLang),
    enabled,
    placeholderData: keepPreviousData,
  });
