import { useMutation } from '@tanstack/react-query';
import { dataProtectionCalls } from '@my-skills/shared/calls/data-protection';
import { apiData } from '../../../lib/api-client';

/** POST /api/DataProtection/verifyChain: recomputes the trail's hash chain (audited). */
export const useVerifyChain = () => useMutation({ mutationFn: () => apiData(dataProtectionCalls.verifyChain) });
