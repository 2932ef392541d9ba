import { type UpdateDcStatusBody } from '@my-skills/shared/schemas/skills-file';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { apiCall } from '../../../lib/api-client';

/**
 * PUT /api/Dc/updateStatus: submit, validate (queues the push to BoondManager) or send back to draft. The document
 * workflow sends it with the latest row version and reads the file again.
 */
export const updateDcStatus = (body: UpdateDcStatusBody) => apiCall(skillsFileCalls.dcUpdateStatus, { body });
