import { queryOptions, useQuery } from '@tanstack/react-query';
import { evaluationListCalls } from '@my-skills/shared/calls/manager-lists';
import { apiData } from '../../../lib/api-client';
import { campaignKeys } from './keys';

/** GET /api/ListMyConsultant/eaAValider: the submitted evaluations of `year` waiting for the viewer. */
export const getEvaluationsToValidate = (year: number, signal?: AbortSignal) =>
  apiData(evaluationListCalls.evaluationsToValidate, { query: { year }, signal });

export const evaluationsToValidateQueryOptions = (year: number) =>
  queryOptions({
    queryKey: campaignKeys.toValidate(year),
    queryFn: ({ signal }) => getEvaluationsToValidate(year, signal),
    staleTime: 0,
  });

export const useEvaluationsToValidate = (year: number, enabled = true) =>
  useQuery({ ...evaluationsToValidateQueryOptions(year), enabled });
