import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessManagerCalls } from '@my-skills/shared/calls/business-manager';
import type { BmMaturitySave } from '@my-skills/shared/schemas/business-manager';
import { apiCall } from '../../../lib/api-client';
import { afterBmSkillsChange } from './keys';

/** PUT /api/BusinessManagerSkills/maturity: one category's maturity objectives for the six profiles. */
export const saveBmMaturity = (body: BmMaturitySave) => apiCall(businessManagerCalls.bmSkillsMaturity, { body });

export function useSaveBmMaturity() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBmMaturity, onSuccess: () => afterBmSkillsChange(queryClient) });
}
