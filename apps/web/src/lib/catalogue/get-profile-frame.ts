import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileFrameSchema } from '@my-skills/shared/schemas/skills-catalogue';
import { apiData } from '../api-client';
import { apiPaths } from '../paths';
import { catalogueKeys } from './keys';

/** GET /api/Profile/frameDC?id=&idLang=: the title and skills a new file starts with from this job profile. */
export const getProfileFrame = (id: number, idLang: number, signal?: AbortSignal) =>
  apiData(apiPaths.jobProfileFrame, { query: { id, idLang }, schema: profileFrameSchema, signal });

export const profileFrameQueryOptions = (id: number, idLang: number) =>
  queryOptions({
    queryKey: catalogueKeys.profileFrame(id, idLang),
    queryFn: ({ signal }) => getProfileFrame(id, idLang, signal),
    staleTime: 5 * 60_000,
  });

export const useProfileFrame = (id: number | null, idLang: number) =>
  useQuery({ ...profileFrameQueryOptions(id ?? 0, idLang), enabled: id !== null });
