import { useMutation } from '@tanstack/react-query';
import { type UpdateDcBody } from '@my-skills/shared/schemas/skills-file';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { apiCall } from '../../../lib/api-client';
import { useFileWriteSettled } from './use-file-write';

/** PUT /api/Dc/update: title, summary, and the complete lists of skills and other skills when given. */
export const updateDc = (body: UpdateDcBody) => apiCall(skillsFileCalls.dcUpdate, { body });

export function useUpdateDc() {
  const settled = useFileWriteSettled();
  return useMutation({ mutationFn: updateDc, onSuccess: ({ data }) => settled(data.rowVersion) });
}
