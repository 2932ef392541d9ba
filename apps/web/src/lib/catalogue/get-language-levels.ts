import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { languageLevelSchema } from '@my-skills/shared/schemas/skills-catalogue';
import { apiData } from '../api-client';
import { apiPaths } from '../paths';
import { catalogueKeys } from './keys';

/** GET /api/Language/levels?idLang=: the levels of a spoken language. */
export const getLanguageLevels = (idLang: number, signal?: AbortSignal) =>
  apiData(apiPaths.languageLevels, { query: { idLang }, schema: z.array(languageLevelSchema), signal });

export const languageLevelsQueryOptions = (idLang: number) =>
  queryOptions({
    queryKey: catalogueKeys.languageLevels(idLang),
    queryFn: ({ signal }) => getLanguageLevels(idLang, signal),
    staleTime: Infinity,
  });

export const useLanguageLevels = (idLang: number) => useQuery(languageLevelsQueryOptions(idLang));
