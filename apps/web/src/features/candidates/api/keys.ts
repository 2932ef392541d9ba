/** Query keys of the candidates list (one root, refreshed at once after an add or an invitation). */
export const candidateKeys = {
  all: ['candidates'] as const,
  list: (search: string) => ['candidates', 'list', search] as const,
};
