import { trainingsCalls } from '@my-skills/shared/calls/trainings';
import type { TrainingStatusAction } from '@my-skills/shared/schemas/trainings';
import { apiCall } from '../../../lib/api-client';

/** PUT /api/Training/status: process (sent to BoondManager), cancel, reopen, back to in progress. */
export const changeTrainingStatus = (body: { id: number; action: TrainingStatusAction; rowVersion: number }) =>
  apiCall(trainingsCalls.trainingStatus, { body });
