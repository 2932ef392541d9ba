import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRoleInfoDetailSchema, type UpdateUserRoleInternalBody } from '@my-skills/shared/schemas/role-internal';
import { apiCall } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { personRoleInfoQueryKey } from './get-person-role-info';

/** POST /api/RoleInternal/UpdateUserRoleInternal: sets or removes a person's internal role (audited). */
export const updateUserRoleInternal = (body: UpdateUserRoleInternalBody) =>
  apiCall(apiPaths.updateUserRoleInternal, { method: 'POST', body, schema: userRoleInfoDetailSchema });

export function useUpdateUserRoleInternal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRoleInternal,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(personRoleInfoQueryKey(data.id), data);
      void queryClient.invalidateQueries({ queryKey: ['roleSettings', 'search'] });
    },
  });
}
