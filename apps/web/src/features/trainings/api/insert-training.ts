import type { z } from 'zod';
import { trainingsCalls } from '@my-skills/shared/calls/trainings';
import type { insertTrainingBody } from '@my-skills/shared/schemas/trainings';
import { apiCall } from '../../../lib/api-client';

/** POST /api/Training/insertTraining?id=: the training registered (organism, scheme, dates, hours, cost, validation). */
export const insertTraining = (id: number, body: z.input<typeof insertTrainingBody>) =>
  apiCall(trainingsCalls.insertTraining, { query: { id }, body });
