/**
 * CV import (issue 21 §3): a CV read (integrations/cv-reading, off the request thread with a time limit) and
 * understood (./understanding) into a proposal the person reviews — nothing written into the skills file; the import
 * logged and its original kept — then the rows kept applied into a draft through the skills file's own port
 * (lib/skills-file-import.ts: its permissions, its workflow, its section writes) in one transaction that also marks
 * the import applied. Who may import for whom is the skills file's rule (own file, a recruiter for a candidate, a
 * manager for a team member…). Decisions: docs/decisions/021-cv-import.md.
 */
import type { LanguageId } from '@my-skills/shared/constants';
import { hasPagePermission } from '@my-skills/shared/roles';
import type {
  CvApplyResult,
  CvImport,
  CvImportFormat,
  CvImportJson,
  CvProposal,
  cvApplyBody,
  cv2dcQuery,
} from '@my-skills/shared/schemas/cv-import';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { writeAudit, writeReadAudit } from '../../lib/audit/audit';
import type { AuthContext } from '../../lib/auth-context';
import type { SkillsFileImport } from '../../lib/skills-file-import';
import { cvFileName, cvFormatOf } from '../../integrations/cv-reading';
import type { ExtractedCv, ReadCv } from '../../integrations/cv-reading/types';
import { translate } from '../../i18n/messages';
import type { FileAccess } from '../people/file-access';
import type { UnderstandCv, UnderstandingContext } from './understanding/types';
import { CV_CONTENT_TYPES, type CvImportRepository } from './cv-import.repository';

/** What the route read from the request: the declared name and the bytes. */
export interface CvUpload {
  fileName: string | undefined;
  content: Buffer;
}

/** The catalogue as the understanding needs it, in a file's language (the skills-catalogue module's, via app.ts). */
export type CvCatalogue = (idLang: LanguageId) => Promise<Pick<UnderstandingContext, 'matchSkill' | 'skillTypes'>>;

export interface CvImportServiceDeps {
  repository: CvImportRepository;
  skillsFile: SkillsFileImport;
  fileAccess: FileAccess;
  read: ReadCv;
  understand: UnderstandCv;
  catalogue: CvCatalogue;
  now: () => Date;
}

type Stored = { lines: CvImportJson['lines']; proposal: CvProposal };

/** The format of a received content by its bytes (as the reader checks it), or null. */
const formatOf = (content: Buffer | undefined): CvImportFormat | null => (content ? cvFormatOf(content) : null);

const sectionCounts = (p: CvProposal) => ({
  experiences: p.experiences.length,
  educations: p.educations.length,
  certifications: p.certifications.length,
  projects: p.projects.length,
  languages: p.languages.length,
  skills: p.skills.length,
  otherSkills: p.otherSkills.length,
});

/** The log's error key of a failure: the AppError's message, else a refused request's or an internal error. */
const failureKey = (error: unknown) => {
  if (error instanceof AppError) return error.messageKey;
  const status = (error as { statusCode?: number }).statusCode;
  return status !== undefined && status < 500 ? 'errors.BAD_REQUEST' : 'errors.INTERNAL';
};

const notFound = () => new AppError('NOT_FOUND', 'errors.CV_IMPORT_NOT_FOUND');

