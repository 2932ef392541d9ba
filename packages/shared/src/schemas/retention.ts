/**
 * Candidate retention and erasure (issue 23 §2c, decision 023): the candidates without activity for the retention
 * period (CANDIDATE_RETENTION_MONTHS) and their erasure.
 */
import { z } from 'zod';
import { idSchema, integerInput, pageNumber, pageSizeSchema } from './common';

/** What a candidate's last activity was (apps/server/src/modules/data-protection/retention.repository.ts). */
export const RETENTION_ACTIVITY_KINDS = [
  'created',
  'profile',
  'signIn',
  'action',
  'skillsFile',
  'passwordLink',
  'passwordSet',
  'cvImport',
  'attachment',
] as const;
export type RetentionActivityKind = (typeof RETENTION_ACTIVITY_KINDS)[number];

/** GET /api/DataProtection/retentionList?page=&pageSize=&order=: by last activity, oldest first by default. */
export const retentionListQuery = z.object({
  page: pageNumber(),
  pageSize: pageSizeSchema(100, 25),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type RetentionListQuery = z.infer<typeof retentionListQuery>;

export const expiredCandidateSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** ISO 8601. */
  lastActivityAt: z.string(),
  lastActivity: z.enum(RETENTION_ACTIVITY_KINDS),
});
export type ExpiredCandidate = z.infer<typeof expiredCandidateSchema>;

export const retentionPageSchema = z.object({
  items: z.array(expiredCandidateSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The retention period in months, and the date before which the last activity makes a candidate due (ISO). */
  months: z.number().int(),
  cutoff: z.string(),
});
export type RetentionPage = z.infer<typeof retentionPageSchema>;

/** The most candidates one erasure takes. */
export const ERASE_MAX = 500;

/**
 * POST /api/DataProtection/erase: `confirmCount` is the count the confirmation named; it must equal the number of
 * (distinct) ids, and every id must be an expired candidate, or nothing is erased.
 */
export const eraseBody = z.object({
  personIds: z.array(idSchema).min(1).max(ERASE_MAX),
  confirmCount: integerInput(1, ERASE_MAX),
});
export type EraseBody = z.infer<typeof eraseBody>;

export const eraseResultSchema = z.object({ erased: z.number().int() });
export type EraseResult = z.infer<typeof eraseResultSchema>;
