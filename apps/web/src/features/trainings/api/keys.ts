import type { ListQuery } from '@my-skills/shared/lists';

/** Query keys of the trainings screen (one root, so that a change refreshes the list, the wish and the budget). */
export const trainingKeys = {
  all: ['trainings'] as const,
  list: (query: ListQuery) => ['trainings', 'list', query] as const,
  wish: (id: number) => ['trainings', 'wish', id] as const,
  budget: (year: number) => ['trainings', 'budget', year] as const,
  people: (term: string) => ['trainings', 'people', term] as const,
};
