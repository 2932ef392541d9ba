import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { languageLevelSchema } from '@my-skills/shared/schemas/skills-catalogue';
import { apiData } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** GET /api/Language/levels?idLang=: the levels of a spoken language. */
export const getLanguageLevels = (idLang: number, signal?: AbortSignal) =>
  apiData(apiPaths.languageLevels, { query: { idLang }, schema: z.array(languageLevelSchema), signal });

export const languageLevelsQueryOptions = (idLang: number) =>
  queryOptions({
    queryKey: ['skillsFile', 'catalogue', 'languageLevels', idLang] as const,
    queryFn: ({ signal }) => getLanguageLevels(idLang, signal),
    staleTime: Infinity,
  });

export const useLanguageLevels = (idLang: number) => useQuery(languageLevelsQueryOptions(idLang));
