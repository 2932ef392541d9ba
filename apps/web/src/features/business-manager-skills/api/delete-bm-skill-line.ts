import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessManagerCalls } from '@my-skills/shared/calls/business-manager';
import { apiCall } from '../../../lib/api-client';
import { afterBmSkillsChange } from './keys';

/** DELETE /api/BusinessManagerSkills/delete?id=: deletes a line; the answer says whether it was deleted or deactivated. */
export const deleteBmSkillLine = (id: number) => apiCall(businessManagerCalls.bmSkillsDelete, { query: { id } });

export function useDeleteBmSkillLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBmSkillLine, onSuccess: () => afterBmSkillsChange(queryClient) });
}
