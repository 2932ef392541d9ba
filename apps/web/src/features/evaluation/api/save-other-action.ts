import type { z } from 'zod';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import type { otherActionBody } from '@my-skills/shared/schemas/evaluation';
import { apiCall } from '../../../lib/api-client';

/** POST /api/OtherActionsNextYear: adds an action, or with id updates it. */
export const saveOtherAction = (body: z.input<typeof otherActionBody>) =>
  apiCall(evaluationCalls.otherActionSave, { body });
