/**
 * The skills search and the two administration exports (`/api/ListeDc/*`, issue 19 §2, §5, §6; decision 019):
 * - the people list of /management/competence (`all`, `recherche`, `filtreType`, `filtreParCompetence`): a list
 *   defined once with `defineList`;
 * - the multi-criteria search (`filtreCritereCompetence`) and its Excel export: up to ten catalogue skills with a
 *   minimum level each, combined with AND or OR, ranked by coverage (`skillCoverage`, below);
 * - the catalogue look-up of the criteria editor (`filtreSkill`);
 * - the skills per person and certifications exports (`skillsExport`, `certificationsExport` and their Excel).
 *
 * Which skills file a person's skills are read from (one rule for the search, the list and the exports): their
 * current files (status ≠ archived, at most one per language); in the language asked for when one is; otherwise
 * the validated one first, then the one updated last (`FILE_CHOICE`).
 */
import { z } from 'zod';
import { DC_STATUSES, LIMITS } from '../constants';
import { defineList, listPageSchema, LIST_PAGE_SIZE_MAX, LIST_PAGE_SIZES } from '../lists';
import { idSchema, integerInput, langIdSchema, roleRefSchema, searchTermSchema, text } from './common';

/** How a person's file is chosen (documented in the answers and the OpenAPI document). */
export const FILE_CHOICE =
  'the person’s current file (not archived) in the language asked for; without a language, the validated one, else the one updated last';

/** The most criteria one search carries. */
export const SEARCH_CRITERIA_MAX = 10;
/** Skill levels of a criterion: 1 Learning … 4 Dominates. */
export const CRITERION_LEVELS = [1, 2, 3, 4] as const;
/** Days before its expiry date a certification is "expiring". */
export const CERTIFICATION_EXPIRING_DAYS = 90;

const roleIds = ['0', '1', '2', '3', '4', '5', '6', '7', '8'] as const;
const fileStatuses = ['0', '1', '2', '3'] as const;
const currentStatuses = ['1', '2', '3'] as const;
const languages = ['1', '2'] as const;

// ── the people list (all, recherche, filtreType, filtreParCompetence) ─────────────────────────────────────────

export const skillsPeopleList = defineList(
  {
    lastName: { type: 'text', sortable: true, filterable: true, required: true },
    firstName: { type: 'text', sortable: true, filterable: true, required: true },
    reference: { type: 'text', sortable: true, filterable: true },
    role: { type: 'enum', sortable: true, filterable: true, options: roleIds },
    managerName: { type: 'text', sortable: true, filterable: true },
    /** The status of the French and of the English file (0: none). */
    dcStatusFr: { type: 'enum', sortable: true, filterable: true, options: fileStatuses },
    dcStatusEn: { type: 'enum', sortable: true, filterable: true, options: fileStatuses },
    /** Years of experience of the chosen file (merged periods, as the evaluation counts them). */
    years: { type: 'number', sortable: true, filterable: true },
    /** Catalogue skills of the chosen file. */
    skillCount: { type: 'number', sortable: true, filterable: true },
  },
  { sort: 'lastName' },
);

/** GET ListeDc/all and ListeDc/recherche (the quick search is `searchTerm`). */
export const skillsPeopleQuery = skillsPeopleList.query;
/** GET ListeDc/filtreType: the same list, of one role. */
export const skillsPeopleByRoleQuery = skillsPeopleList.query.extend({ idRole: integerInput(0, 8) });
/** GET ListeDc/filtreParCompetence: the same list, of the people holding a skill at a minimum level. */
export const skillsPeopleBySkillQuery = skillsPeopleList.query.extend({
  idSkill: idSchema,
  minLevel: integerInput(1, 4).default(1),
});
export type SkillsPeopleQuery = z.output<typeof skillsPeopleQuery> & {
  idRole?: number;
  idSkill?: number;
  minLevel?: number;
};

const fileRef = z.object({
  idLang: z.number().int(),
  idDc: z.number().int().nullable(),
  /** 0 when the person has no file in that language. */
  status: z.number().int(),
});

export const skillsPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  reference: z.string().nullable(),
  role: roleRefSchema,
  managerName: z.string().nullable(),
  /** French (1) then English (2). */
  files: z.array(fileRef),
  /** The chosen file (FILE_CHOICE), null without a current file. */
  idDc: z.number().int().nullable(),
  idLang: z.number().int().nullable(),
  years: z.number().int().nullable(),
  skillCount: z.number().int(),
});
export type SkillsPerson = z.infer<typeof skillsPersonSchema>;
export const skillsPeoplePageSchema = listPageSchema(skillsPersonSchema);
export type SkillsPeoplePage = z.infer<typeof skillsPeoplePageSchema>;

