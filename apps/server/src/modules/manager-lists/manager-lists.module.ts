/** Wires the managers' lists and the campaign follow-up: their repositories and services (app.ts). */
import type { Db } from '../../db/types';
import type { Outbox } from '../../integrations/outbox/outbox';
import { createEvaluationListRepository } from './evaluation-list.repository';
import { createEvaluationListService, type EvaluationPort } from './evaluation-list.service';
import { createMyManagersRepository } from './my-managers.repository';
import { createMyManagersService } from './my-managers.service';

export interface ManagerListsModuleDeps {
  db: Db;
  outbox: Outbox;
  /** The evaluation module's query, check and page address (wired by app.ts). */
  evaluations: EvaluationPort;
  now?: () => Date;
}

export function createManagerListsModule(deps: ManagerListsModuleDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    managers: createMyManagersService({ repository: createMyManagersRepository(deps.db), now }),
    evaluations: createEvaluationListService({
      repository: createEvaluationListRepository(deps.db),
      evaluations: deps.evaluations,
      outbox: deps.outbox,
      now,
    }),
  };
}
