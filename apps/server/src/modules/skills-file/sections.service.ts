/**
 * Sections of a skills file: experiences (with tools), education, languages, certifications and tests
 * (with linked skills) and projects. Each write checks that the viewer may edit the file in its status,
 * that the row belongs to the named file, that referenced skills and attachments exist (attachments: the owner's),
 * and bumps the file's row version through the document kernel's gate (`where row_version = ?`), answering the new
 * one. Sections depend on the kernel (the file's document handle) and the file's reading, not on the file's service.
 */
import type {
  Certification,
  DcLanguage,
  Education,
  Experience,
  Project,
  SectionDeleteResult,
} from '@my-skills/shared/schemas/skills-file';
import type { z } from 'zod';
import type {
  addCertificationBody,
  addEducationBody,
  addExperienceBody,
  addLanguageBody,
  addProjectBody,
  updateCertificationBody,
  updateEducationBody,
  updateExperienceBody,
  updateLanguageBody,
  updateProjectBody,
} from '@my-skills/shared/schemas/skills-file';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { Trx } from '../../db/types';
import type { SkillsFileRepository } from './skills-file.repository';
import type { SectionTable, SectionsRepository } from './sections.repository';
import type { DcContext, SkillsFileDetails } from './skills-file.details';
import { assertCanEdit, type SkillsFileDocument } from './skills-file.workflow';

type Out<T extends z.ZodType> = z.output<T>;
type WithRow<T> = { rowVersion: number; item: T };

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', {}, [{ path, message }]);

