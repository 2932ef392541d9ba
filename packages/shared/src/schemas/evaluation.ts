/**
 * Annual evaluation (EA/EEP): request schemas of the evaluation's calls (Ea/*, SkillsEvaluation/*, Goal,
 * EEPLanguage, OtherActionsNextYear, Training/wishTraining from an evaluation, SpireDoc/downLoadEA).
 * The spec's payload names are kept at the HTTP edge (cadreEntretien, bilanAnnuel, …).
 *
 * Conventions (as the skills file): dates 'YYYY-MM-DD' or null; every write names the evaluation's
 * `rowVersion` and answers the new one (a stale one is a 409 CONFLICT); texts ≤ 4096.
 */
import { z } from 'zod';
import { EA_STATUS_ACTIONS, LIMITS, SCORE_LEVELS, EVALUATION_RATINGS } from '../constants';
import { LANGUAGE_LEVELS } from '../languages';
import { SKILL_EVALUATION_TYPES } from '../evaluation-rules';
import {
  calendarDate,
  idSchema,
  integerInput,
  langIdSchema,
  longText,
  optionalDate,
  requiredShortText,
  rowVersionSchema,
  shortText,
  text,
} from './common';

// ─────────────────────────────────────────────────────────────── building blocks

/** The year of an interview. */
export const evaluationYearSchema = integerInput(2000, 2100);
/** A score 0–4 (0 Not concerned … 4 Dominates); null when not rated yet. */
export const scoreSchema = z
  .number()
  .int()
  .min(Math.min(...SCORE_LEVELS.map((l) => l.id)))
  .max(Math.max(...SCORE_LEVELS.map((l) => l.id)))
  .nullable();
/** An overall rating 1 Very satisfactory … 4 Insufficient; null when not given. */
export const performanceRatingSchema = z
  .number()
  .int()
  .min(Math.min(...EVALUATION_RATINGS.map((r) => r.id)))
  .max(Math.max(...EVALUATION_RATINGS.map((r) => r.id)))
  .nullable();
export const skillEvaluationTypeSchema = z.union(SKILL_EVALUATION_TYPES.map((t) => z.literal(t.id)));
const languageLevelSchema = z
  .number()
  .int()
  .min(0)
  .max(Math.max(...LANGUAGE_LEVELS.map((l) => l.id)));
export const requiredLong = text({ max: LIMITS.textMax, min: 1, multiline: true, trim: true });
const documentKeys = { idEa: idSchema, rowVersion: rowVersionSchema };
/** A date of a partial update: absent leaves it as stored, '' or null clears it. */
export const patchDate = z
  .union([calendarDate, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));
export const EA_EXPORT_FORMATS = ['docx', 'pdf'] as const;

// ─────────────────────────────────────────────────────────────── evaluation-level queries and bodies

/** GET /api/Ea/details?idEa= — or ?idUser=&year= (the person's evaluation of that year). */
export const eaDetailsQuery = z
  .object({ idEa: idSchema.optional(), idUser: idSchema.optional(), year: evaluationYearSchema.optional() })
  .refine((q) => q.idEa !== undefined || (q.idUser !== undefined && q.year !== undefined), {
    message: 'idEa, or idUser and year, are required',
  });
/** GET /api/Ea/years?idUser= (the signed-in person when absent) */
export const eaYearsQuery = z.object({ idUser: idSchema.optional() });
/** GET /api/Ea/status?id=&idLang= — the status name of an evaluation. */
/** The evaluation documents the shared status calls serve: the annual evaluation and the business-manager review. */
export const EVALUATION_DOCUMENT_TYPES = ['ea', 'eepBm'] as const;
export type EvaluationDocumentType = (typeof EVALUATION_DOCUMENT_TYPES)[number];
const documentType = z.enum(EVALUATION_DOCUMENT_TYPES).default('ea');
export const eaStatusQuery = z.object({ id: idSchema, idLang: langIdSchema.default(1), type: documentType });
/** PUT /api/Ea/status */
export const eaStatusBody = z.object({
  id: idSchema,
  /** Which document: 'ea' (default) or 'eepBm'. */
  type: documentType,
  action: z.enum(EA_STATUS_ACTIONS),
  rowVersion: rowVersionSchema,
  /** Optional note kept in the history (why it goes back to draft, HR's correction…). */
  comment: text({ max: 500 }).optional(),
});
export type EaStatusBody = z.infer<typeof eaStatusBody>;
/** PUT /api/Ea/managerSigned?idEa= */
export const eaManagerSignedQuery = z.object({ idEa: idSchema, type: documentType });
/** POST /api/Ea/sendEmailEEP: reminds the other side (the manager of a submitted one, the owner of a draft). */
export const sendEmailEepBody = z.object({ idEa: idSchema });
/** GET /api/SpireDoc/downLoadEA?idEa=&format= */
export const downloadEaQuery = z.object({
  idEa: idSchema,
  format: z.enum(EA_EXPORT_FORMATS).default('docx'),
  /** List the confirmed evidence under each rated skill (issue 22 §3); off by default. */
  evidence: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});
