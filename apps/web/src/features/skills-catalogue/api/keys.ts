/** Root of every query key of the skills-catalogue screens (invalidated after any change). */
export const skillsCatalogueQueryKey = ['skillsCatalogue'] as const;
