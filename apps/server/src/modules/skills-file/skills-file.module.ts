/** Wires the skills-file module's repository and services (used by the composition root, app.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outbox } from '../../integrations/outbox/outbox';
import type { OutboxRepository } from '../../integrations/outbox/outbox.repository';
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
  /** Word and PDF renderers of the export (integrations/documents); without one, that format answers 404. */
  documents?: DcDocumentRenderers;
  now?: () => Date;
}

export function createSkillsFileModule(deps: SkillsFileModuleDeps) {
  const repository = createSkillsFileRepository(deps.db);
  const skillsFile = createSkillsFileService({ ...deps, repository });
  return { skillsFile, sections: createSectionsService({ repository, files: skillsFile }) };
}
