import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MergeOtherSkillBody } from '@my-skills/shared/schemas/skills-catalogue';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiCall } from '../../../lib/api-client';
import { invalidateCatalogue } from '../../../lib/catalogue/keys';
import { skillsCatalogueQueryKey } from './keys';

/** POST /api/ListeDc/mergeOtherSkill: the other skill is replaced by an existing catalogue skill in every file. */
export const mergeOtherSkill = (body: MergeOtherSkillBody) => apiCall(skillsCatalogueCalls.mergeOtherSkill, { body });

export function useMergeOtherSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeOtherSkill,
    // The catalogue screens' own lists, and every feature's copy of the catalogue (the skills file's pickers…).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: skillsCatalogueQueryKey }),
        invalidateCatalogue(queryClient),
      ]),
  });
}
