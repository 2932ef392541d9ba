/**
 * The skills catalogue, other (free-entry) skills, job profiles and language lists:
 * `/api/ListeDc/*` catalogue calls, `/api/Profile/*`, `/api/Language/levels|list`.
 */
import { z } from 'zod';
import { defineList, listPageSchema } from '../lists';
import { idSchema, langIdSchema, searchTermSchema, text } from './common';

const SKILL_NAME_MAX = 150;
export const SKILL_ALIAS_MAX = 60;
export const SKILL_ALIASES_MAX = 30;
export const SKILL_SEARCH_LIMIT = 50;

/**
 * The catalogue's skill types by code (skill_type.code, reference data seeded by the server): the values of the
 * lists' type filter. An API test checks that the database holds exactly these.
 */
export const SKILL_TYPE_CODES = [
  'languages-frameworks',
  'databases',
  'cloud-devops',
  'systems-networks-security',
  'data-ai',
  'embedded-industrial',
  'tools',
  'methods',
  'business-domains',
  'soft-skills',
] as const;

/** A boolean in a query string: true/false/1/0. */
const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const searchTerm = searchTermSchema;
const skillName = text({ max: SKILL_NAME_MAX, min: 1 });
const idBoondSchema = z.number().int().positive().max(2_147_483_647);
const level = z.number().int().min(1).max(4);

/**
 * Other spellings of a skill ("K8s" for Kubernetes), recognised in clients' needs and found by the catalogue's search:
 * each trimmed, 1–60 characters, unique whatever the case (another skill's name or alias: 409 from the server).
 */
export const skillAliasesSchema = z
  .array(text({ max: SKILL_ALIAS_MAX, min: 1 }))
  .max(SKILL_ALIASES_MAX)
  .superRefine((aliases, ctx) => {
    const seen = new Set<string>();
    aliases.forEach((alias, i) => {
      const key = alias.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: 'duplicate alias' });
      seen.add(key);
    });
  });

/** Optional language of the names in the answer (1 French, 2 English); default: the caller's. */
export const idLangQuery = z.object({ idLang: langIdSchema.optional() });

// ── skill types ───────────────────────────────────────────────────────────────
export const skillTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** In the requested language. */
  name: z.string(),
  labelFr: z.string(),
  labelEn: z.string(),
  isSoft: z.boolean(),
  sortOrder: z.number().int(),
  /** Active catalogue skills of this type. */
  skillCount: z.number().int(),
});
export type SkillType = z.infer<typeof skillTypeSchema>;

// ── catalogue skills ──────────────────────────────────────────────────────────
export const skillSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** In the requested language. */
  name: z.string(),
  nameFr: z.string(),
  nameEn: z.string(),
  /** label, nameFr and nameEn without repeats, joined by ' / ' (for select items). */
  names: z.string(),
  idBoond: z.number().int().nullable(),
  idSkillType: z.number().int(),
  skillTypeName: z.string(),
  isSoft: z.boolean(),
  isActive: z.boolean(),
});
export type Skill = z.infer<typeof skillSchema>;

export const skillUsageSchema = z.object({
  /** Skills files listing it. */
  files: z.number().int(),
  /** Job profiles expecting it. */
  profiles: z.number().int(),
  /** Experiences naming it as a tool. */
  tools: z.number().int(),
  /** Certifications attached to it. */
  certifications: z.number().int(),
});
export type SkillUsage = z.infer<typeof skillUsageSchema>;

export const managedSkillSchema = skillSchema.extend({
  usage: skillUsageSchema,
  /** Other spellings, in alphabetical order. */
  aliases: z.array(z.string()),
});
export type ManagedSkill = z.infer<typeof managedSkillSchema>;

/**
 * GET /api/ListeDc/listSkills and POST /api/ListeDc/listSkillsExportExcel: the catalogue on the lists' layer — quick
 * search (case- and accent-insensitive, over the label, the names, the aliases and the Boond id), filters, sort and
 * paging by the server; `files` is how many skills files list the skill.
 */
