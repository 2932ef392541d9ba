import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myManagersCalls } from '@my-skills/shared/calls/manager-lists';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { managerListKeys } from './keys';

/**
 * GET /api/ListMyManager/all: the managers (roles 3–5) the viewer follows, with this year's review and their skills
 * file in `idLang`; searched, filtered, sorted and paged.
 */
export const listMyManagers = (query: ListQuery, idLang: number, signal?: AbortSignal) =>
  apiData(myManagersCalls.myManagers, { query: { ...listCallQuery(query), idLang }, signal });

export const myManagersQueryOptions = (query: ListQuery, idLang: number) =>
  queryOptions({
    queryKey: managerListKeys.managers(query, idLang),
    queryFn: ({ signal }) => listMyManagers(query, idLang, signal),
    staleTime: 0,
  });

export const useMyManagers = (query: ListQuery, idLang: number) =>
  useQuery({ ...myManagersQueryOptions(query, idLang), placeholderData: keepPreviousData });