export function createCvImportService(deps: CvImportServiceDeps) {
  const { repository: repo, skillsFile, now } = deps;

  /** The importer, whoever may open the person's skills file, and the logs' readers; 404 for anyone else. */
  async function visible(auth: AuthContext, id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound();
    if (row.byPersonId === auth.personId || hasPagePermission(auth, 'logsCv2Dc')) return row;
    const relation = await deps.fileAccess.relationTo(auth, row.personId).catch(() => undefined);
    if (relation && deps.fileAccess.canOpen(auth, relation)) return row;
    throw notFound();
  }

  return {
    /** POST /api/Cv2Dc/cv2dc: reads and understands a CV into a proposal (nothing written into the skills file). */
    async read(
      auth: AuthContext,
      query: z.output<typeof cv2dcQuery>,
      upload: (named: (fileName: string) => void) => Promise<CvUpload>,
    ): Promise<CvImport> {
      const idLang = query.idLang as LanguageId;
      const idCurrentLang = (query.idCurrentLang ?? auth.idLang) as LanguageId;
      // Who may write the person's file, and where the import goes: before the upload is read.
      const target = await skillsFile.target(auth, query.idUser, idLang);
      if (query.idDc !== undefined && query.idDc !== target.idDc)
        throw new AppError('CONFLICT', 'errors.CV_IMPORT_FILE_CHANGED');
      const log = {
        personId: query.idUser,
        byPersonId: auth.personId,
        byAccountId: auth.accountId,
        idLang,
        idDc: target.idDc,
        target: target.target,
      };
      const started = Date.now();
      let received: CvUpload | undefined;
      let declared: string | undefined;
      try {
        received = await upload((fileName) => (declared = fileName));
        const fileName = cvFileName(received.fileName, formatOf(received.content));
        const doc: ExtractedCv = await deps.read(new Uint8Array(received.content), { fileName });
        const proposal = deps.understand(doc, {
          idLang,
          idCurrentLang,
          ...(await deps.catalogue(idLang)),
          translate: (key, params) => translate(idCurrentLang, key, params),
          today: now(),
        });
        const durationMs = Date.now() - started;
        const stored: Stored = { lines: doc.lines.map(({ text, page, block }) => ({ text, page, block })), proposal };
        const content = received.content;
        const id = await repo.transaction(async (trx) => {
          const importId = await repo.insert(
            {
              ...log,
              fileName,
              format: doc.format,
              pages: doc.pages,
              ocr: doc.ocr,
              durationMs,
              found: sectionCounts(proposal),
              warnings: proposal.warnings.length,
              outcome: 'read',
              errorKey: null,
              extraction: stored,
            },
            trx,
          );
          await repo.keepOriginal(trx, importId, query.idUser, auth.personId, {
            fileName,
            contentType: CV_CONTENT_TYPES[doc.format],
            content,
          });
          return importId;
        });
        return {
          id,
          idUser: query.idUser,
          idLang,
          idDc: target.idDc,
          target: target.target,
          fileName,
          format: doc.format,
          pages: doc.pages,
          ocr: doc.ocr,
          durationMs,
          proposal,
        };
      } catch (error) {
        // Every failed reading of a file is logged (nothing else is written), then answered as it is; a request
        // without a file part is no import.
        if (received === undefined && declared === undefined) throw error;
        const format = formatOf(received?.content);
        await repo.insert({
          ...log,
          fileName: cvFileName(received?.fileName ?? declared, format),
          format,
          pages: null,
          ocr: false,
          durationMs: Date.now() - started,
          found: {},
          warnings: 0,
          outcome: 'failed',
          errorKey: failureKey(error),
          extraction: null,
        });
        throw error;
      }
    },

    /** POST /api/Cv2Dc/apply: the rows kept, written into a draft in one transaction (the import marked applied). */
    async apply(auth: AuthContext, body: z.output<typeof cvApplyBody>): Promise<CvApplyResult> {
      const row = await repo.find(body.id);
      // The importer's own review: nobody else applies it (404, revealing nothing).
      if (!row || row.byPersonId !== auth.personId || row.outcome === 'failed') throw notFound();
      if (row.outcome === 'applied') throw new AppError('CONFLICT', 'errors.CV_IMPORT_APPLIED');
      const idLang = row.idLang as LanguageId;
      const r = await skillsFile.apply(
        auth,
        {
          personId: row.personId,
          idLang,
          idDc: row.idDc,
          rowVersion: body.rowVersion,
          comment: translate(idLang, 'cvImport.history', { fileName: row.fileName }),
          rows: {
            title: body.title,
            summary: body.summary,
            experiences: body.experiences,
            educations: body.educations,
            certifications: body.certifications,
            projects: body.projects,
            languages: body.languages,
            skills: body.skills,
            otherSkills: body.otherSkills,
          },
        },
        async (trx, written) => {
          // Applied meanwhile (two tabs): the second one writes nothing.
          if (!(await repo.markApplied(trx, row.id, { ...written, by: auth.personId })))
            throw new AppError('CONFLICT', 'errors.CV_IMPORT_APPLIED');
          // The import in the audit trail, committed with the rows (decision 023 §1b).
          await writeAudit(trx, auth, {
            action: 'import',
            objectType: 'dc',
            objectId: written.idDc,
            subjectPersonId: row.personId,
            detail: `cvImport ${row.id} ${row.format ?? ''}`.trim(),
          });
        },
      );
      return { id: row.id, ...r };
    },

    /** GET /api/Cv2Dc/getCV: the original. */
    async original(auth: AuthContext, id: number) {
      const row = await visible(auth, id);
      const original = await repo.original(id);
      if (!original) throw new AppError('NOT_FOUND', 'errors.FILE_NOT_AVAILABLE');
      // Another person's CV, as sent: a read in the audit trail (once per reader within a few minutes).
      if (row.personId !== auth.personId)
        await repo.transaction((trx) =>
          writeReadAudit(trx, auth, { objectType: 'cvImport', objectId: id, subjectPersonId: row.personId }),
        );
      return original;
    },

    /** GET /api/Cv2Dc/getCVJson: the lines read and the proposal. */
    async extraction(auth: AuthContext, id: number): Promise<CvImportJson> {
      const row = await visible(auth, id);
      if (row.outcome === 'failed' || !row.extraction || !row.format) throw notFound();
      const stored = row.extraction as Stored;
      return {
        id: row.id,
        format: row.format as CvImportFormat,
        pages: row.pages ?? 0,
        ocr: row.ocr,
        lines: stored.lines,
        proposal: stored.proposal,
      };
    },
  };
}
export type CvImportService = ReturnType<typeof createCvImportService>;
