import type { z } from 'zod';
import { trainingsCalls } from '@my-skills/shared/calls/trainings';
import type { certificationAchievedBody } from '@my-skills/shared/schemas/trainings';
import { apiCall } from '../../../lib/api-client';

/** PUT /api/Training/certificationAchieved?id=: obtained (proposed to the skills file) or undone. */
export const certificationAchieved = (id: number, body: z.input<typeof certificationAchievedBody>) =>
  apiCall(trainingsCalls.certificationAchieved, { query: { id }, body });
