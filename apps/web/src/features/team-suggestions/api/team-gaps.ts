/** The team's gaps and suggestions, and the managers' target levels (SkillsGaps/*). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { skillsGapsCalls } from '@my-skills/shared/calls/skills-gaps';
import type { SkillTargetBody } from '@my-skills/shared/schemas/skills-gaps';
import { apiCall, apiData } from '../../../lib/api-client';
import { skillsGapsKeys, wishFromSuggestion } from '../../../lib/skills-gaps';

export const useTeamGaps = (page: number, pageSize: number) =>
  useQuery({
    queryKey: skillsGapsKeys.team(page, pageSize),
    queryFn: ({ signal }) => apiData(skillsGapsCalls.teamGaps, { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

/** Setting a target and making a wish change the gaps: every gaps query is read again. */
export function useTeamWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: skillsGapsKeys.all });
  return {
    target: useMutation({
      mutationFn: (body: SkillTargetBody) => apiCall(skillsGapsCalls.skillTarget, { body }),
      onSuccess,
    }),
    wish: useMutation({ mutationFn: wishFromSuggestion, onSuccess }),
  };
}
