import { useMutation, useQueryClient } from '@tanstack/react-query';
import { skillsFileProposalCalls } from '@my-skills/shared/calls/skills-file-proposals';
import { apiCall } from '../../../lib/api-client';
import { skillsFileKeys } from './keys';

/** POST /api/Dc/proposals/dismiss: the owner sets a proposal aside (the file does not change). */
export const dismissProposal = (body: { id: number; idDc: number }) =>
  apiCall(skillsFileProposalCalls.dismissProposal, { body });

export function useDismissProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissProposal,
    onSuccess: (_result, body) => queryClient.invalidateQueries({ queryKey: skillsFileKeys.proposals(body.idDc) }),
  });
}
