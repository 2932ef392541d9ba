import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientCvCalls } from '@my-skills/shared/calls/client-cv';
import { apiData } from '../../../lib/api-client';
import { clientCvKeys } from './keys';

/** GET /api/ClientCv/hiddenClients?idUser=: the clients of the person's files, those hidden with their sectors. */
export const hiddenClients = (idUser: number, signal?: AbortSignal) =>
  apiData(clientCvCalls.hiddenClients, { query: { idUser }, signal });

export const hiddenClientsQueryOptions = (idUser: number) =>
  queryOptions({
    queryKey: clientCvKeys.hiddenClients(idUser),
    queryFn: ({ signal }) => hiddenClients(idUser, signal),
    retry: false,
  });

export const useHiddenClients = (idUser: number, enabled = true) =>
  useQuery({ ...hiddenClientsQueryOptions(idUser), enabled });
