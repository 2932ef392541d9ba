import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoondMappingSaveBody } from '@my-skills/shared/schemas/boond-mapping';
import { boondMappingCalls } from '@my-skills/shared/calls/boond-mapping';
import { apiCall } from '../../../lib/api-client';
import { afterMappingChange } from './list-boond-mapping';

/**
 * PUT /api/BoondMapping/save: decisions (our value → the tenant's id, or null: not sent), replacing those taken for
 * the same values; answers the new mapping and how many held exchanges went back to the queue.
 */
export const saveBoondMapping = (body: BoondMappingSaveBody) => apiCall(boondMappingCalls.boondMappingSave, { body });

export function useSaveBoondMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBoondMapping,
    onSuccess: ({ data }) => afterMappingChange(queryClient, data),
  });
}
