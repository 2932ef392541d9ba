/**
 * Business-manager review (EEP BM): request and answer schemas of Ea/eepBmDetails (read and update), Ea/saveEepBM
 * (opens the year's review), Ea/eepBmSkills (the nine categories' lines), Ea/eepBmSummary, Ea/checkEEPData and
 * SpireDoc/downLoadEEPBM. Status, signature and resend are the kernel's shared calls with `type: 'eepBm'`
 * (Ea/status, Ea/managerSigned, Boond/uploadFileToBoondEA). Rules: ../eep-bm-rules.ts; decision 018.
 *
 * Conventions (as the evaluation): dates 'YYYY-MM-DD' or null; every write names the review's `rowVersion` and
 * answers the new one (409 CONFLICT when stale); texts ≤ 4096; each side writes only its own fields (403 otherwise).
 */
import { z } from 'zod';
import { BM_SKILL_CATEGORIES, BUSINESS_MANAGER_PROFILES } from '../constants';
import {
  idSchema,
  integerInput,
  langIdSchema,
  longText,
  personNameSchema,
  rowVersionSchema,
  shortText,
} from './common';
import {
  EA_EXPORT_FORMATS,
  eepLanguageRow,
  evaluationYearSchema,
  patchDate,
  requiredLong,
  scoreSchema,
} from './evaluation';
import {
  eepLanguageSchema,
  evaluationCheckSchema,
  evaluationHistoryEntrySchema,
  evaluationPermissionsSchema,
  evaluationSignatureSchema,
  otherActionSchema,
} from './evaluation-details';
import { objectStateSchema } from './exchanges';

const int = () => z.number().int();
const dateOrNull = z.string().nullable();
/** A business-manager profile id 1–6. */
export const bmProfileIdSchema = integerInput(1, BUSINESS_MANAGER_PROFILES.length);
/** A results count (R+, Sign., OC achieved): an integer ≥ 0, or null when not given. */
const resultCount = z.number().int().min(0).max(10_000).nullable();

// ─────────────────────────────────────────────────────────────── queries

