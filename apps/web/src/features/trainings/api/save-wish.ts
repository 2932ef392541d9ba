import type { z } from 'zod';
import { trainingsCalls } from '@my-skills/shared/calls/trainings';
import type { wishTrainingBody } from '@my-skills/shared/schemas/trainings';
import { apiCall } from '../../../lib/api-client';

/** POST /api/Training/wishTraining (management screen): a new wish for idUser, or with id a change. */
export const saveWish = (body: z.input<typeof wishTrainingBody>) => apiCall(trainingsCalls.wishTrainingSave, { body });
