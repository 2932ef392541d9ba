import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserSchema } from '@my-skills/shared/schemas/auth';
import { apiData } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { storeUser } from '../../../lib/session';
import { currentUserQueryKey } from './get-current-user';

/** POST /api/Login/changeRole?idUser=<account id>: switches the session to another active account. */
export const changeRole = (accountId: number) =>
  apiData(apiPaths.changeRole, { method: 'POST', query: { idUser: accountId }, schema: currentUserSchema });

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
