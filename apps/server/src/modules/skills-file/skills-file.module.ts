/** Wires the skills-file module's repository and services (used by the composition root, app.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outbox } from '../../integrations/outbox/outbox';
import type { OutboxRepository } from '../../integrations/outbox/outbox.repository';
import { renderDcDocx } from '../../integrations/documents/dc-docx';
import { renderDcPdf } from '../../integrations/documents/dc-pdf';
import { dcDocumentFileName } from '../../integrations/documents/dc-document';
import type { FileAccess } from '../people/file-access';
import { createSkillsFileRepository } from './skills-file.repository';
import { createSkillsFileService, type DcDocumentRenderers } from './skills-file.service';
import { createSectionsService } from './sections.service';

export interface SkillsFileModuleDeps {
  db: Kysely<Database>;
  fileAccess: FileAccess;
  outbox: Outbox;
  outboxRepository: OutboxRepository;
  publicUrl: string;
  /** Word and PDF renderers of the export (default: integrations/documents). */
  documents?: DcDocumentRenderers;
  now?: () => Date;
}

export function createSkillsFileModule(deps: SkillsFileModuleDeps) {
  const repository = createSkillsFileRepository(deps.db);
  const documents = deps.documents ?? { docx: renderDcDocx, pdf: renderDcPdf, fileName: dcDocumentFileName };
  const skillsFile = createSkillsFileService({ ...deps, documents, repository });
  return { skillsFile, sections: createSectionsService({ repository, files: skillsFile }) };
}
