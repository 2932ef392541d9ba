import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientCvCalls } from '@my-skills/shared/calls/client-cv';
import type { HiddenClientsBody } from '@my-skills/shared/schemas/client-cv';
import { apiCall } from '../../../lib/api-client';
import { clientCvKeys } from './keys';

/** PUT /api/ClientCv/hiddenClients: the clients the person hides (the person only). */
export const saveHiddenClients = (body: HiddenClientsBody) => apiCall(clientCvCalls.saveHiddenClients, { body });

export function useSaveHiddenClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHiddenClients,
    onSuccess: (result, body) => queryClient.setQueryData(clientCvKeys.hiddenClients(body.idUser), result.data),
  });
}