export const skillsCatalogueList = defineList(
  {
    label: { type: 'text', sortable: true, filterable: true, required: true },
    nameFr: { type: 'text', sortable: true, filterable: true },
    nameEn: { type: 'text', sortable: true, filterable: true },
    aliases: { type: 'text', sortable: true, filterable: true },
    aliasCount: { type: 'number', sortable: true, filterable: true },
    skillType: { type: 'enum', sortable: true, filterable: true, options: SKILL_TYPE_CODES },
    idBoond: { type: 'number', sortable: true, filterable: true },
    isActive: { type: 'boolean', sortable: true, filterable: true },
    files: { type: 'number', sortable: true, filterable: true },
  },
  { sort: 'label' },
);
/** The list's query, and the language of the names in the answer (default: the caller's). */
export const listSkillsQuery = skillsCatalogueList.query.extend({ idLang: langIdSchema.optional() });
export type ListSkillsQuery = z.infer<typeof listSkillsQuery>;
export const skillPageSchema = listPageSchema(managedSkillSchema);
export type SkillPage = z.infer<typeof skillPageSchema>;

/** GET /api/ListeDc/listSkillById */
export const skillByIdQuery = z.object({ id: idSchema, idLang: langIdSchema.optional() });

/** GET /api/ListeDc/listSearchSkills: at most 50 matches, active skills unless includeInactive. */
export const searchSkillsQuery = z.object({
  searchTerm: searchTerm.default(''),
  idSkillType: idSchema.optional(),
  includeInactive: queryBoolean.default(false),
  idLang: langIdSchema.optional(),
});
export type SearchSkillsQuery = z.infer<typeof searchSkillsQuery>;

/** POST /api/ListeDc/insertSkills (add) and insertSkills?idSkill= (update, reactivate with isActive true). */
export const insertSkillQuery = z.object({ idSkill: idSchema.optional() });
export const insertSkillBody = z
  .object({
    /** Required to add. */
    label: skillName.optional(),
    /** Default: the label. */
    nameFr: skillName.optional(),
    nameEn: skillName.optional(),
    /** Required to add. */
    idSkillType: idSchema.optional(),
    idBoond: idBoondSchema.nullable().optional(),
    isActive: z.boolean().optional(),
    /** Replaces the skill's aliases when given; one equal to the skill's own label or names is dropped. */
    aliases: skillAliasesSchema.optional(),
  })
  .strict();
export type InsertSkillBody = z.infer<typeof insertSkillBody>;

/** DELETE /api/ListeDc/deleteSkills?id= */
export const deleteSkillQuery = z.object({ id: idSchema });
export const deleteSkillResultSchema = z.object({
  id: z.number().int(),
  /** 'deleted' when nothing used it, otherwise 'deactivated' (files keep pointing to it). */
  outcome: z.enum(['deleted', 'deactivated']),
  usage: skillUsageSchema,
});
export type DeleteSkillResult = z.infer<typeof deleteSkillResultSchema>;

// ── other skills (free entries of the files) ──────────────────────────────────
export const otherSkillSchema = z.object({
  /** The most frequent spelling. */
  name: z.string(),
  /** Every spelling met (case-insensitively the same), joined by ' / '. */
  names: z.string(),
  idSkillType: z.number().int(),
  skillTypeName: z.string(),
  /** Skills files using it. */
  fileCount: z.number().int(),
  /** A catalogue skill with the same label or name, a candidate for a merge. */
  catalogueMatch: z.object({ id: z.number().int(), label: z.string(), isActive: z.boolean() }).nullable(),
});
export type OtherSkill = z.infer<typeof otherSkillSchema>;

/**
 * GET /api/ListeDc/listOtherSkills and POST /api/ListeDc/listOtherSkillsExportExcel: the other skills grouped per type
 * and name (case-insensitive) on the lists' layer, most used first by default; `hasCatalogueMatch`: a catalogue skill
 * has this label or name (a candidate for a merge).
 */
