import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { roleInternalCalls } from '@my-skills/shared/calls/role-internal';
import { apiData } from '../../../lib/api-client';

/** GET /api/RoleInternal/userRoleInfo?searchTerm=: people by name, e-mail or reference (at most 50). */
export const searchPeople = (searchTerm: string, signal?: AbortSignal) =>
  apiData(roleInternalCalls.userRoleInfo, { query: { searchTerm }, signal });

export const searchPeopleQueryKey = (searchTerm: string) => ['roleSettings', 'search', searchTerm] as const;
export const searchPeopleQueryOptions = (searchTerm: string) =>
  queryOptions({
    queryKey: searchPeopleQueryKey(searchTerm),
    queryFn: ({ signal }) => searchPeople(searchTerm, signal),
    staleTime: 30_000,
  });

export const useSearchPeople = (searchTerm: string, enabled: boolean) =>
  useQuery({ ...searchPeopleQueryOptions(searchTerm), enabled, placeholderData: keepPreviousData });
