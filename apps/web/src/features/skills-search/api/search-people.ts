import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { skillsSearchCalls } from '@my-skills/shared/calls/skills-search';
import type { ListQuery } from '@my-skills/shared/lists';
import type { SkillsSearchFilters } from '@my-skills/shared/schemas/skills-search';
import { apiData } from '../../../lib/api-client';
import { skillsSearchKeys } from './keys';

/** The search's criteria and filters, without the result grid's part (quick search, filters, sort, page). */
export type SearchCriteria = Omit<SkillsSearchFilters, 'searchTerm' | 'filters' | 'sort' | 'order'>;

/**
 * POST /api/ListeDc/filtreCritereCompetence: the people whose skills file meets the criteria, ranked by coverage
 * (the grid's quick search, filters, sort and page beside). A POST that only reads: a query, cached by its body.
 */
export const searchPeople = (search: SearchCriteria, query: ListQuery, signal?: AbortSignal) =>
  apiData(skillsSearchCalls.skillsSearch, {
    body: {
      ...search,
      searchTerm: query.searchTerm,
      filters: query.filters,
      sort: query.sort,
      order: query.order,
      page: query.page,
      pageSize: query.pageSize,
    },
    signal,
  });

export const searchPeopleQueryOptions = (search: SearchCriteria, query: ListQuery) =>
  queryOptions({
    queryKey: skillsSearchKeys.results(search, query),
    queryFn: ({ signal }) => searchPeople(search, query, signal),
    staleTime: 0,
  });

export const useSearchPeople = (search: SearchCriteria | null, query: ListQuery) =>
  useQuery({
    ...searchPeopleQueryOptions(search ?? { criteria: [], combine: 'and' }, query),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
