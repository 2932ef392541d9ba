import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { teamCalls } from '@my-skills/shared/calls/team';
import type { ListQuery } from '@my-skills/shared/lists';
import { filesToValidateList } from '@my-skills/shared/schemas/team';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { teamKeys } from './keys';

/**
 * GET /api/ListMyConsultant/dcAValider: the submitted skills files the viewer may validate (oldest first by
 * default), filtered, sorted and paged by the server.
 */
export const getFilesToValidate = (query: ListQuery, signal?: AbortSignal) =>
  apiData(teamCalls.filesToValidate, { query: listCallQuery(query), signal });

export const filesToValidateQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: teamKeys.filesToValidate(query),
    queryFn: ({ signal }) => getFilesToValidate(query, signal),
    staleTime: 0,
  });

export const useFilesToValidate = (query: ListQuery) =>
  useQuery({ ...filesToValidateQueryOptions(query), placeholderData: keepPreviousData });

/** How many files wait (the menu's badge): one row asked for, its `total` read. */
const COUNT_QUERY: ListQuery = {
  searchTerm: '',
  filters: [],
  sort: filesToValidateList.defaults.sort,
  order: 'asc',
  page: 1,
  pageSize: 1,
};
export const useFilesToValidateCount = (enabled = true) =>
  useQuery({ ...filesToValidateQueryOptions(COUNT_QUERY), enabled, select: (page) => page.total });
