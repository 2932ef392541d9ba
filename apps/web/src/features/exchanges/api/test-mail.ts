import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { enqueuedSchema, type testMailBody } from '@my-skills/shared/schemas/exchanges';
import { apiCall } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { exchangesQueryKey } from './list-exchanges';
import { mailboxQueryKey } from './list-mails';

export type TestMailBody = z.infer<typeof testMailBody>;

/** POST /api/Exchanges/testMail: the test e-mail to the caller (or `to`), through the outbox. */
export const sendTestMail = (body: TestMailBody = {}) =>
  apiCall(apiPaths.exchangeTestMail, { method: 'POST', body, schema: enqueuedSchema });

export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: exchangesQueryKey });
      void queryClient.invalidateQueries({ queryKey: mailboxQueryKey });
    },
  });
}
