import { useQuery } from '@tanstack/react-query';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { apiData } from '../../../lib/api-client';
import { evaluationKeys } from './keys';

/** GET /api/Ea/years?idUser=: a person's evaluations (the signed-in person by default), deadline, may open this year. */
export const getEaYears = (idUser: number | undefined, signal?: AbortSignal) =>
  apiData(evaluationCalls.eaYears, { query: { idUser }, signal });

export const useEaYears = (idUser?: number, enabled = true) =>
  useQuery({
    queryKey: [...evaluationKeys.years(), idUser ?? null],
    queryFn: ({ signal }) => getEaYears(idUser, signal),
    enabled,
    retry: false,
  });
