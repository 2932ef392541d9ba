import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedSkillSchema, type InsertSkillBody } from '@my-skills/shared/schemas/skills-catalogue';
import { apiCall } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { invalidateCatalogue } from '../../../lib/catalogue/keys';
import { skillsCatalogueQueryKey } from './keys';

export interface SaveSkillInput {
  /** Absent to add; present to update (only the fields given; `isActive: true` reactivates). */
  idSkill?: number;
  body: InsertSkillBody;
}

/** POST /api/ListeDc/insertSkills[?idSkill=]: adds or updates a skill (labels unique whatever the case). */
export const saveSkill = ({ idSkill, body }: SaveSkillInput) =>
  apiCall(apiPaths.saveSkill, { method: 'POST', query: { idSkill }, body, schema: managedSkillSchema });

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