// ── the catalogue look-up of the criteria editor (filtreSkill) ─────────────────────────────────────────────────

/**
 * GET ListeDc/filtreSkill: active catalogue skills matching a term (accents and case ignored), at most 20; or, with
 * `ids` (up to ten, comma-separated), those skills (to name the criteria of a shared search).
 */
export const skillLookupQuery = z.object({
  searchTerm: searchTermSchema.default(''),
  idLang: langIdSchema.optional(),
  ids: z
    .string()
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,9}$/, 'skill ids separated by commas')
    .transform((v) => v.split(',').map(Number))
    .optional(),
});
export const SKILL_LOOKUP_LIMIT = 20;
export const skillLookupSchema = z.object({
  id: z.number().int(),
  /** In the caller's language (or idLang's). */
  name: z.string(),
  idSkillType: z.number().int(),
  skillTypeName: z.string(),
});
export type SkillLookup = z.infer<typeof skillLookupSchema>;

// ── the multi-criteria search (filtreCritereCompetence, exportCritereCompetence) ──────────────────────────────

const criterionSchema = z.object({
  idSkill: idSchema,
  /** The level wanted, 1 Learning … 4 Dominates. */
  minLevel: integerInput(1, 4),
});
export type SkillCriterion = z.output<typeof criterionSchema>;

const searchFilters = {
  criteria: z
    .array(criterionSchema)
    .min(1)
    .max(SEARCH_CRITERIA_MAX)
    .refine((list) => new Set(list.map((c) => c.idSkill)).size === list.length, 'a skill is named twice'),
  /** and: every criterion met; or: at least one met. */
  combine: z.enum(['and', 'or']).default('and'),
  /** The person's role (their highest active account). */
  roles: z.array(integerInput(0, 8)).max(9).optional(),
  /** Direct reports of this manager. */
  managerId: idSchema.optional(),
  /** Status of the file the levels are read from (1 draft, 2 submitted, 3 validated). */
  dcStatus: integerInput(DC_STATUSES.DRAFT, DC_STATUSES.VALIDATED).optional(),
  /** Read the levels from the file in this language only. */
  idLang: langIdSchema.optional(),
  minYears: integerInput(0, 80).optional(),
  maxYears: integerInput(0, 80).optional(),
  /** A certification of that file whose name contains this text. */
  certification: text({ max: LIMITS.searchTermMax }).optional(),
};
const yearsInOrder = (v: { minYears?: number; maxYears?: number }) =>
  v.minYears === undefined || v.maxYears === undefined || v.minYears <= v.maxYears;

/**
 * The result of the search as a list (the grid's quick search, filters and sort over the people found; by default
 * ranked by score, then name).
 */
export const skillsSearchResultList = defineList(
  {
    lastName: { type: 'text', sortable: true, filterable: true, required: true },
    firstName: { type: 'text', sortable: true, filterable: true, required: true },
    reference: { type: 'text', sortable: true, filterable: true },
    role: { type: 'enum', sortable: true, filterable: true, options: roleIds },
    managerName: { type: 'text', sortable: true, filterable: true },
    idLang: { type: 'enum', sortable: true, filterable: true, options: languages },
    dcStatus: { type: 'enum', sortable: true, filterable: true, options: currentStatuses },
    years: { type: 'number', sortable: true, filterable: true },
    /** Coverage in percent (0–100) for the filters; the answer's `score` is 0–1. */
    score: { type: 'number', sortable: true, filterable: true, required: true },
  },
  { sort: 'score', order: 'desc' },
);
const resultListShape = skillsSearchResultList.exportBody.shape;

/** POST ListeDc/filtreCritereCompetence */
export const skillsSearchBody = z
  .object({
    ...searchFilters,
    searchTerm: resultListShape.searchTerm,
    sort: resultListShape.sort,
    order: resultListShape.order,
    filters: resultListShape.filters,
    page: integerInput(1, 100_000).default(1),
    pageSize: integerInput(1, LIST_PAGE_SIZE_MAX).default(LIST_PAGE_SIZES[0]),
  })
  .refine(yearsInOrder, { message: 'minYears above maxYears', path: ['maxYears'] });
export type SkillsSearchBody = z.output<typeof skillsSearchBody>;

/** POST ListeDc/exportCritereCompetence: the same search, every row (`columns`: the visible ones). */
export const skillsSearchExportBody = skillsSearchResultList.exportBody
  .extend(searchFilters)
  .refine(yearsInOrder, { message: 'minYears above maxYears', path: ['maxYears'] });
export type SkillsSearchExportBody = z.output<typeof skillsSearchExportBody>;
export type SkillsSearchFilters = Omit<SkillsSearchBody, 'page' | 'pageSize'>;
/** The search as the export asks it (the visible columns beside). */
export type SkillsSearchQuery = SkillsSearchFilters & { columns?: string[] };

