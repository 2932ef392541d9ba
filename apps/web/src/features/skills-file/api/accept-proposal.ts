import { skillsFileProposalCalls } from '@my-skills/shared/calls/skills-file-proposals';
import { apiCall } from '../../../lib/api-client';

/**
 * POST /api/Dc/proposals/accept: the proposed row into the file (its row version); a validated file gets a new draft
 * first (the answer names it).
 */
export const acceptProposal = (body: { id: number; idDc: number; rowVersion: number }) =>
  apiCall(skillsFileProposalCalls.acceptProposal, { body });
