import type { z } from 'zod';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import type { goalBody } from '@my-skills/shared/schemas/evaluation';
import { apiCall } from '../../../lib/api-client';

/** POST /api/Goal: adds an objective, or with id updates it. */
export const saveGoal = (body: z.input<typeof goalBody>) => apiCall(evaluationCalls.goalSave, { body });
