import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueuedSchema } from '@my-skills/shared/schemas/exchanges';
import { apiCall } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { exchangesQueryKey } from './list-exchanges';

/** POST /api/Exchanges/testConnection: enqueues a real BoondManager credentials check (one attempt). */
export const testConnection = () =>
  apiCall(apiPaths.exchangeTestConnection, { method: 'POST', schema: enqueuedSchema });

export function useTestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangesQueryKey }),
  });
}
