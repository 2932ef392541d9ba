import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { eepBmCalls } from '@my-skills/shared/calls/eep-bm';
import type { EepBmSummary } from '@my-skills/shared/schemas/eep-bm';
import { apiData } from '../../../lib/api-client';
import { eepBmKeys } from './keys';

export interface SummaryQuery {
  idUser: number;
  year: number;
  idLang: number;
  /** The profile whose objectives the summary reads (the review's own, or one previewed). */
  idBusinessManager: number;
}

/** GET /api/Ea/eepBmSummary: per category the objective, both visions, difference and colour; the radar's series. */
export const getEepBmSummary = (query: SummaryQuery, signal?: AbortSignal) =>
  apiData(eepBmCalls.eepBmSummary, { query, signal });

/**
 * The summary under a profile: under the review's own profile it starts as read with the review; it is read again by
 * the refresh action and after every write (the root's invalidation); another profile's is read when previewed.
 */
export const useEepBmSummary = (query: SummaryQuery, loaded: EepBmSummary) =>
  useQuery({
    queryKey: eepBmKeys.summaryOf(query.idUser, query.year, query.idLang, query.idBusinessManager),
    queryFn: ({ signal }) => getEepBmSummary(query, signal),
    initialData: loaded.idBusinessManager === query.idBusinessManager ? loaded : undefined,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: false,
  });
