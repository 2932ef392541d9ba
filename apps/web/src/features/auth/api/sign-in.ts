import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginAuthenticationBody } from '@my-skills/shared/schemas/auth';
import { authCalls } from '@my-skills/shared/calls/auth';
import { apiData } from '../../../lib/api-client';
import { storeUser } from '../../../lib/session';
import { currentUserQueryKey } from './get-current-user';
import { setUiLanguage, uiLanguageOf } from '../../../lib/i18n';

/**
 * POST /api/Login/authentication: opens the session, answers the current user. The development sign-in sends
 * the e-mail with `isDevModeRessource`; a candidate sends the e-mail, the password and the solved captcha.
 */
export const signIn = (body: LoginAuthenticationBody) =>
  apiData(authCalls.authentication, { body, ignoreSessionExpiry: true });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (user) => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, user);
      storeUser(user);
      await setUiLanguage(uiLanguageOf(user.idLang));
    },
  });
}
