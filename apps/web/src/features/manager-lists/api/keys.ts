import type { ListQuery } from '@my-skills/shared/lists';

/** Query keys of the managers' screens (one root, so they can be refreshed at once). */
export const managerListKeys = {
  all: ['managerLists'] as const,
  managers: (query: ListQuery, idLang: number) => ['managerLists', 'managers', query, idLang] as const,
  reviewsOf: (idUser: number) => ['managerLists', 'reviewsOf', idUser] as const,
  toValidate: () => ['managerLists', 'toValidate'] as const,
  reviews: (query: ListQuery, year: number | null) => ['managerLists', 'reviews', query, year] as const,
  years: () => ['managerLists', 'years'] as const,
};
