/**
 * Annual evaluation (EA/EEP): the answers of the evaluation's calls — the whole evaluation (Ea/details),
 * the years of a person (Ea/years), a person's evaluations menu, the check and the skills summary.
 * Names of criteria, types, levels and statuses come in the viewer's language.
 */
import { z } from 'zod';
import { defineList, listPageSchema } from '../lists';
import { personNameSchema } from './common';
import { objectStateSchema } from './exchanges';
import { performanceRatingSchema, scoreSchema } from './evaluation';

const int = () => z.number().int();
const dateOrNull = z.string().nullable();

// The form's blocks as answered (the request schemas trim and default; answers carry plain values).
const appreciationSchema = z.object({ contributions: z.string(), strengths: z.string(), weaknesses: z.string() });
export const cadreEntretienSchema = z.object({
  experience: z.string(),
  society: z.string(),
  dateNaissance: dateOrNull,
  dateEntreeAstek: dateOrNull,
  function: z.string(),
  dateEntretienN: dateOrNull,
  dateEntretienNm1: dateOrNull,
});
export const bilanAnnuelSchema = z.object({
  experienceComment: z.string(),
  consultantAppreciation: appreciationSchema,
  managerAppreciation: appreciationSchema,
  evaluationPerformance: performanceRatingSchema,
  commentaire: z.string(),
});
const termSchema = z.object({ goal: z.string(), motivation: z.string(), way: z.string() });
export const evolutionProfessionnelleSchema = z.object({
  shortTerm: termSchema,
  mediumTerm: termSchema,
  longTerm: termSchema,
  mobility: z.string(),
  otherActivity: z.string(),
  otherWill: z.string(),
});

export const skillEvaluationLineSchema = z.object({
  id: int(),
  idEa: int(),
  idType: int(),
  typeName: z.string(),
  /** The evaluation criterion (types 2–5) or the catalogue skill (technical lines), null for a free line. */
  idCriterion: int().nullable(),
  idSkill: int().nullable(),
  label: z.string(),
  /** The skill's level in the person's skills file (technical lines; 0 otherwise). */
  skillsFileLevel: int(),
  noteConsultant: scoreSchema,
  noteManager: scoreSchema,
  commentConsultant: z.string(),
  commentManager: z.string(),
  /** The manager's rating of the same line last year (evaluationCompetenceNm1), null when none. */
  lastYearNote: scoreSchema,
});
export type SkillEvaluationLine = z.infer<typeof skillEvaluationLineSchema>;

export const goalSchema = z.object({
  id: int(),
  idEa: int(),
  text: z.string(),
  measure: z.string(),
  dueDate: dateOrNull,
});
export type Goal = z.infer<typeof goalSchema>;

/** One of last year's objectives with this year's review of it. */
export const lastYearGoalSchema = goalSchema.extend({
  achievement: performanceRatingSchema,
  comment: z.string(),
});

export const eepLanguageSchema = z.object({
  id: int(),
  idEa: int(),
  name: z.string(),
  idLanguageLevel: int(),
  levelName: z.string(),
});
export type EepLanguage = z.infer<typeof eepLanguageSchema>;

export const otherActionSchema = z.object({
  id: int(),
  idEa: int(),
  actionType: z.string(),
  motivationJustification: z.string(),
  implementationSystems: z.string(),
});
export type OtherAction = z.infer<typeof otherActionSchema>;

export const trainingReviewSchema = z.object({
  id: int(),
  name: z.string(),
  date: dateOrNull,
  evaluation: performanceRatingSchema,
  comment: z.string(),
});

export const evaluationTrainingWishSchema = z.object({
  id: int(),
  idEa: int().nullable(),
  type: int(),
  typeName: z.string(),
  title: z.string(),
  nature: int().nullable(),
  organism: z.string(),
  desiredDate: dateOrNull,
  durationHours: int().nullable(),
  comment: z.string(),
  status: int(),
  statusName: z.string(),
});