/** GET /api/Ea/eepBmDetails?idUser=&year=&idLang=&idBusinessManager= (a profile other than the review's previews). */
export const eepBmDetailsQuery = z.object({
  idUser: idSchema,
  year: evaluationYearSchema,
  idLang: langIdSchema.optional(),
  idBusinessManager: bmProfileIdSchema.optional(),
});
/** GET /api/Ea/eepBmSkills?idUser=&year=&idLang= */
export const eepBmPersonYearQuery = z.object({
  idUser: idSchema,
  year: evaluationYearSchema,
  idLang: langIdSchema.optional(),
});
/** GET /api/Ea/eepBmSummary?idUser=&year=&idLang=&idBusinessManager= */
export const eepBmSummaryQuery = eepBmDetailsQuery;
/** GET /api/Ea/checkEEPData?idUser=|id=&year=&isUserHimSelf= */
export const checkEepDataQuery = z
  .object({
    id: idSchema.optional(),
    idUser: idSchema.optional(),
    year: evaluationYearSchema.optional(),
    /** Whose check: the owner's (employee vision, mobility) or the reviewer's; default: as the caller is. */
    isUserHimSelf: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => q.id !== undefined || (q.idUser !== undefined && q.year !== undefined), {
    message: 'id, or idUser and year, are required',
  });
/**
 * GET /api/SpireDoc/downLoadEEPBM?id=|idUser=&year=, idLang=&idBusinessManager=&format= (the server draws the radar;
 * the language and the profile default to the review's own).
 */
export const downloadEepBmQuery = z
  .object({
    /** The review's id, or the person and the year. */
    id: idSchema.optional(),
    idUser: idSchema.optional(),
    year: evaluationYearSchema.optional(),
    idLang: langIdSchema.optional(),
    idBusinessManager: bmProfileIdSchema.optional(),
    format: z.enum(EA_EXPORT_FORMATS).default('pdf'),
  })
  .refine((q) => q.id !== undefined || (q.idUser !== undefined && q.year !== undefined), {
    message: 'id, or idUser and year, are required',
  });

// ─────────────────────────────────────────────────────────────── writes

/** One skill line's ratings and comments as a side writes them (the other side's fields: 403). */
export const bmSkillLineInput = z
  .object({
    idLine: idSchema,
    evaluationConsultant: scoreSchema.optional(),
    commentConsultant: longText.optional(),
    evaluationManager: scoreSchema.optional(),
    commentManager: longText.optional(),
  })
  .strict();
export type BmSkillLineInput = z.infer<typeof bmSkillLineInput>;
const groupShape = Object.fromEntries(
  BM_SKILL_CATEGORIES.map((c) => [c.group, z.array(bmSkillLineInput).max(50).optional()]),
) as Record<(typeof BM_SKILL_CATEGORIES)[number]['group'], z.ZodOptional<z.ZodArray<typeof bmSkillLineInput>>>;
/** The nine groups of the skill payload (bdskills … epskills). */
export const bmSkillGroups = z.object(groupShape).strict();
export type BmSkillGroups = z.infer<typeof bmSkillGroups>;

/** POST /api/Ea/saveEepBM: opens a person's review of a year (or answers the one already open). */
export const saveEepBmBody = z.object({ idUser: idSchema.optional(), year: evaluationYearSchema }).strict();

const otherActionInput = z
  .object({ actionType: requiredLong, motivationJustification: requiredLong, implementationSystems: requiredLong })
  .strict();

/** The review's own fields, each optional (absent: left as stored). */
export const eepBmFieldsInput = z.object({
  interviewDate: patchDate,
  position: shortText.optional(),
  entity: shortText.optional(),
  functionEntryDate: patchDate,
  idBusinessManager: bmProfileIdSchema.optional(),
  degree: shortText.optional(),
  degreeObtainPeriod: shortText.optional(),
  experience: z.number().min(0).max(80).nullable().optional(),
  rPlus: resultCount.optional(),
  sign: resultCount.optional(),
  oc: resultCount.optional(),
  promotionCriteria: longText.optional(),
  strengthsManager: longText.optional(),
  areasOfProgress: longText.optional(),
  actionsToBeImplemented: longText.optional(),
  shortTermGoal: longText.optional(),
  shortTermMotivation: longText.optional(),
  shortTermWay: longText.optional(),
  longTermGoal: longText.optional(),
  longTermMotivation: longText.optional(),
  longTermWay: longText.optional(),
  mobility: longText.optional(),
  functionalMobility: longText.optional(),
  otherWill: longText.optional(),
  commentTrainingRequest: longText.optional(),
  /** The whole set of language skills (replaces the stored one). */
  languages: z.array(eepLanguageRow).max(50).optional(),
  /** The whole set of next-year actions (replaces the stored one). */
  otherActions: z.array(otherActionInput).max(50).optional(),
});

/**
 * PUT /api/Ea/eepBmDetails: the review's one save — its fields, language skills, next-year actions and skill lines,
 * in one transaction under the row version read. A date sent as null or '' clears it; any absent field is left as
 * stored.
 */
export const eepBmUpdateBody = eepBmFieldsInput
  .extend({ id: idSchema, rowVersion: rowVersionSchema, skills: bmSkillGroups.optional() })
  .strict();
export type EepBmUpdateBody = z.input<typeof eepBmUpdateBody>;
export type EepBmUpdate = z.infer<typeof eepBmUpdateBody>;

/** PUT /api/Ea/eepBmSkills: the skill payload (bdskills … epskills) with the person and the review's row version. */
export const eepBmSkillsBody = bmSkillGroups.extend({ id: idSchema, idUser: idSchema, rowVersion: rowVersionSchema });

// ─────────────────────────────────────────────────────────────── answers

export const bmSkillLineSchema = z.object({
  id: int(),
  skillName: z.string(),
  goal: int(),
  evaluationConsultant: int().nullable(),
  evaluationManager: int().nullable(),
  commentConsultant: z.string(),
  commentManager: z.string(),
});
export type BmSkillLine = z.infer<typeof bmSkillLineSchema>;
export const bmCategorySchema = z.object({
  id: int(),
  group: z.string(),
  name: z.string(),
  objectifMaturity: int(),
  lines: z.array(bmSkillLineSchema),
});
export type BmCategory = z.infer<typeof bmCategorySchema>;
/** GET /api/Ea/eepBmSkills: the nine categories with their lines under the review's profile. */
export const eepBmSkillsSchema = z.object({
  id: int(),
  idBusinessManager: int(),
  rowVersion: int(),
  categories: z.array(bmCategorySchema),
});

export const bmSummaryRowSchema = z.object({
  idSkillCategoryType: int(),
  skillCategTypeName: z.string(),
  objectifMaturity: int(),
  employeeVision: z.number().nullable(),
  managerVision: z.number().nullable(),
  difference: z.number(),
  colour: z.enum(['green', 'orange']),
});
export type BmSummaryRowAnswer = z.infer<typeof bmSummaryRowSchema>;
/** GET /api/Ea/eepBmSummary: one row per category and the radar's series (scores / 4). */
export const eepBmSummarySchema = z.object({
  idBusinessManager: int(),
  businessManagerName: z.string(),
  rows: z.array(bmSummaryRowSchema),
  radar: z.object({
    categories: z.array(z.string()),
    series: z.array(
      z.object({
        key: z.enum(['objective', 'employee', 'manager', 'lastYear']),
        label: z.string(),
        values: z.array(z.number()),
        dashed: z.boolean(),
      }),
    ),
  }),
});
export type EepBmSummary = z.infer<typeof eepBmSummarySchema>;

/** GET /api/Ea/checkEEPData: the spec's flags and the named missing fields (tab, section, field). */
const categoryFlags = Object.fromEntries(
  BM_SKILL_CATEGORIES.map((c) => [`${c.group.replace(/skills$/, '')}SkillsDataKO`, z.boolean()]),
) as Record<`${string}SkillsDataKO`, z.ZodBoolean>;
export const checkEepDataSchema = z.object({
  id: int(),
  side: z.enum(['consultant', 'manager']),
  mobilityDataKO: z.boolean(),
  interviewDateNManagerKO: z.boolean(),
  languagesDataKO: z.boolean(),
  ...categoryFlags,
  check: evaluationCheckSchema,
});
export type CheckEepData = z.infer<typeof checkEepDataSchema>;

export const bmResultsSchema = z.object({
  rPlus: int().nullable(),
  sign: int().nullable(),
  oc: int().nullable(),
  expected: z.object({ rPlus: int(), sign: int(), oc: int() }),
});

/** GET /api/Ea/eepBmDetails */
export const eepBmDetailsSchema = z.object({
  id: int(),
  idUser: int(),
  reference: z.string().nullable(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  year: int(),
  idLang: int(),
  idStatus: int(),
  status: z.string(),
  rowVersion: int(),
  idBusinessManager: int(),
  businessManagerName: z.string(),
  birthDate: dateOrNull,
  hireDate: dateOrNull,
  manager: personNameSchema.nullable(),
  /** Who reviews the owner: their manager, or HR at the top of the chain. */
  reviewer: z.enum(['manager', 'hr']),
  interviewDate: dateOrNull,
  interviewDatePrevYear: dateOrNull,
  position: z.string(),
  entity: z.string(),
  functionEntryDate: dateOrNull,
  degree: z.string(),
  degreeObtainPeriod: z.string(),
  experience: z.number().nullable(),
  promotionCriteria: z.string(),
  strengthsManager: z.string(),
  areasOfProgress: z.string(),
  actionsToBeImplemented: z.string(),
  shortTermGoal: z.string(),
  shortTermMotivation: z.string(),
  shortTermWay: z.string(),
  longTermGoal: z.string(),
  longTermMotivation: z.string(),
  longTermWay: z.string(),
  mobility: z.string(),
  functionalMobility: z.string(),
  otherWill: z.string(),
  commentTrainingRequest: z.string(),
  results: bmResultsSchema,
  categories: z.array(bmCategorySchema),
  summary: eepBmSummarySchema,
  languages: z.array(eepLanguageSchema),
  otherActions: z.array(otherActionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: personNameSchema.nullable(),
  submittedAt: dateOrNull,
  validatedAt: dateOrNull,
  signature: evaluationSignatureSchema.nullable(),
  correctedByHr: z.boolean(),
  history: z.array(evaluationHistoryEntrySchema),
  permissions: evaluationPermissionsSchema,
  check: evaluationCheckSchema,
  delivery: objectStateSchema.nullable(),
});
export type EepBmDetails = z.infer<typeof eepBmDetailsSchema>;

/** The answer of a write: the review's id, status and new row version. */
export const eepBmWriteResultSchema = z.object({ id: int(), status: int(), rowVersion: int() });
export type EepBmWriteResult = z.infer<typeof eepBmWriteResultSchema>;
