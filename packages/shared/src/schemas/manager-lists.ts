/**
 * The managers' lists (issue 19 §2, §4, §5): my managers and their business-manager reviews, the managers' reviews
 * by year, the evaluations of the people I follow by year and status, and the campaign follow-up (counts per group,
 * reminders, what blocks an evaluation). Each list is one `defineList` (packages/shared/src/lists.ts): its columns
 * give the page query, the export body and the web's filter bar.
 *
 * Statuses are codes (the web translates them):
 * - a review of this year: notOpened (none yet), draft, submitted, validated;
 * - an evaluation of a year: notStarted (none opened, the person is evaluable), draft, submitted, validated, and late
 *   — its deadline passed and it is not validated; late wins over notStarted, draft and submitted (the campaign's
 *   counts are exclusive), `eaStatus` keeps the evaluation's own status beside it.
 *
 * A year's deadline: the person's `ea_deadline` for the year it is set for (`next_ea_year`, the current year when
 * none); a past year without one closed on 31 December. A person's business unit is led by the nearest business-unit
 * director (role 5) at or above them in the chain — themselves when they are one, none when nobody above is; the
 * campaign's counts group by it (or by the person's manager).
 */
import { z } from 'zod';
import { defineList, listPageSchema } from '../lists';
import type { AccountSubject } from '../roles';
import { evaluationCheckSchema } from './evaluation-details';
import { idSchema, integerInput, langIdSchema, roleRefSchema } from './common';

const int = () => z.number().int();
const yearInput = integerInput(2000, 2100);

