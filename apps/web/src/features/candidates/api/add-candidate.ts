import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateCalls } from '@my-skills/shared/calls/candidates';
import type { AddCandidateBody } from '@my-skills/shared/schemas/candidates';
import { apiCall } from '../../../lib/api-client';
import { candidateKeys } from './keys';

/** POST /api/Candidate/add: the person and their candidate account; with `invite`, the first-login e-mail too. */
export const addCandidate = (body: AddCandidateBody) => apiCall(candidateCalls.candidateAdd, { body });

export function useAddCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
}
