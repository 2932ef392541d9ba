import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillsSearchCalls } from '@my-skills/shared/calls/skills-search';
import { apiData } from '../../../lib/api-client';
import { skillsSearchKeys } from './keys';

/** GET /api/ListeDc/filtreSkill?ids=: the names of the skills of a shared search, in the order given. */
export const skillNames = (ids: readonly number[], idLang: number, signal?: AbortSignal) =>
  apiData(skillsSearchCalls.skillLookup, { query: { ids: ids.join(','), idLang }, signal });

export const skillNamesQueryOptions = (ids: readonly number[], idLang: number) =>
  queryOptions({
    queryKey: skillsSearchKeys.names(ids, idLang),
    queryFn: ({ signal }) => skillNames(ids, idLang, signal),
    staleTime: 5 * 60_000,
  });

export const useSkillNames = (ids: readonly number[], idLang: number) =>
  useQuery({ ...skillNamesQueryOptions(ids, idLang), enabled: ids.length > 0 });
