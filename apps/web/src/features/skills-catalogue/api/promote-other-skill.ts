import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PromoteOtherSkillBody } from '@my-skills/shared/schemas/skills-catalogue';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiCall } from '../../../lib/api-client';
import { invalidateCatalogue } from '../../../lib/catalogue/keys';
import { skillsCatalogueQueryKey } from './keys';

/** POST /api/ListeDc/promoteOtherSkill: the other skill becomes a catalogue skill; the files using it follow. */
export const promoteOtherSkill = (body: PromoteOtherSkillBody) =>
  apiCall(skillsCatalogueCalls.promoteOtherSkill, { body });

export function usePromoteOtherSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteOtherSkill,
    // The catalogue screens' own lists, and every feature's copy of the catalogue (the skills file's pickers…).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: skillsCatalogueQueryKey }),
        invalidateCatalogue(queryClient),
      ]),
  });
}
