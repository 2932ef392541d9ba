import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCalls } from '@my-skills/shared/calls/auth';
import { apiData } from '../../../lib/api-client';

/**
 * GET /api/Login/me: refreshes the stored user once per page load. Its failure is handled by the caller
 * (stored user cleared, back to sign-in), not by the session-expired dialog.
 */
export const getCurrentUser = (signal?: AbortSignal) => apiData(authCalls.me, { signal, ignoreSessionExpiry: true });

export const currentUserQueryKey = ['login', 'me'] as const;
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: Infinity,
    retry: false,
  });

export const useCurrentUserCheck = (enabled: boolean) => useQuery({ ...currentUserQueryOptions(), enabled });
