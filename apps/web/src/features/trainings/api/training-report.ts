import type { z } from 'zod';
import { trainingsCalls } from '@my-skills/shared/calls/trainings';
import type { trainingReportBody } from '@my-skills/shared/schemas/trainings';
import { apiCall } from '../../../lib/api-client';

/** PUT /api/Training/trainingReport?id=: after a processed training. */
export const trainingReport = (id: number, body: z.input<typeof trainingReportBody>) =>
  apiCall(trainingsCalls.trainingReport, { query: { id }, body });
