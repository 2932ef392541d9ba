import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataProtectionCalls } from '@my-skills/shared/calls/data-protection';
import { apiData } from '../../../lib/api-client';
import { dataProtectionQueryKey } from './audit-search';

/** GET /api/DataProtection/people: employees and candidates by name or e-mail (two characters at least). */
export const usePeopleLookup = (searchTerm: string) =>
  useQuery({
    queryKey: [...dataProtectionQueryKey, 'people', searchTerm],
    queryFn: ({ signal }) => apiData(dataProtectionCalls.people, { query: { searchTerm }, signal }),
    enabled: searchTerm.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** One person by id (the picker's chosen person, from the URL). */
export const usePersonById = (id: number | undefined) =>
  useQuery({
    queryKey: [...dataProtectionQueryKey, 'person', id],
    queryFn: ({ signal }) => apiData(dataProtectionCalls.people, { query: { searchTerm: '', id: id! }, signal }),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
  });
