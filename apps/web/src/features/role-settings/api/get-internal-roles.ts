import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { internalRoleSchema } from '@my-skills/shared/schemas/role-internal';
import { apiData } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** GET /api/RoleInternal/GetAll: the internal roles that can be given. */
export const getInternalRoles = (signal?: AbortSignal) =>
  apiData(apiPaths.internalRoles, { schema: z.array(internalRoleSchema), signal });

export const internalRolesQueryKey = ['roleSettings', 'internalRoles'] as const;
export const internalRolesQueryOptions = () =>
  queryOptions({
    queryKey: internalRolesQueryKey,
    queryFn: ({ signal }) => getInternalRoles(signal),
    staleTime: Infinity,
  });

export const useInternalRoles = () => useQuery(internalRolesQueryOptions());
