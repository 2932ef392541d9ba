import type { ListQuery } from '@my-skills/shared/lists';

/** Query keys of the team screen (one root, so it can be refreshed at once). */
export const teamKeys = {
  all: ['team'] as const,
  members: (query: ListQuery) => ['team', 'members', query] as const,
  filesToValidate: (query: ListQuery) => ['team', 'filesToValidate', query] as const,
};
