import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCalls } from '@my-skills/shared/calls/auth';
import { apiData } from '../../../lib/api-client';

/** POST /api/Login/checkLink: whether an e-mailed link can still be used (LINK_EXPIRED otherwise), and what for. */
export const checkLink = (email: string, token: string, signal?: AbortSignal) =>
  apiData(authCalls.checkLink, { body: { LoginFromEmail: email, IDToken: token }, signal, ignoreSessionExpiry: true });

export const checkLinkQueryOptions = (email: string, token: string) =>
  queryOptions({
    queryKey: ['login', 'checkLink', email, token] as const,
    queryFn: ({ signal }) => checkLink(email, token, signal),
    retry: false,
    staleTime: Infinity,
  });

export const useCheckLink = (email: string, token: string) => useQuery(checkLinkQueryOptions(email, token));
