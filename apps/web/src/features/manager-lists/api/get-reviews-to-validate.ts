import { queryOptions, useQuery } from '@tanstack/react-query';
import { myManagersCalls } from '@my-skills/shared/calls/manager-lists';
import { apiData } from '../../../lib/api-client';
import { managerListKeys } from './keys';

/** GET /api/ListMyManager/eepAValider: the submitted reviews waiting for the viewer (oldest first). */
export const getReviewsToValidate = (signal?: AbortSignal) =>
  apiData(myManagersCalls.myManagerReviewsToValidate, { signal });

export const reviewsToValidateQueryOptions = () =>
  queryOptions({
    queryKey: managerListKeys.toValidate(),
    queryFn: ({ signal }) => getReviewsToValidate(signal),
    staleTime: 0,
  });

export const useReviewsToValidate = (enabled = true) => useQuery({ ...reviewsToValidateQueryOptions(), enabled });
