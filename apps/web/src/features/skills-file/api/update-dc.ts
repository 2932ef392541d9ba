import { useMutation } from '@tanstack/react-query';
import { dcWriteResultSchema, type UpdateDcBody } from '@my-skills/shared/schemas/skills-file';
import { apiCall } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { useFileWriteSettled } from './use-file-write';

/** PUT /api/Dc/update: title, summary, and the complete lists of skills and other skills when given. */
export const updateDc = (body: UpdateDcBody) =>
  apiCall(apiPaths.dcUpdate, { method: 'PUT', body, schema: dcWriteResultSchema });

export function useUpdateDc() {
  const settled = useFileWriteSettled();
  return useMutation({ mutationFn: updateDc, onSuccess: ({ data }) => settled(data.rowVersion) });
}
