import { useQuery } from '@tanstack/react-query';
import { trainingsCalls } from '@my-skills/shared/calls/trainings';
import { apiData } from '../../../lib/api-client';
import { trainingKeys } from './keys';

/** GET /api/Training/budget?year=: planned, enrolled and spent per business unit and scheme (HR and directors). */
export const getBudget = (year: number, signal?: AbortSignal) =>
  apiData(trainingsCalls.trainingBudget, { query: { year }, signal });

export const useBudget = (year: number, enabled: boolean) =>
  useQuery({ queryKey: trainingKeys.budget(year), queryFn: ({ signal }) => getBudget(year, signal), enabled });
