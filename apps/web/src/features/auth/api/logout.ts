import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCalls } from '@my-skills/shared/calls/auth';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { clearStoredUser } from '../../../lib/session';

/** What the sign-in page gets from a logout: the provider's sign-out address, to offer it. */
export interface SignedOutState {
  providerSignOutUrl: string;
}

/** POST /api/Logout (no body): ends the session; answers where to end the provider's session too, if anywhere. */
export const logout = () => apiData(authCalls.logout, { ignoreSessionExpiry: true });

/**
 * Logs out: whatever the answer, the local user is cleared and the browser goes to sign-in, which offers the
 * provider's sign-out when the server names one (a Microsoft work-account session).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: (answer) => {
      const state: SignedOutState | null = answer?.providerSignOutUrl
        ? { providerSignOutUrl: answer.providerSignOutUrl }
        : null;
      // The signed-in layout goes there once the user is cleared.
      clearStoredUser({ to: paths.signIn, state });
      queryClient.clear();
    },
  });
}
