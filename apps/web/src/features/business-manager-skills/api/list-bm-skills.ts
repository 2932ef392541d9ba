import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessManagerCalls } from '@my-skills/shared/calls/business-manager';
import { apiData } from '../../../lib/api-client';
import { bmSkillsQueryKey } from './keys';

/** GET /api/BusinessManagerSkills/list: every category with its six maturity objectives, every line with its goals. */
export const listBmSkills = (signal?: AbortSignal) => apiData(businessManagerCalls.bmSkillsList, { signal });

export const bmSkillsQueryOptions = () =>
  queryOptions({
    queryKey: [...bmSkillsQueryKey, 'list'] as const,
    queryFn: ({ signal }) => listBmSkills(signal),
    staleTime: 0,
  });

export const useBmSkills = () => useQuery(bmSkillsQueryOptions());
