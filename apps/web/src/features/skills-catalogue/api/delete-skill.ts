import { useMutation, useQueryClient } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiCall } from '../../../lib/api-client';
import { invalidateCatalogue } from '../../../lib/catalogue/keys';
import { skillsCatalogueQueryKey } from './keys';

/** DELETE /api/ListeDc/deleteSkills?id=: deletes an unused skill; a skill in use is deactivated (the answer says which). */
export const deleteSkill = (id: number) => apiCall(skillsCatalogueCalls.deleteSkill, { query: { id } });

export function useDeleteSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSkill,
    // The catalogue screens' own lists, and every feature's copy of the catalogue (the skills file's pickers…).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: skillsCatalogueQueryKey }),
        invalidateCatalogue(queryClient),
      ]),
  });
}
