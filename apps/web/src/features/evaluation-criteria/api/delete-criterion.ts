import { useMutation, useQueryClient } from '@tanstack/react-query';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiCall } from '../../../lib/api-client';
import { afterCriteriaChange } from './keys';

/** DELETE /api/EvaluationCriteria?id=: deletes an unused criterion; one evaluations use is deactivated (the answer says which). */
export const deleteCriterion = (id: number) => apiCall(evaluationCalls.criteriaDelete, { query: { id } });

export function useDeleteCriterion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCriterion, onSuccess: () => afterCriteriaChange(queryClient) });
}
