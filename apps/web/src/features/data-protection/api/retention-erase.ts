import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retentionCalls } from '@my-skills/shared/calls/retention';
import type { EraseBody } from '@my-skills/shared/schemas/retention';
import { apiCall } from '../../../lib/api-client';
import { dataProtectionQueryKey } from './audit-search';
import { retentionQueryKey } from './retention-list';

/** POST /api/DataProtection/erase: the candidates erased for good (all or nothing); answers the count and message. */
export const eraseCandidates = (body: EraseBody) => apiCall(retentionCalls.retentionErase, { body });

export function useEraseCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseCandidates,
    // Refreshed whatever the outcome: a refusal may mean the list changed meanwhile. The trail (its erasure entries),
    // the person pickers and the register's counts changed too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: retentionQueryKey }),
        queryClient.invalidateQueries({ queryKey: dataProtectionQueryKey }),
      ]),
  });
}
