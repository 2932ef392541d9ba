import { useMutation } from '@tanstack/react-query';
import { type UpdateDcStatusBody } from '@my-skills/shared/schemas/skills-file';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { apiCall } from '../../../lib/api-client';

/** PUT /api/Dc/updateStatus: submit, validate (queues the push to BoondManager) or send back to draft. */
export const updateDcStatus = (body: UpdateDcStatusBody) => apiCall(skillsFileCalls.dcUpdateStatus, { body });

/** The page decides when to read the file again (after the result alert, or the delivery outcome). */
export const useUpdateDcStatus = () => useMutation({ mutationFn: updateDcStatus });
