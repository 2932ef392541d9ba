import type { QueryClient } from '@tanstack/react-query';
import { invalidateEepBmReviews } from '../../../lib/eep-bm-keys';

/** Root of every query key of the business-manager reference screen. */
export const bmSkillsQueryKey = ['businessManagerSkills'] as const;

/**
 * After a change to the reference data: the screen's list, and every cached business-manager review (a renamed line
 * is renamed there, a goal or an objective changes its summary and colours).
 */
export const afterBmSkillsChange = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: bmSkillsQueryKey }), invalidateEepBmReviews(queryClient)]);
