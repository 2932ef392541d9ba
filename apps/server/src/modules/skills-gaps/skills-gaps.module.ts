/**
 * Wires the skills-gaps module (app.ts): the gaps and suggestions service, and the two ports it implements —
 * SkillGapsPort (the trainings module's wish from a suggestion) and SkillDemandPort (the staffing search's demand).
 */
import type { Db } from '../../db/types';
import type { FileAccess } from '../people/file-access';
import { createSkillsGapsRepository } from './skills-gaps.repository';
import { createSkillsGapsService } from './skills-gaps.service';

export function createSkillsGapsModule(deps: { db: Db; fileAccess: FileAccess; now?: () => Date }) {
  const gaps = createSkillsGapsService({
    repository: createSkillsGapsRepository(deps.db),
    fileAccess: deps.fileAccess,
    now: deps.now ?? (() => new Date()),
  });
  return { gaps, port: gaps.port, demand: gaps.demand };
}
