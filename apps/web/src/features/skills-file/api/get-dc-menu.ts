import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { apiData } from '../../../lib/api-client';
import { skillsFileKeys } from './keys';

/** GET /api/Dc/getDc?idUser=: a person's files per language (the signed-in person when idUser is null). */
export const getDcMenu = (idUser: number | null, signal?: AbortSignal) =>
  apiData(skillsFileCalls.dcMenu, { query: { idUser: idUser ?? undefined }, signal });

export const dcMenuQueryOptions = (idUser: number | null) =>
  queryOptions({
    queryKey: skillsFileKeys.menu(idUser),
    queryFn: ({ signal }) => getDcMenu(idUser, signal),
    staleTime: 0,
  });

export const useDcMenu = (idUser: number | null, enabled = true) =>
  useQuery({ ...dcMenuQueryOptions(idUser), enabled });
