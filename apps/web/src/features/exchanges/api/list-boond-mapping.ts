import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BoondMapping } from '@my-skills/shared/schemas/boond-mapping';
import { boondMappingCalls } from '@my-skills/shared/calls/boond-mapping';
import { apiData } from '../../../lib/api-client';
import { exchangesQueryKey } from './list-exchanges';

/**
 * GET /api/BoondMapping/list: BoondManager's dictionary (its version and when it was read), and per kind each of our
 * values with its decision, state and proposal; how many values need a decision and how many exchanges are held.
 */
export const listBoondMapping = (signal?: AbortSignal) => apiData(boondMappingCalls.boondMappingList, { signal });

export const boondMappingQueryKey = ['boondMapping'] as const;
export const boondMappingQueryOptions = () =>
  queryOptions({
    queryKey: boondMappingQueryKey,
    queryFn: ({ signal }) => listBoondMapping(signal),
    staleTime: 0,
  });

export const useBoondMapping = (enabled = true) => useQuery({ ...boondMappingQueryOptions(), enabled });

/**
 * After a change of the mapping: the answer is the new mapping (kept as the list's data, without `requeued`), and the
 * exchanges lists are read again (held exchanges may have gone back to the queue).
 */
export function afterMappingChange(queryClient: QueryClient, mapping: BoondMapping) {
  const { dictionary, dictionaryError, kinds, undecided, heldMessages } = mapping;
  queryClient.setQueryData<BoondMapping>(boondMappingQueryKey, {
    dictionary,
    dictionaryError,
    kinds,
    undecided,
    heldMessages,
  });
  void queryClient.invalidateQueries({ queryKey: exchangesQueryKey });
}
