import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCalls } from '@my-skills/shared/calls/auth';
import { apiData } from '../../../lib/api-client';

/** GET /api/Login/options (public): sign-in methods, environment label, version. */
export const getLoginOptions = (signal?: AbortSignal) => apiData(authCalls.loginOptions, { signal });

export const loginOptionsQueryKey = ['login', 'options'] as const;
export const loginOptionsQueryOptions = () =>
  queryOptions({
    queryKey: loginOptionsQueryKey,
    queryFn: ({ signal }) => getLoginOptions(signal),
    staleTime: Infinity,
  });

export const useLoginOptions = () => useQuery(loginOptionsQueryOptions());
