import { useMutation, useQueryClient } from '@tanstack/react-query';
import { evaluationListCalls } from '@my-skills/shared/calls/manager-lists';
import type { RemindLateBody } from '@my-skills/shared/schemas/manager-lists';
import { apiCall } from '../../../lib/api-client';
import { campaignKeys } from './keys';

/**
 * POST /api/ListMyConsultant/remindLate: the reminder e-mail to the late or not started people of a selection (or to
 * their managers), once a day per person; answers the counts and the server's translated summary.
 */
export const useRemindLate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RemindLateBody) => apiCall(evaluationListCalls.evaluationRemindLate, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
};
