/** Wires the skills-file module: its repositories, its registration in the document kernel and its services (app.ts). */
import type { Db } from '../../db/types';
import type { DocumentKernel } from '../../lib/documents/kernel';
import { renderDcDocx } from '../../integrations/documents/dc-docx';
import { renderDcPdf } from '../../integrations/documents/dc-pdf';
import { dcDocumentFileName } from '../../integrations/documents/dc-document';
import type { FileAccess } from '../people/file-access';
import { createSkillsFileRepository } from './skills-file.repository';
import { createSkillsFileReadRepository } from './skills-file-read.repository';
import { createSectionsRepository } from './sections.repository';
import type { DcDocumentRenderers } from './skills-file.details';
import { registerSkillsFile } from './skills-file.workflow';
import { createSkillsFileService } from './skills-file.service';
import { createSectionsService } from './sections.service';
import { createProposalsRepository } from './proposals.repository';
import { createProposalsService } from './proposals.service';
import { createSkillsFileImport } from './import.service';
import { createClientCvRepository } from './client-cv.repository';
import { createClientCvService } from './client-cv.service';
import type { NeedCataloguePort } from '../../lib/need-catalogue';

export interface SkillsFileModuleDeps {
  db: Db;
  kernel: DocumentKernel;
  fileAccess: FileAccess;
  publicUrl: string;
  /** Word and PDF renderers of the export (default: integrations/documents). */
  documents?: DcDocumentRenderers;
  /** The catalogue a staffing need is recognised against (the client CV's need filter). */
  needCatalogue: NeedCataloguePort;
  now?: () => Date;
}

export function createSkillsFileModule(deps: SkillsFileModuleDeps) {
  const repository = createSkillsFileRepository(deps.db);
  const read = createSkillsFileReadRepository(deps.db);
  const sectionsRepository = createSectionsRepository(deps.db);
  const documents = deps.documents ?? { docx: renderDcDocx, pdf: renderDcPdf, fileName: dcDocumentFileName };
  const { document, details } = registerSkillsFile({
    kernel: deps.kernel,
    repository,
    read,
    sections: sectionsRepository,
    publicUrl: deps.publicUrl,
    documents,
    now: deps.now ?? (() => new Date()),
  });
  const skillsFile = createSkillsFileService({ ...deps, document, details, repository, read });
  const sections = createSectionsService({
    document,
    details,
    files: repository,
    repository: sectionsRepository,
  });
  // Proposals from other areas (a certification obtained…): `proposals.port` is what app.ts hands to them.
  const proposals = createProposalsService({
    document,
    repository: createProposalsRepository(deps.db),
    sections: sectionsRepository,
    now: deps.now ?? (() => new Date()),
  });
  // Writing an imported CV (lib/skills-file-import.ts): what app.ts hands to the CV-import module.
  const cvImport = createSkillsFileImport({
    kernel: deps.kernel,
    document,
    repository,
    read,
    sections: sectionsRepository,
    fileAccess: deps.fileAccess,
  });
  // Client-ready CVs (issue 22 §4): the file anonymised, filtered to a need, logged.
  const clientCv = createClientCvService({
    repository: createClientCvRepository(deps.db),
    document,
    details,
    documents,
    fileAccess: deps.fileAccess,
    needCatalogue: deps.needCatalogue,
    now: deps.now ?? (() => new Date()),
  });
  return { skillsFile, sections, proposals, cvImport, clientCv };
}
