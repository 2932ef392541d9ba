import { useMutation, useQueryClient } from '@tanstack/react-query';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import type { CriterionSave } from '@my-skills/shared/schemas/evaluation-criteria';
import { apiCall } from '../../../lib/api-client';
import { afterCriteriaChange } from './keys';

/** POST /api/EvaluationCriteria/save: adds a criterion, or with id changes it (labels, type, order, active). */
export const saveCriterion = (body: CriterionSave) => apiCall(evaluationCalls.criteriaSave, { body });

export function useSaveCriterion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCriterion, onSuccess: () => afterCriteriaChange(queryClient) });
}