/** GET on an evaluation's parts: ?idEa= */
export const eaIdQuery = z.object({ idEa: idSchema });
/** DELETE of a row of an evaluation: ?id=&idEa=&rowVersion= */
export const eaRowDeleteQuery = z.object({ id: idSchema, idEa: idSchema, rowVersion: rowVersionSchema });

const appreciation = z.object({
  contributions: longText.default(''),
  strengths: longText.default(''),
  weaknesses: longText.default(''),
});

export const cadreEntretienInput = z.object({
  experience: shortText.default(''),
  society: shortText.default(''),
  dateNaissance: optionalDate,
  dateEntreeAstek: optionalDate,
  function: shortText.default(''),
  dateEntretienN: optionalDate,
  dateEntretienNm1: optionalDate,
});
export const bilanAnnuelInput = z.object({
  experienceComment: longText.default(''),
  consultantAppreciation: appreciation.default({ contributions: '', strengths: '', weaknesses: '' }),
  managerAppreciation: appreciation.default({ contributions: '', strengths: '', weaknesses: '' }),
  evaluationPerformance: performanceRatingSchema.default(null),
  commentaire: longText.default(''),
});
const termGoal = z.object({ goal: longText.default(''), motivation: longText.default(''), way: longText.default('') });
const emptyTerm = { goal: '', motivation: '', way: '' };
export const evolutionProfessionnelleInput = z.object({
  shortTerm: termGoal.default(emptyTerm),
  mediumTerm: termGoal.default(emptyTerm),
  longTerm: termGoal.default(emptyTerm),
  mobility: longText.default(''),
  otherActivity: longText.default(''),
  otherWill: longText.default(''),
});
/** A training followed during the year and its evaluation (1 Very satisfactory … 4 Insufficient). */
export const trainingReviewInput = z.object({
  name: requiredShortText,
  date: optionalDate,
  evaluation: performanceRatingSchema.default(null),
  comment: longText.default(''),
});
/**
 * The blocks as a save names them: each field given replaces its stored value, fields absent stay as stored
 * (no defaults, so that a partial block never blanks the other side's fields).
 */
export const cadreEntretienPatch = z
  .object({
    experience: shortText.optional(),
    society: shortText.optional(),
    dateNaissance: patchDate,
    dateEntreeAstek: patchDate,
    function: shortText.optional(),
    dateEntretienN: patchDate,
    dateEntretienNm1: patchDate,
  })
  .strict();
export const bilanAnnuelPatch = z
  .object({
    experienceComment: longText.optional(),
    consultantAppreciation: appreciation.optional(),
    managerAppreciation: appreciation.optional(),
    evaluationPerformance: performanceRatingSchema.optional(),
    commentaire: longText.optional(),
  })
  .strict();
export const evolutionProfessionnellePatch = z
  .object({
    shortTerm: termGoal.optional(),
    mediumTerm: termGoal.optional(),
    longTerm: termGoal.optional(),
    mobility: longText.optional(),
    otherActivity: longText.optional(),
    otherWill: longText.optional(),
  })
  .strict();
/** A review of one of last year's objectives. */
export const goalReviewInput = z.object({ idGoal: idSchema, achievement: performanceRatingSchema, comment: longText });

export const skillEvaluationRatings = z.object({
  noteConsultant: scoreSchema.optional(),
  noteManager: scoreSchema.optional(),
  commentConsultant: longText.optional(),
  commentManager: longText.optional(),
});
/** Ratings and comments of many lines (each line once): Ea/save's `skillLines` and the bulk update's `lines`. */
export const skillLinesInput = z
  .array(skillEvaluationRatings.extend({ id: idSchema }))
  .min(1)
  .max(500)
  .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, 'each line once');

