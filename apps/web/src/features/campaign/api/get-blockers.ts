import { queryOptions, useQuery } from '@tanstack/react-query';
import { evaluationListCalls } from '@my-skills/shared/calls/manager-lists';
import { apiData } from '../../../lib/api-client';
import { campaignKeys } from './keys';

/** GET /api/ListMyConsultant/eaBlockers: what the next step of a person's evaluation of `year` still needs. */
export const getBlockers = (year: number, idUser: number, signal?: AbortSignal) =>
  apiData(evaluationListCalls.evaluationBlockers, { query: { year, idUser }, signal });

export const blockersQueryOptions = (year: number, idUser: number) =>
  queryOptions({
    queryKey: campaignKeys.blockers(year, idUser),
    queryFn: ({ signal }) => getBlockers(year, idUser, signal),
    staleTime: 0,
  });

export const useBlockers = (year: number, idUser: number | null) =>
  useQuery({ ...blockersQueryOptions(year, idUser ?? 0), enabled: idUser !== null });
