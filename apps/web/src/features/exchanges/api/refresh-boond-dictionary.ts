import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boondMappingCalls } from '@my-skills/shared/calls/boond-mapping';
import { apiCall } from '../../../lib/api-client';
import { afterMappingChange } from './list-boond-mapping';

/** POST /api/BoondMapping/refreshDictionary: reads BoondManager's dictionary again now (held exchanges tried again). */
export const refreshBoondDictionary = () => apiCall(boondMappingCalls.boondMappingRefresh);

export function useRefreshBoondDictionary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshBoondDictionary,
    onSuccess: ({ data }) => afterMappingChange(queryClient, data),
  });
}
