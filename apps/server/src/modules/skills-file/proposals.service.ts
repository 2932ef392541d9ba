/**
 * Proposals to a skills file (issue 20): what other areas propose (a certification obtained through a training wish
 * now; skill levels from a validated evaluation later), shown on the person's files as rows to add or change
 * (before → after) with their source, for the owner to accept into a file or dismiss. Nothing is applied without
 * the owner.
 *
 * - Reading: whoever may open the file (its loading checks it) sees its person's pending proposals, in the file's
 *   language. Deciding: the owner only.
 * - Accepting writes the row into the named file through the file's own gate (`document.write`, the row version
 *   read), with a history line naming the source; a validated file first gets a new draft through its `newVersion`
 *   transition (the row goes into the draft). The proposal is decided in the same transaction as the row.
 * - One decision per language: accepted into the French file, a proposal stays on the English file's panel (as
 *   "accepted in French"), to be added there too or left out ("not in this file"); dismissed before any acceptance,
 *   it goes from both. A certification obtained is the same in both languages, but each file is kept (and validated)
 *   on its own, and a person may keep only one of them up to date.
 * - The port (`proposalsPort`) records and withdraws proposals inside the proposing area's transaction.
 */
import { z } from 'zod';
import { DC_STATUSES, type LanguageId } from '@my-skills/shared/constants';
import type {
  AcceptProposalResult,
  Proposal,
  Proposals,
  ProposalKind,
} from '@my-skills/shared/schemas/skills-file-proposals';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { iso, personRef } from '../../lib/documents/display';
import type { CertificationProposal, ProposalSource, SkillsFileProposalsPort } from '../../lib/skills-file-proposals';
import { translate } from '../../i18n/messages';
import type { SectionsRepository } from './sections.repository';
import type { ProposalRow, ProposalsRepository } from './proposals.repository';
import type { DcContext } from './skills-file.details';
import { assertCanEdit, type SkillsFileDocument } from './skills-file.workflow';

const isoDate = z.iso.date().nullable();
/** What a certification proposal holds (validated when proposed, read back as stored). */
const certificationPayload = z
  .object({
    name: z.string().trim().min(1).max(255),
    organism: z.string().trim().max(255),
    obtainedDate: isoDate,
    expiryDate: isoDate,
  })
  .refine((c) => !c.obtainedDate || !c.expiryDate || c.expiryDate >= c.obtainedDate, {
    path: ['expiryDate'],
    message: 'expiry before obtained',
  });
type CertificationPayload = z.output<typeof certificationPayload>;

/** The source as the file's language names it (e.g. "training wish #12"). */
const sourceLabel = (type: string, id: number, idLang: LanguageId) =>
  translate(idLang, `proposals.source.${type}`, { id });

const notFound = () => new AppError('NOT_FOUND', 'errors.PROPOSAL_NOT_FOUND');

