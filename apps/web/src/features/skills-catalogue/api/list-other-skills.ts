import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { skillsCatalogueQueryKey } from './keys';

/**
 * GET /api/ListeDc/listOtherSkills: the free-entry other skills per type and name, with how many files use each and
 * the catalogue skill of the same name; filtered, sorted and paged by the server (managementSkills).
 */
export const listOtherSkills = (query: ListQuery, idLang: number, signal?: AbortSignal) =>
  apiData(skillsCatalogueCalls.otherSkills, { query: { ...listCallQuery(query), idLang }, signal });

export const otherSkillsQueryKey = (query: ListQuery, idLang: number) =>
  [...skillsCatalogueQueryKey, 'other', query, idLang] as const;
export const otherSkillsQueryOptions = (query: ListQuery, idLang: number) =>
  queryOptions({
    queryKey: otherSkillsQueryKey(query, idLang),
    queryFn: ({ signal }) => listOtherSkills(query, idLang, signal),
    staleTime: 0,
  });

export const useOtherSkills = (query: ListQuery, idLang: number) =>
  useQuery({ ...otherSkillsQueryOptions(query, idLang), placeholderData: keepPreviousData });
