import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { countrySchema } from '@my-skills/shared/schemas/role-internal';
import { apiData } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** GET /api/RoleInternal/countries: the countries people belong to (filter of the search). */
export const getCountries = (signal?: AbortSignal) =>
  apiData(apiPaths.countries, { schema: z.array(countrySchema), signal });

export const countriesQueryKey = ['roleSettings', 'countries'] as const;
export const countriesQueryOptions = () =>
  queryOptions({ queryKey: countriesQueryKey, queryFn: ({ signal }) => getCountries(signal), staleTime: Infinity });

export const useCountries = () => useQuery(countriesQueryOptions());
