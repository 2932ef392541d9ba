import { queryOptions, useQuery } from '@tanstack/react-query';
import { loginOptionsSchema } from '@my-skills/shared/schemas/auth';
import { apiData } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** GET /api/Login/options (public): sign-in methods, environment label, version. */
export const getLoginOptions = (signal?: AbortSignal) =>
  apiData(apiPaths.loginOptions, { schema: loginOptionsSchema, signal });

export const loginOptionsQueryKey = ['login', 'options'] as const;
export const loginOptionsQueryOptions = () =>
  queryOptions({
    queryKey: loginOptionsQueryKey,
    queryFn: ({ signal }) => getLoginOptions(signal),
    staleTime: Infinity,
  });

export const useLoginOptions = () => useQuery(loginOptionsQueryOptions());
