import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { apiData } from '../../../lib/api-client';
import { skillsFileKeys, type DcTarget } from './keys';

/**
 * GET /api/Dc/details: the whole file with its history, versions, the viewer's permissions and the delivery
 * state. By ?idUser=&idLang= (the person's current file in that language) or by ?idDc= (one version).
 */
export const getDcDetails = (target: DcTarget, signal?: AbortSignal) =>
  apiData(skillsFileCalls.dcDetails, {
    query: target.idDc !== undefined ? { idDc: target.idDc } : { idUser: target.idUser, idLang: target.idLang },
    signal,
  });

export const dcDetailsQueryOptions = (target: DcTarget) =>
  queryOptions({
    queryKey: skillsFileKeys.detailsOf(target),
    queryFn: ({ signal }) => getDcDetails(target, signal),
    staleTime: 0,
    retry: false,
  });

export const useDcDetails = (target: DcTarget) => useQuery(dcDetailsQueryOptions(target));
