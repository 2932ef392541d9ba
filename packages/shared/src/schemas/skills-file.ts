/**
 * Skills file (DC): request and response schemas of every call of the skills-file module
 * (Dc/*, Experience/*, Education/*, Language/*, CertificationTest/*, Project/*, SpireDoc/downLoadDC).
 * The same schemas validate the web forms (zodResolver) and the routes; decisions in docs/decisions/005-skills-file.md.
 *
 * Conventions:
 * - dates are 'YYYY-MM-DD' or null (never empty strings); the server answers dates the same way and
 *   timestamps as ISO strings;
 * - every write names the `rowVersion` of the file it read and answers the new one (a stale one is a 409 CONFLICT);
 * - names of skills, types and levels are given in the file's language (idLang of the file).
 */
import { z } from 'zod';
import { DC_STATUSES } from '../constants';
import { LANGUAGE_CODES_LIST, LANGUAGE_LEVELS } from '../languages';
import { idSchema, integerInput, langIdSchema, longText, requiredShortText, shortText, text } from './common';
import { objectStateSchema } from './exchanges';

// ─────────────────────────────────────────────────────────────── building blocks

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
/** A calendar date 'YYYY-MM-DD' (picked, never typed); empty means null. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid date')
  .refine(isRealDate, 'invalid date');
/** An optional date: null (or absent) when empty. An empty string is accepted and read as null. */
export const optionalDate = z
  .union([calendarDate, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

const requiredShort = requiredShortText;
const optionalShort = shortText.default('');
const optionalLong = longText.default('');
/** Optimistic concurrency token of a file (dc.row_version). */
export const rowVersionSchema = integerInput(1, 2_147_483_647);
export const dcStatusSchema = z.number().int().min(DC_STATUSES.NEW).max(DC_STATUSES.ARCHIVED);
export const skillLevelSchema = z.number().int().min(1).max(4);
const idList = z.array(idSchema).max(200);

export const DC_STATUS_ACTIONS = ['submit', 'validate', 'toDraft'] as const;
export type DcStatusAction = (typeof DC_STATUS_ACTIONS)[number];
export const CERTIFICATION_KINDS = ['certification', 'test'] as const;
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];
export const DC_EXPORT_FORMATS = ['docx', 'pdf'] as const;

const personNameSchema = z.object({ id: z.number().int(), name: z.string() });

// ─────────────────────────────────────────────────────────────── queries

/** GET /api/Dc/getDc?idUser= (the signed-in person when absent) */
export const getDcQuery = z.object({ idUser: idSchema.optional() });
/**
 * GET /api/Dc/details?idDc=&idLang= — a file by id. `idLang` is informative (the file's own language wins).
 * Alternatively ?idUser=&idLang=: the current (non-archived) file of that person in that language
 * (404 'This consultant does not yet have a skills file.' when there is none).
 */
export const dcDetailsQuery = z
  .object({ idDc: idSchema.optional(), idLang: langIdSchema.optional(), idUser: idSchema.optional() })
  .refine((q) => q.idDc !== undefined || (q.idUser !== undefined && q.idLang !== undefined), {
    message: 'idDc, or idUser and idLang, are required',
  });
/** GET /api/Dc/experiences, /api/Dc/dcSkills, /api/Dc/isDCDataOK, /api/{Section}/getByDc */
export const dcIdQuery = z.object({ idDc: idSchema, idLang: langIdSchema.optional() });
/** GET /api/Dc/infoUser?idUser=&idLang= */
export const infoUserQuery = z.object({ idUser: idSchema, idLang: langIdSchema.default(1) });
/** DELETE /api/{Section}?id=&idDc=&rowVersion= */
export const sectionDeleteQuery = z.object({ id: idSchema, idDc: idSchema, rowVersion: rowVersionSchema });
/** GET /api/SpireDoc/downLoadDC?idDc=&format= */
export const downloadDcQuery = z.object({ idDc: idSchema, format: z.enum(DC_EXPORT_FORMATS).default('docx') });
/** POST /api/Dc/sendEmailDC?idLang= (language of the mail; default the manager's own) */
export const sendEmailDcQuery = z.object({ idLang: langIdSchema.optional() });

// ─────────────────────────────────────────────────────────────── section inputs

export const experienceInput = z.object({
  position: requiredShort,
  startDate: optionalDate,
  endDate: optionalDate,
  client: optionalShort,
  project: optionalShort,
  description: optionalLong,
  teamsMethods: optionalLong,
  tasks: optionalLong,
  /** Catalogue skill ids. */
  tools: idList.default([]),
});
export type ExperienceInput = z.input<typeof experienceInput>;

export const educationInput = z.object({
  degree: requiredShort,
  school: optionalShort,
  year: z.number().int().min(1950).max(2100).nullable().default(null),
  /** DEGREE_MENTIONS id (1 very good … 4 fair). */
  mention: z.number().int().min(1).max(4).nullable().default(null),
  /** An attachment of the file's owner (File/add). */
  idFile: idSchema.nullable().default(null),
});
export type EducationInput = z.input<typeof educationInput>;

export const languageInput = z.object({
  languageCode: z.enum(LANGUAGE_CODES_LIST),
  idLevel: z
    .number()
    .int()
    .min(Math.min(...LANGUAGE_LEVELS.map((l) => l.id)))
    .max(Math.max(...LANGUAGE_LEVELS.map((l) => l.id))),
});
export type LanguageInput = z.input<typeof languageInput>;

export const certificationInput = z.object({
  kind: z.enum(CERTIFICATION_KINDS).default('certification'),
  name: requiredShort,
  organism: optionalShort,
  obtainedDate: optionalDate,
  expiryDate: optionalDate,
  score: text({ max: 50 }).default(''),
  idFile: idSchema.nullable().default(null),
  /** Linked catalogue skills (replaces the set on update). */
  idSkills: idList.default([]),
});
export type CertificationInput = z.input<typeof certificationInput>;

export const projectInput = z.object({
  name: requiredShort,
  description: optionalLong,
  startDate: optionalDate,
  endDate: optionalDate,
});
export type ProjectInput = z.input<typeof projectInput>;

/** The message of the issue endNotBeforeStart raises (the web translates it). */
export const END_BEFORE_START = 'end before start';

/** The end of a period is not before its start: the add/update bodies, and the web forms that edit them. */
export const endNotBeforeStart = (start: string, end: string) => (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const s = v[start];
  const e = v[end];
  if (typeof s === 'string' && typeof e === 'string' && s !== '' && e !== '' && e < s) {
    ctx.addIssue({ code: 'custom', path: [end], message: END_BEFORE_START });
  }
};

/** Bodies of POST /api/{Section}/add carry the parent file and its row version; PUT /api/{Section}/update also the row id. */
const addKeys = { idDc: idSchema, rowVersion: rowVersionSchema };
const updateKeys = { id: idSchema, idDc: idSchema, rowVersion: rowVersionSchema };

export const addExperienceBody = experienceInput.extend(addKeys).superRefine(endNotBeforeStart('startDate', 'endDate'));
export const updateExperienceBody = experienceInput
  .extend(updateKeys)
  .superRefine(endNotBeforeStart('startDate', 'endDate'));
export const addEducationBody = educationInput.extend(addKeys);
export const updateEducationBody = educationInput.extend(updateKeys);
export const addLanguageBody = languageInput.extend(addKeys);
export const updateLanguageBody = languageInput.extend(updateKeys);
export const addCertificationBody = certificationInput
  .extend(addKeys)
  .superRefine(endNotBeforeStart('obtainedDate', 'expiryDate'));
export const updateCertificationBody = certificationInput
  .extend(updateKeys)
  .superRefine(endNotBeforeStart('obtainedDate', 'expiryDate'));
export const addProjectBody = projectInput.extend(addKeys).superRefine(endNotBeforeStart('startDate', 'endDate'));
export const updateProjectBody = projectInput.extend(updateKeys).superRefine(endNotBeforeStart('startDate', 'endDate'));

/** POST /api/CertificationTest/addCertificationSkill: adds catalogue skills to a certification. */
export const addCertificationSkillBody = z.object({
  idCertification: idSchema,
  idSkills: z.array(idSchema).min(1).max(200),
  rowVersion: rowVersionSchema,
});

// ─────────────────────────────────────────────────────────────── file-level bodies

/** POST /api/Dc/save: creates a file (version 1 draft, or the next version number). */
export const createDcBody = z.object({
  idUser: idSchema,
  idLang: langIdSchema,
  /** A job profile: its expected skills pre-fill the file. */
  idProfile: idSchema.nullable().optional(),
  title: shortText.optional(),
});
export type CreateDcBody = z.infer<typeof createDcBody>;

export const dcSkillInput = z.object({
  idSkill: idSchema,
  /** 0 removes the skill (a star deselected). */
  level: z.number().int().min(0).max(4),
});
export const otherSkillInput = z.object({
  idSkillType: idSchema,
  name: text({ max: 150, min: 1 }),
  level: skillLevelSchema.default(1),
});
/**
 * PUT /api/Dc/update: title, summary and the skills of the file. `skills` and `otherSkills`, when given,
 * are the complete lists (a skill absent or at level 0 is removed); when absent they stay as they are.
 */
export const updateDcBody = z.object({
  idDc: idSchema,
  rowVersion: rowVersionSchema,
  title: shortText.optional(),
  summary: longText.optional(),
  skills: z.array(dcSkillInput).max(500).optional(),
  otherSkills: z.array(otherSkillInput).max(500).optional(),
});
export type UpdateDcBody = z.infer<typeof updateDcBody>;

/** PUT /api/Dc/updateStatus */
export const updateDcStatusBody = z.object({
  idDc: idSchema,
  action: z.enum(DC_STATUS_ACTIONS),
  rowVersion: rowVersionSchema,
  /** Optional note kept in the history (e.g. why it goes back to draft). */
  comment: text({ max: 500 }).optional(),
});
export type UpdateDcStatusBody = z.infer<typeof updateDcStatusBody>;

/** POST /api/Dc/createNewVersionDc */
export const createNewVersionBody = z.object({ idDc: idSchema, rowVersion: rowVersionSchema });
/** POST /api/Dc/sendEmailDC?idLang= */
export const sendEmailDcBody = z.object({ idDc: idSchema });

// ─────────────────────────────────────────────────────────────── answers

export const experienceToolSchema = z.object({ idSkill: z.number().int(), name: z.string() });
export const experienceSchema = z.object({
  id: z.number().int(),
  idDc: z.number().int(),
  position: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  client: z.string(),
  project: z.string(),
  description: z.string(),
  teamsMethods: z.string(),
  tasks: z.string(),
  tools: z.array(experienceToolSchema),
});
export type Experience = z.infer<typeof experienceSchema>;

export const educationSchema = z.object({
  id: z.number().int(),
  idDc: z.number().int(),
  degree: z.string(),
  school: z.string(),
  year: z.number().int().nullable(),
  mention: z.number().int().nullable(),
  mentionName: z.string().nullable(),
  idFile: z.number().int().nullable(),
  fileName: z.string().nullable(),
});
export type Education = z.infer<typeof educationSchema>;

export const dcLanguageSchema = z.object({
  id: z.number().int(),
  idDc: z.number().int(),
  languageCode: z.string(),
  languageName: z.string(),
  idLevel: z.number().int(),
  levelName: z.string(),
});
export type DcLanguage = z.infer<typeof dcLanguageSchema>;

export const certificationSchema = z.object({
  id: z.number().int(),
  idDc: z.number().int(),
  kind: z.enum(CERTIFICATION_KINDS),
  name: z.string(),
  organism: z.string(),
  obtainedDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  score: z.string(),
  idFile: z.number().int().nullable(),
  fileName: z.string().nullable(),
  skills: z.array(experienceToolSchema),
});
export type Certification = z.infer<typeof certificationSchema>;

export const projectSchema = z.object({
  id: z.number().int(),
  idDc: z.number().int(),
  name: z.string(),
  description: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

/** A catalogue skill of the file (hard or soft: `isSoft` from its type). */
export const dcSkillSchema = z.object({
  idSkill: z.number().int(),
  name: z.string(),
  label: z.string(),
  idSkillType: z.number().int(),
  skillTypeName: z.string(),
  isSoft: z.boolean(),
  level: z.number().int(),
  isActive: z.boolean(),
});
export type DcSkill = z.infer<typeof dcSkillSchema>;

export const otherSkillSchema = z.object({
  id: z.number().int(),
  idSkillType: z.number().int(),
  skillTypeName: z.string(),
  name: z.string(),
  level: z.number().int(),
});
export type OtherSkill = z.infer<typeof otherSkillSchema>;

/** GET /api/Dc/dcSkills */
export const dcSkillsSchema = z.object({
  idDc: z.number().int(),
  skills: z.array(dcSkillSchema),
  otherSkills: z.array(otherSkillSchema),
});
export type DcSkills = z.infer<typeof dcSkillsSchema>;

export const dcHistoryEntrySchema = z.object({
  id: z.number().int(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  toStatusName: z.string(),
  changedBy: personNameSchema.nullable(),
  changedAt: z.string(),
  comment: z.string(),
});
export type DcHistoryEntry = z.infer<typeof dcHistoryEntrySchema>;

export const dcVersionSchema = z.object({
  idDc: z.number().int(),
  version: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  updatedAt: z.string(),
  validatedAt: z.string().nullable(),
});
export type DcVersion = z.infer<typeof dcVersionSchema>;

/** What the viewer may do on this file (same rules as the server enforces, see skills-file-rules.ts). */
export const dcPermissionsSchema = z.object({
  isOwner: z.boolean(),
  managesOwner: z.boolean(),
  canEdit: z.boolean(),
  canSubmit: z.boolean(),
  canValidate: z.boolean(),
  canResendToDraft: z.boolean(),
  canResendBoond: z.boolean(),
  canCreateVersion: z.boolean(),
  canExport: z.boolean(),
});
export type DcPermissions = z.infer<typeof dcPermissionsSchema>;

/** GET /api/Dc/infoUser: identity block of a file. */
export const dcIdentitySchema = z.object({
  idUser: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  reference: z.string().nullable(),
  /** Title of the person's latest file in the asked language ('' when none). */
  title: z.string(),
  idDc: z.number().int().nullable(),
  status: z.number().int(),
  manager: personNameSchema.nullable(),
});
export type DcIdentity = z.infer<typeof dcIdentitySchema>;

/** GET /api/Dc/isDCDataOK: `missing` lists field keys ('experiences', 'skills', 'experiences.{id}.position', …). */
export const dcDataCheckSchema = z.object({ ok: z.boolean(), missing: z.array(z.string()) });
export type DcDataCheck = z.infer<typeof dcDataCheckSchema>;

/** GET /api/Dc/details */
export const dcDetailsSchema = z.object({
  id: z.number().int(),
  idUser: z.number().int(),
  idLang: z.number().int(),
  version: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  rowVersion: z.number().int(),
  title: z.string(),
  summary: z.string(),
  idProfile: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: personNameSchema.nullable(),
  submittedAt: z.string().nullable(),
  validatedAt: z.string().nullable(),
  validatedBy: personNameSchema.nullable(),
  /** Whole years of professional experience, from the experiences' periods. */
  experienceYears: z.number().int(),
  identity: dcIdentitySchema,
  experiences: z.array(experienceSchema),
  educations: z.array(educationSchema),
  languages: z.array(dcLanguageSchema),
  certifications: z.array(certificationSchema),
  projects: z.array(projectSchema),
  skills: z.array(dcSkillSchema),
  otherSkills: z.array(otherSkillSchema),
  history: z.array(dcHistoryEntrySchema),
  /** Every version of this person's file in this language, newest first. */
  versions: z.array(dcVersionSchema),
  permissions: dcPermissionsSchema,
  /** isDCDataOK of this file. */
  check: dcDataCheckSchema,
  /** Delivery to BoondManager of the last validation or resend (null when never sent). */
  delivery: objectStateSchema.nullable(),
});
export type DcDetails = z.infer<typeof dcDetailsSchema>;

/** GET /api/Dc/getDc: a person's files, per language. */
export const dcLanguageFileSchema = z.object({
  idLang: z.number().int(),
  /** The current (non-archived) version, null when the language has no file yet (status 0 new). */
  idDc: z.number().int().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  version: z.number().int().nullable(),
  title: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: personNameSchema.nullable(),
  /** Archived versions, newest first. */
  archived: z.array(dcVersionSchema),
});
export type DcLanguageFile = z.infer<typeof dcLanguageFileSchema>;
export const dcMenuSchema = z.object({
  idUser: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** May the viewer create a file for this person (POST /api/Dc/save)? */
  canCreate: z.boolean(),
  files: z.array(dcLanguageFileSchema),
});
export type DcMenu = z.infer<typeof dcMenuSchema>;

/** POST /api/Dc/save, PUT /api/Dc/update, PUT /api/Dc/updateStatus, POST /api/Dc/createNewVersionDc */
export const dcWriteResultSchema = z.object({
  idDc: z.number().int(),
  status: z.number().int(),
  version: z.number().int(),
  rowVersion: z.number().int(),
});
export type DcWriteResult = z.infer<typeof dcWriteResultSchema>;

/** Section writes: the row as stored and the file's new row version. */
export const sectionWriteSchema = <T extends z.ZodType>(item: T) => z.object({ rowVersion: z.number().int(), item });
export const sectionDeleteSchema = z.object({ id: z.number().int(), rowVersion: z.number().int() });
export type SectionDeleteResult = z.infer<typeof sectionDeleteSchema>;

/** POST /api/Dc/sendEmailDC: the enqueued mail. */
export const dcMailQueuedSchema = z.object({ id: z.number().int(), to: z.string() });

/** GET /api/SpireDoc/downLoadDC: the document as base64 (see files.ts base64FileSchema). */
export { base64FileSchema as dcDocumentSchema } from './files';
