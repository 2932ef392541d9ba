import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiData } from '../../../lib/api-client';

/** GET /api/Profile/all?idLang=: the job profiles a new file can start from. */
export const getJobProfiles = (idLang: number, signal?: AbortSignal) =>
  apiData(skillsCatalogueCalls.jobProfiles, { query: { idLang }, signal });

export const jobProfilesQueryOptions = (idLang: number) =>
  queryOptions({
    queryKey: ['skillsFile', 'catalogue', 'profiles', idLang] as const,
    queryFn: ({ signal }) => getJobProfiles(idLang, signal),
    staleTime: 5 * 60_000,
  });

export const useJobProfiles = (idLang: number) => useQuery(jobProfilesQueryOptions(idLang));
