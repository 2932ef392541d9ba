import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamCalls } from '@my-skills/shared/calls/team';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** PUT /api/ListMyConsultant/updateEaEcheanceUser: this year's evaluation deadline of a selection. */
export const useUpdateDeadline = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; dateEcheance: string }) => apiCall(teamCalls.teamDeadline, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
};
