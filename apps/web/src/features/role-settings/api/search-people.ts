import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { userRoleInfoSchema } from '@my-skills/shared/schemas/role-internal';
import { apiData } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** GET /api/RoleInternal/userRoleInfo?searchTerm=: people by name, e-mail or reference (at most 50). */
export const searchPeople = (searchTerm: string, signal?: AbortSignal) =>
  apiData(apiPaths.userRoleInfo, { query: { searchTerm }, schema: z.array(userRoleInfoSchema), signal });

export const searchPeopleQueryKey = (searchTerm: string) => ['roleSettings', 'search', searchTerm] as const;
export const searchPeopleQueryOptions = (searchTerm: string) =>
  queryOptions({
    queryKey: searchPeopleQueryKey(searchTerm),
    queryFn: ({ signal }) => searchPeople(searchTerm, signal),
    staleTime: 30_000,
  });

export const useSearchPeople = (searchTerm: string, enabled: boolean) =>
  useQuery({ ...searchPeopleQueryOptions(searchTerm), enabled, placeholderData: keepPreviousData });
