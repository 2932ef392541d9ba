import { queryOptions, useQuery } from '@tanstack/react-query';
import { myManagersCalls } from '@my-skills/shared/calls/manager-lists';
import { apiData } from '../../../lib/api-client';
import { managerListKeys } from './keys';

/** GET /api/ListEEPManager/allYears: the years that have reviews in the viewer's scope, newest first. */
export const getReviewYears = (signal?: AbortSignal) => apiData(myManagersCalls.managerReviewYears, { signal });

export const reviewYearsQueryOptions = () =>
  queryOptions({ queryKey: managerListKeys.years(), queryFn: ({ signal }) => getReviewYears(signal) });

export const useReviewYears = () => useQuery(reviewYearsQueryOptions());
