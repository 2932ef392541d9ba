import type { z } from 'zod';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import type { skillEvaluationInsertBody } from '@my-skills/shared/schemas/evaluation';
import { apiCall } from '../../../lib/api-client';

/** POST /api/SkillsEvaluation/insert: a free line of one type. */
export const insertSkillLine = (body: z.input<typeof skillEvaluationInsertBody>) =>
  apiCall(evaluationCalls.skillsInsert, { body });
