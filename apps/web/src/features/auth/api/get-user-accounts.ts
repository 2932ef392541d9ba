import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { userAccountSchema } from '@my-skills/shared/schemas/user';
import { apiData } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** GET /api/User/userAccount: the person's active accounts, for the role switcher. */
export const getUserAccounts = (signal?: AbortSignal) =>
  apiData(apiPaths.userAccounts, { schema: z.array(userAccountSchema), signal });

export const userAccountsQueryKey = ['user', 'accounts'] as const;
export const userAccountsQueryOptions = () =>
  queryOptions({ queryKey: userAccountsQueryKey, queryFn: ({ signal }) => getUserAccounts(signal) });

export const useUserAccounts = (enabled: boolean) => useQuery({ ...userAccountsQueryOptions(), enabled });
