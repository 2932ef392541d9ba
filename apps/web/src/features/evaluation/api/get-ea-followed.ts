import { useQuery } from '@tanstack/react-query';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiData } from '../../../lib/api-client';
import { evaluationKeys } from './keys';

/** GET /api/Ea/followed: this year's evaluations of the people the signed-in manager follows. */
export const getEaFollowed = (signal?: AbortSignal) => apiData(evaluationCalls.eaFollowed, { signal });

export const useEaFollowed = (enabled: boolean) =>
  useQuery({ queryKey: evaluationKeys.followed(), queryFn: ({ signal }) => getEaFollowed(signal), enabled });
