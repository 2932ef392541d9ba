import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PromoteOtherSkillBody } from '@my-skills/shared/schemas/skills-catalogue';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiCall } from '../../../lib/api-client';
import { skillsCatalogueQueryKey } from './keys';

/** POST /api/ListeDc/promoteOtherSkill: the other skill becomes a catalogue skill; the files using it follow. */
export const promoteOtherSkill = (body: PromoteOtherSkillBody) =>
  apiCall(skillsCatalogueCalls.promoteOtherSkill, { body });

export function usePromoteOtherSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteOtherSkill,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: skillsCatalogueQueryKey }),
  });
}
