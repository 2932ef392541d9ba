import { useMutation } from '@tanstack/react-query';
import { staffingCalls } from '@my-skills/shared/calls/staffing';
import type { RecogniseNeedBody } from '@my-skills/shared/schemas/staffing';
import { apiData } from '../../../lib/api-client';

/**
 * POST /api/ListeDc/recogniseNeed: the catalogue skills a client's need names, each once with the minimum level its
 * words ask for, names in the UI language (managementSkills). A mutation: it reads the need the manager pasted, and
 * nothing is cached.
 */
export const recogniseNeed = (body: RecogniseNeedBody) => apiData(staffingCalls.recogniseNeed, { body });

export const useRecogniseNeed = () => useMutation({ mutationFn: recogniseNeed });
