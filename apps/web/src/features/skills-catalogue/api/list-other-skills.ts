import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { apiData } from '../../../lib/api-client';
import { skillsCatalogueQueryKey } from './keys';

/** GET /api/ListeDc/listOtherSkills: the free-entry other skills per type, with how many files use each. */
export const listOtherSkills = (idSkillType: number | undefined, idLang: number, signal?: AbortSignal) =>
  apiData(skillsCatalogueCalls.otherSkills, { query: { idSkillType, idLang }, signal });

export const otherSkillsQueryKey = (idSkillType: number | undefined, idLang: number) =>
  [...skillsCatalogueQueryKey, 'other', idSkillType ?? 'all', idLang] as const;
export const otherSkillsQueryOptions = (idSkillType: number | undefined, idLang: number) =>
  queryOptions({
    queryKey: otherSkillsQueryKey(idSkillType, idLang),
    queryFn: ({ signal }) => listOtherSkills(idSkillType, idLang, signal),
    staleTime: 0,
  });

export const useOtherSkills = (idSkillType: number | undefined, idLang: number, enabled = true) =>
  useQuery({ ...otherSkillsQueryOptions(idSkillType, idLang), enabled, placeholderData: keepPreviousData });
