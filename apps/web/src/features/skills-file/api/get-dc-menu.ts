import { queryOptions, useQuery } from '@tanstack/react-query';
import { dcMenuSchema } from '@my-skills/shared/schemas/skills-file';
import { apiData } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { skillsFileKeys } from './keys';

/** GET /api/Dc/getDc?idUser=: a person's files per language (the signed-in person when idUser is null). */
export const getDcMenu = (idUser: number | null, signal?: AbortSignal) =>
  apiData(apiPaths.dcMenu, { query: { idUser }, schema: dcMenuSchema, signal });

export const dcMenuQueryOptions = (idUser: number | null) =>
  queryOptions({
    queryKey: skillsFileKeys.menu(idUser),
    queryFn: ({ signal }) => getDcMenu(idUser, signal),
    staleTime: 0,
  });

export const useDcMenu = (idUser: number | null, enabled = true) =>
  useQuery({ ...dcMenuQueryOptions(idUser), enabled });
