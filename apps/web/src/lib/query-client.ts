import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Answers of the API are trusted for a minute; a 4xx is never retried (it would answer the same). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
