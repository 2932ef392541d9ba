/** Wires the skills-evidence module (app.ts): its repository and service; its port feeds the evaluation's export. */
import type { Db } from '../../db/types';
import type { DocumentKernel } from '../../lib/documents/kernel';
import type { FileAccess } from '../people/file-access';
import { createSkillEvidenceRepository } from './skill-evidence.repository';
import { createSkillEvidenceService } from './skill-evidence.service';

export function createSkillEvidenceModule(deps: {
  db: Db;
  kernel: DocumentKernel;
  fileAccess: FileAccess;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return createSkillEvidenceService({
    repository: createSkillEvidenceRepository(deps.db),
    fileAccess: deps.fileAccess,
    kernel: deps.kernel,
    now,
  });
}
