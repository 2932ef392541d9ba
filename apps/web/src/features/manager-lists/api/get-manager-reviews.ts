import { queryOptions, useQuery } from '@tanstack/react-query';
import { myManagersCalls } from '@my-skills/shared/calls/manager-lists';
import { apiData } from '../../../lib/api-client';
import { managerListKeys } from './keys';

/** GET /api/ListMyManager/eep: one manager's business-manager reviews, newest first. */
export const getManagerReviews = (idUser: number, signal?: AbortSignal) =>
  apiData(myManagersCalls.myManagerReviews, { query: { idUser }, signal });

export const managerReviewsQueryOptions = (idUser: number) =>
  queryOptions({
    queryKey: managerListKeys.reviewsOf(idUser),
    queryFn: ({ signal }) => getManagerReviews(idUser, signal),
  });

export const useManagerReviews = (idUser: number | null) =>
  useQuery({ ...managerReviewsQueryOptions(idUser ?? 0), enabled: idUser !== null });
