import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiData } from '../../../lib/api-client';
import { skillsCatalogueQueryKey } from './keys';

/** GET /api/ListeDc/listSkillCategory?idLang=: the skill types, names in the given language, with their counts. */
export const getSkillTypes = (idLang: number, signal?: AbortSignal) =>
  apiData(skillsCatalogueCalls.skillTypes, { query: { idLang }, signal });

export const skillTypesQueryKey = (idLang: number) => [...skillsCatalogueQueryKey, 'types', idLang] as const;
export const skillTypesQueryOptions = (idLang: number) =>
  queryOptions({ queryKey: skillTypesQueryKey(idLang), queryFn: ({ signal }) => getSkillTypes(idLang, signal) });

export const useSkillTypes = (idLang: number) => useQuery(skillTypesQueryOptions(idLang));
