import { useMutation } from '@tanstack/react-query';
import { dcWriteResultSchema } from '@my-skills/shared/schemas/skills-file';
import { apiCall } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { useFileWriteSettled } from './use-file-write';

/** POST /api/Dc/createNewVersionDc: a new draft copying a validated file; the old version is archived. */
export const createNewVersion = (body: { idDc: number; rowVersion: number }) =>
  apiCall(apiPaths.dcCreateNewVersion, { method: 'POST', body, schema: dcWriteResultSchema });

export function useCreateNewVersion() {
  const settled = useFileWriteSettled();
  return useMutation({ mutationFn: createNewVersion, onSuccess: () => settled() });
}
