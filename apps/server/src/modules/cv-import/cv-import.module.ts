/** Wires the CV-import module (app.ts): its repository, the import's service and the logs' service. */
import type { Db } from '../../db/types';
import type { SkillsFileImport } from '../../lib/skills-file-import';
import type { ReadCv } from '../../integrations/cv-reading/types';
import type { FileAccess } from '../people/file-access';
import type { UnderstandCv } from './understanding/types';
import { createCvImportRepository } from './cv-import.repository';
import { createCvImportService, type CvCatalogue } from './cv-import.service';
import { createCvImportLogsService } from './cv-import-logs.service';

export interface CvImportModuleDeps {
  db: Db;
  /** The skills file's port for writing an import (its rules stay in its module). */
  skillsFile: SkillsFileImport;
  fileAccess: FileAccess;
  /** The reader (integrations/cv-reading: off the request thread, with its limits). */
  read: ReadCv;
  understand: UnderstandCv;
  catalogue: CvCatalogue;
  now?: () => Date;
}

export function createCvImportModule(deps: CvImportModuleDeps) {
  const repository = createCvImportRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  return {
    cvImport: createCvImportService({ ...deps, repository, now }),
    logs: createCvImportLogsService({ repository, now }),
  };
}
