/**
 * CV import (Cv2Dc/*, issue 21): a .docx or .pdf CV read and understood into a proposed skills file, reviewed by the
 * person (keep or drop each row, adjust skill levels), then applied into a draft in one transaction.
 *
 * - `POST Cv2Dc/cv2dc` (multipart: the file; query idUser, idDc, idLang, idCurrentLang) reads and understands the CV
 *   and answers a `CvImport`: the import's id, what was read (per row: `source`, the CV's text the row comes from) and
 *   warnings. Nothing is written into the skills file; the import is logged and its original kept.
 * - `POST Cv2Dc/apply` sends back the rows kept (possibly with adjusted levels), each checked by the skills file's own
 *   section schemas; the server writes them in one transaction into a draft.
 * Decisions: docs/decisions/021-cv-import.md.
 */
import { z } from 'zod';
import { LANGUAGE_CODES_LIST } from '../languages';
import { defineList, listPageSchema } from '../lists';
import { idSchema, integerInput, langIdSchema, longText, shortText, text } from './common';
import {
  certificationInput,
  dcWriteResultSchema,
  educationInput,
  experienceInput,
  languageInput,
  projectInput,
  skillLevelSchema,
} from './skills-file';

export const CV_IMPORT_FORMATS = ['docx', 'pdf'] as const;
export type CvImportFormat = (typeof CV_IMPORT_FORMATS)[number];
/** Largest CV accepted (bytes), as for attachments. */
export const CV_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** What a proposed row was read from: the CV's lines, as read (for the review screen). */
const source = z.string().max(4000);
const keep = z.boolean();

/** A catalogue skill as the review shows it (name in the file's language). */
export const cvSkillRefSchema = z.object({ idSkill: z.number().int(), name: z.string() });

export const cvExperienceSchema = z.object({
  position: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** The period reaches today ("aujourd'hui", "present"): endDate is null. */
  current: z.boolean(),
  client: z.string(),
  project: z.string(),
  description: z.string(),
  teamsMethods: z.string(),
  tasks: z.string(),
  tools: z.array(cvSkillRefSchema),
  source,
  keep,
});
export const cvEducationSchema = z.object({
  degree: z.string(),
  school: z.string(),
  year: z.number().int().nullable(),
  mention: z.number().int().nullable(),
  source,
  keep,
});
export const cvCertificationSchema = z.object({
  kind: z.enum(['certification', 'test']),
  name: z.string(),
  organism: z.string(),
  obtainedDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  score: z.string(),
  skills: z.array(cvSkillRefSchema),
  source,
  keep,
});
export const cvProjectSchema = z.object({
  name: z.string(),
  description: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  source,
  keep,
});
export const cvLanguageSchema = z.object({
  languageCode: z.enum(LANGUAGE_CODES_LIST),
  /** LANGUAGE_LEVELS id (Language/levels). */
  idLevel: z.number().int(),
  source,
  keep,
});
/** A skill matched to the catalogue (by label, French or English name, alias or Boond id). */
export const cvSkillSchema = z.object({
  idSkill: z.number().int(),
  name: z.string(),
  idSkillType: z.number().int(),
  skillTypeName: z.string(),
  isSoft: z.boolean(),
  /** 1–4 stars; 1 unless the CV says more (e.g. "expert"). */
  level: z.number().int(),
  /** How it was matched: 'name' (label or a name), 'alias', 'idBoond'. */
  matchedBy: z.enum(['name', 'alias', 'idBoond']),
  source,
  keep,
});
/** A skill the catalogue does not have, kept as an other skill of a type. */
export const cvOtherSkillSchema = z.object({
  idSkillType: z.number().int(),
  skillTypeName: z.string(),
  name: z.string(),
  level: z.number().int(),
  source,
  keep,
});
/** Something read and not understood (or understood only in part), in the caller's language. */
export const cvWarningSchema = z.object({
  code: z.string(),
  message: z.string(),
  source: z.string().max(4000).nullable(),
});

export const cvProposalSchema = z.object({
  identity: z.object({
    firstName: z.string(),
    lastName: z.string(),
    title: z.string(),
    summary: z.string(),
  }),
  experiences: z.array(cvExperienceSchema),
  educations: z.array(cvEducationSchema),
  certifications: z.array(cvCertificationSchema),
  projects: z.array(cvProjectSchema),
  languages: z.array(cvLanguageSchema),
  skills: z.array(cvSkillSchema),
  otherSkills: z.array(cvOtherSkillSchema),
  warnings: z.array(cvWarningSchema),
});
export type CvProposal = z.infer<typeof cvProposalSchema>;
export type CvExperience = z.infer<typeof cvExperienceSchema>;
export type CvEducation = z.infer<typeof cvEducationSchema>;
export type CvCertification = z.infer<typeof cvCertificationSchema>;
export type CvProject = z.infer<typeof cvProjectSchema>;
export type CvLanguage = z.infer<typeof cvLanguageSchema>;
export type CvSkill = z.infer<typeof cvSkillSchema>;
export type CvOtherSkill = z.infer<typeof cvOtherSkillSchema>;
export type CvWarning = z.infer<typeof cvWarningSchema>;

// ─────────────────────────────────────────────────────────────── calls

/** POST /api/Cv2Dc/cv2dc?idUser=&idDc=&idLang=&idCurrentLang= (multipart: one file part). */
export const cv2dcQuery = z.object({
  idUser: idSchema,
  /** The person's current file in idLang, when there is one (checked against it). */
  idDc: idSchema.optional(),
  /** The skills file's language (1 French, 2 English). */
  idLang: langIdSchema,
  /** The screen's language: warnings are written in it. */
  idCurrentLang: langIdSchema.optional(),
});

