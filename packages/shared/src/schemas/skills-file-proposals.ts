/**
 * Proposals to a skills file (issues 20 and 22): changes another area proposes (a certification obtained through a
 * training wish; skill levels from a validated evaluation or business-manager review), each shown as its rows' changes (before → after) with its source,
 * for the file's owner to accept into a file or dismiss.
 */
import { z } from 'zod';
import { idSchema, rowVersionSchema } from './common';

/** certification: a row to add; skillLevel: a skill of the file at another level; skill: a skill the file lacks. */
export const PROPOSAL_KINDS = ['certification', 'skillLevel', 'skill'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];
export const PROPOSAL_SOURCE_TYPES = ['training', 'evaluation', 'eepBm'] as const;
export const PROPOSAL_STATES = ['pending', 'accepted', 'dismissed'] as const;

/**
 * GET /api/Dc/proposals?idDc= : the proposals the file's person has not decided in the file's language (pending, or
 * accepted into the other language's file), shown in the file's language.
 */
export const proposalsQuery = z.object({ idDc: idSchema });
/** POST /api/Dc/proposals/accept: into the named file (the row version read); a validated file gets a new draft. */
export const acceptProposalBody = z.object({ id: idSchema, idDc: idSchema, rowVersion: rowVersionSchema });
/** POST /api/Dc/proposals/dismiss: before any acceptance, the proposal goes; after one, "not in this file". */
export const dismissProposalBody = z.object({ id: idSchema, idDc: idSchema });

/**
 * One field of a proposed row: its value now (null: the row is new) and after the proposal. A skill's `level` is its
 * star level ('1'…'4'), read from the file when shown (the owner may have changed it since).
 */
export const proposalChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export const proposalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROPOSAL_KINDS),
  /** The section of the file the row goes to. */
  section: z.enum(['certifications', 'skills']),
  /** add: a new row; update: a row of the file changes. */
  operation: z.enum(['add', 'update']),
  /** The catalogue skill of a skill proposal (its name in the file's language). */
  skill: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The file already holds what is proposed (changed since): accepting only records it, nothing is written. */
  upToDate: z.boolean(),
  source: z.object({
    type: z.enum(PROPOSAL_SOURCE_TYPES),
    id: z.number().int(),
    /** In the file's language, e.g. "training wish #12", "evaluation 2026". */
    label: z.string(),
    /** The review's year (an evaluation, a business-manager review: the link to it), null for a training wish. */
    year: z.number().int().nullable(),
  }),
  createdAt: z.string(),
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The languages (1 fr, 2 en) whose file already took it: a file of the other language may take it too. */
  acceptedIn: z.array(z.number().int()),
  changes: z.array(proposalChangeSchema),
});
export type Proposal = z.infer<typeof proposalSchema>;
export const proposalsSchema = z.object({
  idDc: z.number().int(),
  /** Whether the viewer may accept and dismiss (the owner, on a file that is not archived). */
  canDecide: z.boolean(),
  items: z.array(proposalSchema),
});
export type Proposals = z.infer<typeof proposalsSchema>;

/** The file written: the named one, or the new draft a validated file got first. */
export const acceptProposalSchema = z.object({
  id: z.number().int(),
  idDc: z.number().int(),
  rowVersion: z.number().int(),
  status: z.number().int(),
  version: z.number().int(),
  /** The certification row added (a certification proposal). */
  idCertification: z.number().int().nullable(),
  /** The skill row set (a skill proposal; null when the file already held that level). */
  idSkillRow: z.number().int().nullable(),
  /** Whether a new draft version was created first. */
  newVersion: z.boolean(),
});
export type AcceptProposalResult = z.infer<typeof acceptProposalSchema>;
export const dismissProposalSchema = z.object({ id: z.number().int(), state: z.enum(PROPOSAL_STATES) });
