/**
 * Skills file (DC): reading a file, creating it, changing its content and skills, the workflow
 * (submit, validate with the push to BoondManager, back to draft), new versions, the manager's e-mail and the export.
 * Sections (experiences, education, languages, certifications, projects) are in sections.service.ts.
 *
 * Every call checks the page permission (route), the per-file visibility (file-access) and the rules of
 * `dcFilePermissions` (shared) for the file's status. Every write names the row version it read: the file row is
 * updated `where id = ? and row_version = ?` inside the transaction, and a stale version is a 409.
 * Decisions: docs/decisions/005-skills-file.md.
 */
import { DC_STATUSES, DC_STATUS_LABELS, DEGREE_MENTIONS, type LanguageId } from '@my-skills/shared/constants';
import { languageName } from '@my-skills/shared/languages';
import type { FileRelation } from '@my-skills/shared/roles';
import {
  canCreateDcFor,
  dcFilePermissions,
  experienceYears,
  findDuplicateOtherSkills,
  missingDcData,
  type DcFilePermissions,
} from '@my-skills/shared/skills-file-rules';
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
import type { ObjectState } from '@my-skills/shared/schemas/exchanges';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { Outbox } from '../../integrations/outbox/outbox';
import type { OutboxRepository } from '../../integrations/outbox/outbox.repository';
import { deliveryStateOf } from '../../integrations/outbox/delivery-state';
import { BOOND_KINDS } from '../../integrations/outbox/kinds';
import { renderMail } from '../../integrations/mail/templates';
import type { DcDocumentData } from '../../integrations/documents/dc-document';
import type { FileAccess } from '../people/file-access';
import { DC_STATUS, type SectionsRow, type SkillsFileRepository } from './skills-file.repository';
import { hasContent, toDocumentData, toTechnicalData } from './skills-file.mapping';

export type DcDocumentFormat = 'docx' | 'pdf';
/** The export's renderers (integrations/documents), wired in app.ts. */
export interface DcDocumentRenderers {
  docx?: (data: DcDocumentData) => Promise<Uint8Array>;
  pdf?: (data: DcDocumentData) => Promise<Uint8Array>;
  fileName?: (data: DcDocumentData, format: DcDocumentFormat) => string;
}

export interface SkillsFileServiceDeps {
  repository: SkillsFileRepository;
  fileAccess: FileAccess;
  outbox: Outbox;
  outboxRepository: OutboxRepository;
  /** Base of links in e-mails (config.publicUrl). */
  publicUrl: string;
  documents?: DcDocumentRenderers;
  /** The document format pushed to BoondManager with the technical data. */
  boondDocumentFormat?: DcDocumentFormat;
  now?: () => Date;
}

const CONTENT_TYPES: Record<DcDocumentFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : new Date(d).toISOString();
const nameOf = (id: number | null, first: string | null, last: string | null) =>
  id !== null && first !== null ? { id, name: `${first} ${last ?? ''}`.trim() } : null;
export const statusName = (status: number, idLang: number) => {
  const label = DC_STATUS_LABELS[status as keyof typeof DC_STATUS_LABELS];
  return label ? (idLang === 2 ? label.en : label.fr) : String(status);
};
const mentionName = (mention: number | null, idLang: number) => {
  const m = DEGREE_MENTIONS.find((x) => x.id === mention);
  return m ? (idLang === 2 ? m.en : m.fr) : null;
};

/** Thrown inside a transaction when the file's row version moved; turned into the 409 after the rollback. */
class StaleRowVersion extends Error {}

export type LoadedDc = NonNullable<Awaited<ReturnType<SkillsFileRepository['findDc']>>>;
export interface DcContext {
  dc: LoadedDc;
  relation: FileRelation;
  perms: DcFilePermissions;
}