export const cvImportSchema = z.object({
  id: z.number().int(),
  idUser: z.number().int(),
  idLang: z.number().int(),
  /** The file it will go into: null when the person has none in that language yet (applying creates it). */
  idDc: z.number().int().nullable(),
  /** 'draft': written into it; 'validated': applying creates its next version; 'new': applying creates the file. */
  target: z.enum(['new', 'draft', 'newVersion']),
  fileName: z.string(),
  format: z.enum(CV_IMPORT_FORMATS),
  pages: z.number().int(),
  /** The text was read by OCR (an image-only document). */
  ocr: z.boolean(),
  durationMs: z.number().int(),
  proposal: cvProposalSchema,
});
export type CvImport = z.infer<typeof cvImportSchema>;

/** GET /api/Cv2Dc/getCV and getCVJson */
export const cvImportIdQuery = z.object({ id: idSchema });

/** GET /api/Cv2Dc/getCVJson: what was extracted (the lines read, in reading order) and understood. */
export const cvImportJsonSchema = z.object({
  id: z.number().int(),
  format: z.enum(CV_IMPORT_FORMATS),
  pages: z.number().int(),
  ocr: z.boolean(),
  lines: z.array(z.object({ text: z.string(), page: z.number().int(), block: z.number().int() })),
  proposal: cvProposalSchema,
});
export type CvImportJson = z.infer<typeof cvImportJsonSchema>;

const keptSkill = z.object({ idSkill: idSchema, level: skillLevelSchema });
const keptOtherSkill = z.object({ idSkillType: idSchema, name: text({ max: 150, min: 1 }), level: skillLevelSchema });

/**
 * POST /api/Cv2Dc/apply: the rows kept, as the skills file's own section inputs (the same checks as typing them);
 * `rowVersion` of the target file when there is one (null: the import creates the file).
 */
export const cvApplyBody = z.object({
  id: idSchema,
  rowVersion: integerInput(0, 2_147_483_647).nullable(),
  title: shortText.optional(),
  summary: longText.optional(),
  experiences: z.array(experienceInput).max(100).default([]),
  educations: z
    .array(educationInput.omit({ idFile: true }))
    .max(50)
    .default([]),
  certifications: z
    .array(certificationInput.omit({ idFile: true }))
    .max(100)
    .default([]),
  projects: z.array(projectInput).max(100).default([]),
  languages: z.array(languageInput).max(50).default([]),
  skills: z.array(keptSkill).max(500).default([]),
  otherSkills: z.array(keptOtherSkill).max(500).default([]),
});
export type CvApplyBody = z.input<typeof cvApplyBody>;

export const cvApplyResultSchema = dcWriteResultSchema.extend({
  id: z.number().int(),
  /** A new draft version of a validated file was created for the import. */
  newVersion: z.boolean(),
  /** Rows written per section (rows already in the file are not written twice). */
  applied: z.record(z.string(), z.number().int()),
  /** missingDcData of the draft after the import: submitting is offered only when empty. */
  missing: z.array(z.string()),
});
export type CvApplyResult = z.infer<typeof cvApplyResultSchema>;

// ─────────────────────────────────────────────────────────────── logs

export const CV_IMPORT_OUTCOMES = ['read', 'applied', 'failed'] as const;

/**
 * GET /api/Cv2Dc/logs?start=&end=&… : the lists layer's page query (filters, sort, paging, searchTerm over the two
 * people's names and the file name) within a period of days (start, end: ISO dates, end included); logs/export takes
 * the same query as its Excel body.
 */
export const cvImportLogList = defineList(
  {
    createdAt: { type: 'date', sortable: true, filterable: true, required: true },
    byName: { type: 'text', sortable: true, filterable: true },
    forName: { type: 'text', sortable: true, filterable: true, required: true },
    fileName: { type: 'text', sortable: true, filterable: true },
    format: { type: 'enum', sortable: true, filterable: true, options: CV_IMPORT_FORMATS },
    idLang: { type: 'enum', sortable: true, filterable: true, options: ['1', '2'] },
    pages: { type: 'number', sortable: true, filterable: true },
    ocr: { type: 'boolean', sortable: true, filterable: true },
    durationMs: { type: 'number', sortable: true, filterable: true },
    found: { type: 'number', sortable: true, filterable: true },
    applied: { type: 'number', sortable: true, filterable: true },
    warnings: { type: 'number', sortable: true, filterable: true },
    outcome: { type: 'enum', sortable: true, filterable: true, options: CV_IMPORT_OUTCOMES },
    error: { type: 'text', filterable: true },
  },
  { sort: 'createdAt', order: 'desc' },
);
const period = { start: z.iso.date(), end: z.iso.date() };
export const cvImportLogsQuery = cvImportLogList.query.extend(period);
export const cvImportLogsExportBody = cvImportLogList.exportBody.extend(period);

const personRefSchema = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });
export const cvImportLogSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  by: personRefSchema,
  forPerson: personRefSchema,
  fileName: z.string(),
  format: z.string(),
  idLang: z.number().int(),
  pages: z.number().int().nullable(),
  ocr: z.boolean(),
  durationMs: z.number().int().nullable(),
  /** Rows found per section when read. */
  found: z.record(z.string(), z.number().int()),
  /** Rows written per section when applied (null: not applied). */
  applied: z.record(z.string(), z.number().int()).nullable(),
  warnings: z.number().int(),
  outcome: z.enum(CV_IMPORT_OUTCOMES),
  /** The error's message when reading failed (in the viewer's language). */
  error: z.string().nullable(),
  idDc: z.number().int().nullable(),
});
export type CvImportLog = z.infer<typeof cvImportLogSchema>;
export const cvImportLogsPageSchema = listPageSchema(cvImportLogSchema);
