import { useMutation } from '@tanstack/react-query';
import { dcWriteResultSchema, type UpdateDcStatusBody } from '@my-skills/shared/schemas/skills-file';
import { apiCall } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** PUT /api/Dc/updateStatus: submit, validate (queues the push to BoondManager) or send back to draft. */
export const updateDcStatus = (body: UpdateDcStatusBody) =>
  apiCall(apiPaths.dcUpdateStatus, { method: 'PUT', body, schema: dcWriteResultSchema });

/** The page decides when to read the file again (after the result alert, or the delivery outcome). */
export const useUpdateDcStatus = () => useMutation({ mutationFn: updateDcStatus });