/** GET /api/SkillsEvaluation/globalSkillsSummary: averages per type (rated lines only, two decimals). */
export const skillsSummaryRowSchema = z.object({
  idType: int(),
  typeName: z.string(),
  consultant: z.number().nullable(),
  manager: z.number().nullable(),
  lastYear: z.number().nullable(),
});
export const skillsSummarySchema = z.array(skillsSummaryRowSchema);

/** GET /api/SkillsEvaluation/checkData: what the viewer's next step (submit or validate) still needs. */
export const evaluationCheckSchema = z.object({
  ok: z.boolean(),
  side: z.enum(['consultant', 'manager']),
  /** Field keys (see evaluation-rules.ts). */
  missing: z.array(z.string()),
  /** The sections holding them, named in the viewer's language, in the form's order. */
  sections: z.array(z.object({ key: z.string(), name: z.string() })),
  /** Each missing field named in the viewer's language, with its section, in the form's order. */
  fields: z.array(z.object({ key: z.string(), section: z.string(), name: z.string() })),
});
export type EvaluationCheck = z.infer<typeof evaluationCheckSchema>;

export const evaluationHistoryEntrySchema = z.object({
  id: int(),
  fromStatus: int().nullable(),
  toStatus: int(),
  toStatusName: z.string(),
  changedBy: personNameSchema.nullable(),
  changedAt: z.string(),
  comment: z.string(),
});

export const evaluationSignatureSchema = z.object({
  signedBy: personNameSchema,
  signedAt: z.string(),
  /** SHA-256 of the exported PDF that was signed (hex). */
  documentHash: z.string(),
});

/** What the viewer may do on this evaluation (the server enforces the same rules). */
export const evaluationPermissionsSchema = z.object({
  isOwner: z.boolean(),
  managesOwner: z.boolean(),
  /** Which side of the form the viewer fills, if any. */
  side: z.enum(['consultant', 'manager']).nullable(),
  canEditConsultantSide: z.boolean(),
  canEditManagerSide: z.boolean(),
  /** Are the manager's ratings and comments shown to this viewer? */
  seesManagerSide: z.boolean(),
  canSubmit: z.boolean(),
  canValidate: z.boolean(),
  canResendToDraft: z.boolean(),
  canResendBoond: z.boolean(),
  /** Sign again a validated evaluation that no signature covers (after HR's correction). */
  canSign: z.boolean(),
  canExport: z.boolean(),
});
export type EvaluationPermissions = z.infer<typeof evaluationPermissionsSchema>;

