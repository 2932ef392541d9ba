import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiData } from '../api-client';
import { catalogueKeys } from './keys';

/** GET /api/Profile/frameDC?id=&idLang=: the title and skills a new file starts with from this job profile. */
export const getProfileFrame = (id: number, idLang: number, signal?: AbortSignal) =>
  apiData(skillsCatalogueCalls.jobProfileFrame, { query: { id, idLang }, signal });

export const profileFrameQueryOptions = (id: number, idLang: number) =>
  queryOptions({
    queryKey: catalogueKeys.profileFrame(id, idLang),
    queryFn: ({ signal }) => getProfileFrame(id, idLang, signal),
    staleTime: 5 * 60_000,
  });

export const useProfileFrame = (id: number | null, idLang: number) =>
  useQuery({ ...profileFrameQueryOptions(id ?? 0, idLang), enabled: id !== null });
