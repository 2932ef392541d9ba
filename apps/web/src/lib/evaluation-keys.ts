import type { QueryClient } from '@tanstack/react-query';

/**
 * The root of every query key of the evaluation screens. It lives here, not in the evaluation feature, because other
 * screens change what an evaluation shows (the criteria administration renames or retires its lines).
 */
export const evaluationRoot = ['evaluation'] as const;

/** After a change an evaluation shows: every cached evaluation read refetches. */
export const invalidateEvaluations = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: evaluationRoot });
