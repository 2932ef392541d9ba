import type { z } from 'zod';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import type { evaluationTrainingWishBody } from '@my-skills/shared/schemas/evaluation';
import { apiCall } from '../../../lib/api-client';

/** POST /api/Training/wishTraining: a training wish made from the evaluation. */
export const saveTrainingWish = (body: z.input<typeof evaluationTrainingWishBody>) =>
  apiCall(evaluationCalls.trainingWishSave, { body });
