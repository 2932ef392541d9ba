import type { TFunction } from 'i18next';
import { LEVELS } from './profiles';

/** The choices of a goal ('goal': 0 is "not assessed") or of a maturity objective ('objective': 0 is "none"). */
export const levelOptions = (t: TFunction<'businessManagerSkills'>, kind: 'goal' | 'objective') =>
  LEVELS.map((level) => ({
    value: level,
    label: level === 0 ? t(kind === 'goal' ? 'levels.noGoal' : 'levels.noObjective') : String(level),
  }));
