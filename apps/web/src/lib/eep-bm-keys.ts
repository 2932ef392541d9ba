import type { QueryClient } from '@tanstack/react-query';

/**
 * The root of every query key of the business-manager review screens. It lives here, not in the review's feature,
 * because another screen changes what a review shows (the administrators' lines, goals and maturity objectives).
 */
export const eepBmRoot = ['eepBm'] as const;

/** After a change a review shows: every cached review read (details, summaries, previews) refetches. */
export const invalidateEepBmReviews = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: eepBmRoot });
