import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiData } from '../../../lib/api-client';
import { skillsCatalogueQueryKey } from './keys';

/** GET /api/ListeDc/listSkillById?id=: one skill (also a deactivated one) with its usage. */
export const getSkill = (id: number, idLang: number, signal?: AbortSignal) =>
  apiData(skillsCatalogueCalls.skillById, { query: { id, idLang }, signal });

export const skillQueryKey = (id: number, idLang: number) => [...skillsCatalogueQueryKey, 'skill', id, idLang] as const;
export const skillQueryOptions = (id: number, idLang: number) =>
  queryOptions({
    queryKey: skillQueryKey(id, idLang),
    queryFn: ({ signal }) => getSkill(id, idLang, signal),
    staleTime: 0,
  });

export const useSkill = (id: number | null, idLang: number) =>
  useQuery({ ...skillQueryOptions(id ?? 0, idLang), enabled: id !== null });
