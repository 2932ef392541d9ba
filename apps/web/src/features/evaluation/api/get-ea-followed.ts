import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { evaluationKeys } from './keys';

/**
 * GET /api/Ea/followed: a page of this year's evaluations of the people the signed-in manager follows down the
 * chain; searched, filtered, sorted and paged by the server (those waiting for me first by default).
 */
export const getEaFollowed = (query: ListQuery, signal?: AbortSignal) =>
  apiData(evaluationCalls.eaFollowed, { query: listCallQuery(query), signal });

export const eaFollowedQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: evaluationKeys.followedPage(query),
    queryFn: ({ signal }) => getEaFollowed(query, signal),
    staleTime: 0,
  });

export const useEaFollowed = (query: ListQuery) =>
  useQuery({ ...eaFollowedQueryOptions(query), placeholderData: keepPreviousData });