/**
 * POST /api/Ea/save. Without `idEa`: opens the person's evaluation of `year` (the current year only) as a
 * draft pre-filled from what is known, or answers the existing one. With `idEa` and `rowVersion`: saves the
 * fields given (each replaces its stored value; fields absent, also inside a block, stay as they are). Each side
 * writes only its own fields (evaluation-sides.ts): a field of the other side is refused (403) when the body would
 * change it.
 */
export const eaSaveBody = z
  .object({
    idEa: idSchema.optional(),
    rowVersion: rowVersionSchema.optional(),
    idUser: idSchema.optional(),
    year: evaluationYearSchema.optional(),
    idLang: langIdSchema.optional(),
    cadreEntretien: cadreEntretienPatch.optional(),
    bilanAnnuel: bilanAnnuelPatch.optional(),
    evolutionProfessionnelle: evolutionProfessionnellePatch.optional(),
    goalReviews: z.array(goalReviewInput).max(100).optional(),
    trainingReviews: z.array(trainingReviewInput).max(100).optional(),
    synthese: longText.optional(),
    cpfHours: z.number().int().min(0).max(10_000).nullable().optional(),
    cpfDate: patchDate,
    cpfIsOkTraining: z.boolean().nullable().optional(),
    commentTrainingRequest: longText.optional(),
    isDCUpToDate: z.boolean().optional(),
    /** Ratings and comments of skill lines, saved with the rest in one transaction. */
    skillLines: skillLinesInput.optional(),
  })
  .refine((b) => (b.idEa !== undefined ? b.rowVersion !== undefined : b.year !== undefined), {
    message: 'idEa with rowVersion, or year, are required',
  });
export type EaSaveBody = z.input<typeof eaSaveBody>;
/** The save body as parsed (ids as numbers, defaults applied). */
export type EaSave = z.infer<typeof eaSaveBody>;

// ─────────────────────────────────────────────────────────────── skills evaluation

/** POST /api/SkillsEvaluation/insert: a line of one type, from an evaluation criterion or a free label. */
export const skillEvaluationInsertBody = skillEvaluationRatings
  .extend({
    ...documentKeys,
    idType: skillEvaluationTypeSchema,
    idCriterion: idSchema.nullable().default(null),
    label: text({ max: LIMITS.shortTextMax }).default(''),
  })
  .refine((b) => b.idCriterion !== null || b.label.length > 0, { path: ['label'], message: 'required' });
/** POST /api/SkillsEvaluation/insertALot */
export const skillEvaluationInsertManyBody = z.object({
  ...documentKeys,
  lines: z
    .array(
      skillEvaluationRatings.extend({
        idType: skillEvaluationTypeSchema,
        idCriterion: idSchema.nullable().default(null),
        label: text({ max: LIMITS.shortTextMax }).default(''),
      }),
    )
    .min(1)
    .max(200),
});
/** PUT /api/SkillsEvaluation: ratings and comments of many lines at once (each side writes its own). */
export const skillEvaluationBulkUpdateBody = z.object({ ...documentKeys, lines: skillLinesInput });
/** PUT /api/SkillsEvaluation/eaSkills?idUser=: technical lines follow the person's current skills file. */
export const refreshTechnicalLinesQuery = z.object({ idUser: idSchema });
export const refreshTechnicalLinesBody = z.object(documentKeys);

// ─────────────────────────────────────────────────────────────── objectives, languages, actions, wishes

/** POST /api/Goal: insert, or with `id` update. */
export const goalBody = z.object({
  ...documentKeys,
  id: idSchema.optional(),
  text: requiredLong,
  measure: longText.default(''),
  dueDate: optionalDate,
});
export type GoalBody = z.input<typeof goalBody>;

export const eepLanguageRow = z.object({
  name: text({ max: LIMITS.languageNameMax, min: 1 }),
  idLanguageLevel: languageLevelSchema.refine((v) => v > 0, 'required'),
});
/** POST /api/EEPLanguage */
export const eepLanguageBody = eepLanguageRow.extend(documentKeys);
/** PUT /api/EEPLanguage?idEa=: the whole set. */
export const eepLanguagesReplaceBody = z.object({
  rowVersion: rowVersionSchema,
  languages: z.array(eepLanguageRow).max(50),
});
/** DELETE /api/EEPLanguage?id=&idEa=&rowVersion= */
export const eepLanguageDeleteQuery = eaRowDeleteQuery;

/** POST /api/OtherActionsNextYear: insert, or with `id` update; the three texts are required. */
export const otherActionBody = z.object({
  ...documentKeys,
  id: idSchema.optional(),
  actionType: requiredLong,
  motivationJustification: requiredLong,
  implementationSystems: requiredLong,
});
