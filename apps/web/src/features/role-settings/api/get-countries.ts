import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleInternalCalls } from '@my-skills/shared/calls/role-internal';
import { apiData } from '../../../lib/api-client';

/** GET /api/RoleInternal/countries: the countries people belong to (filter of the search). */
export const getCountries = (signal?: AbortSignal) => apiData(roleInternalCalls.countries, { signal });

export const countriesQueryKey = ['roleSettings', 'countries'] as const;
export const countriesQueryOptions = () =>
  queryOptions({ queryKey: countriesQueryKey, queryFn: ({ signal }) => getCountries(signal), staleTime: Infinity });

export const useCountries = () => useQuery(countriesQueryOptions());
