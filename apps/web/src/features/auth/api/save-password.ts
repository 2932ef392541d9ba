import { useMutation } from '@tanstack/react-query';
import type { SavePasswordBody } from '@my-skills/shared/schemas/auth';
import { authCalls } from '@my-skills/shared/calls/auth';
import { apiCall } from '../../../lib/api-client';

/** POST /api/Login/savePassword: sets the password through an e-mailed link (single use). */
export const savePassword = (body: SavePasswordBody) =>
  apiCall(authCalls.savePassword, { body, ignoreSessionExpiry: true });

export const useSavePassword = () => useMutation({ mutationFn: savePassword });
