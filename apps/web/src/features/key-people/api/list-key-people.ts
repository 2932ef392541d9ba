import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keyPeopleCalls } from '@my-skills/shared/calls/key-people';
import type { ListQuery } from '@my-skills/shared/lists';
import { apiData } from '../../../lib/api-client';
import { listCallQuery } from '../../../components/lists/use-list-state';
import { keyPeopleKeys } from './keys';

/** GET /api/ListeDc/listeKP: the key people of the viewer's chain (everyone with "all" access), searched, filtered, sorted, paged. */
export const listKeyPeople = (query: ListQuery, signal?: AbortSignal) =>
  apiData(keyPeopleCalls.keyPeopleList, { query: listCallQuery(query), signal });

export const keyPeopleQueryOptions = (query: ListQuery, idLang: number) =>
  queryOptions({
    queryKey: keyPeopleKeys.list(query, idLang),
    queryFn: ({ signal }) => listKeyPeople(query, signal),
    staleTime: 0,
  });

export const useKeyPeople = (query: ListQuery, idLang: number) =>
  useQuery({ ...keyPeopleQueryOptions(query, idLang), placeholderData: keepPreviousData });