function payloadOf(row: ProposalRow): CertificationPayload {
  const parsed = certificationPayload.safeParse(row.payload);
  // A stored payload is checked when proposed: one that no longer reads is treated as gone.
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** A proposal as a file shows it: its row's fields before (null: a new row) and after. */
function shown(row: ProposalRow, idLang: LanguageId, acceptedIn: number[]): Proposal {
  const c = payloadOf(row);
  return {
    id: row.id,
    kind: row.kind as ProposalKind,
    section: 'certifications',
    operation: 'add',
    source: {
      type: row.sourceType as ProposalSource['type'],
      id: row.sourceId,
      label: sourceLabel(row.sourceType, row.sourceId, idLang),
    },
    createdAt: iso(row.createdAt)!,
    createdBy: personRef(row.createdById, row.createdByFirstName, row.createdByLastName),
    acceptedIn,
    changes: [
      { field: 'name', before: null, after: c.name },
      { field: 'organism', before: null, after: c.organism },
      { field: 'obtainedDate', before: null, after: c.obtainedDate },
      { field: 'expiryDate', before: null, after: c.expiryDate },
    ],
  };
}

export function createProposalsService(deps: {
  document: SkillsFileDocument;
  repository: ProposalsRepository;
  sections: SectionsRepository;
  now: () => Date;
}) {
  const { document, repository: repo } = deps;

  /** The file (readable by the viewer), its owner deciding, and the proposal of its person (404 otherwise). */
  async function decidable(auth: AuthContext, fileId: number, id: number) {
    const ctx = await document.load(auth, fileId);
    if (!ctx.relation.isOwner) throw new AppError('FORBIDDEN', 'errors.PROPOSAL_OWNER_ONLY');
    const row = await repo.find(id);
    if (!row || row.personId !== ctx.dc.personId) throw notFound();
    const decided = (await repo.decisionsOf([row.id])).some((d) => d.idLang === ctx.dc.idLang);
    if (row.state === 'dismissed' || decided) throw new AppError('CONFLICT', 'errors.PROPOSAL_DECIDED');
    return { ctx, row };
  }

  /** The file the row goes into: the named one (editable), or the new draft of a validated one. */
  async function target(
    auth: AuthContext,
    ctx: DcContext,
    rowVersion: number,
  ): Promise<{ ctx: DcContext; rowVersion: number; newVersion: boolean }> {
    if (ctx.dc.status !== DC_STATUSES.VALIDATED) {
      assertCanEdit(ctx);
      return { ctx, rowVersion, newVersion: false };
    }
    const r = await document.transition(auth, ctx, 'newVersion', { rowVersion });
    const created = r.result as { id: number };
    const draft = await document.load(auth, created.id);
    return { ctx: draft, rowVersion: draft.dc.rowVersion, newVersion: true };
  }

  const port: SkillsFileProposalsPort = {
    async proposeCertification(trx, proposal: CertificationProposal) {
      const parsed = certificationPayload.safeParse({
        name: proposal.name,
        organism: proposal.organism,
        obtainedDate: proposal.obtainedDate,
        expiryDate: proposal.expiryDate,
      });
      if (!parsed.success) {
        throw new AppError(
          'VALIDATION_FAILED',
          'errors.VALIDATION_FAILED',
          {},
          parsed.error.issues.map((i) => ({ path: `certification.${i.path.join('.')}`, message: i.message })),
        );
      }
      await repo.replacePending(trx, {
        personId: proposal.personId,
        kind: 'certification',
        sourceType: proposal.source.type,
        sourceId: proposal.source.id,
        payload: parsed.data,
        createdBy: proposal.createdBy,
      });
    },
    async withdraw(trx, source) {
      await repo.withdraw(trx, source, deps.now());
    },
  };

  return {
    port,

    /** GET /api/Dc/proposals: the proposals the file's person has not decided in its language, in that language. */
    async list(auth: AuthContext, fileId: number): Promise<Proposals> {
      const ctx = await document.load(auth, fileId);
      const idLang = ctx.dc.idLang as LanguageId;
      const rows = await repo.openFor(ctx.dc.personId, idLang);
      const decisions = await repo.decisionsOf(rows.map((r) => r.id));
      const acceptedIn = (id: number) =>
        decisions.filter((d) => d.proposalId === id && d.decision === 'accepted').map((d) => d.idLang);
      return {
        idDc: ctx.dc.id,
        canDecide: ctx.relation.isOwner && ctx.dc.status !== DC_STATUSES.ARCHIVED,
        items: rows.flatMap((row) => {
          try {
            return [shown(row, idLang, acceptedIn(row.id))];
          } catch {
            return [];
          }
        }),
      };
    },

    /** POST /api/Dc/proposals/accept: the certification row into the named file (owner only). */
    async accept(
      auth: AuthContext,
      body: { id: number; idDc: number; rowVersion: number },
    ): Promise<AcceptProposalResult> {
      const { ctx, row } = await decidable(auth, body.idDc, body.id);
      const c = payloadOf(row);
      if (ctx.dc.status === DC_STATUSES.ARCHIVED) throw new AppError('BUSINESS_RULE', 'errors.DC_ARCHIVED');
      // The file's rule: one row per certification (name, organism, date obtained); checked before a new version.
      if (await repo.certificationPresent(ctx.dc.id, c))
        throw new AppError('CONFLICT', 'errors.PROPOSAL_CERTIFICATION_PRESENT', { name: c.name, organism: c.organism });
      const into = await target(auth, ctx, body.rowVersion);
      const file = into.ctx.dc;
      const comment = translate(file.idLang as LanguageId, 'proposals.history.certification', {
        source: sourceLabel(row.sourceType, row.sourceId, file.idLang as LanguageId),
      });
      const r = await document.write(auth, into.ctx, into.rowVersion, async (trx) => {
        const idCertification = await deps.sections.insertCertification(trx, file.id, {
          kind: 'certification',
          name: c.name,
          organism: c.organism,
          obtained_date: c.obtainedDate,
          expiry_date: c.expiryDate,
          score: '',
          id_file: null,
          idSkills: [],
        });
        await document.recordChange(trx, file.id, file.status, auth.personId, comment);
        const decided = await repo.decide(
          row.id,
          { idLang: file.idLang, decision: 'accepted', by: auth.personId, at: deps.now(), fileId: file.id },
          trx,
        );
        if (!decided) throw new AppError('CONFLICT', 'errors.PROPOSAL_DECIDED');
        return idCertification;
      });
      return {
        id: row.id,
        idDc: file.id,
        rowVersion: r.rowVersion,
        status: r.status,
        version: file.version,
        idCertification: r.result,
        newVersion: into.newVersion,
      };
    },

    /**
     * POST /api/Dc/proposals/dismiss (owner only): set aside — from every file before any acceptance, from this
     * file's language after one. Answers the proposal's state then.
     */
    async dismiss(auth: AuthContext, body: { id: number; idDc: number }) {
      const { ctx, row } = await decidable(auth, body.idDc, body.id);
      const decided = await repo.decide(row.id, {
        idLang: ctx.dc.idLang,
        decision: 'dismissed',
        by: auth.personId,
        at: deps.now(),
        fileId: null,
      });
      if (!decided) throw new AppError('CONFLICT', 'errors.PROPOSAL_DECIDED');
      return { id: row.id, state: (await repo.find(row.id))?.state ?? 'dismissed' };
    },
  };
}
export type ProposalsService = ReturnType<typeof createProposalsService>;
