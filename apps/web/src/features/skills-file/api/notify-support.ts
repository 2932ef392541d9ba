import { useMutation } from '@tanstack/react-query';
import { deliveryAcceptedSchema } from '@my-skills/shared/schemas/exchanges';
import { apiCall } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** POST /api/Boond/sendEmailErrorSendBoond: tells support that sending the file to BoondManager failed. */
export const notifySupport = ({ idDc, idUser, message }: { idDc: number; idUser: number; message: string }) =>
  apiCall(apiPaths.sendEmailErrorSendBoond, {
    method: 'POST',
    body: { id: idDc, idUser, type: 'actions_dc', message: message.slice(0, 4096) },
    schema: deliveryAcceptedSchema,
  });

export const useNotifySupport = () => useMutation({ mutationFn: notifySupport });
