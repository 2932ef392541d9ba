import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { skillsCatalogueQueryKey } from './keys';

/**
 * GET /api/ListeDc/listSkills: the catalogue filtered, sorted and paged by the server (the list's shared definition),
 * with each skill's usage and aliases, the names in `idLang` (managementSkills).
 */
export const listSkills = (query: ListQuery, idLang: number, signal?: AbortSignal) =>
  apiData(skillsCatalogueCalls.skillsList, { query: { ...listCallQuery(query), idLang }, signal });

export const listSkillsQueryKey = (query: ListQuery, idLang: number) =>
  [...skillsCatalogueQueryKey, 'list', query, idLang] as const;
export const listSkillsQueryOptions = (query: ListQuery, idLang: number) =>
  queryOptions({
    queryKey: listSkillsQueryKey(query, idLang),
    queryFn: ({ signal }) => listSkills(query, idLang, signal),
    staleTime: 30_000,
  });

export const useSkills = (query: ListQuery, idLang: number) =>
  useQuery({ ...listSkillsQueryOptions(query, idLang), placeholderData: keepPreviousData });