export const REVIEW_LIST_STATUSES = ['notOpened', 'draft', 'submitted', 'validated'] as const;
export type ReviewListStatus = (typeof REVIEW_LIST_STATUSES)[number];
export const CAMPAIGN_STATUSES = ['notStarted', 'draft', 'submitted', 'validated', 'late'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** The statuses a reminder is sent for. */
export const REMINDABLE_STATUSES: readonly CampaignStatus[] = ['late', 'notStarted'];
/** The most people one reminder call names. */
export const REMINDER_MAX_PEOPLE = 500;

/** The campaign follow-up (counts, reminders) is for HR and directors: roles 4–6. */
export const canFollowCampaign = (a: Pick<AccountSubject, 'roleId'>): boolean => a.roleId >= 4 && a.roleId <= 6;

// ─────────────────────────────────────────────────────────────── my managers (ListMyManager)

export const myManagersList = defineList(
  {
    name: { type: 'text', sortable: true, filterable: true, required: true },
    reference: { type: 'text', sortable: true, filterable: true },
    role: { type: 'enum', sortable: true, filterable: true, options: ['3', '4', '5'] },
    manager: { type: 'text', sortable: true, filterable: true },
    active: { type: 'boolean', sortable: true, filterable: true },
    reviewStatus: { type: 'enum', sortable: true, filterable: true, options: REVIEW_LIST_STATUSES },
    skillsFileStatus: { type: 'enum', sortable: true, filterable: true, options: ['0', '1', '2', '3'] },
  },
  { sort: 'name' },
);
/** The language of the skills file whose status the list shows (default: the viewer's). */
const withLang = { idLang: langIdSchema.optional() };
/** GET /api/ListMyManager/all and /recherche. */
export const myManagersQuery = myManagersList.query.extend(withLang);
/** POST /api/ListMyManager/exportExcel. */
export const myManagersExportBody = myManagersList.exportBody.extend(withLang);

export const myManagerRowSchema = z.object({
  id: int(),
  firstName: z.string(),
  lastName: z.string(),
  reference: z.string().nullable(),
  role: roleRefSchema,
  managerName: z.string().nullable(),
  isActive: z.boolean(),
  /** This year's review (the page opens /page/eep/bm/fiche/{year}/{id}). */
  year: int(),
  review: z.object({
    idEep: int().nullable(),
    status: z.enum(REVIEW_LIST_STATUSES),
    submittedAt: z.string().nullable(),
    validatedAt: z.string().nullable(),
  }),
  /** The current skills file in the list's language; status 0 (new) when there is none. */
  skillsFile: z.object({ idLang: int(), idDc: int().nullable(), status: int() }),
});
export type MyManagerRow = z.infer<typeof myManagerRowSchema>;
export const myManagersPageSchema = listPageSchema(myManagerRowSchema);
export type MyManagersPage = z.infer<typeof myManagersPageSchema>;

/** GET /api/ListMyManager/eep: one manager's reviews, newest first. */
export const myManagerReviewsQuery = z.object({ idUser: idSchema });
export const reviewYearSchema = z.object({
  year: int(),
  idEep: int(),
  status: int(),
  statusName: z.string(),
  submittedAt: z.string().nullable(),
  validatedAt: z.string().nullable(),
});
export const myManagerReviewsSchema = z.object({
  idUser: int(),
  firstName: z.string(),
  lastName: z.string(),
  years: z.array(reviewYearSchema),
});
export type MyManagerReviews = z.infer<typeof myManagerReviewsSchema>;

/** GET /api/ListMyManager/eepAValider: submitted reviews the viewer validates (they review the owner). */
export const reviewToValidateSchema = z.object({
  idUser: int(),
  firstName: z.string(),
  lastName: z.string(),
  reference: z.string().nullable(),
  idEep: int(),
  year: int(),
  submittedAt: z.string().nullable(),
});
export const reviewsToValidateSchema = z.array(reviewToValidateSchema);
export type ReviewToValidate = z.infer<typeof reviewToValidateSchema>;

// ─────────────────────────────────────────────────────────────── managers' reviews (ListEEPManager)

export const managerReviewsList = defineList(
  {
    name: { type: 'text', sortable: true, filterable: true, required: true },
    reference: { type: 'text', sortable: true, filterable: true },
    year: { type: 'number', sortable: true, filterable: true },
    status: { type: 'enum', sortable: true, filterable: true, options: ['draft', 'submitted', 'validated'] },
    submittedAt: { type: 'date', sortable: true, filterable: true },
    validatedAt: { type: 'date', sortable: true, filterable: true },
    reviewer: { type: 'text', sortable: true, filterable: true },
    profile: { type: 'enum', sortable: true, filterable: true, options: ['1', '2', '3', '4', '5', '6'] },
  },
  { sort: 'name' },
);
/** One year, or every year when absent. */
const withYear = { year: yearInput.optional() };
/** GET /api/ListEEPManager/all. */
export const managerReviewsQuery = managerReviewsList.query.extend(withYear);
/** POST /api/ListEEPManager/exportExcel. */
export const managerReviewsExportBody = managerReviewsList.exportBody.extend(withYear);

export const managerReviewRowSchema = z.object({
  idEep: int(),
  idUser: int(),
  firstName: z.string(),
  lastName: z.string(),
  reference: z.string().nullable(),
  year: int(),
  status: z.enum(['draft', 'submitted', 'validated']),
  submittedAt: z.string().nullable(),
  validatedAt: z.string().nullable(),
  /** Who validated it, else who reviews it (the owner's manager); null at the top of the chain (HR reviews). */
  reviewerName: z.string().nullable(),
  profile: z.object({ id: int(), name: z.string() }),
});
export type ManagerReviewRow = z.infer<typeof managerReviewRowSchema>;
export const managerReviewsPageSchema = listPageSchema(managerReviewRowSchema);
export type ManagerReviewsPage = z.infer<typeof managerReviewsPageSchema>;

/** GET /api/ListEEPManager/allYears: the years that have reviews in the viewer's scope, newest first. */
export const reviewYearsSchema = z.array(int());

// ─────────────────────────────────────────────────────────────── evaluations (ListMyConsultant/ea…)

export const evaluationsList = defineList(
  {
    name: { type: 'text', sortable: true, filterable: true, required: true },
    reference: { type: 'text', sortable: true, filterable: true },
    manager: { type: 'text', sortable: true, filterable: true },
    businessUnit: { type: 'text', sortable: true, filterable: true },
    status: { type: 'enum', sortable: true, filterable: true, options: CAMPAIGN_STATUSES },
    deadline: { type: 'date', sortable: true, filterable: true },
    submittedAt: { type: 'date', sortable: true, filterable: true },
    validatedAt: { type: 'date', sortable: true, filterable: true },
  },
  { sort: 'name' },
);
/** The campaign's year (default: this year). */
const campaignYear = { year: yearInput.optional() };
/** GET /api/ListMyConsultant/ea. */
export const evaluationsQuery = evaluationsList.query.extend(campaignYear);
/** POST /api/ListMyConsultant/exportEaExcel. */
export const evaluationsExportBody = evaluationsList.exportBody.extend(campaignYear);

const personRef = z.object({ id: int(), name: z.string() });
export const evaluationRowSchema = z.object({
  idUser: int(),
  firstName: z.string(),
  lastName: z.string(),
  reference: z.string().nullable(),
  managerName: z.string().nullable(),
  businessUnit: personRef.nullable(),
  year: int(),
  idEa: int().nullable(),
  /** The evaluation's own status (1 draft, 2 submitted, 3 validated), null when none is opened. */
  eaStatus: int().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  deadline: z.string().nullable(),
  submittedAt: z.string().nullable(),
  validatedAt: z.string().nullable(),
});
export type EvaluationRow = z.infer<typeof evaluationRowSchema>;
export const evaluationsPageSchema = listPageSchema(evaluationRowSchema);
export type EvaluationsPage = z.infer<typeof evaluationsPageSchema>;

/** GET /api/ListMyConsultant/eaAValider: submitted evaluations waiting for the viewer (they manage the owner). */
export const evaluationsToValidateQuery = z.object(campaignYear);
export const evaluationToValidateSchema = z.object({
  idUser: int(),
  firstName: z.string(),
  lastName: z.string(),
  idEa: int(),
  year: int(),
  deadline: z.string().nullable(),
  isLate: z.boolean(),
});
export const evaluationsToValidateSchema = z.array(evaluationToValidateSchema);
export type EvaluationToValidate = z.infer<typeof evaluationToValidateSchema>;

// ─────────────────────────────────────────────────────────────── campaign follow-up

export const CAMPAIGN_GROUPINGS = ['manager', 'businessUnit'] as const;
export type CampaignGrouping = (typeof CAMPAIGN_GROUPINGS)[number];

/** GET /api/ListMyConsultant/eaCampaign. */
export const campaignQuery = z.object({ ...campaignYear, groupBy: z.enum(CAMPAIGN_GROUPINGS).default('manager') });
const counts = {
  notStarted: int(),
  draft: int(),
  submitted: int(),
  validated: int(),
  late: int(),
  total: int(),
};
export const campaignSchema = z.object({
  year: int(),
  groupBy: z.enum(CAMPAIGN_GROUPINGS),
  /** One group per manager or business unit (id null: none — nobody above), largest first. */
  groups: z.array(z.object({ id: int().nullable(), name: z.string().nullable(), ...counts })),
  totals: z.object(counts),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** POST /api/ListMyConsultant/remindLate. */
export const remindLateBody = z.object({
  year: yearInput,
  personIds: z
    .array(idSchema)
    .min(1)
    .max(REMINDER_MAX_PEOPLE)
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate person ids'),
  /** Remind the person, or their manager. */
  to: z.enum(['person', 'manager']),
});
export type RemindLateBody = z.infer<typeof remindLateBody>;
export const remindLateResultSchema = z.object({
  sent: int(),
  /** The people reminded now. */
  sentTo: z.array(int()),
  skipped: z.object({
    /** Already reminded today (by anyone). */
    alreadyReminded: int(),
    /** Neither late nor not started (nothing to remind). */
    notLate: int(),
    /** Not in the viewer's evaluation list (unknown, outside their scope, no evaluation expected). */
    notVisible: int(),
    /** To their manager, but they have none with an address. */
    noRecipient: int(),
  }),
});
export type RemindLateResult = z.infer<typeof remindLateResultSchema>;

/** GET /api/ListMyConsultant/eaBlockers. */
export const blockersQuery = z.object({ year: yearInput, idUser: idSchema });
export const blockersSchema = z.object({
  idUser: int(),
  year: int(),
  idEa: int().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  eaStatus: int().nullable(),
  /**
   * What the next step still needs, as checkData names it: the employee's side of a draft (before they submit), the
   * manager's of a submitted one (before they validate); null when none is opened or it is validated.
   */
  check: evaluationCheckSchema.nullable(),
});
export type Blockers = z.infer<typeof blockersSchema>;
