import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { spokenLanguageSchema } from '@my-skills/shared/schemas/skills-catalogue';
import { apiData } from '../api-client';
import { apiPaths } from '../paths';
import { catalogueKeys } from './keys';

/** GET /api/Language/list?idLang=: the spoken languages a file can list (ISO 639-1 codes). */
export const getSpokenLanguages = (idLang: number, signal?: AbortSignal) =>
  apiData(apiPaths.spokenLanguages, { query: { idLang }, schema: z.array(spokenLanguageSchema), signal });

export const spokenLanguagesQueryOptions = (idLang: number) =>
  queryOptions({
    queryKey: catalogueKeys.spokenLanguages(idLang),
    queryFn: ({ signal }) => getSpokenLanguages(idLang, signal),
    staleTime: Infinity,
  });

export const useSpokenLanguages = (idLang: number) => useQuery(spokenLanguagesQueryOptions(idLang));
