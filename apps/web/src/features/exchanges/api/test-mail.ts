import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type testMailBody } from '@my-skills/shared/schemas/exchanges';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { apiCall } from '../../../lib/api-client';
import { exchangesQueryKey } from './list-exchanges';
import { mailboxQueryKey } from './list-mails';

export type TestMailBody = z.infer<typeof testMailBody>;

/** POST /api/Exchanges/testMail: the test e-mail to the caller (or `to`), through the outbox. */
export const sendTestMail = (body: TestMailBody = {}) => apiCall(exchangesCalls.exchangeTestMail, { body });

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
