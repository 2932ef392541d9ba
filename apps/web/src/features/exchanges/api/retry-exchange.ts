import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { apiCall } from '../../../lib/api-client';
import { exchangeQueryKey } from './get-exchange';
import { exchangesQueryKey } from './list-exchanges';

/** POST /api/Exchanges/retry?id=: a failed or cancelled message goes back to pending (same idempotency key). */
export const retryExchange = (id: number) => apiCall(exchangesCalls.exchangeRetry, { query: { id } });

export function useRetryExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryExchange,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(exchangeQueryKey(data.id), data);
      void queryClient.invalidateQueries({ queryKey: exchangesQueryKey });
    },
  });
}
