import { EA_STATUSES } from '@my-skills/shared/constants';
import type { ReviewListStatus } from '@my-skills/shared/schemas/manager-lists';

/** A review's status number (1 draft, 2 submitted, 3 validated) as the lists' code. */
export const reviewStatusCodeOf = (status: number): ReviewListStatus =>
  status === EA_STATUSES.VALIDATED ? 'validated' : status === EA_STATUSES.SUBMITTED ? 'submitted' : 'draft';
