/**
 * Skills file (DC): reading a file, creating it, changing its content and skills, its workflow (through the document
 * kernel: skills-file.workflow.ts), the manager's e-mail and the export. Sections are in sections.service.ts.
 *
 * Every call checks the page permission (route), the per-file visibility (file-access) and the rules of
 * `dcFilePermissions` (shared) for the file's status. Every write names the row version it read and goes through the
 * kernel's gate (`where id = ? and row_version = ?` in the transaction); a stale version is a 409.
 * Decisions: docs/decisions/005-skills-file.md, 012-document-kernel-and-org-chart.md.
 */
import { DC_STATUSES, type LanguageId } from '@my-skills/shared/constants';
import { canCreateDcFor, findDuplicateOtherSkills, missingDcData } from '@my-skills/shared/skills-file-rules';
import type {
  CreateDcBody,
  DcDataCheck,
  DcDetails,
  DcIdentity,
  DcMenu,
  DcWriteResult,
  UpdateDcBody,
  UpdateDcStatusBody,
} from '@my-skills/shared/schemas/skills-file';
import { byLanguage, languageCodeOf } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { DocumentKernel } from '../../lib/documents/kernel';
import type { FileAccess } from '../people/file-access';
import type { SkillsFileRepository } from './skills-file.repository';
import type { SkillsFileReadRepository } from './skills-file-read.repository';
import { statusName, type DcDocumentFormat, type SkillsFileDetails } from './skills-file.details';
import { iso, personRef } from '../../lib/documents/display';
import { assertCanEdit, submittedMail, type SkillsFileDocument } from './skills-file.workflow';

export interface SkillsFileServiceDeps {
  kernel: DocumentKernel;
  document: SkillsFileDocument;
  details: SkillsFileDetails;
  repository: SkillsFileRepository;
  read: SkillsFileReadRepository;
  fileAccess: FileAccess;
  /** Base of links in e-mails (config.publicUrl). */
  publicUrl: string;
}

const writeResult = (fileId: number, r: { rowVersion: number; status: number; version: number }): DcWriteResult => ({
  idDc: fileId,
  rowVersion: r.rowVersion,
  status: r.status,
  version: r.version,
});

/** 422 listing the references of a body that name nothing (one detail per message). */
function assertNoneUnknown(path: string, messages: string[]) {
  if (messages.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      'errors.VALIDATION_FAILED',
      {},
      messages.map((message) => ({ path, message })),
    );
  }
}

/** The answer's message of each workflow action. */
const STATUS_MESSAGES = {
  submit: (sent: boolean) => (sent ? 'messages.dcSubmitted' : 'messages.actionSuccess'),
  validate: (sent: boolean) => (sent ? 'messages.dcValidated' : 'messages.dcValidatedNoBoond'),
  toDraft: () => 'messages.actionSuccess',
} as const satisfies Record<UpdateDcStatusBody['action'], (sent: boolean) => MessageKeyOfStatus>;

