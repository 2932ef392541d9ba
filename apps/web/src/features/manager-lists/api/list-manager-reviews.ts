import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myManagersCalls } from '@my-skills/shared/calls/manager-lists';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { managerListKeys } from './keys';

/** GET /api/ListEEPManager/all: the reviews of the people the viewer follows, of one year (null: every year). */
export const listManagerReviews = (query: ListQuery, year: number | null, signal?: AbortSignal) =>
  apiData(myManagersCalls.managerReviews, {
    query: { ...listCallQuery(query), ...(year === null ? {} : { year }) },
    signal,
  });

export const managerReviewsListQueryOptions = (query: ListQuery, year: number | null) =>
  queryOptions({
    queryKey: managerListKeys.reviews(query, year),
    queryFn: ({ signal }) => listManagerReviews(query, year, signal),
    staleTime: 0,
  });

export const useManagerReviewsList = (query: ListQuery, year: number | null) =>
  useQuery({ ...managerReviewsListQueryOptions(query, year), placeholderData: keepPreviousData });
