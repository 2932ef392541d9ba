import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiData } from '../api-client';
import { catalogueKeys } from './keys';

/** GET /api/Profile/all?idLang=: the job profiles a new file can start from. */
export const getJobProfiles = (idLang: number, signal?: AbortSignal) =>
  apiData(skillsCatalogueCalls.jobProfiles, { query: { idLang }, signal });

export const jobProfilesQueryOptions = (idLang: number) =>
  queryOptions({
    queryKey: catalogueKeys.jobProfiles(idLang),
    queryFn: ({ signal }) => getJobProfiles(idLang, signal),
    staleTime: 5 * 60_000,
  });

export const useJobProfiles = (idLang: number) => useQuery(jobProfilesQueryOptions(idLang));
