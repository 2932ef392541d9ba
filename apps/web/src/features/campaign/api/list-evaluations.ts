import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { evaluationListCalls } from '@my-skills/shared/calls/manager-lists';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { campaignKeys } from './keys';

/**
 * GET /api/ListMyConsultant/ea: the evaluations of `year` of the people the viewer follows, with their campaign
 * status (late, not started, draft, submitted, validated); searched, filtered, sorted and paged.
 */
export const listEvaluations = (query: ListQuery, year: number, signal?: AbortSignal) =>
  apiData(evaluationListCalls.evaluationList, { query: { ...listCallQuery(query), year }, signal });

export const evaluationsQueryOptions = (query: ListQuery, year: number) =>
  queryOptions({
    queryKey: campaignKeys.evaluations(query, year),
    queryFn: ({ signal }) => listEvaluations(query, year, signal),
    staleTime: 0,
  });

export const useEvaluations = (query: ListQuery, year: number) =>
  useQuery({ ...evaluationsQueryOptions(query, year), placeholderData: keepPreviousData });
