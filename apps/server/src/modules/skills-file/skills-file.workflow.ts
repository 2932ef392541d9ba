/**
 * Skills file (DC) in the document kernel: its registration (table, history, owner lookup, how it loads with the
 * viewer's rights) and its workflow table — submit (draft → submitted, the manager's e-mail), validate
 * (submitted → validated, the technical data and the document to BoondManager), toDraft (submitted → draft) and
 * newVersion (validated → archived, with a new draft copying it). Decisions: docs/decisions/005 and 012.
 */
import { DC_STATUSES, type LanguageId } from '@my-skills/shared/constants';
import { managerAuthorisations, type FileRelation } from '@my-skills/shared/roles';
import { dcFilePermissions } from '@my-skills/shared/skills-file-rules';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { DocumentKernel } from '../../lib/documents/kernel';
import type { Transition } from '../../lib/documents/workflow';
import type { TableUpdate } from '../../db/types';
import {
  aboutDocument,
  boondDocumentMessage,
  incomplete,
  managerMail,
  type DocumentRef,
} from '../../lib/documents/messages';
import type { OutboxMessage } from '../../integrations/outbox/outbox';
import { BOOND_KINDS } from '../../integrations/outbox/kinds';
import type { LoadedFile, SkillsFileRepository } from './skills-file.repository';
import type { SectionsRepository } from './sections.repository';
import { DC_HISTORY, type SkillsFileReadRepository } from './skills-file-read.repository';
import {
  createSkillsFileDetails,
  statusName,
  type DcContext,
  type DcDocumentFormat,
  type DcDocumentRenderers,
} from './skills-file.details';
import { toTechnicalData } from './skills-file.mapping';

export interface SkillsFileDocumentDeps {
  kernel: DocumentKernel;
  repository: SkillsFileRepository;
  read: SkillsFileReadRepository;
  sections: SectionsRepository;
  /** Base of links in e-mails (config.publicUrl). */
  publicUrl: string;
  documents?: DcDocumentRenderers;
  /** The document format pushed to BoondManager with the technical data. */
  boondDocumentFormat?: DcDocumentFormat;
  now: () => Date;
}

const refOf = (dc: LoadedFile): DocumentRef => ({ objectType: 'dc', id: dc.id, ownerId: dc.personId });

/** The 'file submitted' e-mail to the owner's manager, in the manager's language (or `idLang`); null without one. */
export const submittedMail = (publicUrl: string, auth: AuthContext, dc: LoadedFile, idLang?: LanguageId) =>
  managerMail(
    refOf(dc),
    auth,
    dc,
    'dcSubmitted',
    (managerName) => ({
      managerName,
      personName: `${dc.firstName} ${dc.lastName}`,
      // The file page's address: the route names the person (not the file) and the language.
      fileUrl: `${publicUrl}/page/dc/fiche/${dc.personId}/${dc.idLang}`,
    }),
    idLang,
  );

/** Content changes need canEdit; an archived version never changes. */
export function assertCanEdit(ctx: DcContext): void {
  if (ctx.dc.status === DC_STATUSES.ARCHIVED) throw new AppError('BUSINESS_RULE', 'errors.DC_ARCHIVED');
  if (!ctx.perms.canEdit) throw new AppError('FORBIDDEN');
}

/** The exported skills file for BoondManager, as the person's resource's resume. */
const resumeMessage = (
  auth: AuthContext,
  dc: LoadedFile,
  document: { fileName: string; contentType: string; content: Uint8Array },
) => boondDocumentMessage(refOf(dc), auth, { parentType: 'resourceResume', resourceId: dc.idBoond! }, document);

/** What the skills file's table may be updated with: its transitions' columns are checked against it. */
type DcColumns = TableUpdate<'dc'>;
type DcTransition<C = unknown, P = unknown, R = unknown> = Transition<DcContext, C, P, R, DcColumns>;

