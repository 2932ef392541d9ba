/**
 * Training and certification wishes (spec part 2 §3, §4, §7; issue 20 §2): one record whether made in an evaluation
 * (request origin EEP, `idEa`) or entered by a manager or HR. Enumerations are the ids of packages/shared
 * constants (TRAINING_*); the answers carry each one's name in the caller's language.
 *
 * - `POST Training/wishTraining`: insert (no `id`) or update (`id`). With `idEa`: from the evaluation, under the
 *   evaluation's row version and its side rules. Without: from the management screen, `idUser` for an insert, the
 *   wish's own row version for an update.
 * - `POST Training/insertTraining?id`: HR registers the training itself (organism, dates, hours, cost, scheme,
 *   validation).
 * - `PUT Training/trainingReport?id`: after the training, what was done and attended and the person's feedback.
 * - `PUT Training/certificationAchieved?id`: the certification obtained (proposed to the person's skills file).
 * - `PUT Training/status`: process (sends it to BoondManager), cancel, reopen, back to in progress.
 */
import { z } from 'zod';
import {
  TRAINING_CONTEXTS,
  TRAINING_NATURES,
  TRAINING_REQUEST_ORIGINS,
  TRAINING_SCHEMES,
  TRAINING_STATUSES,
  TRAINING_TYPES,
} from '../constants';
import { defineList, listPageSchema } from '../lists';
import {
  endNotBeforeStart,
  idSchema,
  integerInput,
  longText,
  optionalDate,
  requiredShortText,
  rowVersionSchema,
  shortText,
} from './common';

const int = () => z.number().int();
const ids = (values: readonly { id: number }[]) => values.map((v) => String(v.id));
const enumId = (values: readonly { id: number }[]) =>
  z.number().int().min(1).max(values.length).nullable().default(null);
/** Hours of a training (whole hours). */
const hours = z.number().int().min(0).max(10_000).nullable().default(null);
/** A cost excluding tax in euros, at most two decimals. */
const cost = z
  .number()
  .min(0)
  .max(99_999_999.99)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most two decimals')
  .nullable()
  .default(null);

export const TRAINING_STATUS_ACTIONS = ['process', 'cancel', 'reopen', 'backToInProgress'] as const;
export type TrainingStatusAction = (typeof TRAINING_STATUS_ACTIONS)[number];

/** The fields of a wish either screen writes. */
const wishFields = {
  type: z.number().int().min(1).max(TRAINING_TYPES.length),
  title: requiredShortText,
  nature: enumId(TRAINING_NATURES),
  context: enumId(TRAINING_CONTEXTS),
  organism: shortText.default(''),
  desiredDate: optionalDate,
  durationHours: hours,
  comment: longText.default(''),
};

/**
 * POST /api/Training/wishTraining (insert; `id` to update). With `idEa` (the evaluation's row version): a wish of
 * the evaluation's owner, origin EEP. Without: `idUser` (insert) and `requestOrigin`; `rowVersion` is the wish's
 * (update) — ignored on an insert.
 */
export const wishTrainingBody = z
  .object({
    id: idSchema.optional(),
    idEa: idSchema.optional(),
    idUser: idSchema.optional(),
    rowVersion: rowVersionSchema.default(1),
    requestOrigin: z.number().int().min(1).max(TRAINING_REQUEST_ORIGINS.length).optional(),
    ...wishFields,
  })
  .superRefine((v, ctx) => {
    if (v.idEa === undefined && v.id === undefined && v.idUser === undefined)
      ctx.addIssue({ code: 'custom', path: ['idUser'], message: 'idUser is required for a new wish' });
  });
export type WishTrainingBody = z.infer<typeof wishTrainingBody>;

/** DELETE /api/Training/wishTraining?id&idEa&rowVersion: the evaluation's row version with idEa, else the wish's. */
export const wishTrainingDeleteQuery = z.object({
  id: idSchema,
  idEa: idSchema.optional(),
  rowVersion: rowVersionSchema,
});

export const trainingIdQuery = z.object({ id: idSchema });

/** POST /api/Training/insertTraining?id: HR registers the training. */
export const insertTrainingBody = z
  .object({
    rowVersion: rowVersionSchema,
    organism: shortText.default(''),
    scheme: enumId(TRAINING_SCHEMES),
    startDate: optionalDate,
    endDate: optionalDate,
    durationHours: hours,
    costExclTax: cost,
    validation: shortText.default(''),
  })
  .superRefine(endNotBeforeStart('startDate', 'endDate'));
