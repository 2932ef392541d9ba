/** Wires the evaluation module: its repositories, its registration in the document kernel and its services (app.ts). */
import type { Db } from '../../db/types';
import type { DocumentKernel } from '../../lib/documents/kernel';
import { createEvaluationRepository } from './evaluation.repository';
import { createEvaluationReadRepository } from './evaluation-read.repository';
import { createEvaluationRowsRepository } from './evaluation-rows.repository';
import { registerEvaluation } from './evaluation.workflow';
import { createEvaluationService } from './evaluation.service';
import { createEvaluationRowsService } from './evaluation-rows.service';
import { createEvaluationCriteriaRepository } from './evaluation-criteria.repository';
import { createEvaluationCriteriaService } from './evaluation-criteria.service';
import { createEvaluationDocuments } from './evaluation.documents';
import type { EvaluationDocuments } from './evaluation.documents';
import type { EvaluationWishesPort } from '../../lib/evaluation-wishes';
import type { SkillsFileProposalsPort } from '../../lib/skills-file-proposals';
import type { SkillEvidencePort } from '../../lib/skill-evidence';

export interface EvaluationModuleDeps {
  db: Db;
  kernel: DocumentKernel;
  publicUrl: string;
  /** Word and PDF renderers of the export (default: integrations/documents). */
  documents?: EvaluationDocuments;
  /** The skills file's proposals: a signed evaluation proposes its agreed skill levels (issue 22). */
  proposals?: SkillsFileProposalsPort;
  /** The confirmed evidence behind skills, listed by the export on request (the skills-evidence module). */
  skillEvidence?: SkillEvidencePort;
  now?: () => Date;
}

export function createEvaluationModule(deps: EvaluationModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const repository = createEvaluationRepository(deps.db);
  const read = createEvaluationReadRepository(deps.db);
  const rows = createEvaluationRowsRepository(deps.db);
  const documents = deps.documents ?? createEvaluationDocuments(now);
  const { document, details } = registerEvaluation({
    kernel: deps.kernel,
    repository,
    read,
    documents,
    publicUrl: deps.publicUrl,
    proposals: deps.proposals,
    now,
  });
  const evaluation = createEvaluationService({
    kernel: deps.kernel,
    document,
    details,
    documents,
    repository,
    read,
    rows,
    publicUrl: deps.publicUrl,
    skillEvidence: deps.skillEvidence,
    now,
  });
  const rowsService = createEvaluationRowsService({ document, details, read, rows });
  return {
    evaluation,
    rows: rowsService,
    /** Training wishes made in an evaluation: its rules, for the trainings module (wired in app.ts). */
    trainingWishes: {
      write: rowsService.trainingWishesWrite,
    } satisfies EvaluationWishesPort,
    criteria: createEvaluationCriteriaService({
      repository: createEvaluationCriteriaRepository(deps.db),
      // This process's cached rows drop at once; the others on the catalogue_changed notification.
      changed: details.catalogueChanged,
    }),
    /** The catalogue changed (here or in another process): cached rows may show old names. */
    catalogueChanged: details.catalogueChanged,
  };
}
