import { z } from 'zod';
import { ROLE_IDS } from '../roles';
import { defineList, listPageSchema } from '../lists';
import { LIMITS } from '../constants';
import { idSchema, integerInput, roleRefSchema, text } from './common';

/** A person's current skills file in one language (status 0 "new" when there is none). */
export const teamFileSchema = z.object({
  idLang: z.number().int(),
  idDc: z.number().int().nullable(),
  status: z.number().int(),
  version: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});

export const teamMemberSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  reference: z.string().nullable(),
  role: roleRefSchema,
  isActive: z.boolean(),
  managerName: z.string().nullable(),
  /** French (1) then English (2). */
  files: z.array(teamFileSchema),
  /** Proposals to their skills file (from a validated evaluation, a certification obtained) not yet decided. */
  pendingProposals: z.boolean(),
  /**
   * The person's evaluations, newest first — null when they have none at all (a candidate, a subcontractor) or the
   * viewer may not open evaluations (ficheEa).
   */
  evaluations: z
    .array(z.object({ year: z.number().int(), idEa: z.number().int(), status: z.number().int() }))
    .nullable(),
  /**
   * This year's evaluation: its status (0 not opened yet), whether it is late (deadline passed, not validated) and
   * the deadline — null for a person without evaluations (a candidate, a subcontractor).
   */
  evaluation: z
    .object({
      year: z.number().int(),
      idEa: z.number().int().nullable(),
      status: z.number().int(),
      deadline: z.string().nullable(),
      isLate: z.boolean(),
    })
    .nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** This year's evaluation status of a row: 0 not opened yet, then the evaluation's statuses (1–3). */
export const TEAM_EA_STATUSES = ['0', '1', '2', '3'] as const;
/** A skills file's status in a language: 0 none (new), 1 draft, 2 submitted, 3 validated. */
export const TEAM_DC_STATUSES = ['0', '1', '2', '3'] as const;

/**
 * GET /api/ListMyConsultant/all (also `recherche`, `filtreType`): the employees list — the people I manage down the
 * chain, everyone with "all" access — filtered, sorted and paged (packages/shared/src/lists.ts).
 */
export const employeesList = defineList(
  {
    lastName: { type: 'text', sortable: true, filterable: true, required: true },
    firstName: { type: 'text', sortable: true, filterable: true },
    reference: { type: 'text', sortable: true, filterable: true },
    role: { type: 'enum', sortable: true, filterable: true, options: ROLE_IDS.map(String) },
    managerName: { type: 'text', sortable: true, filterable: true },
    isActive: { type: 'boolean', sortable: true, filterable: true },
    dcFr: { type: 'enum', sortable: true, filterable: true, options: TEAM_DC_STATUSES },
    dcEn: { type: 'enum', sortable: true, filterable: true, options: TEAM_DC_STATUSES },
    pendingProposals: { type: 'boolean', sortable: true, filterable: true },
    eaStatus: { type: 'enum', sortable: true, filterable: true, options: TEAM_EA_STATUSES },
    eaLate: { type: 'boolean', sortable: true, filterable: true },
    eaDeadline: { type: 'date', sortable: true, filterable: true },
  },
  { sort: 'lastName' },
);
export const teamQuery = employeesList.query;
export const teamPageSchema = listPageSchema(teamMemberSchema);
export type TeamPage = z.infer<typeof teamPageSchema>;

/**
 * PUT /api/ListMyConsultant/updateEaEcheanceUser: this year's evaluation deadline of one person (`reference`) or of a
 * selection (`ids`); a new deadline must be later than today and not empty (checked by the server against its day).
 */
export const updateDeadlineBody = z
  .object({
    reference: text({ max: LIMITS.shortTextMax }).optional(),
    ids: z.array(idSchema).min(1).max(500).optional(),
    dateEcheance: z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, 'EA_DEADLINE_INVALID'),
    nextEaYear: integerInput(2000, 2100).optional(),
  })
  .refine((b) => (b.reference ? 1 : 0) + (b.ids ? 1 : 0) === 1, { message: 'reference or ids, one of them' });
export const updateDeadlineResultSchema = z.object({
  updated: z.number().int(),
  dateEcheance: z.string(),
  /** Ids asked for that are not evaluable people the caller may see: nothing was changed for them. */
  skipped: z.array(z.number().int()),
});

/**
 * GET /api/ListMyConsultant/dcAValider: the submitted skills files the viewer may validate (their chain's, everyone's
 * with "all" access), filtered by language and submitted date, sorted and paged (oldest submitted first).
 */
export const filesToValidateList = defineList(
  {
    lastName: { type: 'text', sortable: true, filterable: true, required: true },
    firstName: { type: 'text', sortable: true, filterable: true },
    reference: { type: 'text', sortable: true, filterable: true },
    idLang: { type: 'enum', sortable: true, filterable: true, options: ['1', '2'] },
    version: { type: 'number', sortable: true, filterable: true },
    submittedAt: { type: 'date', sortable: true, filterable: true },
  },
  { sort: 'submittedAt' },
);
export const fileToValidateSchema = z.object({
  idUser: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  reference: z.string().nullable(),
  idDc: z.number().int(),
  idLang: z.number().int(),
  version: z.number().int(),
  submittedAt: z.string().nullable(),
});
export type FileToValidate = z.infer<typeof fileToValidateSchema>;
export const filesToValidatePageSchema = listPageSchema(fileToValidateSchema);
export type FilesToValidatePage = z.infer<typeof filesToValidatePageSchema>;
