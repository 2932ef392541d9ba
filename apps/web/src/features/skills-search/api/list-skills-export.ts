import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { skillsSearchCalls } from '@my-skills/shared/calls/skills-search';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { skillsSearchKeys } from './keys';

/** GET /api/ListeDc/skillsExport: one row per person and skill of their file, a page at a time. */
export const listSkillsExport = (query: ListQuery, signal?: AbortSignal) =>
  apiData(skillsSearchCalls.skillsExport, { query: listCallQuery(query), signal });

export const skillsExportQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: skillsSearchKeys.skillsExport(query),
    queryFn: ({ signal }) => listSkillsExport(query, signal),
    staleTime: 0,
  });

export const useSkillsExport = (query: ListQuery) =>
  useQuery({ ...skillsExportQueryOptions(query), placeholderData: keepPreviousData });
