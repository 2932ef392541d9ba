import { useMutation } from '@tanstack/react-query';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { apiCall } from '../../../lib/api-client';

/** POST /api/ResendBoond/actions: sends the file's last batch to BoondManager again (technical data and document). */
export const resendBoond = ({ idUser, idDc, idLang }: { idUser: number; idDc: number; idLang: number }) =>
  apiCall(exchangesCalls.resendBoond, {
    body: { idUser, id: idDc, objectType: 'dc', idLang },
  });

export const useResendBoond = () => useMutation({ mutationFn: resendBoond });
