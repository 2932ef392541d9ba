import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { apiCall } from '../../../lib/api-client';
import { exchangesQueryKey } from './list-exchanges';

/** POST /api/Exchanges/testConnection: enqueues a real BoondManager credentials check (one attempt). */
export const testConnection = () => apiCall(exchangesCalls.exchangeTestConnection);

export function useTestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangesQueryKey }),
  });
}
