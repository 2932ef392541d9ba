import type { ListQuery } from '@my-skills/shared/lists';

/** Query keys of the candidates list (one root, refreshed at once after an add or an invitation). */
export const candidateKeys = {
  all: ['candidates'] as const,
  list: (query: ListQuery) => ['candidates', 'list', query] as const,
};
