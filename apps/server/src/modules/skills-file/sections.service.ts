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
import type { SkillsFileRepository } from './skills-file.repository';
import type { SectionTable, SectionsRepository } from './sections.repository';
import type { DcContext, SkillsFileDetails } from './skills-file.details';
import type { SkillsFileDocument } from './skills-file.workflow';

type Out<T extends z.ZodType> = z.output<T>;
type WithRow<T> = { rowVersion: number; item: T };

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', {}, [{ path, message }]);

export function createSectionsService(deps: {
  document: SkillsFileDocument;
  details: SkillsFileDetails;
  /** Content changes need canEdit; an archived version never changes (the file's rule). */
  assertCanEdit: (ctx: DcContext) => void;
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
    deps.assertCanEdit(ctx);
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

  return {
    // ── experiences ──
    async experiencesOf(auth: AuthContext, fileId: number) {
      return experiences(await load(auth, fileId));
    },
    async addExperience(auth: AuthContext, b: Out<typeof addExperienceBody>): Promise<WithRow<Experience>> {
      const ctx = await editable(auth, b.idDc);
      await assertSkills(b.tools, 'body.tools');
      const r = await write(auth, ctx, b.rowVersion, (trx) => repo.insertExperience(trx, b.idDc, experienceValues(b)));
      return { rowVersion: r.rowVersion, item: find(await experiences(ctx, r.rowVersion), r.result) };
    },
    async updateExperience(auth: AuthContext, b: Out<typeof updateExperienceBody>): Promise<WithRow<Experience>> {
      const ctx = await editable(auth, b.idDc);
      await ownRow('dc_experience', b.id, b.idDc);
      await assertSkills(b.tools, 'body.tools');
      const r = await write(auth, ctx, b.rowVersion, (trx) => repo.updateExperience(trx, b.id, experienceValues(b)));
      return { rowVersion: r.rowVersion, item: find(await experiences(ctx, r.rowVersion), b.id) };
    },
    deleteExperience: (auth: AuthContext, q: { id: number; idDc: number; rowVersion: number }) =>
      remove(auth, 'dc_experience', q),

    // ── education ──
    async educationsOf(auth: AuthContext, fileId: number) {
      return educations(await load(auth, fileId));
    },
    async addEducation(auth: AuthContext, b: Out<typeof addEducationBody>): Promise<WithRow<Education>> {
      const ctx = await editable(auth, b.idDc);
      await assertFile(b.idFile, ctx.dc.personId);
      const r = await write(auth, ctx, b.rowVersion, (trx) => repo.insertEducation(trx, b.idDc, educationValues(b)));
      return { rowVersion: r.rowVersion, item: find(await educations(ctx, r.rowVersion), r.result) };
    },
    async updateEducation(auth: AuthContext, b: Out<typeof updateEducationBody>): Promise<WithRow<Education>> {
      const ctx = await editable(auth, b.idDc);
      await ownRow('dc_education', b.id, b.idDc);
      await assertFile(b.idFile, ctx.dc.personId);
      const r = await write(auth, ctx, b.rowVersion, (trx) => repo.updateEducation(trx, b.id, educationValues(b)));
      return { rowVersion: r.rowVersion, item: find(await educations(ctx, r.rowVersion), b.id) };
    },
    deleteEducation: (auth: AuthContext, q: { id: number; idDc: number; rowVersion: number }) =>
      remove(auth, 'dc_education', q),

    // ── languages ──
    async languagesOf(auth: AuthContext, fileId: number) {
      return languages(await load(auth, fileId));
    },
    async addLanguage(auth: AuthContext, b: Out<typeof addLanguageBody>): Promise<WithRow<DcLanguage>> {
      const ctx = await editable(auth, b.idDc);
      if (await repo.languageTaken(b.idDc, b.languageCode, null))
        throw new AppError('CONFLICT', 'errors.DC_LANGUAGE_ALREADY_PRESENT');
      const r = await write(auth, ctx, b.rowVersion, (trx) =>
        repo.insertLanguage(trx, b.idDc, { language_code: b.languageCode, id_level: b.idLevel }),
      );
      return { rowVersion: r.rowVersion, item: find(await languages(ctx, r.rowVersion), r.result) };
    },
    async updateLanguage(auth: AuthContext, b: Out<typeof updateLanguageBody>): Promise<WithRow<DcLanguage>> {
      const ctx = await editable(auth, b.idDc);
      await ownRow('dc_language', b.id, b.idDc);
      if (await repo.languageTaken(b.idDc, b.languageCode, b.id))
        throw new AppError('CONFLICT', 'errors.DC_LANGUAGE_ALREADY_PRESENT');
      const r = await write(auth, ctx, b.rowVersion, (trx) =>
        repo.updateLanguage(trx, b.id, { language_code: b.languageCode, id_level: b.idLevel }),
      );
      return { rowVersion: r.rowVersion, item: find(await languages(ctx, r.rowVersion), b.id) };
    },
    deleteLanguage: (auth: AuthContext, q: { id: number; idDc: number; rowVersion: number }) =>
      remove(auth, 'dc_language', q),

    // ── certifications and tests ──
    async certificationsOf(auth: AuthContext, fileId: number) {
      return certifications(await load(auth, fileId));
    },
    async addCertification(auth: AuthContext, b: Out<typeof addCertificationBody>): Promise<WithRow<Certification>> {
      const ctx = await editable(auth, b.idDc);
      await assertSkills(b.idSkills, 'body.idSkills');
      await assertFile(b.idFile, ctx.dc.personId);
      const r = await write(auth, ctx, b.rowVersion, (trx) =>
        repo.insertCertification(trx, b.idDc, certificationValues(b)),
      );
      return { rowVersion: r.rowVersion, item: find(await certifications(ctx, r.rowVersion), r.result) };
    },
    async updateCertification(
      auth: AuthContext,
      b: Out<typeof updateCertificationBody>,
    ): Promise<WithRow<Certification>> {
      const ctx = await editable(auth, b.idDc);
      await ownRow('dc_certification', b.id, b.idDc);
      await assertSkills(b.idSkills, 'body.idSkills');
      await assertFile(b.idFile, ctx.dc.personId);
      const r = await write(auth, ctx, b.rowVersion, (trx) =>
        repo.updateCertification(trx, b.id, certificationValues(b)),
      );
      return { rowVersion: r.rowVersion, item: find(await certifications(ctx, r.rowVersion), b.id) };
    },
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
    deleteCertification: (auth: AuthContext, q: { id: number; idDc: number; rowVersion: number }) =>
      remove(auth, 'dc_certification', q),

    // ── projects ──
    async projectsOf(auth: AuthContext, fileId: number) {
      return projects(await load(auth, fileId));
    },
    async addProject(auth: AuthContext, b: Out<typeof addProjectBody>): Promise<WithRow<Project>> {
      const ctx = await editable(auth, b.idDc);
      const r = await write(auth, ctx, b.rowVersion, (trx) => repo.insertProject(trx, b.idDc, projectValues(b)));
      return { rowVersion: r.rowVersion, item: find(await projects(ctx, r.rowVersion), r.result) };
    },
    async updateProject(auth: AuthContext, b: Out<typeof updateProjectBody>): Promise<WithRow<Project>> {
      const ctx = await editable(auth, b.idDc);
      await ownRow('dc_project', b.id, b.idDc);
      const r = await write(auth, ctx, b.rowVersion, (trx) => repo.updateProject(trx, b.id, projectValues(b)));
      return { rowVersion: r.rowVersion, item: find(await projects(ctx, r.rowVersion), b.id) };
    },
    deleteProject: (auth: AuthContext, q: { id: number; idDc: number; rowVersion: number }) =>
      remove(auth, 'dc_project', q),

    // ── file-level reads reused by Dc/* ──
    experiences,
  };
}
export type SectionsService = ReturnType<typeof createSectionsService>;
