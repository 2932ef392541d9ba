import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { trainingsCalls } from '@my-skills/shared/calls/trainings';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { trainingKeys } from './keys';

/** GET /api/Training/list: the wishes of the people I follow, with the totals of the filtered wishes. */
export const listTrainings = (query: ListQuery, signal?: AbortSignal) =>
  apiData(trainingsCalls.trainings, { query: listCallQuery(query), signal });

export const trainingsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: trainingKeys.list(query),
    queryFn: ({ signal }) => listTrainings(query, signal),
    staleTime: 0,
  });

export const useTrainings = (query: ListQuery) =>
  useQuery({ ...trainingsQueryOptions(query), placeholderData: keepPreviousData });
