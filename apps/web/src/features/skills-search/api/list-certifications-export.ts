import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { skillsSearchCalls } from '@my-skills/shared/calls/skills-search';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { skillsSearchKeys } from './keys';

/** GET /api/ListeDc/certificationsExport: one row per certification of a file, with its expiry state. */
export const listCertificationsExport = (query: ListQuery, signal?: AbortSignal) =>
  apiData(skillsSearchCalls.certificationsExport, { query: listCallQuery(query), signal });

export const certificationsExportQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: skillsSearchKeys.certificationsExport(query),
    queryFn: ({ signal }) => listCertificationsExport(query, signal),
    staleTime: 0,
  });

export const useCertificationsExport = (query: ListQuery) =>
  useQuery({ ...certificationsExportQueryOptions(query), placeholderData: keepPreviousData });
