import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiData } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { clearStoredUser } from '../../../lib/session';

/** POST /api/Logout (no body). The local user is cleared whatever the answer. */
export const logout = () => apiData(apiPaths.logout, { method: 'POST', schema: z.null(), ignoreSessionExpiry: true });

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