export function createSkillsFileService(deps: SkillsFileServiceDeps) {
  const { repository: repo, read, document, details, fileAccess } = deps;
  const { load } = document;

  return {
    /** The catalogue changed (here or in another process): cached sections may show old names. */
    catalogueChanged: details.catalogueChanged,

    /** GET /api/Dc/getDc: a person's files per language, with their archived versions. */
    async menu(auth: AuthContext, idUser: number | undefined): Promise<DcMenu> {
      const personId = idUser ?? auth.personId;
      const relation = await fileAccess.assertCanOpen(auth, personId);
      const [identity, versions] = await Promise.all([repo.identity(personId), repo.versionsOfPerson(personId)]);
      if (!identity) throw new AppError('NOT_FOUND', 'errors.PERSON_NOT_FOUND');
      const isCandidate = !relation.isOwner && auth.roleId === 8 ? await repo.isCandidate(personId) : false;
      const idLangView = auth.idLang;
      return {
        idUser: personId,
        firstName: identity.firstName,
        lastName: identity.lastName,
        canCreate: canCreateDcFor(auth, relation, { isCandidate }),
        files: ([1, 2] as const).map((idLang) => {
          const mine = versions.filter((v) => v.idLang === idLang);
          const current = mine.find((v) => v.status !== DC_STATUSES.ARCHIVED);
          return {
            idLang,
            idDc: current?.id ?? null,
            status: current?.status ?? DC_STATUSES.NEW,
            statusName: statusName(current?.status ?? DC_STATUSES.NEW, idLangView),
            version: current?.version ?? null,
            title: current?.title ?? '',
            updatedAt: iso(current?.updatedAt),
            updatedBy: current
              ? personRef(current.updatedById, current.updatedByFirstName, current.updatedByLastName)
              : null,
            archived: mine
              .filter((v) => v.status === DC_STATUSES.ARCHIVED)
              .map((v) => ({
                idDc: v.id,
                version: v.version,
                status: v.status,
                statusName: statusName(v.status, idLangView),
                updatedAt: iso(v.updatedAt)!,
                validatedAt: iso(v.validatedAt),
              })),
          };
        }),
      };
    },

    /** GET /api/Dc/details: by id, or the current file of a person in a language. */
    async details(auth: AuthContext, query: { idDc?: number; idUser?: number; idLang?: number }): Promise<DcDetails> {
      let fileId = query.idDc;
      if (fileId === undefined) {
        await fileAccess.assertCanOpen(auth, query.idUser!);
        const current = await repo.currentFile(query.idUser!, query.idLang!);
        if (!current) throw new AppError('NOT_FOUND', 'errors.DC_NO_FILE');
        fileId = current.id;
      }
      const ctx = await load(auth, fileId);
      // A read of another person's file is audited (once per reader and file within a few minutes), beside the
      // answer being built: the entry costs no time of its own (issue 23's bench, `skills-file-audit`).
      const [answer] = await Promise.all([
        details.buildDetails(ctx),
        ctx.relation.isOwner ? undefined : document.auditRead(auth, ctx),
      ]);
      return answer;
    },

    /** GET /api/Dc/infoUser: identity of a person for the file's header. */
    async infoUser(auth: AuthContext, idUser: number, idLang: number): Promise<DcIdentity> {
      await fileAccess.assertCanOpen(auth, idUser);
      const [identity, latest] = await Promise.all([repo.identity(idUser), repo.latestFile(idUser, idLang)]);
      if (!identity) throw new AppError('NOT_FOUND', 'errors.PERSON_NOT_FOUND');
      return {
        idUser: identity.id,
        firstName: identity.firstName,
        lastName: identity.lastName,
        email: identity.email,
        reference: identity.reference,
        title: latest?.title ?? '',
        idDc: latest && latest.status !== DC_STATUSES.ARCHIVED ? latest.id : null,
        status: latest && latest.status !== DC_STATUSES.ARCHIVED ? latest.status : DC_STATUSES.NEW,
        manager: personRef(identity.managerId, identity.managerFirstName, identity.managerLastName),
      };
    },

    /** GET /api/Dc/isDCDataOK */
    async check(auth: AuthContext, fileId: number): Promise<DcDataCheck> {
      const { dc } = await load(auth, fileId);
      const { experiences, educations, languages, certifications, projects, skills, otherSkills } = await read.content(
        dc.id,
        dc.idLang,
        dc.personId,
      );
      const missing = missingDcData({
        experiences,
        educations,
        languages,
        certifications,
        projects,
        skills,
        otherSkills,
      });
      return { ok: missing.length === 0, missing };
    },

    /** POST /api/Dc/save: a new draft (version 1, or the next number), pre-filled from a job profile. */
    async create(auth: AuthContext, body: CreateDcBody): Promise<DcWriteResult> {
      const relation = await fileAccess.relationTo(auth, body.idUser);
      const isCandidate = !relation.isOwner && auth.roleId === 8 ? await repo.isCandidate(body.idUser) : false;
      if (!canCreateDcFor(auth, relation, { isCandidate })) throw new AppError('FORBIDDEN');
      let profileTitle = '';
      if (body.idProfile) {
        const profile = await repo.profile(body.idProfile);
        if (!profile) {
          throw new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', {}, [
            { path: 'body.idProfile', message: 'unknown job profile' },
          ]);
        }
        profileTitle = byLanguage(body.idLang, profile.nameFr, profile.nameEn);
      }
      if (await repo.currentFile(body.idUser, body.idLang)) throw new AppError('CONFLICT', 'errors.DC_ALREADY_EXISTS');
      const created = await deps.kernel.transaction(async (trx) => {
        const version = await document.nextVersion(trx, { person_id: body.idUser, id_lang: body.idLang });
        const row = await repo.insertFile(trx, {
          personId: body.idUser,
          idLang: body.idLang,
          version,
          title: body.title ?? profileTitle,
          idProfile: body.idProfile ?? null,
          by: auth.personId,
        });
        await document.recordCreation(trx, row.id, DC_STATUSES.DRAFT, auth.personId);
        if (body.idProfile) await repo.prefillFromProfile(trx, row.id, body.idProfile);
        return row;
      });
      return writeResult(created.id, created);
    },

    /** PUT /api/Dc/update: title, summary, skills and other skills (complete lists when given). */
    async update(auth: AuthContext, body: UpdateDcBody): Promise<DcWriteResult> {
      const ctx = await load(auth, body.idDc);
      assertCanEdit(ctx);
      // The file's current skills and other skills, read once if the body leaves either list as it is.
      let sections: ReturnType<typeof read.sections> | undefined;
      const current = () => (sections ??= read.sections(ctx.dc.id, ctx.dc.idLang));
      // The skills the file will hold: the given list (level 0 removes; the last of a repeated id wins), else the current ones.
      let skills: { idSkill: number; level: number }[] | undefined;
      let skillNames: { label: string; nameFr: string; nameEn: string }[];
      if (body.skills) {
        const byId = new Map<number, number>();
        for (const s of body.skills) byId.set(s.idSkill, s.level);
        skills = [...byId].filter(([, level]) => level > 0).map(([idSkill, level]) => ({ idSkill, level }));
        const found = await repo.catalogueSkills(skills.map((s) => s.idSkill));
        const unknown = skills.filter((s) => !found.some((f) => f.id === s.idSkill));
        assertNoneUnknown(
          'body.skills',
          unknown.map((u) => `unknown skill ${u.idSkill}`),
        );
        skillNames = found;
      } else {
        skillNames = (await current()).skills;
      }
      const others = body.otherSkills?.map((o) => ({
        idSkillType: o.idSkillType,
        name: o.name.trim().replace(/\s+/g, ' '),
        level: o.level ?? 1,
      }));
      if (others) {
        const types = await repo.skillTypes(others.map((o) => o.idSkillType));
        const unknown = others.filter((o) => !types.some((t) => t.id === o.idSkillType));
        assertNoneUnknown(
          'body.otherSkills',
          unknown.map((u) => `unknown skill type ${u.idSkillType}`),
        );
      }
      const duplicates = findDuplicateOtherSkills(skillNames, others ?? (await current()).otherSkills);
      if (duplicates.length) {
        throw new AppError(
          'BUSINESS_RULE',
          'errors.DC_OTHER_SKILLS_DUPLICATES',
          { names: duplicates.join(', ') },
          duplicates.map((name) => ({ path: 'body.otherSkills', message: name })),
        );
      }
      const set = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.summary !== undefined ? { summary: body.summary } : {}),
      };
      const r = await document.write(
        auth,
        ctx,
        body.rowVersion,
        async (trx) => {
          if (skills) await repo.replaceSkills(trx, ctx.dc.id, skills);
          if (others) await repo.replaceOtherSkills(trx, ctx.dc.id, others);
        },
        set,
      );
      return writeResult(ctx.dc.id, { ...r, version: ctx.dc.version });
    },

    /** PUT /api/Dc/updateStatus: submit, validate (with the push to BoondManager), back to draft. */
    async updateStatus(
      auth: AuthContext,
      body: UpdateDcStatusBody,
    ): Promise<DcWriteResult & { messageKey: MessageKeyOfStatus }> {
      const ctx = await load(auth, body.idDc);
      const r = await document.transition(auth, ctx, body.action, body);
      return {
        ...writeResult(ctx.dc.id, { rowVersion: r.rowVersion, status: r.to, version: ctx.dc.version }),
        messageKey: STATUS_MESSAGES[body.action](r.enqueued.length > 0),
      };
    },

    /** POST /api/Dc/createNewVersionDc: a new draft copying a validated file; the old version is archived. */
    async createNewVersion(auth: AuthContext, body: { idDc: number; rowVersion: number }): Promise<DcWriteResult> {
      const ctx = await load(auth, body.idDc);
      const r = await document.transition(auth, ctx, 'newVersion', { rowVersion: body.rowVersion });
      const created = r.result as Awaited<ReturnType<SkillsFileRepository['insertFile']>>;
      return writeResult(created.id, created);
    },

    /** POST /api/Dc/sendEmailDC: e-mails the owner's manager about the file. */
    async sendEmail(auth: AuthContext, fileId: number, idLang?: LanguageId) {
      const ctx = await load(auth, fileId);
      if (!ctx.relation.isOwner && !ctx.perms.canEdit) throw new AppError('FORBIDDEN');
      if (ctx.dc.managerId === null || !ctx.dc.managerEmail)
        throw new AppError('BUSINESS_RULE', 'errors.DC_NO_MANAGER');
      const [queued] = await document.send([submittedMail(deps.publicUrl, auth, ctx.dc, idLang)!]);
      return { id: queued!.id, to: ctx.dc.managerEmail };
    },

    /** GET /api/SpireDoc/downLoadDC: the file as Word or PDF, base64. */
    async download(auth: AuthContext, fileId: number, format: DcDocumentFormat) {
      const ctx = await load(auth, fileId);
      if (!ctx.perms.canExport) throw new AppError('FORBIDDEN');
      const full = await details.buildDetails(ctx);
      const rendered = await details.render(full, format);
      if (!rendered) throw new AppError('NOT_FOUND', 'errors.FILE_NOT_AVAILABLE');
      // Every export is audited, the owner's too: a document leaving the application (decision 023 §1b).
      await document.audit(auth, ctx, 'export', `${format} ${languageCodeOf(ctx.dc.idLang)}`);
      return {
        fileName: rendered.fileName,
        contentType: rendered.contentType,
        content: Buffer.from(rendered.content).toString('base64'),
      };
    },
  };
}
export type SkillsFileService = ReturnType<typeof createSkillsFileService>;
export type MessageKeyOfStatus =
  'messages.actionSuccess' | 'messages.dcSubmitted' | 'messages.dcValidated' | 'messages.dcValidatedNoBoond';
