import { useMutation } from '@tanstack/react-query';
import type { LoginResetBody } from '@my-skills/shared/schemas/auth';
import { authCalls } from '@my-skills/shared/calls/auth';
import { apiCall } from '../../../lib/api-client';

/**
 * POST /api/Login/reset: e-mails a first-login or reset link. The answer's message is the server's non-revealing
 * one (the same whether or not the address is known).
 */
export const requestPasswordLink = (body: LoginResetBody) =>
  apiCall(authCalls.reset, { body, ignoreSessionExpiry: true });

export const useRequestPasswordLink = () => useMutation({ mutationFn: requestPasswordLink });
