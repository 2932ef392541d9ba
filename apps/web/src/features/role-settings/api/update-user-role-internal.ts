import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateUserRoleInternalBody } from '@my-skills/shared/schemas/role-internal';
import { roleInternalCalls } from '@my-skills/shared/calls/role-internal';
import { apiCall } from '../../../lib/api-client';
import { personRoleInfoQueryKey } from './get-person-role-info';
import { peopleListKey } from './list-people';

/** POST /api/RoleInternal/UpdateUserRoleInternal: sets or removes a person's internal role (audited). */
export const updateUserRoleInternal = (body: UpdateUserRoleInternalBody) =>
  apiCall(roleInternalCalls.updateUserRoleInternal, { body });

export function useUpdateUserRoleInternal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRoleInternal,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(personRoleInfoQueryKey(data.id), data);
      void queryClient.invalidateQueries({ queryKey: peopleListKey });
    },
  });
}
