import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiData } from '../api-client';
import { catalogueKeys } from './keys';

/** GET /api/Language/list?idLang=: the spoken languages a file can list (ISO 639-1 codes). */
export const getSpokenLanguages = (idLang: number, signal?: AbortSignal) =>
  apiData(skillsCatalogueCalls.spokenLanguages, { query: { idLang }, signal });

export const spokenLanguagesQueryOptions = (idLang: number) =>
  queryOptions({
    queryKey: catalogueKeys.spokenLanguages(idLang),
    queryFn: ({ signal }) => getSpokenLanguages(idLang, signal),
    staleTime: Infinity,
  });

export const useSpokenLanguages = (idLang: number) => useQuery(spokenLanguagesQueryOptions(idLang));
