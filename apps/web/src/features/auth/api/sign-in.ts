import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginAuthenticationBody } from '@my-skills/shared/schemas/auth';
import { authCalls } from '@my-skills/shared/calls/auth';
import { apiData } from '../../../lib/api-client';
import { storeUser } from '../../../lib/session';
import { currentUserQueryKey } from './get-current-user';
import { setUiLanguage, uiLanguageOf } from '../../../lib/i18n';

/** POST /api/Login/authentication (dev sign-in): opens the session, answers the current user. */
export const signIn = (body: LoginAuthenticationBody) =>
  apiData(authCalls.authentication, { body, ignoreSessionExpiry: true });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => signIn({ LoginFromEmail: email, isDevModeRessource: true }),
    onSuccess: async (user) => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, user);
      storeUser(user);
      await setUiLanguage(uiLanguageOf(user.idLang));
    },
  });
}
