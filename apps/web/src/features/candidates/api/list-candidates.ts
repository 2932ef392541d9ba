import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { candidateCalls } from '@my-skills/shared/calls/candidates';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { candidateKeys } from './keys';

/**
 * GET /api/Candidate/list: the candidates with their invitation, password, lock and skills-file state; searched,
 * filtered, sorted and paged by the server.
 */
export const listCandidates = (query: ListQuery, signal?: AbortSignal) =>
  apiData(candidateCalls.candidateList, { query: listCallQuery(query), signal });

export const candidatesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: candidateKeys.list(query),
    queryFn: ({ signal }) => listCandidates(query, signal),
    staleTime: 0,
  });

export const useCandidates = (query: ListQuery) =>
  useQuery({ ...candidatesQueryOptions(query), placeholderData: keepPreviousData });