export function createSectionsService(deps: {
  document: SkillsFileDocument;
  details: SkillsFileDetails;
  files: SkillsFileRepository;
  repository: SectionsRepository;
}) {
  const { repository: repo, files, document } = deps;
  const { load } = document;
  const write = <T>(
    auth: AuthContext,
    ctx: DcContext,
    rowVersion: number,
    work: Parameters<typeof document.write<T>>[3],
  ) => document.write(auth, ctx, rowVersion, work);

  /** The file, editable by the viewer. */
  async function editable(auth: AuthContext, fileId: number): Promise<DcContext> {
    const ctx = await load(auth, fileId);
    assertCanEdit(ctx);
    return ctx;
  }

  /** A row of `table` that belongs to the file (404 otherwise). */
  async function ownRow(table: SectionTable, id: number, fileId: number) {
    const rowFile = await repo.sectionFileId(table, id);
    if (rowFile !== fileId) throw new AppError('NOT_FOUND', 'errors.NOT_FOUND');
  }

  async function assertSkills(ids: readonly number[], path: string) {
    if (ids.length === 0) return;
    const found = await files.catalogueSkills(ids);
    const missing = [...new Set(ids)].filter((id) => !found.some((f) => f.id === id));
    if (missing.length) throw invalid(path, `unknown skill ${missing.join(', ')}`);
  }

  async function assertFile(idFile: number | null, ownerId: number) {
    if (idFile !== null && !(await files.fileOwnedBy(idFile, ownerId)))
      throw invalid('body.idFile', 'not an attachment of this person');
  }

  const find = <T extends { id: number }>(rows: readonly T[], id: number): T => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new AppError('NOT_FOUND', 'errors.NOT_FOUND');
    return row;
  };

  // ── reads: the same sections as the details, at the row version given (the file's, or the one a write left) ──
  const read = (ctx: DcContext, rowVersion = ctx.dc.rowVersion) => deps.details.sectionsOf({ ...ctx.dc, rowVersion });
  const experiences = async (ctx: DcContext, rowVersion?: number): Promise<Experience[]> =>
    (await read(ctx, rowVersion)).experiences;
  const educations = async (ctx: DcContext, rowVersion?: number): Promise<Education[]> =>
    (await read(ctx, rowVersion)).educations;
  const languages = async (ctx: DcContext, rowVersion?: number): Promise<DcLanguage[]> =>
    (await read(ctx, rowVersion)).languages;
  const certifications = async (ctx: DcContext, rowVersion?: number): Promise<Certification[]> =>
    (await read(ctx, rowVersion)).certifications;
  const projects = async (ctx: DcContext, rowVersion?: number): Promise<Project[]> =>
    (await read(ctx, rowVersion)).projects;

  async function remove(
    auth: AuthContext,
    table: SectionTable,
    q: { id: number; idDc: number; rowVersion: number },
  ): Promise<SectionDeleteResult> {
    const ctx = await editable(auth, q.idDc);
    await ownRow(table, q.id, q.idDc);
    const r = await write(auth, ctx, q.rowVersion, (trx) => repo.deleteSectionRow(trx, table, q.id));
    return { id: q.id, rowVersion: r.rowVersion };
  }

  const experienceValues = (b: Out<typeof addExperienceBody>) => ({
    position: b.position,
    startDate: b.startDate,
    endDate: b.endDate,
    client: b.client,
    project: b.project,
    description: b.description,
    teamsMethods: b.teamsMethods,
    tasks: b.tasks,
    tools: b.tools,
  });
  const educationValues = (b: Out<typeof addEducationBody>) => ({
    degree: b.degree,
    school: b.school,
    year: b.year,
    mention: b.mention,
    id_file: b.idFile,
  });
  const certificationValues = (b: Out<typeof addCertificationBody>) => ({
    kind: b.kind,
    name: b.name,
    organism: b.organism,
    obtained_date: b.obtainedDate,
    expiry_date: b.expiryDate,
    score: b.score,
    id_file: b.idFile,
    idSkills: b.idSkills,
  });
  const projectValues = (b: Out<typeof addProjectBody>) => ({
    name: b.name,
    description: b.description,
    start_date: b.startDate,
    end_date: b.endDate,
  });

  type List<T> = (ctx: DcContext, rowVersion?: number) => Promise<T[]>;
  type RowWrite = { idDc: number; rowVersion: number };

  /**
   * One section's calls from its definition: read its rows; add one (the file editable by the viewer, the section's
   * checks, the insert behind the gate); change one (the same, and the row must belong to the file); delete one.
   * Writes answer the row as read after them.
   */
  function section<T extends { id: number }, Add extends RowWrite, Update extends Add & { id: number }>(spec: {
    table: SectionTable;
    list: List<T>;
    insert: (trx: Trx, fileId: number, b: Add) => Promise<number>;
    update: (trx: Trx, b: Update) => Promise<unknown>;
    /** Checks of a body (`exceptId`: the row being changed, null on add). */
    check?: (ctx: DcContext, b: Add, exceptId: number | null) => Promise<void>;
  }) {
    return {
      /** A section's rows: another person's file is read (one audit entry per reader and file, as Dc/details). */
      async of(auth: AuthContext, fileId: number) {
        const ctx = await load(auth, fileId);
        const [rows] = await Promise.all([
          spec.list(ctx),
          ctx.relation.isOwner ? undefined : document.auditRead(auth, ctx),
        ]);
        return rows;
      },
      async add(auth: AuthContext, b: Add): Promise<WithRow<T>> {
        const ctx = await editable(auth, b.idDc);
        await spec.check?.(ctx, b, null);
        const r = await write(auth, ctx, b.rowVersion, (trx) => spec.insert(trx, ctx.dc.id, b));
        return { rowVersion: r.rowVersion, item: find(await spec.list(ctx, r.rowVersion), r.result) };
      },
      async update(auth: AuthContext, b: Update): Promise<WithRow<T>> {
        const ctx = await editable(auth, b.idDc);
        await ownRow(spec.table, b.id, b.idDc);
        await spec.check?.(ctx, b, b.id);
        const r = await write(auth, ctx, b.rowVersion, (trx) => spec.update(trx, b));
        return { rowVersion: r.rowVersion, item: find(await spec.list(ctx, r.rowVersion), b.id) };
      },
      remove: (auth: AuthContext, q: { id: number; idDc: number; rowVersion: number }) => remove(auth, spec.table, q),
    };
  }

  const experience = section<Experience, Out<typeof addExperienceBody>, Out<typeof updateExperienceBody>>({
    table: 'dc_experience',
    list: experiences,
    insert: (trx, fileId, b) => repo.insertExperience(trx, fileId, experienceValues(b)),
    update: (trx, b) => repo.updateExperience(trx, b.id, experienceValues(b)),
    check: (_ctx, b) => assertSkills(b.tools, 'body.tools'),
  });
  const education = section<Education, Out<typeof addEducationBody>, Out<typeof updateEducationBody>>({
    table: 'dc_education',
    list: educations,
    insert: (trx, fileId, b) => repo.insertEducation(trx, fileId, educationValues(b)),
    update: (trx, b) => repo.updateEducation(trx, b.id, educationValues(b)),
    check: (ctx, b) => assertFile(b.idFile, ctx.dc.personId),
  });
  const languageValues = (b: Out<typeof addLanguageBody>) => ({ language_code: b.languageCode, id_level: b.idLevel });
  const language = section<DcLanguage, Out<typeof addLanguageBody>, Out<typeof updateLanguageBody>>({
    table: 'dc_language',
    list: languages,
    insert: (trx, fileId, b) => repo.insertLanguage(trx, fileId, languageValues(b)),
    update: (trx, b) => repo.updateLanguage(trx, b.id, languageValues(b)),
    async check(_ctx, b, exceptId) {
      if (await repo.languageTaken(b.idDc, b.languageCode, exceptId))
        throw new AppError('CONFLICT', 'errors.DC_LANGUAGE_ALREADY_PRESENT');
    },
  });
  const certification = section<Certification, Out<typeof addCertificationBody>, Out<typeof updateCertificationBody>>({
    table: 'dc_certification',
    list: certifications,
    insert: (trx, fileId, b) => repo.insertCertification(trx, fileId, certificationValues(b)),
    update: (trx, b) => repo.updateCertification(trx, b.id, certificationValues(b)),
    async check(ctx, b) {
      await assertSkills(b.idSkills, 'body.idSkills');
      await assertFile(b.idFile, ctx.dc.personId);
    },
  });
  const project = section<Project, Out<typeof addProjectBody>, Out<typeof updateProjectBody>>({
    table: 'dc_project',
    list: projects,
    insert: (trx, fileId, b) => repo.insertProject(trx, fileId, projectValues(b)),
    update: (trx, b) => repo.updateProject(trx, b.id, projectValues(b)),
  });

  return {
    experiencesOf: experience.of,
    addExperience: experience.add,
    updateExperience: experience.update,
    deleteExperience: experience.remove,

    educationsOf: education.of,
    addEducation: education.add,
    updateEducation: education.update,
    deleteEducation: education.remove,

    languagesOf: language.of,
    addLanguage: language.add,
    updateLanguage: language.update,
    deleteLanguage: language.remove,

    certificationsOf: certification.of,
    addCertification: certification.add,
    updateCertification: certification.update,
    deleteCertification: certification.remove,
    /** Links more skills to a certification (the row names its file). */
    async addCertificationSkill(
      auth: AuthContext,
      b: { idCertification: number; idSkills: number[]; rowVersion: number },
    ): Promise<WithRow<Certification>> {
      const fileId = await repo.sectionFileId('dc_certification', b.idCertification);
      if (fileId === undefined) throw new AppError('NOT_FOUND', 'errors.NOT_FOUND');
      const ctx = await editable(auth, fileId);
      await assertSkills(b.idSkills, 'body.idSkills');
      const r = await write(auth, ctx, b.rowVersion, (trx) =>
        repo.addCertificationSkills(trx, b.idCertification, b.idSkills),
      );
      return { rowVersion: r.rowVersion, item: find(await certifications(ctx, r.rowVersion), b.idCertification) };
    },

    projectsOf: project.of,
    addProject: project.add,
    updateProject: project.update,
    deleteProject: project.remove,

    // ── file-level reads reused by Dc/* ──
    experiences,
  };
}
export type SectionsService = ReturnType<typeof createSectionsService>;
