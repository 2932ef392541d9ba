import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiCall } from '../../../lib/api-client';

/** DELETE /api/SkillsEvaluation: removes a line (?id=&idEa=&rowVersion=). */
export const deleteSkillLine = (query: { id: number; idEa: number; rowVersion: number }) =>
  apiCall(evaluationCalls.skillsDelete, { query });
