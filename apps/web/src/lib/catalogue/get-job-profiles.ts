import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jobProfileSchema } from '@my-skills/shared/schemas/skills-catalogue';
import { apiData } from '../api-client';
import { apiPaths } from '../paths';
import { catalogueKeys } from './keys';

/** GET /api/Profile/all?idLang=: the job profiles a new file can start from. */
export const getJobProfiles = (idLang: number, signal?: AbortSignal) =>
  apiData(apiPaths.jobProfiles, { query: { idLang }, schema: z.array(jobProfileSchema), signal });

export const jobProfilesQueryOptions = (idLang: number) =>
  queryOptions({
    queryKey: catalogueKeys.jobProfiles(idLang),
    queryFn: ({ signal }) => getJobProfiles(idLang, signal),
    staleTime: 5 * 60_000,
  });

export const useJobProfiles = (idLang: number) => useQuery(jobProfilesQueryOptions(idLang));
