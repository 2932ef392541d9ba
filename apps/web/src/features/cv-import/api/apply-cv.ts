import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cvImportCalls } from '@my-skills/shared/calls/cv-import';
import type { CvApplyBody } from '@my-skills/shared/schemas/cv-import';
import { apiCall } from '../../../lib/api-client';

/** POST /api/Cv2Dc/apply: the rows kept, written into a draft in one transaction; answers what is still missing. */
export const applyCv = (body: CvApplyBody) => apiCall(cvImportCalls.cvApply, { body });

/** Applying changes the person's files: every cached screen of them is read again. */
export const useApplyCv = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyCv, onSuccess: () => client.invalidateQueries() });
};
