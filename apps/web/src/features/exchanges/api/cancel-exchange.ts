import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { apiCall } from '../../../lib/api-client';
import { exchangeQueryKey } from './get-exchange';
import { exchangesQueryKey } from './list-exchanges';

/** POST /api/Exchanges/cancel?id=: a pending or failed message is cancelled. */
export const cancelExchange = (id: number) => apiCall(exchangesCalls.exchangeCancel, { query: { id } });

export function useCancelExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelExchange,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(exchangeQueryKey(data.id), data);
      void queryClient.invalidateQueries({ queryKey: exchangesQueryKey });
    },
  });
}
