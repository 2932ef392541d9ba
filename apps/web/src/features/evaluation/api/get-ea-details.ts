import { queryOptions, useQuery } from '@tanstack/react-query';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiData } from '../../../lib/api-client';
import { evaluationKeys } from './keys';

/** GET /api/Ea/details?idUser=&year=: the whole evaluation, its history, the viewer's permissions and check. */
export const getEaDetails = (idUser: number, year: number, signal?: AbortSignal) =>
  apiData(evaluationCalls.eaDetails, { query: { idUser, year }, signal });

export const eaDetailsQueryOptions = (idUser: number, year: number) =>
  queryOptions({
    queryKey: evaluationKeys.detailsOf(idUser, year),
    queryFn: ({ signal }) => getEaDetails(idUser, year, signal),
    staleTime: 0,
    retry: false,
  });

export const useEaDetails = (idUser: number, year: number) => useQuery(eaDetailsQueryOptions(idUser, year));
