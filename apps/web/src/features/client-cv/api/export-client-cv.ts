import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientCvCalls } from '@my-skills/shared/calls/client-cv';
import type { ClientCvExportBody } from '@my-skills/shared/schemas/client-cv';
import { apiData } from '../../../lib/api-client';
import { downloadBase64File } from '../../../lib/download';
import { clientCvKeys } from './keys';

/** POST /api/ClientCv/export: the anonymised CV (base64), logged by the server. */
export const exportClientCv = (body: ClientCvExportBody) => apiData(clientCvCalls.exportClientCv, { body });

/** Exports the CV and saves it through the browser; the person's log is read again. */
export function useExportClientCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClientCvExportBody) => {
      const file = await exportClientCv(body);
      downloadBase64File(file);
      return file;
    },
    onSuccess: (_file, body) => queryClient.invalidateQueries({ queryKey: clientCvKeys.log(body.idUser) }),
  });
}
