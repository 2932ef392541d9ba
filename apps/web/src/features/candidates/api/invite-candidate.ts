import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateCalls } from '@my-skills/shared/calls/candidates';
import { apiCall } from '../../../lib/api-client';
import { candidateKeys } from './keys';

/** POST /api/Candidate/invite?id=: a new first-login link (a reset link once a password is set); older ones end. */
export const inviteCandidate = (id: number) => apiCall(candidateCalls.candidateInvite, { query: { id } });

export function useInviteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
}
