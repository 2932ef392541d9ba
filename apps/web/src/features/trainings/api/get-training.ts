import { queryOptions, useQuery } from '@tanstack/react-query';
import { trainingsCalls } from '@my-skills/shared/calls/trainings';
import { apiData } from '../../../lib/api-client';
import { trainingKeys } from './keys';

/** GET /api/Training/trainingById?id=: the wish, its files, history, delivery and what the viewer may do. */
export const getTraining = (id: number, signal?: AbortSignal) =>
  apiData(trainingsCalls.trainingById, { query: { id }, signal });

export const trainingQueryOptions = (id: number) =>
  queryOptions({ queryKey: trainingKeys.wish(id), queryFn: ({ signal }) => getTraining(id, signal), staleTime: 0 });

export const useTraining = (id: number | null) => useQuery({ ...trainingQueryOptions(id ?? 0), enabled: id !== null });
