import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleInternalCalls } from '@my-skills/shared/calls/role-internal';
import { apiData } from '../../../lib/api-client';

/** GET /api/RoleInternal/userRoleInfoById?userId=: one person's roles and the audit history of their internal role. */
export const getPersonRoleInfo = (userId: number, signal?: AbortSignal) =>
  apiData(roleInternalCalls.userRoleInfoById, { query: { userId }, signal });

export const personRoleInfoQueryKey = (userId: number) => ['roleSettings', 'person', userId] as const;
export const personRoleInfoQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: personRoleInfoQueryKey(userId),
    queryFn: ({ signal }) => getPersonRoleInfo(userId, signal),
    staleTime: 0,
  });

export const usePersonRoleInfo = (userId: number | null) =>
  useQuery({ ...personRoleInfoQueryOptions(userId ?? 0), enabled: userId !== null });
