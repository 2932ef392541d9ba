import { useCallback, useRef, useState } from 'react';
import type { DcDetails } from '@my-skills/shared/schemas/skills-file';
import { updateDc } from '../api/update-dc';
import { useFileWriteSettled } from '../api/use-file-write';
import type { PickedSkill } from './SkillPicker';

export type SkillLevels = { idSkill: number; level: number }[];

export interface SkillLevelsEditor {
  /** The levels the file will have once the saves under way are through (level 0: removed). */
  levels: SkillLevels;
  /** Skills picked in this session, not yet read back from the server (names for the picker and the table). */
  picked: ReadonlyMap<number, PickedSkill>;
  setLevel: (idSkill: number, level: number, skill?: PickedSkill) => void;
  saving: boolean;
}

/**
 * The catalogue skills of the file as one list, saved with PUT /api/Dc/update (complete list). Changes show at once;
 * saves run one after the other, each naming the row version the previous one answered, so quick successive
 * picks never conflict with each other. On failure the file is read again.
 */
export function useSkillLevels(dc: DcDetails, onError: (error: unknown) => void): SkillLevelsEditor {
  const settled = useFileWriteSettled();
  const [desired, setDesired] = useState<SkillLevels | null>(null);
  const [picked, setPicked] = useState<ReadonlyMap<number, PickedSkill>>(new Map());
  const queued = useRef<SkillLevels | null>(null);
  const running = useRef(false);
  const levels = desired ?? dc.skills.map((s) => ({ idSkill: s.idSkill, level: s.level }));

  const drain = useCallback(
    async (firstRowVersion: number) => {
      running.current = true;
      let rowVersion = firstRowVersion;
      try {
        while (queued.current) {
          const skills = queued.current;
          queued.current = null;
          rowVersion = (await updateDc({ idDc: dc.id, rowVersion, skills })).data.rowVersion;
        }
        await settled(rowVersion);
      } catch (error) {
        queued.current = null;
        onError(error);
        await settled();
      } finally {
        running.current = false;
        setDesired(null);
      }
    },
    [dc.id, onError, settled],
  );

  const setLevel = (idSkill: number, level: number, skill?: PickedSkill) => {
    if (skill) setPicked((current) => new Map(current).set(skill.id, skill));
    const next = levels.some((s) => s.idSkill === idSkill)
      ? levels.map((s) => (s.idSkill === idSkill ? { ...s, level } : s))
      : [...levels, { idSkill, level }];
    setDesired(next);
    queued.current = next;
    if (!running.current) void drain(dc.rowVersion);
  };

  return { levels, picked, setLevel, saving: desired !== null };
}
