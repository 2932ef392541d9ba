/** Query keys of the skills-file screens (one root, so a write can refresh everything it affects). */
export const skillsFileKeys = {
  all: ['skillsFile'] as const,
  menu: (idUser: number | null) => ['skillsFile', 'menu', idUser] as const,
  details: () => ['skillsFile', 'details'] as const,
  detailsOf: (target: DcTarget) => ['skillsFile', 'details', target] as const,
  delivery: (idDc: number) => ['skillsFile', 'delivery', idDc] as const,
  /** Under the root: a write that reloads the file reloads its proposals too. */
  proposals: (idDc: number) => ['skillsFile', 'proposals', idDc] as const,
};

/** Which file a page shows: a person's current file in a language, or one version by id. */
export type DcTarget =
  { idUser: number; idLang: number; idDc?: undefined } | { idDc: number; idUser?: undefined; idLang?: undefined };
