/**
 * Proposals to a skills file (issue 20): changes another area proposes (a certification obtained through a training
 * wish now; skill levels from an evaluation later), each shown as its rows' changes (before → after) with its source,
 * for the file's owner to accept into a file or dismiss.
 */
import { z } from 'zod';
import { idSchema, rowVersionSchema } from './common';

export const PROPOSAL_KINDS = ['certification'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];
export const PROPOSAL_SOURCE_TYPES = ['training'] as const;
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

/** One field of a proposed row: its value now (null: the row is new) and after the proposal. */
export const proposalChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export const proposalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROPOSAL_KINDS),
  /** The section of the file the row goes to. */
  section: z.enum(['certifications']),
  /** add: a new row; update: a row of the file changes (later kinds). */
  operation: z.enum(['add', 'update']),
  source: z.object({
    type: z.enum(PROPOSAL_SOURCE_TYPES),
    id: z.number().int(),
    /** In the file's language, e.g. "training wish #12". */
    label: z.string(),
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
  /** The certification row added. */
  idCertification: z.number().int(),
  /** Whether a new draft version was created first. */
  newVersion: z.boolean(),
});
export type AcceptProposalResult = z.infer<typeof acceptProposalSchema>;
export const dismissProposalSchema = z.object({ id: z.number().int(), state: z.enum(PROPOSAL_STATES) });
