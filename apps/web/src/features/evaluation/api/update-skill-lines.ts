import type { z } from 'zod';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import type { skillEvaluationBulkUpdateBody } from '@my-skills/shared/schemas/evaluation';
import { apiCall } from '../../../lib/api-client';

/** PUT /api/SkillsEvaluation: the ratings and comments of every changed line at once. */
export const updateSkillLines = (body: z.input<typeof skillEvaluationBulkUpdateBody>) =>
  apiCall(evaluationCalls.skillsUpdateMany, { body });
