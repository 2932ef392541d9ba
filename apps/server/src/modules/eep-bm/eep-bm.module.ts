/** Wires the business-manager review: its repository, its registration in the document kernel and its service. */
import type { Db } from '../../db/types';
import type { DocumentKernel } from '../../lib/documents/kernel';
import { createEepBmRepository } from './eep-bm.repository';
import { registerEepBm } from './eep-bm.workflow';
import { createEepBmService } from './eep-bm.service';
import { createEepBmDocuments, type EepBmDocuments } from './eep-bm.documents';
import type { SkillsFileProposalsPort } from '../../lib/skills-file-proposals';

export interface EepBmModuleDeps {
  db: Db;
  kernel: DocumentKernel;
  publicUrl: string;
  /** Word and PDF renderers of the export (default: integrations/documents). */
  documents?: EepBmDocuments;
  /** The skills file's proposals: a signed review proposes the ratings of its lines naming a catalogue skill. */
  proposals?: SkillsFileProposalsPort;
  now?: () => Date;
}

export function createEepBmModule(deps: EepBmModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const repository = createEepBmRepository(deps.db);
  const documents = deps.documents ?? createEepBmDocuments(now);
  const { document, details } = registerEepBm({
    kernel: deps.kernel,
    repository,
    documents,
    publicUrl: deps.publicUrl,
    proposals: deps.proposals,
    now,
  });
  return { eepBm: createEepBmService({ kernel: deps.kernel, document, details, repository, documents, now }) };
}
