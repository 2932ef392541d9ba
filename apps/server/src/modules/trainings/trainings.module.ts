/**
 * Wires the trainings module (app.ts): its repository, its registration in the document kernel, its services. The
 * evaluation's rules (wishes made in an evaluation) and the skills file's proposals come in as ports.
 */
import type { Db } from '../../db/types';
import type { DocumentKernel } from '../../lib/documents/kernel';
import type { EvaluationWishesPort } from '../../lib/evaluation-wishes';
import type { SkillsFileProposalsPort } from '../../lib/skills-file-proposals';
import type { FileAccess } from '../people/file-access';
import { registerTrainingWish } from './trainings.document';
import { createTrainingsListsService } from './trainings-lists.service';
import { createTrainingsRepository } from './trainings.repository';
import { createTrainingsService } from './trainings.service';

export interface TrainingsModuleDeps {
  db: Db;
  kernel: DocumentKernel;
  fileAccess: FileAccess;
  evaluationWishes: EvaluationWishesPort;
  proposals: SkillsFileProposalsPort;
  now?: () => Date;
}

export function createTrainingsModule(deps: TrainingsModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const repository = createTrainingsRepository(deps.db);
  const document = registerTrainingWish({ kernel: deps.kernel, repository, now });
  const trainings = createTrainingsService({ ...deps, document, repository, now });
  return { trainings, lists: createTrainingsListsService({ repository, now }) };
}
