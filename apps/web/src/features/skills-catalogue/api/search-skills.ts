import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { skillSchema } from '@my-skills/shared/schemas/skills-catalogue';
import { apiData } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { skillsCatalogueQueryKey } from './keys';

/** GET /api/ListeDc/listSearchSkills: active catalogue skills matching a substring or a Boond id, at most 50. */
export const searchSkills = (searchTerm: string, idLang: number, signal?: AbortSignal) =>
  apiData(apiPaths.searchSkills, { query: { searchTerm, idLang }, schema: z.array(skillSchema), signal });

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