export function createSkillsFileService(deps: SkillsFileServiceDeps) {
  const { repository: repo, fileAccess, outbox, outboxRepository } = deps;
  const now = deps.now ?? (() => new Date());

  /** The file, the viewer's relation to its owner and what the viewer may do (403 when they may not read it). */
  async function load(auth: AuthContext, idDc: number): Promise<DcContext> {
    const dc = await repo.findDc(idDc, auth.personId);
    if (!dc) throw new AppError('NOT_FOUND', 'errors.DC_NOT_FOUND');
    const isOwner = dc.personId === auth.personId;
    const relation: FileRelation = { isOwner, managesOwner: !isOwner && Boolean(dc.managesOwner) };
    const perms = dcFilePermissions(auth, relation, dc.status);
    if (!perms.canRead) throw new AppError('FORBIDDEN');
    return { dc, relation, perms };
  }

  async function conflict(idDc: number): Promise<AppError> {
    const editor = await repo.lastEditor(idDc);
    const name = editor?.firstName ? `${editor.firstName} ${editor.lastName ?? ''}`.trim() : '?';
    return new AppError('CONFLICT', 'errors.DC_CONFLICT', { name });
  }

  /**
   * Runs a write on a file: checks the row version read by the caller, then in one transaction bumps it
   * (`where row_version = ?`) and does `work`. Answers the new row version.
   */
  async function write<T>(
    ctx: DcContext,
    auth: AuthContext,
    rowVersion: number,
    work: (trx: Transaction<Database>) => Promise<T>,
    set: { title?: string; summary?: string } = {},
  ): Promise<{ result: T; rowVersion: number; status: number; version: number }> {
    if (ctx.dc.rowVersion !== rowVersion) throw await conflict(ctx.dc.id);
    try {
      return await outbox.transaction(async (trx) => {
        const bumped = await repo.bump(trx, ctx.dc.id, rowVersion, auth.personId, set);
        if (!bumped) throw new StaleRowVersion();
        const result = await work(trx);
        return { result, rowVersion: bumped.rowVersion, status: bumped.status, version: bumped.version };
      });
    } catch (error) {
      if (error instanceof StaleRowVersion) throw await conflict(ctx.dc.id);
      throw error;
    }
  }

  /** Content changes need canEdit; an archived version never changes. */
  function assertCanEdit(ctx: DcContext) {
    if (ctx.dc.status === DC_STATUS.ARCHIVED) throw new AppError('BUSINESS_RULE', 'errors.DC_ARCHIVED');
    if (!ctx.perms.canEdit) throw new AppError('FORBIDDEN');
  }

  /** The delivery block: the file's own Boond messages (those about its owner), never another person's. */
  async function deliveryOf(idDc: number, ownerId: number): Promise<ObjectState | null> {
    const state = await deliveryStateOf(outboxRepository, repo.db, 'dc', idDc, {
      kinds: BOOND_KINDS,
      personId: ownerId,
    });
    return state.batchId && state.messages.length > 0 ? state : null;
  }

  /**
   * A file's sections and history by (file, row version, language): every write bumps the row version, so an entry
   * is never stale for the file's own content. They also show catalogue data (skill and type names, language
   * levels): `catalogueChanged` (wired in app.ts to the catalogue's changes, in every process) drops them all.
   * SECTIONS_TTL_MS bounds what no notification covers (a person's name in the history, an attachment unlinked
   * from a draft when it is deleted) and a notification lost without the connection reporting it.
   */
  const SECTIONS_TTL_MS = 30_000;
  const SECTIONS_MAX = 500;
  const sectionsCache = new Map<string, { at: number; value: Promise<SectionsRow> }>();
  function cachedSections(idDc: number, rowVersion: number, idLang: number): Promise<SectionsRow> {
    const key = `${idDc}:${rowVersion}:${idLang}`;
    const hit = sectionsCache.get(key);
    if (hit && Date.now() - hit.at < SECTIONS_TTL_MS) return hit.value;
    if (sectionsCache.size >= SECTIONS_MAX) sectionsCache.delete(sectionsCache.keys().next().value!);
    const value = repo.sections(idDc, idLang);
    // A failed read is not kept.
    value.catch(() => sectionsCache.delete(key));
    sectionsCache.set(key, { at: Date.now(), value });
    return value;
  }

  /**
   * A file's sections in its language, as the details and every section call answer them (one reading path:
   * the cached statement of `repo.sections`). `rowVersion` names the state to read, e.g. right after a write.
   */
  async function sectionsOf(dc: { id: number; rowVersion: number; idLang: number }) {
    const idLang = dc.idLang;
    const content = await cachedSections(dc.id, dc.rowVersion, idLang);
    const { experiences, educations, languages, certifications, projects, skills, otherSkills } = content;
    return {
      experiences: experiences.map((e) => ({ ...e, tools: e.tools ?? [] })),
      educations: educations.map((e) => ({ ...e, mentionName: mentionName(e.mention, idLang) })),
      languages: languages.map((l) => ({ ...l, languageName: languageName(l.languageCode, idLang) })),
      certifications: certifications.map((c) => ({
        ...c,
        kind: c.kind === 'test' ? ('test' as const) : ('certification' as const),
        skills: c.skills ?? [],
      })),
      projects,
      skills: skills.map((s) => ({
        idSkill: s.idSkill,
        name: s.name,
        label: s.label,
        idSkillType: s.idSkillType,
        skillTypeName: s.skillTypeName,
        isSoft: s.isSoft,
        level: s.level,
        isActive: s.isActive,
      })),
      otherSkills: otherSkills.map((o) => ({
        id: o.id,
        idSkillType: o.idSkillType,
        skillTypeName: o.skillTypeName,
        name: o.name,
        level: o.level,
      })),
      history: content.history,
      skillBoondIds: new Map(skills.map((s) => [s.idSkill, s.idBoond])),
    };
  }

  /** The whole file as the details call answers it (the viewer's permissions included). */
  async function buildDetails(ctx: DcContext): Promise<DcDetails & { skillBoondIds: Map<number, number | null> }> {
    const { dc, relation, perms } = ctx;
    const idLang = dc.idLang;
    const [{ history, skillBoondIds, ...sections }, meta] = await Promise.all([
      sectionsOf(dc),
      repo.meta(dc.id, idLang, dc.personId),
    ]);
    const { versions } = meta;
    const delivery = meta.hasMessages ? await deliveryOf(dc.id, dc.personId) : null;
    const missing = missingDcData(sections);
    return {
      id: dc.id,
      idUser: dc.personId,
      idLang,
      version: dc.version,
      status: dc.status,
      statusName: statusName(dc.status, idLang),
      rowVersion: dc.rowVersion,
      title: dc.title,
      summary: dc.summary,
      idProfile: dc.idProfile,
      createdAt: iso(dc.createdAt)!,
      updatedAt: iso(dc.updatedAt)!,
      updatedBy: nameOf(dc.updatedById, dc.updatedByFirstName, dc.updatedByLastName),
      submittedAt: iso(dc.submittedAt),
      validatedAt: iso(dc.validatedAt),
      validatedBy: nameOf(dc.validatedById, dc.validatedByFirstName, dc.validatedByLastName),
      experienceYears: experienceYears(sections.experiences, now()),
      identity: {
        idUser: dc.personId,
        firstName: dc.firstName,
        lastName: dc.lastName,
        email: dc.email,
        reference: dc.reference,
        title: dc.title,
        idDc: dc.id,
        status: dc.status,
        manager: nameOf(dc.managerId, dc.managerFirstName, dc.managerLastName),
      },
      ...sections,
      history: history.map((h) => ({
        id: h.id,
        fromStatus: h.fromStatus,
        toStatus: h.toStatus,
        toStatusName: statusName(h.toStatus, idLang),
        changedBy: nameOf(h.changedById, h.firstName, h.lastName),
        changedAt: iso(h.changedAt)!,
        comment: h.comment,
      })),
      versions: versions.map((v) => ({
        idDc: v.id,
        version: v.version,
        status: v.status,
        statusName: statusName(v.status, idLang),
        updatedAt: iso(v.updatedAt)!,
        validatedAt: iso(v.validatedAt),
      })),
      permissions: {
        isOwner: relation.isOwner,
        managesOwner: relation.managesOwner,
        canEdit: perms.canEdit,
        canSubmit: perms.canSubmit,
        canValidate: perms.canValidate,
        canResendToDraft: perms.canResendToDraft,
        canResendBoond: perms.canResendBoond,
        canCreateVersion: perms.canCreateVersion,
        canExport: perms.canExport,
      },
      check: { ok: missing.length === 0, missing },
      delivery,
      skillBoondIds,
    };
  }

  async function render(details: DcDetails, format: DcDocumentFormat) {
    const renderer = deps.documents?.[format];
    if (!renderer || !hasContent(details)) return null;
    const data = toDocumentData(details, now());
    const content = await renderer(data);
    if (!content || content.length === 0) return null;
    const fileName =
      deps.documents?.fileName?.(data, format) ??
      `DC_${details.identity.lastName}_${details.identity.firstName}_${details.idLang === 2 ? 'EN' : 'FR'}.${format}`.replace(
        /[^\w.-]+/g,
        '_',
      );
    return { fileName, contentType: CONTENT_TYPES[format], content };
  }

  /** The file page's address: the route names the person (not the file) and the language. */
  const fileUrl = (dc: { personId: number; idLang: number }) =>
    `${deps.publicUrl}/page/dc/fiche/${dc.personId}/${dc.idLang}`;

  /** The 'file submitted' e-mail to the owner's manager, in the manager's language (or `idLang`). */
  async function enqueueManagerMail(trx: Transaction<Database>, auth: AuthContext, dc: LoadedDc, idLang?: LanguageId) {
    if (dc.managerId === null || !dc.managerEmail) return null;
    const lang: LanguageId = idLang ?? (dc.managerLang === 2 ? 2 : 1);
    const mail = renderMail('dcSubmitted', lang, {
      managerName: `${dc.managerFirstName ?? ''} ${dc.managerLastName ?? ''}`.trim(),
      personName: `${dc.firstName} ${dc.lastName}`,
      fileUrl: fileUrl(dc),
    });
    const enqueued = await outbox.enqueue(trx, {
      kind: 'mail.send',
      payload: { template: 'dcSubmitted', idLang: lang, to: dc.managerEmail, ...mail },
      objectType: 'dc',
      objectId: dc.id,
      personId: dc.personId,
      createdBy: auth.personId,
    });
    return { id: enqueued.id, to: dc.managerEmail };
  }

  const writeResult = (idDc: number, r: { rowVersion: number; status: number; version: number }): DcWriteResult => ({
    idDc,
    rowVersion: r.rowVersion,
    status: r.status,
    version: r.version,
  });

  return {
    /** The catalogue changed (here or in another process): cached sections may show old names. */
    catalogueChanged: () => sectionsCache.clear(),
    load,
    write,
    assertCanEdit,
    sectionsOf,
    buildDetails,

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
          const current = mine.find((v) => v.status !== DC_STATUS.ARCHIVED);
          return {
            idLang,
            idDc: current?.id ?? null,
            status: current?.status ?? DC_STATUSES.NEW,
            statusName: statusName(current?.status ?? DC_STATUSES.NEW, idLangView),
            version: current?.version ?? null,
            title: current?.title ?? '',
            updatedAt: iso(current?.updatedAt),
            updatedBy: current
              ? nameOf(current.updatedById, current.updatedByFirstName, current.updatedByLastName)
              : null,
            archived: mine
              .filter((v) => v.status === DC_STATUS.ARCHIVED)
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
      let idDc = query.idDc;
      if (idDc === undefined) {
        await fileAccess.assertCanOpen(auth, query.idUser!);
        const current = await repo.currentDcId(query.idUser!, query.idLang!);
        if (!current) throw new AppError('NOT_FOUND', 'errors.DC_NO_FILE');
        idDc = current.id;
      }
      const { skillBoondIds: _ids, ...details } = await buildDetails(await load(auth, idDc));
      return details;
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
        idDc: latest && latest.status !== DC_STATUS.ARCHIVED ? latest.id : null,
        status: latest && latest.status !== DC_STATUS.ARCHIVED ? latest.status : DC_STATUSES.NEW,
        manager: nameOf(identity.managerId, identity.managerFirstName, identity.managerLastName),
      };
    },

    /** GET /api/Dc/isDCDataOK */
    async check(auth: AuthContext, idDc: number): Promise<DcDataCheck> {
      const { dc } = await load(auth, idDc);
      const { experiences, educations, languages, certifications, projects, skills, otherSkills } = await repo.content(
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
        profileTitle = body.idLang === 2 ? profile.nameEn : profile.nameFr;
      }
      if (await repo.currentDcId(body.idUser, body.idLang)) throw new AppError('CONFLICT', 'errors.DC_ALREADY_EXISTS');
      const created = await outbox.transaction(async (trx) => {
        const version = await repo.nextVersion(body.idUser, body.idLang, trx);
        const row = await repo.insertDc(trx, {
          personId: body.idUser,
          idLang: body.idLang,
          version,
          title: body.title ?? profileTitle,
          idProfile: body.idProfile ?? null,
          by: auth.personId,
        });
        await repo.insertHistory(trx, row.id, null, DC_STATUS.DRAFT, auth.personId);
        if (body.idProfile) await repo.prefillFromProfile(trx, row.id, body.idProfile);
        return row;
      });
      return writeResult(created.id, created);
    },

    /** PUT /api/Dc/update: title, summary, skills and other skills (complete lists when given). */
    async update(auth: AuthContext, body: UpdateDcBody): Promise<DcWriteResult> {
      const ctx = await load(auth, body.idDc);
      assertCanEdit(ctx);
      const idLang = ctx.dc.idLang;
      // The skills the file will hold: the given list (level 0 removes; the last of a repeated id wins), else the current ones.
      let skills: { idSkill: number; level: number }[] | undefined;
      let skillNames: { label: string; nameFr: string; nameEn: string }[];
      if (body.skills) {
        const byId = new Map<number, number>();
        for (const s of body.skills) byId.set(s.idSkill, s.level);
        skills = [...byId].filter(([, level]) => level > 0).map(([idSkill, level]) => ({ idSkill, level }));
        const found = await repo.catalogueSkills(skills.map((s) => s.idSkill));
        const unknown = skills.filter((s) => !found.some((f) => f.id === s.idSkill));
        if (unknown.length) {
          throw new AppError(
            'VALIDATION_FAILED',
            'errors.VALIDATION_FAILED',
            {},
            unknown.map((u) => ({ path: 'body.skills', message: `unknown skill ${u.idSkill}` })),
          );
        }
        skillNames = found;
      } else {
        skillNames = await repo.skills(ctx.dc.id, idLang);
      }
      const others = body.otherSkills?.map((o) => ({
        idSkillType: o.idSkillType,
        name: o.name.trim().replace(/\s+/g, ' '),
        level: o.level ?? 1,
      }));
      if (others) {
        const types = await repo.skillTypes(others.map((o) => o.idSkillType));
        const unknown = others.filter((o) => !types.some((t) => t.id === o.idSkillType));
        if (unknown.length) {
          throw new AppError(
            'VALIDATION_FAILED',
            'errors.VALIDATION_FAILED',
            {},
            unknown.map((u) => ({ path: 'body.otherSkills', message: `unknown skill type ${u.idSkillType}` })),
          );
        }
      }
      const duplicates = findDuplicateOtherSkills(skillNames, others ?? (await repo.otherSkills(ctx.dc.id, idLang)));
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
      const r = await write(
        ctx,
        auth,
        body.rowVersion,
        async (trx) => {
          if (skills) await repo.replaceSkills(trx, ctx.dc.id, skills);
          if (others) await repo.replaceOtherSkills(trx, ctx.dc.id, others);
        },
        set,
      );
      return writeResult(ctx.dc.id, r);
    },

    /** PUT /api/Dc/updateStatus: submit, validate (with the push to BoondManager), back to draft. */
    async updateStatus(
      auth: AuthContext,
      body: UpdateDcStatusBody,
    ): Promise<DcWriteResult & { messageKey: MessageKeyOfStatus }> {
      const ctx = await load(auth, body.idDc);
      const { dc, perms } = ctx;
      const comment = body.comment ?? '';
      const expected = { submit: DC_STATUS.DRAFT, validate: DC_STATUS.SUBMITTED, toDraft: DC_STATUS.SUBMITTED }[
        body.action
      ];
      if (dc.status !== expected)
        throw new AppError('BUSINESS_RULE', 'errors.DC_STATUS_TRANSITION', {
          status: statusName(dc.status, auth.idLang),
        });
      const allowed = { submit: perms.canSubmit, validate: perms.canValidate, toDraft: perms.canResendToDraft }[
        body.action
      ];
      if (!allowed) throw new AppError('FORBIDDEN');

      if (body.action === 'toDraft') {
        const r = await write(ctx, auth, body.rowVersion, async (trx) => {
          await repo.setStatus(trx, dc.id, DC_STATUS.DRAFT);
          await repo.insertHistory(trx, dc.id, dc.status, DC_STATUS.DRAFT, auth.personId, comment);
        });
        return { ...writeResult(dc.id, { ...r, status: DC_STATUS.DRAFT }), messageKey: 'messages.actionSuccess' };
      }

      const details = await buildDetails(ctx);
      if (!details.check.ok) {
        throw new AppError(
          'BUSINESS_RULE',
          'errors.DC_INCOMPLETE',
          { fields: details.check.missing.join(', ') },
          details.check.missing.map((path) => ({ path, message: 'required' })),
        );
      }

      if (body.action === 'submit') {
        const r = await write(ctx, auth, body.rowVersion, async (trx) => {
          await repo.setStatus(trx, dc.id, DC_STATUS.SUBMITTED, { submittedAt: now() });
          await repo.insertHistory(trx, dc.id, dc.status, DC_STATUS.SUBMITTED, auth.personId, comment);
          return enqueueManagerMail(trx, auth, dc);
        });
        return {
          ...writeResult(dc.id, { ...r, status: DC_STATUS.SUBMITTED }),
          messageKey: r.result ? 'messages.dcSubmitted' : 'messages.actionSuccess',
        };
      }

      // validate: the technical data and the document leave through the outbox, in the same transaction.
      if (ctx.dc.rowVersion !== body.rowVersion) throw await conflict(dc.id);
      const validatedAt = now();
      const technical = toTechnicalData(details, { get: (id) => details.skillBoondIds.get(id) });
      const document =
        dc.idBoond !== null
          ? await render({ ...details, status: DC_STATUS.VALIDATED }, deps.boondDocumentFormat ?? 'docx')
          : null;
      const r = await write(ctx, auth, body.rowVersion, async (trx) => {
        await repo.setStatus(trx, dc.id, DC_STATUS.VALIDATED, { validatedAt, validatedBy: auth.personId });
        await repo.insertHistory(trx, dc.id, dc.status, DC_STATUS.VALIDATED, auth.personId, comment);
        if (dc.idBoond === null) return false;
        const common = { objectType: 'dc' as const, objectId: dc.id, personId: dc.personId, createdBy: auth.personId };
        await outbox.enqueue(trx, {
          kind: 'boond.technicalData',
          payload: { resourceId: dc.idBoond, data: technical },
          ...common,
        });
        if (document) {
          await outbox.enqueue(trx, {
            kind: 'boond.document',
            payload: {
              parentType: 'resourceResume',
              parentId: dc.idBoond,
              fileName: document.fileName,
              contentType: document.contentType,
            },
            attachment: document.content,
            ...common,
          });
        }
        return true;
      });
      return {
        ...writeResult(dc.id, { ...r, status: DC_STATUS.VALIDATED }),
        messageKey: r.result ? 'messages.dcValidated' : 'messages.dcValidatedNoBoond',
      };
    },

    /** POST /api/Dc/createNewVersionDc: a new draft copying a validated file; the old version is archived. */
    async createNewVersion(auth: AuthContext, body: { idDc: number; rowVersion: number }): Promise<DcWriteResult> {
      const ctx = await load(auth, body.idDc);
      const { dc } = ctx;
      if (dc.status !== DC_STATUS.VALIDATED) throw new AppError('BUSINESS_RULE', 'errors.DC_NOT_VALIDATED');
      if (!ctx.perms.canCreateVersion) throw new AppError('FORBIDDEN');
      const r = await write(ctx, auth, body.rowVersion, async (trx) => {
        await repo.setStatus(trx, dc.id, DC_STATUS.ARCHIVED);
        const version = await repo.nextVersion(dc.personId, dc.idLang, trx);
        await repo.insertHistory(trx, dc.id, DC_STATUS.VALIDATED, DC_STATUS.ARCHIVED, auth.personId, `v${version}`);
        const created = await repo.insertDc(trx, {
          personId: dc.personId,
          idLang: dc.idLang,
          version,
          title: dc.title,
          summary: dc.summary,
          idProfile: dc.idProfile,
          by: auth.personId,
        });
        await repo.insertHistory(trx, created.id, null, DC_STATUS.DRAFT, auth.personId, `v${dc.version}`);
        await repo.copyContent(trx, dc.id, created.id);
        return created;
      });
      return writeResult(r.result.id, r.result);
    },

    /** POST /api/Dc/sendEmailDC: e-mails the owner's manager about the file. */
    async sendEmail(auth: AuthContext, idDc: number, idLang?: LanguageId) {
      const ctx = await load(auth, idDc);
      if (!ctx.relation.isOwner && !ctx.perms.canEdit) throw new AppError('FORBIDDEN');
      if (ctx.dc.managerId === null || !ctx.dc.managerEmail)
        throw new AppError('BUSINESS_RULE', 'errors.DC_NO_MANAGER');
      const queued = await outbox.transaction((trx) => enqueueManagerMail(trx, auth, ctx.dc, idLang));
      return queued!;
    },

    /** GET /api/SpireDoc/downLoadDC: the file as Word or PDF, base64. */
    async download(auth: AuthContext, idDc: number, format: DcDocumentFormat) {
      const ctx = await load(auth, idDc);
      if (!ctx.perms.canExport) throw new AppError('FORBIDDEN');
      const details = await buildDetails(ctx);
      const document = await render(details, format);
      if (!document) throw new AppError('NOT_FOUND', 'errors.FILE_NOT_AVAILABLE');
      return {
        fileName: document.fileName,
        contentType: document.contentType,
        content: Buffer.from(document.content).toString('base64'),
      };
    },
  };
}
export type SkillsFileService = ReturnType<typeof createSkillsFileService>;
export type MessageKeyOfStatus =
  'messages.actionSuccess' | 'messages.dcSubmitted' | 'messages.dcValidated' | 'messages.dcValidatedNoBoond';
