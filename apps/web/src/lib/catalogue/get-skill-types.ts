import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiData } from '../api-client';
import { catalogueKeys } from './keys';

/** GET /api/ListeDc/listSkillCategory?idLang=: the skill types, named in the file's language. */
export const getSkillTypes = (idLang: number, signal?: AbortSignal) =>
  apiData(skillsCatalogueCalls.skillTypes, { query: { idLang }, signal });

export const skillTypesQueryOptions = (idLang: number) =>
  queryOptions({
    queryKey: catalogueKeys.types(idLang),
    queryFn: ({ signal }) => getSkillTypes(idLang, signal),
    staleTime: 5 * 60_000,
  });

export const useSkillTypes = (idLang: number) => useQuery(skillTypesQueryOptions(idLang));
