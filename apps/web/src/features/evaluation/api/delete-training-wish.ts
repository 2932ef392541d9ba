import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiCall } from '../../../lib/api-client';

/** DELETE /api/Training/wishTraining: removes a training wish (?id=&idEa=&rowVersion=). */
export const deleteTrainingWish = (query: { id: number; idEa: number; rowVersion: number }) =>
  apiCall(evaluationCalls.trainingWishDelete, { query });
