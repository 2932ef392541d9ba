import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { roleInternalCalls } from '@my-skills/shared/calls/role-internal';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';

/**
 * GET /api/RoleInternal/userRoleInfo: people with their roles and internal role, searched by name, e-mail or
 * reference, filtered, sorted and paged by the server.
 */
export const listPeople = (query: ListQuery, signal?: AbortSignal) =>
  apiData(roleInternalCalls.userRoleInfo, { query: listCallQuery(query), signal });

/** Every page of the list (refreshed after a change of internal role). */
export const peopleListKey = ['roleSettings', 'list'] as const;
export const peopleQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...peopleListKey, query] as const,
    queryFn: ({ signal }) => listPeople(query, signal),
    staleTime: 30_000,
  });

export const usePeople = (query: ListQuery) =>
  useQuery({ ...peopleQueryOptions(query), placeholderData: keepPreviousData });
