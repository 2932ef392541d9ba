import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { skillTypeSchema } from '@my-skills/shared/schemas/skills-catalogue';
import { apiData } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { skillsCatalogueQueryKey } from './keys';

/** GET /api/ListeDc/listSkillCategory?idLang=: the skill types, names in the given language, with their counts. */
export const getSkillTypes = (idLang: number, signal?: AbortSignal) =>
  apiData(apiPaths.skillTypes, { query: { idLang }, schema: z.array(skillTypeSchema), signal });

export const skillTypesQueryKey = (idLang: number) => [...skillsCatalogueQueryKey, 'types', idLang] as const;
export const skillTypesQueryOptions = (idLang: number) =>
  queryOptions({ queryKey: skillTypesQueryKey(idLang), queryFn: ({ signal }) => getSkillTypes(idLang, signal) });

export const useSkillTypes = (idLang: number) => useQuery(skillTypesQueryOptions(idLang));
