import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fileToValidateSchema } from '@my-skills/shared/schemas/team';
import { apiData } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { teamKeys } from './keys';

/** GET /api/ListMyConsultant/dcAValider: the submitted skills files the viewer may validate (oldest first). */
export const getFilesToValidate = (signal?: AbortSignal) =>
  apiData(apiPaths.filesToValidate, { schema: z.array(fileToValidateSchema), signal });

export const filesToValidateQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.filesToValidate(),
    queryFn: ({ signal }) => getFilesToValidate(signal),
    staleTime: 0,
  });

export const useFilesToValidate = (enabled = true) => useQuery({ ...filesToValidateQueryOptions(), enabled });
