import { trainingsCalls } from '@my-skills/shared/calls/trainings';
import { apiCall } from '../../../lib/api-client';

/** DELETE /api/Training/wishTraining?id=&rowVersion=: a wish still in progress. */
export const deleteWish = (query: { id: number; rowVersion: number }) =>
  apiCall(trainingsCalls.wishTrainingDelete, { query });
