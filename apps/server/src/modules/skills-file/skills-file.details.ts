/**
 * Skills file (DC): how a file reads — its sections (cached by file, row version and language), the whole details
 * answer with the viewer's permissions, and the export's rendering. Used by the file's calls, its sections and its
 * workflow (validation pushes the rendered document).
 */
import { createContentCache } from '../../lib/documents/content-cache';
import { DC_STATUS_LABELS, DEGREE_MENTIONS } from '@my-skills/shared/constants';
import { languageName } from '@my-skills/shared/languages';
import type { FileRelation } from '@my-skills/shared/roles';
import { experienceYears, missingDcData, type DcFilePermissions } from '@my-skills/shared/skills-file-rules';
import type { DcDetails } from '@my-skills/shared/schemas/skills-file';
import type { ObjectState } from '@my-skills/shared/schemas/exchanges';
import { byLanguage, pickLanguage } from '@my-skills/shared/ui-language';
import type { DcDocumentData } from '../../integrations/documents/dc-document';
import type { LoadedFile } from './skills-file.repository';
import type { SectionsRow, SkillsFileReadRepository } from './skills-file-read.repository';
import { hasContent, toDocumentData } from './skills-file.mapping';
import { historyAnswer, iso, personRef } from '../../lib/documents/display';
import { statusNamer } from '../../lib/documents/status-names';

export type DcDocumentFormat = 'docx' | 'pdf';
/** The export's renderers (integrations/documents), wired in skills-file.module.ts. */
export interface DcDocumentRenderers {
  docx?: (data: DcDocumentData) => Promise<Uint8Array>;
  pdf?: (data: DcDocumentData) => Promise<Uint8Array>;
  fileName?: (data: DcDocumentData, format: DcDocumentFormat) => string;
}

const CONTENT_TYPES: Record<DcDocumentFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/** A loaded file, the viewer's relation to its owner and what the viewer may do with it. */
export interface DcContext {
  dc: LoadedFile;
  relation: FileRelation;
  perms: DcFilePermissions;
}

export const statusName = statusNamer(DC_STATUS_LABELS);
const mentionName = (mention: number | null, idLang: number) => {
  const m = DEGREE_MENTIONS.find((x) => x.id === mention);
  return m ? pickLanguage(idLang, m) : null;
};

export function createSkillsFileDetails(deps: {
  read: SkillsFileReadRepository;
  /** The delivery block of a file (the document kernel's view of its own messages). */
  delivery: (ctx: DcContext) => Promise<ObjectState | null>;
  documents?: DcDocumentRenderers;
  now: () => Date;
}) {
  const { read, now } = deps;

  /**
   * A file's sections and history by (file, row version, language): every write bumps the row version, so an entry
   * is never stale for the file's own content. They also show catalogue data (skill and type names, language
   * levels): `catalogueChanged` (wired in app.ts to the catalogue's changes, in every process) drops them all.
   * The cache's TTL bounds what no notification covers (a person's name in the history, an attachment unlinked
   * from a draft when it is deleted) and a notification lost without the connection reporting it.
   */
  const sectionsCache = createContentCache<SectionsRow>();
  const cachedSections = (fileId: number, rowVersion: number, idLang: number): Promise<SectionsRow> =>
    sectionsCache.get(`${fileId}:${rowVersion}:${idLang}`, () => read.sections(fileId, idLang));

  /**
   * A file's sections in its language, as the details and every section call answer them (one reading path:
   * the cached statement of `read.sections`). `rowVersion` names the state to read, e.g. right after a write.
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
    };
  }

  /** The whole file as the details call answers it (the viewer's permissions included). */
  async function buildDetails(ctx: DcContext): Promise<DcDetails> {
    const { dc, relation, perms } = ctx;
    const idLang = dc.idLang;
    const [{ history, ...sections }, meta] = await Promise.all([sectionsOf(dc), read.meta(dc.id, idLang, dc.personId)]);
    const { versions } = meta;
    const delivery = meta.hasMessages ? await deps.delivery(ctx) : null;
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
      updatedBy: personRef(dc.updatedById, dc.updatedByFirstName, dc.updatedByLastName),
      submittedAt: iso(dc.submittedAt),
      validatedAt: iso(dc.validatedAt),
      validatedBy: personRef(dc.validatedById, dc.validatedByFirstName, dc.validatedByLastName),
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
        manager: personRef(dc.managerId, dc.managerFirstName, dc.managerLastName),
      },
      ...sections,
      history: historyAnswer(history, statusName, idLang),
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
      `DC_${details.identity.lastName}_${details.identity.firstName}_${byLanguage(details.idLang, 'FR', 'EN')}.${format}`.replace(
        /[^\w.-]+/g,
        '_',
      );
    return { fileName, contentType: CONTENT_TYPES[format], content };
  }

  return {
    /** The catalogue changed (here or in another process): cached sections may show old names. */
    catalogueChanged: () => sectionsCache.clear(),
    sectionsOf,
    buildDetails,
    render,
  };
}
export type SkillsFileDetails = ReturnType<typeof createSkillsFileDetails>;
