import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InsertSkillBody } from '@my-skills/shared/schemas/skills-catalogue';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiCall } from '../../../lib/api-client';
import { invalidateCatalogue } from '../../../lib/catalogue/keys';
import { skillsCatalogueQueryKey } from './keys';

export interface SaveSkillInput {
  /** Absent to add; present to update (only the fields given; `isActive: true` reactivates). */
  idSkill?: number;
  body: InsertSkillBody;
}

/** POST /api/ListeDc/insertSkills[?idSkill=]: adds or updates a skill (labels unique whatever the case). */
export const saveSkill = ({ idSkill, body }: SaveSkillInput) =>
  apiCall(skillsCatalogueCalls.saveSkill, { query: { idSkill }, body });

export function useSaveSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSkill,
    // The catalogue screens' own lists, and every feature's copy of the catalogue (the skills file's pickers…).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: skillsCatalogueQueryKey }),
        invalidateCatalogue(queryClient),
      ]),
  });
}
