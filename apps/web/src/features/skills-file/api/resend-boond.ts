import { useMutation } from '@tanstack/react-query';
import { deliveryAcceptedSchema } from '@my-skills/shared/schemas/exchanges';
import { apiCall } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** POST /api/ResendBoond/actions: sends the file's last batch to BoondManager again (technical data and document). */
export const resendBoond = ({ idUser, idDc, idLang }: { idUser: number; idDc: number; idLang: number }) =>
  apiCall(apiPaths.resendBoond, {
    method: 'POST',
    body: { idUser, id: idDc, objectType: 'dc', idLang },
    schema: deliveryAcceptedSchema,
  });

export const useResendBoond = () => useMutation({ mutationFn: resendBoond });
