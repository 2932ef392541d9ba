import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '@my-skills/shared/calls/user';
import { apiData } from '../../../lib/api-client';

/** GET /api/User/userAccount: the person's active accounts, for the role switcher. */
export const getUserAccounts = (signal?: AbortSignal) => apiData(userCalls.userAccounts, { signal });

export const userAccountsQueryKey = ['user', 'accounts'] as const;
export const userAccountsQueryOptions = () =>
  queryOptions({ queryKey: userAccountsQueryKey, queryFn: ({ signal }) => getUserAccounts(signal) });

export const useUserAccounts = (enabled: boolean) => useQuery({ ...userAccountsQueryOptions(), enabled });