export const otherSkillsList = defineList(
  {
    name: { type: 'text', sortable: true, filterable: true, required: true },
    names: { type: 'text', sortable: true, filterable: true },
    skillType: { type: 'enum', sortable: true, filterable: true, options: SKILL_TYPE_CODES },
    fileCount: { type: 'number', sortable: true, filterable: true },
    hasCatalogueMatch: { type: 'boolean', sortable: true, filterable: true },
  },
  { sort: 'fileCount', order: 'desc' },
);
export const listOtherSkillsQuery = otherSkillsList.query.extend({ idLang: langIdSchema.optional() });
export type ListOtherSkillsQuery = z.infer<typeof listOtherSkillsQuery>;
export const otherSkillPageSchema = listPageSchema(otherSkillSchema);
export type OtherSkillPage = z.infer<typeof otherSkillPageSchema>;
/** GET /api/ListeDc/listSearchOtherSkills (at most 50) */
export const searchOtherSkillsQuery = z.object({
  searchTerm: searchTerm.default(''),
  idSkillType: idSchema.optional(),
  idLang: langIdSchema.optional(),
});

/** POST /api/ListeDc/promoteOtherSkill: the other skill becomes a catalogue skill of the same type. */
export const promoteOtherSkillBody = z
  .object({
    /** The other skill, matched case-insensitively within its type; also the new skill's label. */
    name: skillName,
    idSkillType: idSchema,
    nameFr: skillName,
    nameEn: skillName,
    idBoond: idBoondSchema.nullable().optional(),
  })
  .strict();
export type PromoteOtherSkillBody = z.infer<typeof promoteOtherSkillBody>;

/** POST /api/ListeDc/mergeOtherSkill: the other skill is replaced by an existing catalogue skill. */
export const mergeOtherSkillBody = z.object({ name: skillName, idSkillType: idSchema, idSkill: idSchema }).strict();
export type MergeOtherSkillBody = z.infer<typeof mergeOtherSkillBody>;

export const otherSkillConversionSchema = z.object({
  skill: skillSchema,
  /** Files that got the catalogue skill in place of the other skill. */
  converted: z.number().int(),
  /** Files that already had the catalogue skill: the higher level was kept and the other skill dropped. */
  merged: z.number().int(),
});
export type OtherSkillConversion = z.infer<typeof otherSkillConversionSchema>;

// ── job profiles ──────────────────────────────────────────────────────────────
export const profileQuery = z.object({ id: idSchema, idLang: langIdSchema.optional() });

export const jobProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameFr: z.string(),
  nameEn: z.string(),
  description: z.string(),
  skillCount: z.number().int(),
});
export type JobProfile = z.infer<typeof jobProfileSchema>;

export const profileSkillSchema = z.object({
  idSkill: z.number().int(),
  label: z.string(),
  name: z.string(),
  idBoond: z.number().int().nullable(),
  idSkillType: z.number().int(),
  skillTypeName: z.string(),
  isSoft: z.boolean(),
  isActive: z.boolean(),
  /** Expected level, 1–4. */
  level,
});
export type ProfileSkill = z.infer<typeof profileSkillSchema>;

export const profileSkillGroupSchema = z.object({
  idSkillType: z.number().int(),
  skillTypeName: z.string(),
  isSoft: z.boolean(),
  skills: z.array(profileSkillSchema),
});
export type ProfileSkillGroup = z.infer<typeof profileSkillGroupSchema>;

/** GET /api/Profile/frameDC: what a new skills file starts with (active skills only). */
export const profileFrameSchema = z.object({
  idProfile: z.number().int(),
  idLang: z.number().int(),
  title: z.string(),
  skills: z.array(
    z.object({
      idSkill: z.number().int(),
      name: z.string(),
      idSkillType: z.number().int(),
      isSoft: z.boolean(),
      level,
    }),
  ),
});
export type ProfileFrame = z.infer<typeof profileFrameSchema>;

// ── languages ─────────────────────────────────────────────────────────────────
export const languageLevelSchema = z.object({ id: z.number().int(), label: z.string() });
export type LanguageLevel = z.infer<typeof languageLevelSchema>;
export const spokenLanguageSchema = z.object({ code: z.string(), name: z.string() });
export type SpokenLanguage = z.infer<typeof spokenLanguageSchema>;
