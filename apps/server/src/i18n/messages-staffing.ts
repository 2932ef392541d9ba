/**
 * Server-side texts of the skills' aliases, which the staffing search's need box recognises (issue 19 §3), French and
 * English; merged into the one dictionary of messages.ts.
 */
const fr = {
  'errors.SKILL_ALIAS_TAKEN': 'L’alias « {alias} » est déjà un nom ou un alias de la compétence {label}.',
  'errors.SKILL_NAME_IS_ALIAS': '« {name} » est déjà un alias de la compétence {label}.',
} as const;

export type StaffingMessageKey = keyof typeof fr;

const en: Record<StaffingMessageKey, string> = {
  'errors.SKILL_ALIAS_TAKEN': 'The alias “{alias}” is already a name or an alias of the skill {label}.',
  'errors.SKILL_NAME_IS_ALIAS': '“{name}” is already an alias of the skill {label}.',
};

export const STAFFING_MESSAGES = { fr, en };
