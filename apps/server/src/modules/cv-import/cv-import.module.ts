/** Wires the CV-import module (app.ts): its repository, the import's service and the logs' service. */
import type { Db } from '../../db/types';
import type { SkillsFileImport } from '../../lib/skills-file-import';
import type { ReadCv } from '../../integrations/cv-reading/types';
import type { FileAccess } from '../people/file-access';
import { matchSkillWith } from './understanding';
import type { SkillTypeRef, UnderstandCv } from './understanding/types';
import { createCvImportRepository } from './cv-import.repository';
import { createCvImportService } from './cv-import.service';
import { createCvImportLogsService } from './cv-import-logs.service';

export interface CvImportModuleDeps {
  db: Db;
  /** The skills file's port for writing an import (its rules stay in its module). */
  skillsFile: SkillsFileImport;
  fileAccess: FileAccess;
  /** The reader (integrations/cv-reading: off the request thread, with its limits). */
  read: ReadCv;
  understand: UnderstandCv;
  /** The skills catalogue's (app.ts): its CV matcher, and its skill types in a language. */
  catalogue: {
    cvMatcher(): Promise<Parameters<typeof matchSkillWith>[0]>;
    skillTypes(idLang: number): Promise<SkillTypeRef[]>;
  };
  now?: () => Date;
}

export function createCvImportModule(deps: CvImportModuleDeps) {
  const repository = createCvImportRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const catalogue = async (idLang: 1 | 2) => {
    const [find, types] = await Promise.all([deps.catalogue.cvMatcher(), deps.catalogue.skillTypes(idLang)]);
    return {
      matchSkill: matchSkillWith(find, idLang),
      skillTypes: types.map(({ id, code, name, isSoft }) => ({ id, code, name, isSoft })),
    };
  };
  return {
    cvImport: createCvImportService({ ...deps, repository, catalogue, now }),
    logs: createCvImportLogsService({ repository, now }),
  };
}
