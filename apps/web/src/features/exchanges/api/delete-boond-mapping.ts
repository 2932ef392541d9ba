import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoondMappingDeleteQuery } from '@my-skills/shared/schemas/boond-mapping';
import { boondMappingCalls } from '@my-skills/shared/calls/boond-mapping';
import { apiCall } from '../../../lib/api-client';
import { afterMappingChange } from './list-boond-mapping';

/** DELETE /api/BoondMapping/delete?kind=&ourValue=: forgets a decision (the value needs one again). */
export const deleteBoondMapping = (query: BoondMappingDeleteQuery) =>
  apiCall(boondMappingCalls.boondMappingDelete, { query });

export function useDeleteBoondMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBoondMapping,
    onSuccess: ({ data }) => afterMappingChange(queryClient, data),
  });
}
