import { useMutation } from '@tanstack/react-query';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { apiCall } from '../../../lib/api-client';

/** POST /api/Boond/sendEmailErrorSendBoond: tells support that sending the file to BoondManager failed. */
export const notifySupport = ({ idDc, idUser, message }: { idDc: number; idUser: number; message: string }) =>
  apiCall(exchangesCalls.sendEmailErrorSendBoond, {
    body: { id: idDc, idUser, type: 'actions_dc', message: message.slice(0, 4096) },
  });

export const useNotifySupport = () => useMutation({ mutationFn: notifySupport });
