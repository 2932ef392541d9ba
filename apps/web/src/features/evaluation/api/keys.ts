/** Query keys of the evaluation screens (one root, so a write can refresh everything it affects). */
export const evaluationKeys = {
  all: ['evaluation'] as const,
  years: () => ['evaluation', 'years'] as const,
  followed: () => ['evaluation', 'followed'] as const,
  details: () => ['evaluation', 'details'] as const,
  detailsOf: (idUser: number, year: number) => ['evaluation', 'details', idUser, year] as const,
};
