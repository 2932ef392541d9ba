import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { teamCalls } from '@my-skills/shared/calls/team';
import { apiData } from '../../../lib/api-client';
import { teamKeys, type TeamQuery } from './keys';

/**
 * GET /api/ListMyConsultant/all?searchTerm=&page=&pageSize=: the people the viewer manages down the chain
 * (everyone with "all" access), with their current skills file per language; searched and paged.
 */
export const listTeam = (query: TeamQuery, signal?: AbortSignal) =>
  apiData(teamCalls.teamMembers, { query: { ...query }, signal });

export const teamQueryOptions = (query: TeamQuery) =>
  queryOptions({
    queryKey: teamKeys.members(query),
    queryFn: ({ signal }) => listTeam(query, signal),
    staleTime: 0,
  });

export const useTeam = (query: TeamQuery) =>
  useQuery({ ...teamQueryOptions(query), placeholderData: keepPreviousData });
