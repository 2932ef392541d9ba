/**
 * Gaps → training suggestions (issue 22 §2).
 *
 * - The catalogue of trainings and certifications (`TrainingCatalogue/*`, administrators: managementSkills): each
 *   entry covers catalogue skills (and business-manager skill lines) with the level, 1–4 on the evaluation's scale,
 *   it brings a person to.
 * - A person's gaps (`SkillsGaps/person`, `SkillsGaps/team`): a subject (catalogue skill or business-manager line),
 *   the level now (0: none) and the level needed, the sources (evaluation goal, business-manager profile goal,
 *   manager's target, staffing demand), and the ranked suggestions (catalogue entries).
 * - A manager's target level for a skill of a person (`SkillsGaps/target`).
 * - A wish from a suggestion (`Training/wishFromSuggestion`): the server fills the wish from the catalogue entry and
 *   records the gap it addresses.
 */
import { z } from 'zod';
import { TRAINING_SCHEMES } from '../constants';
import { idSchema, integerInput, pageNumber, pageSizeSchema, requiredShortText, rowVersionSchema } from './common';

const int = () => z.number().int();
const named = z.object({ id: int(), name: z.string() }).nullable();

/** Entry types: the wishes' TRAINING_TYPES certification (1) and training (2). */
export const CATALOGUE_TYPES = [1, 2] as const;
/** How many skills or lines one entry covers at most. */
export const CATALOGUE_COVERAGE_MAX = 20;
/** The window of the staffing demand, in days. */
export const DEMAND_WINDOW_DAYS = 90;
/** The most demanded skills (in the window) that count as gaps. */
export const DEMAND_TOP_SKILLS = 5;
/** The goal of an evaluation's technical line when the person's job profile names no level for its skill. */
export const DEFAULT_LINE_GOAL = 3;
/** Suggestions shown per gap. */
export const SUGGESTIONS_PER_GAP = 5;

export const catalogueEntryBody = z
  .object({
    type: z.union(CATALOGUE_TYPES.map((t) => z.literal(t))),
    titleFr: requiredShortText,
    titleEn: requiredShortText,
    organism: requiredShortText,
    durationHours: integerInput(1, 10_000),
    costExclTax: z
      .number()
      .min(0)
      .max(99_999_999.99)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most two decimals'),
    scheme: z.number().int().min(1).max(TRAINING_SCHEMES.length).nullable().default(null),
    isActive: z.boolean().default(true),
    skills: z
      .array(z.object({ idSkill: idSchema, level: integerInput(1, 4) }))
      .max(CATALOGUE_COVERAGE_MAX)
      .default([]),
    lines: z
      .array(z.object({ idLine: idSchema, level: integerInput(1, 4) }))
      .max(CATALOGUE_COVERAGE_MAX)
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (v.skills.length + v.lines.length === 0)
      ctx.addIssue({ code: 'custom', path: ['skills'], message: 'at least one skill' });
    if (new Set(v.skills.map((s) => s.idSkill)).size !== v.skills.length)
      ctx.addIssue({ code: 'custom', path: ['skills'], message: 'a skill is named twice' });
    if (new Set(v.lines.map((s) => s.idLine)).size !== v.lines.length)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'a line is named twice' });
  });
export type CatalogueEntryBody = z.output<typeof catalogueEntryBody>;

export const catalogueEntryQuery = z.object({ id: idSchema.optional() });
export const catalogueIdQuery = z.object({ id: idSchema });
export const catalogueActiveBody = z.object({ isActive: z.boolean() });

export const catalogueEntrySchema = z.object({
  id: int(),
  type: named,
  titleFr: z.string(),
  titleEn: z.string(),
  /** The title in the caller's language. */
  title: z.string(),
  organism: z.string(),
  durationHours: int(),
  costExclTax: z.number(),
  scheme: named,
  isActive: z.boolean(),
  skills: z.array(z.object({ idSkill: int(), name: z.string(), level: int() })),
  lines: z.array(z.object({ idLine: int(), name: z.string(), level: int() })),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
export const catalogueListSchema = z.object({ items: z.array(catalogueEntrySchema) });

// ── gaps and suggestions ─────────────────────────────────────────────────────────────────────────────────────

export const GAP_SOURCES = ['evaluation', 'profile', 'target', 'demand'] as const;
export type GapSource = (typeof GAP_SOURCES)[number];
export const GAP_SUBJECT_KINDS = ['skill', 'line'] as const;
export type GapSubjectKind = (typeof GAP_SUBJECT_KINDS)[number];

export const gapSubjectSchema = z.object({ kind: z.enum(GAP_SUBJECT_KINDS), id: idSchema });
export type GapSubject = z.infer<typeof gapSubjectSchema>;

export const suggestionSchema = z.object({
  idEntry: int(),
  type: named,
  title: z.string(),
  organism: z.string(),
  durationHours: int(),
  costExclTax: z.number(),
  scheme: named,
  /** The level the entry brings the subject to. */
  level: int(),
  /** It brings the person to the level needed (else it comes from colleagues' successes). */
  closesGap: z.boolean(),
  /** Colleagues whose rating on the subject rose in the next year's evaluation after a wish for this entry. */
  successCount: int(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const gapSchema = z.object({
  subject: z.object({ kind: z.enum(GAP_SUBJECT_KINDS), id: int(), name: z.string() }),
  /** The level now (0: none). */
  levelFrom: int(),
  levelTo: int(),
  sources: z.array(z.enum(GAP_SOURCES)),
  /** Staffing searches that asked for the skill in the window. */
  demandCount: int(),
  suggestions: z.array(suggestionSchema),
});
export type SkillGap = z.infer<typeof gapSchema>;

export const personGapsSchema = z.object({
  idUser: int(),
  name: z.string(),
  gaps: z.array(gapSchema),
  /** The manager's targets on the person's skills. */
  targets: z.array(z.object({ idSkill: int(), name: z.string(), level: int() })),
  /** The caller may set targets and enter wishes for the person (a manager in the chain, HR). */
  mayAct: z.boolean(),
});
export type PersonGaps = z.infer<typeof personGapsSchema>;

export const personGapsQuery = z.object({ idUser: idSchema });
export const teamGapsQuery = z.object({ page: pageNumber(), pageSize: pageSizeSchema(100, 20) });
export const teamGapsSchema = z.object({
  items: z.array(personGapsSchema),
  total: int(),
  page: int(),
  pageSize: int(),
});
export type TeamGaps = z.infer<typeof teamGapsSchema>;

/** A target level for a skill of a person; null removes it. */
export const skillTargetBody = z.object({ idUser: idSchema, idSkill: idSchema, level: integerInput(1, 4).nullable() });
export type SkillTargetBody = z.infer<typeof skillTargetBody>;
export const skillTargetResultSchema = z.object({ idUser: int(), idSkill: int(), level: int().nullable() });

/**
 * A wish from a suggestion: the entry and the gap; from the evaluation with idEa and its row version. Strict: the
 * wish's fields come from the entry, a client sending its own is told so.
 */
export const wishFromSuggestionBody = z.strictObject({
  idUser: idSchema,
  idEntry: idSchema,
  subject: gapSubjectSchema,
  idEa: idSchema.optional(),
  rowVersion: rowVersionSchema.optional(),
});
export type WishFromSuggestionBody = z.infer<typeof wishFromSuggestionBody>;
