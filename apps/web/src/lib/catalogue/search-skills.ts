import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiData } from '../api-client';
import { catalogueKeys } from './keys';

export interface SkillSearch {
  searchTerm: string;
  idLang: number;
  idSkillType?: number;
}

/** GET /api/ListeDc/listSearchSkills: catalogue skills whose label or names contain the term (any case), at most 50. */
export const searchSkills = ({ searchTerm, idLang, idSkillType }: SkillSearch, signal?: AbortSignal) =>
  apiData(skillsCatalogueCalls.searchSkills, { query: { searchTerm, idLang, idSkillType }, signal });

export const searchSkillsQueryOptions = (search: SkillSearch) =>
  queryOptions({
    queryKey: catalogueKeys.search(search),
    queryFn: ({ signal }) => searchSkills(search, signal),
    staleTime: 60_000,
  });

export const useSearchSkills = (search: SkillSearch, enabled: boolean) =>
  useQuery({ ...searchSkillsQueryOptions(search), enabled, placeholderData: keepPreviousData });
