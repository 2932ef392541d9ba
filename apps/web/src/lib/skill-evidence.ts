import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillEvidenceCalls } from '@my-skills/shared/calls/skill-evidence';
import type { SkillEvidenceSkill } from '@my-skills/shared/schemas/skill-evidence';
import { apiData } from './api-client';

/**
 * The evidence behind a person's skills (issue 22 §3), read by two screens: the skills file (where the owner
 * confirms it) and the evaluation (counts and last use beside each rated line). Its key lives here so that a decision
 * on one screen refreshes the other.
 */
export const skillEvidenceKeys = {
  all: ['skillEvidence'] as const,
  of: (idUser: number) => ['skillEvidence', idUser] as const,
};

/** GET /api/SkillEvidence?idUser= */
export const skillEvidenceQueryOptions = (idUser: number) =>
  queryOptions({
    queryKey: skillEvidenceKeys.of(idUser),
    queryFn: ({ signal }) => apiData(skillEvidenceCalls.skillEvidence, { query: { idUser }, signal }),
    retry: false,
  });

export const useSkillEvidence = (idUser: number, enabled = true) =>
  useQuery({ ...skillEvidenceQueryOptions(idUser), enabled });

/** The evidence of each skill by catalogue id (none: an empty map while loading or when refused). */
export function evidenceBySkill(skills: readonly SkillEvidenceSkill[] | undefined): Map<number, SkillEvidenceSkill> {
  return new Map((skills ?? []).map((s) => [s.idSkill, s]));
}
