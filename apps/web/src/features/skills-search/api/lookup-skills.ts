import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { skillsSearchCalls } from '@my-skills/shared/calls/skills-search';
import { apiData } from '../../../lib/api-client';
import { skillsSearchKeys } from './keys';

/** GET /api/ListeDc/filtreSkill?searchTerm=: active catalogue skills matching a term (at most 20), for a criterion. */
export const lookupSkills = (searchTerm: string, idLang: number, signal?: AbortSignal) =>
  apiData(skillsSearchCalls.skillLookup, { query: { searchTerm, idLang }, signal });

export const lookupSkillsQueryOptions = (searchTerm: string, idLang: number) =>
  queryOptions({
    queryKey: skillsSearchKeys.lookup(searchTerm, idLang),
    queryFn: ({ signal }) => lookupSkills(searchTerm, idLang, signal),
    staleTime: 60_000,
  });

export const useLookupSkills = (searchTerm: string, idLang: number, enabled: boolean) =>
  useQuery({ ...lookupSkillsQueryOptions(searchTerm, idLang), enabled, placeholderData: keepPreviousData });
