import type { z } from 'zod';
import { trainingsCalls } from '@my-skills/shared/calls/trainings';
import type { wishTrainingBody } from '@my-skills/shared/schemas/trainings';
import { apiCall } from '../../../lib/api-client';

/** POST /api/Training/wishTraining with idEa: a training wish made in the evaluation (under its row version). */
type Body = Omit<z.input<typeof wishTrainingBody>, 'idEa' | 'rowVersion'> & {
  idEa: number;
  rowVersion: number | string;
};
export const saveTrainingWish = (body: Body) => apiCall(trainingsCalls.wishTrainingSave, { body });
