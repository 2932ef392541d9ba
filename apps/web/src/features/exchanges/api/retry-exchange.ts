import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeDetailSchema } from '@my-skills/shared/schemas/exchanges';
import { apiCall } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { exchangeQueryKey } from './get-exchange';
import { exchangesQueryKey } from './list-exchanges';

/** POST /api/Exchanges/retry?id=: a failed or cancelled message goes back to pending (same idempotency key). */
export const retryExchange = (id: number) =>
  apiCall(apiPaths.exchangeRetry, { method: 'POST', query: { id }, schema: exchangeDetailSchema });

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
