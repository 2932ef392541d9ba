/** The candidates list (/management/candidat): candidates, adding one, and the first-login invitation. */
import { z } from 'zod';
import { defineList, listPageSchema } from '../lists';
import { emailSchema, idSchema, requiredShortText } from './common';

/** A skills file's status in a language: 0 none yet, 1 draft, 2 submitted, 3 validated. */
export const CANDIDATE_DC_STATUSES = ['0', '1', '2', '3'] as const;
/** The candidate's language (1 French, 2 English). */
export const CANDIDATE_LANGUAGES = ['1', '2'] as const;

/**
 * GET /api/Candidate/list and POST /api/Candidate/exportExcel: the people with an active candidate (role 0)
 * account, filtered, sorted and paged by the lists' layer (packages/shared/src/lists.ts).
 */
export const candidatesList = defineList(
  {
    lastName: { type: 'text', sortable: true, filterable: true, required: true },
    firstName: { type: 'text', sortable: true, filterable: true },
    email: { type: 'text', sortable: true, filterable: true },
    reference: { type: 'text', sortable: true, filterable: true },
    idLang: { type: 'enum', sortable: true, filterable: true, options: CANDIDATE_LANGUAGES },
    dcFr: { type: 'enum', sortable: true, filterable: true, options: CANDIDATE_DC_STATUSES },
    dcEn: { type: 'enum', sortable: true, filterable: true, options: CANDIDATE_DC_STATUSES },
    invitedAt: { type: 'date', sortable: true, filterable: true },
    passwordSet: { type: 'boolean', sortable: true, filterable: true },
    locked: { type: 'boolean', sortable: true, filterable: true },
    createdAt: { type: 'date', sortable: true, filterable: true },
  },
  { sort: 'lastName' },
);

export const candidateSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  reference: z.string().nullable(),
  idLang: z.number().int(),
  createdAt: z.string(),
  /** The last invitation (first-login link) sent, if any. */
  invitedAt: z.string().nullable(),
  /** The candidate has set a password (used the link). */
  passwordSet: z.boolean(),
  /** Locked after failed sign-ins, until then. */
  lockedUntil: z.string().nullable(),
  /** The status of the skills file in use in French and in English (0 none, 1 draft, 2 submitted, 3 validated). */
  dcFr: z.number().int(),
  dcEn: z.number().int(),
});
export type Candidate = z.infer<typeof candidateSchema>;
export const candidatePageSchema = listPageSchema(candidateSchema);
export type CandidatePage = z.infer<typeof candidatePageSchema>;

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
