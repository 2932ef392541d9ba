import type { ListQuery } from '@my-skills/shared/lists';

/** Query keys of the key-people screens (one root, so they can be refreshed at once). */
export const keyPeopleKeys = {
  all: ['keyPeople'] as const,
  list: (query: ListQuery, idLang: number) => ['keyPeople', 'list', query, idLang] as const,
  record: (idUser: number, idLang: number) => ['keyPeople', 'record', idUser, idLang] as const,
  withoutRecord: (searchTerm: string) => ['keyPeople', 'withoutRecord', searchTerm] as const,
  brands: () => ['keyPeople', 'brands'] as const,
  brandsOf: (idUser: number) => ['keyPeople', 'brandsOf', idUser] as const,
};
