import { useMutation } from '@tanstack/react-query';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { apiCall } from '../../../lib/api-client';

/** PUT /api/Dc/updateStatus (submit): the imported draft sent to the manager, with the row version apply answered. */
export const submitFile = ({ idDc, rowVersion }: { idDc: number; rowVersion: number }) =>
  apiCall(skillsFileCalls.dcUpdateStatus, { body: { idDc, rowVersion, action: 'submit' } });

export const useSubmitFile = () => useMutation({ mutationFn: submitFile });
