import { useQuery } from '@tanstack/react-query';
import { keyPeopleCalls } from '@my-skills/shared/calls/key-people';
import { apiData } from '../../../lib/api-client';
import { keyPeopleKeys } from './keys';

/** GET /api/Brand/all: the group's active brands. */
export const getBrands = (signal?: AbortSignal) => apiData(keyPeopleCalls.brands, { signal });

export const useBrands = () =>
  useQuery({ queryKey: keyPeopleKeys.brands(), queryFn: ({ signal }) => getBrands(signal), staleTime: 300_000 });
