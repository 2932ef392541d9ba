/**
 * The business-manager review's reference data (EEP BM): the six profiles (1 Business Manager … 6 Senior Business
 * Unit Director), the nine skill categories (6–14) with their skill lines, each line's goal 0–4 per profile (fields
 * bmgoal … sbudgoal, 0: not concerned) and each category's maturity objective 0–4 per profile (fields
 * bmObjectifMaturity … sbudObjectifMaturity). Ea/businessManagers, Ea/skillBusinessManager and the administrators'
 * BusinessManagerSkills/* calls.
 */
import { z } from 'zod';
import { BUSINESS_MANAGER_PROFILES, LIMITS } from '../constants';
import { idSchema, langIdSchema, text } from './common';

export type BusinessManagerProfileId = (typeof BUSINESS_MANAGER_PROFILES)[number]['id'];
export type BusinessManagerGoalField = (typeof BUSINESS_MANAGER_PROFILES)[number]['goalField'];
export type BusinessManagerMaturityField = (typeof BUSINESS_MANAGER_PROFILES)[number]['maturityField'];

/** A level 0–4 (0: not concerned). */
const level = z.number().int().min(0).max(4);
/** A business-manager category id, 6–14. */
const categoryId = z.number().int().min(6).max(14);
const name = text({ max: LIMITS.shortTextMax, min: 1 });

const goalShape = Object.fromEntries(BUSINESS_MANAGER_PROFILES.map((p) => [p.goalField, level])) as Record<
  BusinessManagerGoalField,
  typeof level
>;
const maturityShape = Object.fromEntries(BUSINESS_MANAGER_PROFILES.map((p) => [p.maturityField, level])) as Record<
  BusinessManagerMaturityField,
  typeof level
>;

// ─────────────────────────────────────────────────────────────── the review's reads

/** GET /api/Ea/businessManagers?idLang= */
export const businessManagersQuery = z.object({ idLang: langIdSchema.optional() });
export const businessManagerSchema = z.object({ id: z.number().int(), name: z.string() });
export type BusinessManager = z.infer<typeof businessManagerSchema>;
export const businessManagersSchema = z.array(businessManagerSchema);

/** GET /api/Ea/skillBusinessManager?idBusinessManager=&idLang= */
export const skillBusinessManagerQuery = z.object({ idBusinessManager: idSchema, idLang: langIdSchema.optional() });
export const businessManagerSkillLineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The profile's goal 0–4 (0: the profile is not assessed on this line). */
  goal: z.number().int(),
});
export const businessManagerSkillCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** bdskills … epskills: the group of the review's skill payload. */
  group: z.string(),
  /** The profile's maturity objective 0–4 for the category. */
  objectifMaturity: z.number().int(),
  /** The category's active lines, in display order. */
  lines: z.array(businessManagerSkillLineSchema),
});
export type BusinessManagerSkillCategory = z.infer<typeof businessManagerSkillCategorySchema>;
export const skillBusinessManagerSchema = z.array(businessManagerSkillCategorySchema);

// ─────────────────────────────────────────────────────────────── administration

/** A line as administrators see it: both names, its category, order, state and the six goals. */
export const bmSkillLineAdminSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  idCategory: z.number().int(),
  nameFr: z.string(),
  nameEn: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  ...goalShape,
});
export type BmSkillLineAdmin = z.infer<typeof bmSkillLineAdminSchema>;
/** A category with its six maturity objectives. */
export const bmSkillCategoryAdminSchema = z.object({
  id: z.number().int(),
  group: z.string(),
  nameFr: z.string(),
  nameEn: z.string(),
  ...maturityShape,
});
export type BmSkillCategoryAdmin = z.infer<typeof bmSkillCategoryAdminSchema>;

/** GET /api/BusinessManagerSkills/list */
export const bmSkillsListSchema = z.object({
  categories: z.array(bmSkillCategoryAdminSchema),
  lines: z.array(bmSkillLineAdminSchema),
});
export type BmSkillsList = z.infer<typeof bmSkillsListSchema>;

/** POST /api/BusinessManagerSkills/save: a new line, or with id a change (every field is given). */
export const bmSkillLineSaveBody = z
  .object({
    id: idSchema.optional(),
    idCategory: categoryId,
    nameFr: name,
    nameEn: name,
    /** Display order within the category; a new line without one goes last. */
    sortOrder: z.number().int().min(0).max(100_000).optional(),
    isActive: z.boolean().default(true),
    ...goalShape,
  })
  .strict();
export type BmSkillLineSave = z.infer<typeof bmSkillLineSaveBody>;

/** DELETE /api/BusinessManagerSkills/delete?id= */
export const bmSkillLineDeleteQuery = z.object({ id: idSchema });
export const bmSkillLineDeleteSchema = z.object({ id: z.number().int(), deleted: z.boolean() });

/** PUT /api/BusinessManagerSkills/maturity: one category's maturity objectives for the six profiles. */
export const bmMaturityBody = z
  .object({
    idCategory: categoryId,
    ...maturityShape,
  })
  .strict();
export type BmMaturitySave = z.infer<typeof bmMaturityBody>;
