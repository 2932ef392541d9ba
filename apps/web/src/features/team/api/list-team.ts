import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { teamCalls } from '@my-skills/shared/calls/team';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { teamKeys } from './keys';

/**
 * GET /api/ListMyConsultant/all: the people the viewer manages down the chain (everyone with "all" access), with
 * their current skills file per language and this year's evaluation; searched, filtered, sorted and paged.
 */
export const listTeam = (query: ListQuery, signal?: AbortSignal) =>
  apiData(teamCalls.teamMembers, { query: listCallQuery(query), signal });

export const teamQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: teamKeys.members(query),
    queryFn: ({ signal }) => listTeam(query, signal),
    staleTime: 0,
  });

export const useTeam = (query: ListQuery) =>
  useQuery({ ...teamQueryOptions(query), placeholderData: keepPreviousData });
