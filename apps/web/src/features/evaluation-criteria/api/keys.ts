import type { QueryClient } from '@tanstack/react-query';
import { invalidateEvaluations } from '../../../lib/evaluation-keys';

/** Root of every query key of the criteria screen. */
export const criteriaQueryKey = ['evaluationCriteria'] as const;

/**
 * After a change to the criteria: the screen's list, and every cached evaluation (a renamed criterion renames its
 * lines in the open evaluations; new evaluations open with the active ones).
 */
export const afterCriteriaChange = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: criteriaQueryKey }), invalidateEvaluations(queryClient)]);
