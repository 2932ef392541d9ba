import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retentionCalls } from '@my-skills/shared/calls/retention';
import type { RetentionListQuery } from '@my-skills/shared/schemas/retention';
import { apiData } from '../../../lib/api-client';

/** GET /api/DataProtection/retentionList: the candidates due for erasure, by last activity (audited). */
export const listRetention = (query: RetentionListQuery, signal?: AbortSignal) =>
  apiData(retentionCalls.retentionList, { query, signal });

export const retentionQueryKey = ['dataProtection', 'retention'] as const;

export const useRetentionList = (query: RetentionListQuery) =>
  useQuery({
    queryKey: [...retentionQueryKey, query],
    queryFn: ({ signal }) => listRetention(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
