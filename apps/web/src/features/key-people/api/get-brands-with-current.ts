import { useQuery } from '@tanstack/react-query';
import { keyPeopleCalls } from '@my-skills/shared/calls/key-people';
import { apiData } from '../../../lib/api-client';
import { keyPeopleKeys } from './keys';

/** GET /api/Brand/allWithCurrent?idUser=: the active brands and those the person's missions use (even inactive). */
export const getBrandsWithCurrent = (idUser: number, signal?: AbortSignal) =>
  apiData(keyPeopleCalls.brandsWithCurrent, { query: { idUser }, signal });

export const useBrandsOf = (idUser: number) =>
  useQuery({
    queryKey: keyPeopleKeys.brandsOf(idUser),
    queryFn: ({ signal }) => getBrandsWithCurrent(idUser, signal),
    retry: false,
  });
