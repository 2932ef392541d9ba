import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiCall } from '../../../lib/api-client';

/** DELETE /api/Goal: removes an objective (?id=&idEa=&rowVersion=). */
export const deleteGoal = (query: { id: number; idEa: number; rowVersion: number }) =>
  apiCall(evaluationCalls.goalDelete, { query });
