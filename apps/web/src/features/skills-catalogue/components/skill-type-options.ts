import { useMemo } from 'react';
import { SKILL_TYPE_CODES, type SkillType } from '@my-skills/shared/schemas/skills-catalogue';

/**
 * The lists' type filter values: each skill type's code with its name in the interface language (the code until the
 * types have loaded), optionally with its count of active skills.
 */
export function useSkillTypeOptions(types: SkillType[] | undefined, label?: (type: SkillType) => string) {
  return useMemo(
    () =>
      SKILL_TYPE_CODES.map((code) => {
        const type = types?.find((t) => t.code === code);
        return { value: code, label: type ? (label ? label(type) : type.name) : code };
      }),
    [types, label],
  );
}
