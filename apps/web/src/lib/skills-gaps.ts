/**
 * A person's skill gaps with their training suggestions, and the wish made from one (issue 22 §2): read and written
 * by the evaluation's training section and the manager's team suggestions page (two features: the calls live here).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillsGapsCalls } from '@my-skills/shared/calls/skills-gaps';
import { trainingsCalls } from '@my-skills/shared/calls/trainings';
import type { WishFromSuggestionBody } from '@my-skills/shared/schemas/skills-gaps';
import { apiCall, apiData } from './api-client';

export const skillsGapsKeys = {
  all: ['skillsGaps'] as const,
  person: (idUser: number) => ['skillsGaps', 'person', idUser] as const,
  team: (page: number, pageSize: number) => ['skillsGaps', 'team', page, pageSize] as const,
};

/** GET /api/SkillsGaps/person?idUser */
export const personGapsQueryOptions = (idUser: number) =>
  queryOptions({
    queryKey: skillsGapsKeys.person(idUser),
    queryFn: ({ signal }) => apiData(skillsGapsCalls.personGaps, { query: { idUser }, signal }),
  });

export const usePersonGaps = (idUser: number, enabled = true) =>
  useQuery({ ...personGapsQueryOptions(idUser), enabled });

/** POST /api/Training/wishFromSuggestion: the entry and the gap (with idEa, under the evaluation's row version). */
export const wishFromSuggestion = (body: WishFromSuggestionBody) =>
  apiCall(trainingsCalls.wishFromSuggestion, { body });
