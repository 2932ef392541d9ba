import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiCall } from '../../../lib/api-client';

/**
 * PUT /api/SkillsEvaluation/eaSkills?idUser=: the technical lines are read again from the person's current skills
 * file (new skills added, levels updated, lines of skills no longer in the file removed; ratings of kept lines kept).
 */
export const refreshTechnicalLines = ({
  idUser,
  idEa,
  rowVersion,
}: {
  idUser: number;
  idEa: number;
  rowVersion: number;
}) => apiCall(evaluationCalls.skillsRefreshTechnical, { query: { idUser }, body: { idEa, rowVersion } });
