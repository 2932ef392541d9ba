import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleInternalCalls } from '@my-skills/shared/calls/role-internal';
import { apiData } from '../../../lib/api-client';

/** GET /api/RoleInternal/GetAll: the internal roles that can be given. */
export const getInternalRoles = (signal?: AbortSignal) => apiData(roleInternalCalls.internalRoles, { signal });

export const internalRolesQueryKey = ['roleSettings', 'internalRoles'] as const;
export const internalRolesQueryOptions = () =>
  queryOptions({
    queryKey: internalRolesQueryKey,
    queryFn: ({ signal }) => getInternalRoles(signal),
    staleTime: Infinity,
  });

export const useInternalRoles = () => useQuery(internalRolesQueryOptions());
