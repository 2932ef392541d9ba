/**
 * Proposals to a skills file (issues 20 and 22): what other areas propose (a certification obtained through a
 * training wish; skill levels from a validated evaluation or business-manager review), shown on the person's files as rows to add or change
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
 * - The port (`proposalsPort`) records and withdraws proposals inside the proposing area's transaction; for a review
 *   it computes the skill proposals from the agreed ratings against the person's files (proposals.kinds.ts).
 * - A skill proposal is the same in both languages (a catalogue skill, by id); its level before is each file's own,
 *   read when shown: a file that already holds the level shows it up to date, and accepting it there only records
 *   the decision (no new version for nothing).
 */
import { DC_STATUSES, type LanguageId } from '@my-skills/shared/constants';
import type { AcceptProposalResult, Proposals } from '@my-skills/shared/schemas/skills-file-proposals';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type {
  CertificationProposal,
  SkillRatingsProposal,
  SkillsFileProposalsPort,
} from '../../lib/skills-file-proposals';
import { translate } from '../../i18n/messages';
import type { Trx } from '../../db/types';
import type { SectionsRepository } from './sections.repository';
import type { ProposalRow, ProposalsRepository } from './proposals.repository';
import type { DcContext } from './skills-file.details';
import { assertCanEdit, type SkillsFileDocument } from './skills-file.workflow';
import {
  certificationOf,
  certificationPayload,
  isSkillKind,
  proposalNotFound,
  shown,
  skillOf,
  skillPayload,
  skillSubject,
  sourceLabel,
  starsOfRating,
} from './proposals.kinds';

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
    if (!row || row.personId !== ctx.dc.personId) throw proposalNotFound();
    const decided = (await repo.decisionsOf([row.id])).some((d) => d.idLang === ctx.dc.idLang);
    if (row.state === 'dismissed' || decided) throw new AppError('CONFLICT', 'errors.PROPOSAL_DECIDED');
    if (ctx.dc.status === DC_STATUSES.ARCHIVED) throw new AppError('BUSINESS_RULE', 'errors.DC_ARCHIVED');
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

  /** Records the decision inside a write (409 when decided meanwhile). */
  async function decideIn(trx: Trx, row: ProposalRow, auth: AuthContext, file: { id: number; idLang: number }) {
    const decided = await repo.decide(
      row.id,
      { idLang: file.idLang, decision: 'accepted', by: auth.personId, at: deps.now(), fileId: file.id },
      trx,
    );
    if (!decided) throw new AppError('CONFLICT', 'errors.PROPOSAL_DECIDED');
  }

  /**
   * The skill proposals a review's agreed ratings give against the person's current files: a rating whose stars
   * differ from some file's level (or a skill some file lacks), unless the owner already decided that very level
   * from this source. Replaces the source's pending skill proposals.
   */
  async function proposeSkillRatings(trx: Trx, p: SkillRatingsProposal): Promise<number> {
    const stars = new Map<number, { level: number; rating: number }>();
    for (const r of p.ratings) {
      const level = starsOfRating(r.rating);
      if (level !== null && Number.isInteger(r.idSkill) && r.idSkill > 0)
        stars.set(r.idSkill, { level, rating: level });
    }
    const decided = await repo.clearPendingSkills(trx, p.personId, p.source);
    const decidedLevel = new Map(
      decided.flatMap((d) => {
        const parsed = skillPayload.safeParse(d.payload);
        return parsed.success ? [[d.subject, parsed.data.level] as const] : [];
      }),
    );
    const { files, activeSkills, levels } = await repo.currentLevels(p.personId, [...stars.keys()], trx);
    const levelIn = new Map(levels.map((l) => [`${l.dcId}:${l.idSkill}`, l.level]));
    const rows = [...stars].flatMap(([idSkill, { level, rating }]) => {
      if (!activeSkills.has(idSkill)) return [];
      const inFiles = files.map((f) => levelIn.get(`${f.id}:${idSkill}`) ?? null);
      if (files.length > 0 && inFiles.every((l) => l === level)) return [];
      if (decidedLevel.get(skillSubject(idSkill)) === level) return [];
      return [
        {
          personId: p.personId,
          kind: inFiles.some((l) => l !== null) ? 'skillLevel' : 'skill',
          subject: skillSubject(idSkill),
          sourceType: p.source.type,
          sourceId: p.source.id,
          payload: skillPayload.parse({ idSkill, level, rating, year: p.year }),
          createdBy: p.createdBy,
        },
      ];
    });
    await repo.insertPending(trx, rows);
    return rows.length;
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
    proposeSkillRatings,
    async withdraw(trx, source) {
      await repo.withdraw(trx, source, deps.now());
    },
  };

  /** Accepting a certification: its row into the file (one row per certification, checked before a new version). */
  async function acceptCertification(auth: AuthContext, ctx: DcContext, row: ProposalRow, rowVersion: number) {
    const c = certificationOf(row);
    if (await repo.certificationPresent(ctx.dc.id, c))
      throw new AppError('CONFLICT', 'errors.PROPOSAL_CERTIFICATION_PRESENT', { name: c.name, organism: c.organism });
    const into = await target(auth, ctx, rowVersion);
    const file = into.ctx.dc;
    const comment = translate(file.idLang as LanguageId, 'proposals.history.certification', {
      source: sourceLabel(row, file.idLang as LanguageId),
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
      await decideIn(trx, row, auth, file);
      return idCertification;
    });
    return { file, r, newVersion: into.newVersion, idCertification: r.result, idSkillRow: null };
  }

  /**
   * Accepting a skill level: set in the file (a new draft of a validated one) with a history line naming the source
   * and the change; a file that already holds that level (the owner set it meanwhile) only records the decision.
   */
  async function acceptSkill(auth: AuthContext, ctx: DcContext, row: ProposalRow, rowVersion: number) {
    const s = skillOf(row);
    const before = (await repo.levelsIn(ctx.dc.id, [s.idSkill])).get(s.idSkill) ?? null;
    if (before === s.level) {
      const decided = await repo.decide(row.id, {
        idLang: ctx.dc.idLang,
        decision: 'accepted',
        by: auth.personId,
        at: deps.now(),
        fileId: ctx.dc.id,
      });
      if (!decided) throw new AppError('CONFLICT', 'errors.PROPOSAL_DECIDED');
      const r = { rowVersion: ctx.dc.rowVersion, status: ctx.dc.status };
      return { file: ctx.dc, r, newVersion: false, idCertification: null, idSkillRow: null };
    }
    const into = await target(auth, ctx, rowVersion);
    const file = into.ctx.dc;
    const idLang = file.idLang as LanguageId;
    const name = (await repo.skillNames([s.idSkill], idLang)).get(s.idSkill) ?? String(s.idSkill);
    const comment = translate(
      idLang,
      before === null ? 'proposals.history.skillAdded' : 'proposals.history.skillLevel',
      {
        skill: name,
        before: before ?? '',
        after: s.level,
        source: sourceLabel(row, idLang),
      },
    );
    const r = await document.write(auth, into.ctx, into.rowVersion, async (trx) => {
      const id = await repo.setSkillLevel(trx, file.id, s.idSkill, s.level);
      await document.recordChange(trx, file.id, file.status, auth.personId, comment);
      await decideIn(trx, row, auth, file);
      return id;
    });
    return { file, r, newVersion: into.newVersion, idCertification: null, idSkillRow: r.result };
  }

  return {
    port,

    /** GET /api/Dc/proposals: the proposals the file's person has not decided in its language, in that language. */
    async list(auth: AuthContext, fileId: number): Promise<Proposals> {
      const ctx = await document.load(auth, fileId);
      const idLang = ctx.dc.idLang as LanguageId;
      const rows = await repo.openFor(ctx.dc.personId, idLang);
      const idSkills = rows.flatMap((r) => {
        const parsed = isSkillKind(r.kind) ? skillPayload.safeParse(r.payload) : null;
        return parsed?.success ? [parsed.data.idSkill] : [];
      });
      const [decisions, levels, names] = await Promise.all([
        repo.decisionsOf(rows.map((r) => r.id)),
        repo.levelsIn(ctx.dc.id, idSkills),
        repo.skillNames(idSkills, idLang),
      ]);
      const acceptedIn = (id: number) =>
        decisions.filter((d) => d.proposalId === id && d.decision === 'accepted').map((d) => d.idLang);
      return {
        idDc: ctx.dc.id,
        canDecide: ctx.relation.isOwner && ctx.dc.status !== DC_STATUSES.ARCHIVED,
        items: rows.flatMap((row) => {
          try {
            const idSkill = isSkillKind(row.kind) ? skillOf(row).idSkill : null;
            const skill =
              idSkill === null
                ? undefined
                : { name: names.get(idSkill) ?? String(idSkill), levelNow: levels.get(idSkill) ?? null };
            return [shown(row, idLang, acceptedIn(row.id), skill)];
          } catch {
            return [];
          }
        }),
      };
    },

    /** POST /api/Dc/proposals/accept: the proposal's row into the named file (owner only). */
    async accept(
      auth: AuthContext,
      body: { id: number; idDc: number; rowVersion: number },
    ): Promise<AcceptProposalResult> {
      const { ctx, row } = await decidable(auth, body.idDc, body.id);
      const done = isSkillKind(row.kind)
        ? await acceptSkill(auth, ctx, row, body.rowVersion)
        : await acceptCertification(auth, ctx, row, body.rowVersion);
      return {
        id: row.id,
        idDc: done.file.id,
        rowVersion: done.r.rowVersion,
        status: done.r.status,
        version: done.file.version,
        idCertification: done.idCertification,
        idSkillRow: done.idSkillRow,
        newVersion: done.newVersion,
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
