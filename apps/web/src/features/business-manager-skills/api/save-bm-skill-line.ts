import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessManagerCalls } from '@my-skills/shared/calls/business-manager';
import type { BmSkillLineSave } from '@my-skills/shared/schemas/business-manager';
import { apiCall } from '../../../lib/api-client';
import { afterBmSkillsChange } from './keys';

/** POST /api/BusinessManagerSkills/save: adds a line, or with id changes it (names, category, order, active, goals). */
export const saveBmSkillLine = (body: BmSkillLineSave) => apiCall(businessManagerCalls.bmSkillsSave, { body });

export function useSaveBmSkillLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBmSkillLine, onSuccess: () => afterBmSkillsChange(queryClient) });
}
