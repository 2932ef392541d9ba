import { useQuery } from '@tanstack/react-query';
import { dataProtectionCalls } from '@my-skills/shared/calls/data-protection';
import { apiData } from '../../../lib/api-client';
import { dataProtectionQueryKey } from './audit-search';

/** GET /api/DataProtection/register: the register of processing activities in French (1) or English (2). */
export const useRegister = (idLang: 1 | 2) =>
  useQuery({
    queryKey: [...dataProtectionQueryKey, 'register', idLang],
    queryFn: ({ signal }) => apiData(dataProtectionCalls.register, { query: { idLang }, signal }),
    staleTime: 5 * 60_000,
  });
