import type { ListQuery } from '@my-skills/shared/lists';
import { evaluationRoot } from '../../../lib/evaluation-keys';

/** Query keys of the evaluation screens (one root, so a write can refresh everything it affects). */
export const evaluationKeys = {
  all: evaluationRoot,
  years: () => [...evaluationRoot, 'years'] as const,
  followed: () => [...evaluationRoot, 'followed'] as const,
  followedPage: (query: ListQuery) => [...evaluationRoot, 'followed', query] as const,
  details: () => [...evaluationRoot, 'details'] as const,
  detailsOf: (idUser: number, year: number) => [...evaluationRoot, 'details', idUser, year] as const,
};
