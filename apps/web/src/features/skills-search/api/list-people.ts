import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { skillsSearchCalls } from '@my-skills/shared/calls/skills-search';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { skillsSearchKeys } from './keys';

/** GET /api/ListeDc/all: the people the viewer follows, with their skills files, a page at a time. */
export const listPeople = (query: ListQuery, signal?: AbortSignal) =>
  apiData(skillsSearchCalls.skillsPeople, { query: listCallQuery(query), signal });

export const peopleQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: skillsSearchKeys.people(query),
    queryFn: ({ signal }) => listPeople(query, signal),
    staleTime: 0,
  });

export const usePeople = (query: ListQuery, enabled = true) =>
  useQuery({ ...peopleQueryOptions(query), enabled, placeholderData: keepPreviousData });
