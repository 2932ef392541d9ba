import { useQuery } from '@tanstack/react-query';
import { businessManagerCalls } from '@my-skills/shared/calls/business-manager';
import { apiData } from '../../../lib/api-client';
import { eepBmKeys } from './keys';

/** GET /api/Ea/businessManagers?idLang=: the six business-manager profiles, named in the language. */
export const getBusinessManagers = (idLang: number, signal?: AbortSignal) =>
  apiData(businessManagerCalls.businessManagers, { query: { idLang }, signal });

export const useBusinessManagers = (idLang: number) =>
  useQuery({
    queryKey: eepBmKeys.profiles(idLang),
    queryFn: ({ signal }) => getBusinessManagers(idLang, signal),
    staleTime: Infinity,
  });