export type InsertTrainingBody = z.infer<typeof insertTrainingBody>;

/** PUT /api/Training/trainingReport?id: after the training. */
export const trainingReportBody = z.object({
  rowVersion: rowVersionSchema,
  attended: z.boolean(),
  hoursAttended: hours,
  content: longText.default(''),
  feedback: longText.default(''),
  /** 1 very satisfactory … 4 insufficient. */
  rating: z.number().int().min(1).max(4).nullable().default(null),
});
export type TrainingReportBody = z.infer<typeof trainingReportBody>;

/** PUT /api/Training/certificationAchieved?id: obtained (date required) or undone (`obtained: false`). */
export const certificationAchievedBody = z
  .object({
    rowVersion: rowVersionSchema,
    obtained: z.boolean().default(true),
    obtainedDate: optionalDate,
    expiryDate: optionalDate,
    /** Default: the wish's title. */
    name: shortText.default(''),
    /** Default: the wish's organism. */
    organism: shortText.default(''),
  })
  .superRefine(endNotBeforeStart('obtainedDate', 'expiryDate'))
  .superRefine((v, ctx) => {
    if (v.obtained && !v.obtainedDate)
      ctx.addIssue({ code: 'custom', path: ['obtainedDate'], message: 'the date obtained is required' });
  });
export type CertificationAchievedBody = z.infer<typeof certificationAchievedBody>;

/** PUT /api/Training/status */
export const trainingStatusBody = z.object({
  id: idSchema,
  action: z.enum(TRAINING_STATUS_ACTIONS),
  rowVersion: rowVersionSchema,
  comment: shortText.default(''),
});
export type TrainingStatusBody = z.infer<typeof trainingStatusBody>;

const named = z.object({ id: int(), name: z.string() }).nullable();

export const trainingAttachmentSchema = z.object({
  id: int(),
  fileName: z.string(),
  contentType: z.string(),
  size: int(),
  createdAt: z.string(),
});

export const trainingDeliverySchema = z
  .object({ state: z.enum(['none', 'pending', 'sent', 'failed', 'cancelled']), lastError: z.string().nullable() })
  .nullable();

/** GET /api/Training/trainingById?id= */
export const trainingWishSchema = z.object({
  id: int(),
  idUser: int(),
  personName: z.string(),
  idEa: int().nullable(),
  rowVersion: int(),
  type: named,
  title: z.string(),
  status: named,
  context: named,
  nature: named,
  requestOrigin: named,
  scheme: named,
  organism: z.string(),
  desiredDate: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  durationHours: int().nullable(),
  costExclTax: z.number().nullable(),
  validation: z.string(),
  comment: z.string(),
  enteredBy: named,
  createdAt: z.string(),
  /** The skill gap it addresses, when made from a suggestion (issue 22 §2): levels 0–4 on the evaluation's scale. */
  gap: z.object({ name: z.string(), levelFrom: int(), levelTo: int() }).nullable(),
  certification: z.object({
    obtained: z.boolean(),
    obtainedDate: z.string().nullable(),
    expiryDate: z.string().nullable(),
    name: z.string(),
  }),
  report: z
    .object({
      attended: z.boolean().nullable(),
      hoursAttended: int().nullable(),
      content: z.string(),
      feedback: z.string(),
      rating: int().nullable(),
      reportedAt: z.string(),
    })
    .nullable(),
  attachments: z.array(trainingAttachmentSchema),
  history: z.array(
    z.object({ from: int().nullable(), to: int(), by: z.string().nullable(), at: z.string(), comment: z.string() }),
  ),
  delivery: trainingDeliverySchema,
  /** What the caller may do on it. */
  rights: z.object({
    edit: z.boolean(),
    manage: z.boolean(),
    actions: z.array(z.enum(TRAINING_STATUS_ACTIONS)),
  }),
});
export type TrainingWish = z.infer<typeof trainingWishSchema>;

export const trainingWriteSchema = z.object({ id: int(), rowVersion: int() });
export const trainingStatusResultSchema = z.object({ id: int(), status: int(), rowVersion: int() });

// ─────────────────────────────────────────────────────────────── the list (management screen)

