import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCalls } from '@my-skills/shared/calls/auth';
import { apiData } from '../../../lib/api-client';

/** GET /api/Login/devAccounts (public; 403 DEV_LOGIN_DISABLED when the dev sign-in is off). */
export const getDevAccounts = (signal?: AbortSignal) => apiData(authCalls.devAccounts, { signal });

export const devAccountsQueryKey = ['login', 'devAccounts'] as const;
export const devAccountsQueryOptions = () =>
  queryOptions({
    queryKey: devAccountsQueryKey,
    queryFn: ({ signal }) => getDevAccounts(signal),
    staleTime: 5 * 60_000,
  });

export const useDevAccounts = (enabled: boolean) => useQuery({ ...devAccountsQueryOptions(), enabled });
