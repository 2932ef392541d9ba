import { useMutation, useQueryClient } from '@tanstack/react-query';
import { skillEvidenceCalls } from '@my-skills/shared/calls/skill-evidence';
import { apiCall, apiData } from '../../../lib/api-client';
import { skillEvidenceKeys } from '../../../lib/skill-evidence';

/** POST /api/SkillEvidence/refresh: proposals read again from the person's latest file and trainings (owner). */
export const refreshSkillEvidence = (idUser: number) =>
  apiData(skillEvidenceCalls.refreshSkillEvidence, { body: { idUser } });

/** PUT /api/SkillEvidence/decide: the owner confirms or rejects one item. */
export const decideSkillEvidence = (body: { idUser: number; id: number; decision: 'confirm' | 'reject' }) =>
  apiCall(skillEvidenceCalls.decideSkillEvidence, { body });

export function useRefreshSkillEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSkillEvidence,
    onSuccess: (data, idUser) => queryClient.setQueryData(skillEvidenceKeys.of(idUser), data),
  });
}

export function useDecideSkillEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSkillEvidence,
    onSuccess: (_result, body) => queryClient.invalidateQueries({ queryKey: skillEvidenceKeys.of(body.idUser) }),
  });
}
