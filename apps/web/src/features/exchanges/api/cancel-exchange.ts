import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeDetailSchema } from '@my-skills/shared/schemas/exchanges';
import { apiCall } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { exchangeQueryKey } from './get-exchange';
import { exchangesQueryKey } from './list-exchanges';

/** POST /api/Exchanges/cancel?id=: a pending or failed message is cancelled. */
export const cancelExchange = (id: number) =>
  apiCall(apiPaths.exchangeCancel, { method: 'POST', query: { id }, schema: exchangeDetailSchema });

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
