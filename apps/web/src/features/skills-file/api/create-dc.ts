import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateDcBody } from '@my-skills/shared/schemas/skills-file';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { apiCall } from '../../../lib/api-client';
import { skillsFileKeys } from './keys';

/** POST /api/Dc/save: a new draft file for a person in a language, optionally pre-filled from a job profile. */
export const createDc = (body: CreateDcBody) => apiCall(skillsFileCalls.dcSave, { body });

export function useCreateDc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: skillsFileKeys.all }),
  });
}