export const trainingsList = defineList(
  {
    name: { type: 'text', sortable: true, filterable: true, required: true },
    title: { type: 'text', sortable: true, filterable: true, required: true },
    type: { type: 'enum', sortable: true, filterable: true, options: ids(TRAINING_TYPES) },
    status: { type: 'enum', sortable: true, filterable: true, options: ids(TRAINING_STATUSES) },
    context: { type: 'enum', sortable: true, filterable: true, options: ids(TRAINING_CONTEXTS) },
    nature: { type: 'enum', sortable: true, filterable: true, options: ids(TRAINING_NATURES) },
    requestOrigin: { type: 'enum', sortable: true, filterable: true, options: ids(TRAINING_REQUEST_ORIGINS) },
    scheme: { type: 'enum', sortable: true, filterable: true, options: ids(TRAINING_SCHEMES) },
    organism: { type: 'text', sortable: true, filterable: true },
    desiredDate: { type: 'date', sortable: true, filterable: true },
    startDate: { type: 'date', sortable: true, filterable: true },
    endDate: { type: 'date', sortable: true, filterable: true },
    durationHours: { type: 'number', sortable: true, filterable: true },
    costExclTax: { type: 'number', sortable: true, filterable: true },
    validation: { type: 'text', sortable: true, filterable: true },
    enteredBy: { type: 'text', sortable: true, filterable: true },
    certificationObtained: { type: 'boolean', sortable: true, filterable: true },
    createdAt: { type: 'date', sortable: true, filterable: true },
  },
  { sort: 'createdAt', order: 'desc' },
);
export const trainingsQuery = trainingsList.query;
export const trainingsExportBody = trainingsList.exportBody;

export const trainingRowSchema = z.object({
  id: int(),
  idUser: int(),
  firstName: z.string(),
  lastName: z.string(),
  idEa: int().nullable(),
  title: z.string(),
  type: named,
  status: named,
  context: named,
  nature: named,
  requestOrigin: named,
  scheme: named,
  organism: z.string(),
  desiredDate: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  durationHours: int().nullable(),
  costExclTax: z.number().nullable(),
  validation: z.string(),
  enteredBy: z.string().nullable(),
  certificationObtained: z.boolean(),
  createdAt: z.string(),
});
export type TrainingRow = z.infer<typeof trainingRowSchema>;

/** Hours and cost of the wishes in one group (no cost/hours given counts as 0; `count` is every wish). */
export const trainingTotalSchema = z.object({
  id: int(),
  name: z.string(),
  count: int(),
  hours: int(),
  cost: z.number(),
});
export type TrainingTotal = z.infer<typeof trainingTotalSchema>;
export const trainingTotalsSchema = z.object({
  all: z.object({ count: int(), hours: int(), cost: z.number() }),
  byStatus: z.array(trainingTotalSchema),
  byNature: z.array(trainingTotalSchema),
  byScheme: z.array(trainingTotalSchema),
});
export type TrainingTotals = z.infer<typeof trainingTotalsSchema>;

export const trainingsPageSchema = listPageSchema(trainingRowSchema).extend({ totals: trainingTotalsSchema });
export type TrainingsPage = z.infer<typeof trainingsPageSchema>;

// ─────────────────────────────────────────────────────────────── HR's training budget

/**
 * GET /api/Training/budget?year=: per business unit and per scheme, for the wishes of the year (their start date,
 * else their desired date, else their creation, in that year):
 * - planned: in progress; enrolled: processed; spent: processed whose end date is past (or whose report is done).
 * A person's business unit is led by the nearest business-unit director (role 5) at or above them in the chain.
 */
export const trainingBudgetQuery = z.object({ year: integerInput(2000, 2100) });
const budgetFigures = z.object({
  plannedCost: z.number(),
  plannedHours: int(),
  enrolledCost: z.number(),
  enrolledHours: int(),
  spentCost: z.number(),
  spentHours: int(),
  count: int(),
});
export type TrainingBudgetFigures = z.infer<typeof budgetFigures>;
export const trainingBudgetSchema = z.object({
  year: int(),
  total: budgetFigures,
  byBusinessUnit: z.array(budgetFigures.extend({ id: int().nullable(), name: z.string().nullable() })),
  byScheme: z.array(budgetFigures.extend({ id: int().nullable(), name: z.string().nullable() })),
});
export type TrainingBudget = z.infer<typeof trainingBudgetSchema>;

/** POST /api/File/save?id&action&idTraining: attach a file to a wish (`add`), or replace one of its files (`replace`, id). */
export const TRAINING_FILE_ACTIONS = ['add', 'replace'] as const;
export const trainingFileSaveQuery = z
  .object({
    idTraining: idSchema,
    action: z.enum(TRAINING_FILE_ACTIONS).default('add'),
    id: idSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'replace' && v.id === undefined)
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'the file to replace is required' });
  });
