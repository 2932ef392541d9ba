import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientCvCalls } from '@my-skills/shared/calls/client-cv';
import type { AddConfidentialClientBody, UpdateConfidentialClientBody } from '@my-skills/shared/schemas/client-cv';
import { apiCall, apiData } from '../../../lib/api-client';
import { clientCvKeys } from './keys';

/** GET /api/ClientCv/confidentialClients (managementAdministration). */
export const confidentialClients = (signal?: AbortSignal) => apiData(clientCvCalls.confidentialClients, { signal });

export const confidentialClientsQueryOptions = () =>
  queryOptions({ queryKey: clientCvKeys.confidentialClients(), queryFn: ({ signal }) => confidentialClients(signal) });

export const useConfidentialClients = () => useQuery(confidentialClientsQueryOptions());

/** POST /api/ClientCv/confidentialClients */
export const addConfidentialClient = (body: AddConfidentialClientBody) =>
  apiCall(clientCvCalls.addConfidentialClient, { body });
/** PUT /api/ClientCv/confidentialClients */
export const updateConfidentialClient = (body: UpdateConfidentialClientBody) =>
  apiCall(clientCvCalls.updateConfidentialClient, { body });
/** DELETE /api/ClientCv/confidentialClients?id= */
export const deleteConfidentialClient = (id: number) =>
  apiCall(clientCvCalls.deleteConfidentialClient, { query: { id } });

/** One mutation per write; each reads the list again. */
export function useConfidentialClientWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: clientCvKeys.confidentialClients() });
  return {
    add: useMutation({ mutationFn: addConfidentialClient, onSuccess }),
    update: useMutation({ mutationFn: updateConfidentialClient, onSuccess }),
    remove: useMutation({ mutationFn: deleteConfidentialClient, onSuccess }),
  };
}
