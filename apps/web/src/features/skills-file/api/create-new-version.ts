import { useMutation } from '@tanstack/react-query';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { apiCall } from '../../../lib/api-client';
import { useFileWriteSettled } from './use-file-write';

/** POST /api/Dc/createNewVersionDc: a new draft copying a validated file; the old version is archived. */
export const createNewVersion = (body: { idDc: number; rowVersion: number }) =>
  apiCall(skillsFileCalls.dcCreateNewVersion, { body });

export function useCreateNewVersion() {
  const settled = useFileWriteSettled();
  return useMutation({ mutationFn: createNewVersion, onSuccess: () => settled() });
}
