import { trainingsCalls } from '@my-skills/shared/calls/trainings';
import { apiCall } from '../../../lib/api-client';

/** DELETE /api/Training/wishTraining: removes a training wish made in the evaluation (?id=&idEa=&rowVersion=). */
export const deleteTrainingWish = (query: { id: number; idEa: number; rowVersion: number }) =>
  apiCall(trainingsCalls.wishTrainingDelete, { query });