const criterionLevel = z.object({
  idSkill: z.number().int(),
  name: z.string(),
  minLevel: z.number().int(),
});
export const skillsSearchRowSchema = z.object({
  /** The person. */
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  reference: z.string().nullable(),
  role: roleRefSchema,
  managerName: z.string().nullable(),
  /** The file the levels were read from (FILE_CHOICE). */
  idDc: z.number().int(),
  idLang: z.number().int(),
  dcStatus: z.number().int(),
  years: z.number().int(),
  /** Coverage 0–1 (`skillCoverage`). */
  score: z.number(),
  /** Criteria met (level ≥ minLevel), in the order asked. */
  matched: z.array(criterionLevel.extend({ level: z.number().int() })),
  /** Criteria not met: held below the level, or not held (level null). */
  gaps: z.array(criterionLevel.extend({ level: z.number().int().nullable() })),
});
export type SkillsSearchRow = z.infer<typeof skillsSearchRowSchema>;
export const skillsSearchPageSchema = listPageSchema(skillsSearchRowSchema);
export type SkillsSearchPage = z.infer<typeof skillsSearchPageSchema>;

/**
 * The coverage of a person for a set of criteria, 0–1: the mean over the criteria of each one's credit, where a
 * criterion met (level ≥ minLevel) counts 1, a skill held below the level counts level / minLevel, and a skill not
 * held counts 0. Rounded to four decimals. The server computes the same in SQL to rank; this is its reference.
 */
export function skillCoverage(criteria: readonly { minLevel: number; level: number | null }[]): number {
  if (criteria.length === 0) return 0;
  const total = criteria.reduce((sum, c) => sum + (c.level ? Math.min(c.level / c.minLevel, 1) : 0), 0);
  return Math.round((total / criteria.length) * 10_000) / 10_000;
}

// ── the administration exports ─────────────────────────────────────────────────────────────────────────────

/** One row per person × skill of the chosen file. */
export const skillsExportList = defineList(
  {
    lastName: { type: 'text', sortable: true, filterable: true, required: true },
    firstName: { type: 'text', sortable: true, filterable: true, required: true },
    reference: { type: 'text', sortable: true, filterable: true },
    idLang: { type: 'enum', sortable: true, filterable: true, options: languages },
    dcStatus: { type: 'enum', sortable: true, filterable: true, options: currentStatuses },
    skillType: { type: 'text', sortable: true, filterable: true },
    skill: { type: 'text', sortable: true, filterable: true },
    level: { type: 'number', sortable: true, filterable: true },
  },
  { sort: 'lastName' },
);
export const skillsExportRowSchema = z.object({
  idPerson: z.number().int(),
  idDc: z.number().int(),
  idSkill: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  reference: z.string().nullable(),
  idLang: z.number().int(),
  dcStatus: z.number().int(),
  skillType: z.string(),
  skill: z.string(),
  level: z.number().int(),
});
export type SkillsExportRow = z.infer<typeof skillsExportRowSchema>;
export const skillsExportPageSchema = listPageSchema(skillsExportRowSchema);

export const EXPIRY_STATES = ['expired', 'expiring', 'valid', 'none'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];

/** One row per certification of the chosen file. */
export const certificationsExportList = defineList(
  {
    lastName: { type: 'text', sortable: true, filterable: true, required: true },
    firstName: { type: 'text', sortable: true, filterable: true, required: true },
    reference: { type: 'text', sortable: true, filterable: true },
    name: { type: 'text', sortable: true, filterable: true, required: true },
    organism: { type: 'text', sortable: true, filterable: true },
    obtained: { type: 'date', sortable: true, filterable: true },
    expiry: { type: 'date', sortable: true, filterable: true },
    /** Days from today to the expiry date (negative: expired; null: no expiry date); "≤ 90": what expires soon. */
    expiresInDays: { type: 'number', sortable: true, filterable: true },
    /** expired (before today), expiring (within 90 days), valid, none (no expiry date). */
    expiryState: { type: 'enum', sortable: true, filterable: true, options: EXPIRY_STATES },
  },
  { sort: 'lastName' },
);
export const certificationsExportRowSchema = z.object({
  id: z.number().int(),
  idPerson: z.number().int(),
  idDc: z.number().int(),
  /** The language of the file (to open it). */
  idLang: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  reference: z.string().nullable(),
  name: z.string(),
  organism: z.string(),
  obtained: z.string().nullable(),
  expiry: z.string().nullable(),
  expiresInDays: z.number().int().nullable(),
  expiryState: z.enum(EXPIRY_STATES),
});
export type CertificationsExportRow = z.infer<typeof certificationsExportRowSchema>;
export const certificationsExportPageSchema = listPageSchema(certificationsExportRowSchema);
