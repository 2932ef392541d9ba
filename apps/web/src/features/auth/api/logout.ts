import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCalls } from '@my-skills/shared/calls/auth';
import { apiData } from '../../../lib/api-client';
import { clearStoredUser } from '../../../lib/session';

/** POST /api/Logout (no body). The local user is cleared whatever the answer. */
export const logout = () => apiData(authCalls.logout, { ignoreSessionExpiry: true });

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearStoredUser();
      queryClient.clear();
    },
  });
}
