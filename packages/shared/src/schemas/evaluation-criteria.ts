/**
 * The evaluation criteria (types 2 professional/functional … 5 linguistic) that administrators keep: the lines an
 * annual evaluation opens with. EvaluationCriteria/* calls.
 */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { idSchema, integerInput, text } from './common';

const criterionType = z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const label = text({ max: LIMITS.shortTextMax, min: 1 });

/** GET /api/EvaluationCriteria/list?idType= */
export const criteriaListQuery = z.object({ idType: integerInput(2, 5).optional() });
/** POST /api/EvaluationCriteria/save: a new criterion, or with id a change. */
export const criterionSaveBody = z
  .object({
    id: idSchema.optional(),
    idType: criterionType,
    labelFr: label,
    labelEn: label,
    sortOrder: z.number().int().min(0).max(100_000).optional(),
    isActive: z.boolean().default(true),
  })
  .strict();
export type CriterionSave = z.infer<typeof criterionSaveBody>;
/** DELETE /api/EvaluationCriteria?id= */
export const criterionDeleteQuery = z.object({ id: idSchema });

export const criterionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  idType: z.number().int(),
  typeName: z.string(),
  labelFr: z.string(),
  labelEn: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  /** How many evaluation lines rate it (a criterion in use is deactivated, not deleted). */
  usedBy: z.number().int(),
});
export type Criterion = z.infer<typeof criterionSchema>;
export const criterionDeleteSchema = z.object({ id: z.number().int(), deleted: z.boolean() });
