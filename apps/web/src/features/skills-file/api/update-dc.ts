import { type UpdateDcBody } from '@my-skills/shared/schemas/skills-file';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { apiCall } from '../../../lib/api-client';

/** PUT /api/Dc/update: title, summary, and the complete lists of skills and other skills when given. */
export const updateDc = (body: UpdateDcBody) => apiCall(skillsFileCalls.dcUpdate, { body });
