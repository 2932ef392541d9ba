import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCalls } from '@my-skills/shared/calls/auth';
import { apiData } from '../../../lib/api-client';
import { storeUser } from '../../../lib/session';
import { currentUserQueryKey } from './get-current-user';

/** POST /api/Login/changeRole?idUser=<account id>: switches the session to another active account. */
export const changeRole = (accountId: number) => apiData(authCalls.changeRole, { query: { idUser: accountId } });

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, user);
      storeUser(user);
    },
  });
}
