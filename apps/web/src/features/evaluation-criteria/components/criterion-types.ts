import { SKILL_EVALUATION_TYPES } from '@my-skills/shared/evaluation-rules';

/** The types criteria belong to: every type of the skills assessment but the technical one (read from the skills file). */
export const CRITERION_TYPES = SKILL_EVALUATION_TYPES.filter((type) => type.id !== 1);
