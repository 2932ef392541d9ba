import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiData } from '../api-client';
import { catalogueKeys } from './keys';

/** GET /api/Language/levels?idLang=: the levels of a spoken language. */
export const getLanguageLevels = (idLang: number, signal?: AbortSignal) =>
  apiData(skillsCatalogueCalls.languageLevels, { query: { idLang }, signal });

export const languageLevelsQueryOptions = (idLang: number) =>
  queryOptions({
    queryKey: catalogueKeys.languageLevels(idLang),
    queryFn: ({ signal }) => getLanguageLevels(idLang, signal),
    staleTime: Infinity,
  });

export const useLanguageLevels = (idLang: number) => useQuery(languageLevelsQueryOptions(idLang));
