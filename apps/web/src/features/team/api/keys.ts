/** Query keys of the team screen (one root, so it can be refreshed at once). */
export const teamKeys = {
  all: ['team'] as const,
  members: (query: TeamQuery) => ['team', 'members', query] as const,
  filesToValidate: () => ['team', 'filesToValidate'] as const,
};

export interface TeamQuery {
  searchTerm: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}
