import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataProtectionCalls } from '@my-skills/shared/calls/data-protection';
import type { AuditSearchQuery } from '@my-skills/shared/schemas/data-protection';
import { apiData } from '../../../lib/api-client';

export const dataProtectionQueryKey = ['dataProtection'] as const;

/**
 * GET /api/DataProtection/auditSearch: one page of the audit trail, newest first (the server audits a search's first
 * page). Not kept fresh behind the DPO's back: the same search answers from the cache for a minute.
 */
export const useAuditSearch = (query: AuditSearchQuery) =>
  useQuery({
    queryKey: [...dataProtectionQueryKey, 'audit', query],
    queryFn: ({ signal }) => apiData(dataProtectionCalls.auditSearch, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
