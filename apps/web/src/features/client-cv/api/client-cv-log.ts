import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientCvCalls } from '@my-skills/shared/calls/client-cv';
import { apiData } from '../../../lib/api-client';
import { clientCvKeys } from './keys';

/** GET /api/ClientCv/log?idUser=: who exported the person's client CVs (the person, or those who may export them). */
export const clientCvLog = (idUser: number, signal?: AbortSignal) =>
  apiData(clientCvCalls.clientCvLog, { query: { idUser }, signal });

export const clientCvLogQueryOptions = (idUser: number) =>
  queryOptions({
    queryKey: clientCvKeys.log(idUser),
    queryFn: ({ signal }) => clientCvLog(idUser, signal),
    staleTime: 0,
    retry: false,
  });

export const useClientCvLog = (idUser: number, enabled = true) =>
  useQuery({ ...clientCvLogQueryOptions(idUser), enabled });
