/**
 * Wires the trainings module (app.ts): its repository, its registration in the document kernel, its services. The
 * evaluation's rules (wishes made in an evaluation) and the skills file's proposals come in as ports.
 */
import type { Db } from '../../db/types';
import type { DocumentKernel } from '../../lib/documents/kernel';
import type { EvaluationWishesPort } from '../../lib/evaluation-wishes';
import type { SkillsFileProposalsPort } from '../../lib/skills-file-proposals';
import type { SkillGapsPort } from '../../lib/skill-gaps';
import type { FileAccess } from '../people/file-access';
import { registerTrainingWish } from './trainings.document';
import { createTrainingsListsService } from './trainings-lists.service';
import { createTrainingsRepository } from './trainings.repository';
import { createTrainingsService } from './trainings.service';
import { createCatalogueRepository } from './catalogue.repository';
import { createCatalogueService } from './catalogue.service';
import { createWishFromSuggestion } from './trainings-suggestion.service';

export interface TrainingsModuleDeps {
  db: Db;
  kernel: DocumentKernel;
  fileAccess: FileAccess;
  evaluationWishes: EvaluationWishesPort;
  proposals: SkillsFileProposalsPort;
  /** A person's gap now (issue 22 §2, the skills-gaps module). */
  gaps: SkillGapsPort;
  now?: () => Date;
}

export function createTrainingsModule(deps: TrainingsModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const repository = createTrainingsRepository(deps.db);
  const document = registerTrainingWish({ kernel: deps.kernel, repository, now });
  const trainings = createTrainingsService({ ...deps, document, repository, now });
  const catalogue = createCatalogueRepository(deps.db);
  const wishFromSuggestion = createWishFromSuggestion({ ...deps, document, repository, catalogue });
  return {
    trainings,
    wishFromSuggestion,
    lists: createTrainingsListsService({ repository, now }),
    catalogue: createCatalogueService(catalogue),
  };
}