export function registerSkillsFile(deps: SkillsFileDocumentDeps) {
  const { repository: repo, now } = deps;

  /** The file, the viewer's relation to its owner and what the viewer may do (403 when they may not read it). */
  async function load(auth: AuthContext, fileId: number): Promise<DcContext> {
    const dc = await repo.findFile(fileId, auth.personId);
    if (!dc) throw new AppError('NOT_FOUND', 'errors.DC_NOT_FOUND');
    const isOwner = dc.personId === auth.personId;
    const relation: FileRelation = { isOwner, managesOwner: !isOwner && Boolean(dc.managesOwner) };
    const perms = dcFilePermissions(auth, relation, dc.status);
    if (!perms.canRead) throw new AppError('FORBIDDEN');
    return { dc, relation, perms };
  }

  const details = createSkillsFileDetails({
    read: deps.read,
    delivery: (ctx) => document.delivery(ctx),
    documents: deps.documents,
    now,
  });

  /** Submit and validate check the data again (the owner may still edit a submitted file). */
  async function complete(_auth: AuthContext, ctx: DcContext) {
    const full = await details.buildDetails(ctx);
    if (!full.check.ok)
      throw incomplete(
        'errors.DC_INCOMPLETE',
        { fields: full.check.missing.join(', ') },
        full.check.missing.map((path) => ({ path, message: 'required' })),
      );
    return full;
  }
  type Full = Awaited<ReturnType<typeof complete>>;

  const submit: DcTransition = {
    action: 'submit',
    from: DC_STATUSES.DRAFT,
    to: DC_STATUSES.SUBMITTED,
    allowed: (_auth, ctx) => ctx.perms.canSubmit,
    check: complete,
    columns: (_auth, at) => ({ submitted_at: at }),
    effects: (auth, ctx) => [submittedMail(deps.publicUrl, auth, ctx.dc)].filter((m) => m !== null),
  };

  // The technical data and the document leave through the outbox, in the same transaction.
  const validate: DcTransition<Full, { full: Full; document: Awaited<ReturnType<typeof details.render>> }> = {
    action: 'validate',
    from: DC_STATUSES.SUBMITTED,
    to: DC_STATUSES.VALIDATED,
    allowed: (_auth, ctx) => ctx.perms.canValidate,
    check: complete,
    async prepare(_auth, ctx, full) {
      const document =
        ctx.dc.idBoond !== null
          ? await details.render({ ...full, status: DC_STATUSES.VALIDATED }, deps.boondDocumentFormat ?? 'docx')
          : null;
      return { full, document };
    },
    columns: (auth, at) => ({ validated_at: at, validated_by: auth.personId }),
    effects(auth, { dc }, { full, document }) {
      if (dc.idBoond === null) return [];
      const technical = toTechnicalData(full);
      const messages: OutboxMessage[] = [
        {
          kind: 'boond.technicalData',
          payload: { resourceId: dc.idBoond, data: technical },
          ...aboutDocument(refOf(dc), auth),
        },
      ];
      if (document) messages.push(resumeMessage(auth, dc, document));
      return messages;
    },
  };

  const toDraft: DcTransition = {
    action: 'toDraft',
    from: DC_STATUSES.SUBMITTED,
    to: DC_STATUSES.DRAFT,
    allowed: (_auth, ctx) => ctx.perms.canResendToDraft,
  };

  /** A new draft copying a validated file (version n+1); the validated one is archived. */
  const newVersion: DcTransition<unknown, unknown, Awaited<ReturnType<typeof repo.insertFile>>> = {
    action: 'newVersion',
    from: DC_STATUSES.VALIDATED,
    to: DC_STATUSES.ARCHIVED,
    wrongStatus: 'errors.DC_NOT_VALIDATED',
    allowed: (_auth, ctx) => ctx.perms.canCreateVersion,
    comment: async (trx, { dc }) =>
      `v${await document.nextVersion(trx, { person_id: dc.personId, id_lang: dc.idLang })}`,
    async then(trx, auth, { dc }) {
      const version = await document.nextVersion(trx, { person_id: dc.personId, id_lang: dc.idLang });
      const created = await repo.insertFile(trx, {
        personId: dc.personId,
        idLang: dc.idLang,
        version,
        title: dc.title,
        summary: dc.summary,
        idProfile: dc.idProfile,
        by: auth.personId,
      });
      await document.recordCreation(trx, created.id, DC_STATUSES.DRAFT, auth.personId, `v${dc.version}`);
      await deps.sections.copyContent(trx, dc.id, created.id);
      return created;
    },
  };

  const document = deps.kernel.register<DcContext, DcColumns>({
    objectType: 'dc',
    table: 'dc',
    history: DC_HISTORY,
    load,
    stateOf: ({ dc }) => ({ id: dc.id, status: dc.status, rowVersion: dc.rowVersion, ownerId: dc.personId }),
    ownerOf: repo.ownerOf,
    transitions: [submit, validate, toDraft, newVersion],
    statusName,
    messages: { conflict: 'errors.DC_CONFLICT', transition: 'errors.DC_STATUS_TRANSITION' },
    // The delivery block: the file's own Boond messages (those about its owner), never another person's.
    delivery: { kinds: BOOND_KINDS },
    // Boond/uploadFileToBoondDC sends the validated file as the server exports it, nothing the caller uploads.
    boondDocument: {
      // Who may send it at all (422 below when it is not validated).
      mayResend: (auth, ctx) => managerAuthorisations(auth, ctx.relation, 'DC').resendBoondAutorisation,
      async messages(auth, ctx) {
        if (ctx.dc.status !== DC_STATUSES.VALIDATED) throw new AppError('BUSINESS_RULE', 'errors.DC_NOT_SENDABLE');
        if (ctx.dc.idBoond === null) throw new AppError('BUSINESS_RULE', 'errors.NO_BOOND_ID');
        const full = await details.buildDetails(ctx);
        const exported = await details.render(full, deps.boondDocumentFormat ?? 'docx');
        if (!exported) throw new AppError('BUSINESS_RULE', 'errors.DC_NOT_SENDABLE');
        return [resumeMessage(auth, ctx.dc, exported)];
      },
    },
  });

  return { document, details };
}
export type SkillsFileDocument = ReturnType<typeof registerSkillsFile>['document'];
