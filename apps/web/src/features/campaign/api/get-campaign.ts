import { queryOptions, useQuery } from '@tanstack/react-query';
import { evaluationListCalls } from '@my-skills/shared/calls/manager-lists';
import type { CampaignGrouping } from '@my-skills/shared/schemas/manager-lists';
import { apiData } from '../../../lib/api-client';
import { campaignKeys } from './keys';

/** GET /api/ListMyConsultant/eaCampaign: per manager or business unit, the evaluations of `year` in each status. */
export const getCampaign = (year: number, groupBy: CampaignGrouping, signal?: AbortSignal) =>
  apiData(evaluationListCalls.evaluationCampaign, { query: { year, groupBy }, signal });

export const campaignQueryOptions = (year: number, groupBy: CampaignGrouping) =>
  queryOptions({
    queryKey: campaignKeys.counts(year, groupBy),
    queryFn: ({ signal }) => getCampaign(year, groupBy, signal),
    staleTime: 0,
  });

export const useCampaign = (year: number, groupBy: CampaignGrouping, enabled: boolean) =>
  useQuery({ ...campaignQueryOptions(year, groupBy), enabled });
