import { queryOptions, useQuery } from '@tanstack/react-query';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiData } from '../../../lib/api-client';
import { criteriaQueryKey } from './keys';

/** GET /api/EvaluationCriteria/list: every criterion (the four non-technical types), with how many lines use it. */
export const listCriteria = (signal?: AbortSignal) => apiData(evaluationCalls.criteriaList, { query: {}, signal });

export const criteriaQueryOptions = () =>
  queryOptions({
    queryKey: [...criteriaQueryKey, 'list'] as const,
    queryFn: ({ signal }) => listCriteria(signal),
    staleTime: 0,
  });

export const useCriteria = () => useQuery(criteriaQueryOptions());
