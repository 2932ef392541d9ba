/** The candidates list (/management/candidat): candidates, adding one, and the first-login invitation. */
import { z } from 'zod';
import { emailSchema, idSchema, requiredShortText, searchTermSchema } from './common';

export const candidateListQuery = z.object({ search: searchTermSchema.optional() });

export const candidateSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  idLang: z.number().int(),
  createdAt: z.string(),
  /** The last invitation (first-login link) sent, if any. */
  invitedAt: z.string().nullable(),
  /** The candidate has set a password (used the link). */
  passwordSet: z.boolean(),
  /** Locked after failed sign-ins, until then. */
  lockedUntil: z.string().nullable(),
  /** The skills file's status (1 draft, 2 submitted, 3 validated), null without one. */
  dcStatus: z.number().int().nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** POST /api/Candidate/add */
export const addCandidateBody = z.object({
  firstName: requiredShortText,
  lastName: requiredShortText,
  email: emailSchema,
  idLang: z.union([z.literal(1), z.literal(2)]),
  /** Send the first-login link at once. */
  invite: z.boolean().default(true),
});
export type AddCandidateBody = z.infer<typeof addCandidateBody>;

/** POST /api/Candidate/invite?id= : (re)sends the first-login link. */
export const inviteCandidateQuery = z.object({ id: idSchema });