/** GET /api/Ea/details */
export const eaDetailsSchema = z.object({
  id: int(),
  idUser: int(),
  year: int(),
  idLang: int(),
  status: int(),
  statusName: z.string(),
  rowVersion: int(),
  person: z.object({
    firstName: z.string(),
    lastName: z.string(),
    reference: z.string().nullable(),
    manager: personNameSchema.nullable(),
  }),
  /** The person's evaluation deadline and whether it has passed (for a draft or submitted evaluation). */
  deadline: dateOrNull,
  isLate: z.boolean(),
  /** False when the person has no submitted or validated skills file (the spec's warning). */
  hasSkillsFile: z.boolean(),
  cadreEntretien: cadreEntretienSchema,
  bilanAnnuel: bilanAnnuelSchema,
  evolutionProfessionnelle: evolutionProfessionnelleSchema,
  synthese: z.string(),
  cpfHours: int().nullable(),
  cpfDate: dateOrNull,
  cpfIsOkTraining: z.boolean().nullable(),
  commentTrainingRequest: z.string(),
  isDCUpToDate: z.boolean(),
  skills: z.array(skillEvaluationLineSchema),
  summary: skillsSummarySchema,
  goals: z.array(goalSchema),
  lastYearGoals: z.array(lastYearGoalSchema),
  languages: z.array(eepLanguageSchema),
  otherActions: z.array(otherActionSchema),
  trainingReviews: z.array(trainingReviewSchema),
  trainingWishes: z.array(evaluationTrainingWishSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: personNameSchema.nullable(),
  submittedAt: dateOrNull,
  validatedAt: dateOrNull,
  signature: evaluationSignatureSchema.nullable(),
  /** True once HR corrected the validated evaluation (each correction is in the history). */
  correctedByHr: z.boolean(),
  history: z.array(evaluationHistoryEntrySchema),
  permissions: evaluationPermissionsSchema,
  check: evaluationCheckSchema,
  delivery: objectStateSchema.nullable(),
});
export type EaDetails = z.infer<typeof eaDetailsSchema>;

/** GET /api/Ea/years: a person's evaluations, newest first. */
export const eaYearSchema = z.object({
  idEa: int(),
  year: int(),
  status: int(),
  statusName: z.string(),
  validatedAt: dateOrNull,
  signed: z.boolean(),
});
export const eaYearsSchema = z.object({
  idUser: int(),
  /** The person's deadline for this year's evaluation and next evaluation year. */
  deadline: dateOrNull,
  nextEaYear: int().nullable(),
  isLate: z.boolean(),
  /** May the viewer open this year's evaluation (POST /api/Ea/save without idEa)? */
  canOpenCurrentYear: z.boolean(),
  years: z.array(eaYearSchema),
});
export type EaYears = z.infer<typeof eaYearsSchema>;

/** Writes: the evaluation's id, status and new row version; row writes add the stored row. */
export const eaWriteResultSchema = z.object({ idEa: int(), status: int(), rowVersion: int() });
export const eaRowWriteSchema = <T extends z.ZodType>(item: T) => z.object({ rowVersion: int(), item });
export const eaRowDeleteSchema = z.object({ id: int(), rowVersion: int() });
/** PUT /api/SkillsEvaluation: `message` is the spec's confirmation. */
export const skillEvaluationBulkResultSchema = z.object({ rowVersion: int(), updated: int() });

/** A followed evaluation's status in the list: 0 not opened yet, 1 draft, 2 submitted, 3 validated. */
export const FOLLOWED_EA_STATUSES = ['0', '1', '2', '3'] as const;

/**
 * GET /api/Ea/followed: this year's evaluations of the people the caller manages down the chain, filtered, sorted
 * and paged by the lists' layer (packages/shared/src/lists.ts; docs/decisions/024-scale-paging.md). By default
 * those waiting for the caller first, then by deadline and name.
 */
export const eaFollowedList = defineList(
  {
    name: { type: 'text', sortable: true, filterable: true, required: true },
    status: { type: 'enum', sortable: true, filterable: true, options: FOLLOWED_EA_STATUSES },
    deadline: { type: 'date', sortable: true, filterable: true },
    isLate: { type: 'boolean', sortable: true, filterable: true },
    waitsForMe: { type: 'boolean', sortable: true, filterable: true },
  },
  { sort: 'waitsForMe', order: 'desc' },
);
export const eaFollowedQuery = eaFollowedList.query;

export const evaluationFollowedRowSchema = z.object({
  idUser: int(),
  firstName: z.string(),
  lastName: z.string(),
  deadline: dateOrNull,
  isLate: z.boolean(),
  idEa: int().nullable(),
  status: int().nullable(),
  statusName: z.string(),
  /** Waiting for the caller: submitted, to rate, validate and sign. */
  waitsForMe: z.boolean(),
});
export type EvaluationFollowedRow = z.infer<typeof evaluationFollowedRowSchema>;
/** A page of the followed evaluations, with the year they are of. */
export const evaluationFollowedSchema = listPageSchema(evaluationFollowedRowSchema).extend({ year: int() });
export type EvaluationFollowed = z.infer<typeof evaluationFollowedSchema>;
