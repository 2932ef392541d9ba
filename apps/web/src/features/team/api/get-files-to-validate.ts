import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamCalls } from '@my-skills/shared/calls/team';
import { apiData } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** GET /api/ListMyConsultant/dcAValider: the submitted skills files the viewer may validate (oldest first). */
export const getFilesToValidate = (signal?: AbortSignal) => apiData(teamCalls.filesToValidate, { signal });

export const filesToValidateQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.filesToValidate(),
    queryFn: ({ signal }) => getFilesToValidate(signal),
    staleTime: 0,
  });

export const useFilesToValidate = (enabled = true) => useQuery({ ...filesToValidateQueryOptions(), enabled });
