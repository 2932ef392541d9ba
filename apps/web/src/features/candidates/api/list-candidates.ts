import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { candidateCalls } from '@my-skills/shared/calls/candidates';
import { apiData } from '../../../lib/api-client';
import { candidateKeys } from './keys';

/** GET /api/Candidate/list?search=: the candidates, by last name, with their invitation, password and lock state. */
export const listCandidates = (search: string, signal?: AbortSignal) =>
  apiData(candidateCalls.candidateList, { query: search ? { search } : {}, signal });

export const candidatesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: candidateKeys.list(search),
    queryFn: ({ signal }) => listCandidates(search, signal),
    staleTime: 0,
  });

export const useCandidates = (search: string) =>
  useQuery({ ...candidatesQueryOptions(search), placeholderData: keepPreviousData });
