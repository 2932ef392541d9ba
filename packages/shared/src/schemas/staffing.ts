/**
 * The staffing search's need recognition (issue 19 §3): `POST /api/ListeDc/recogniseNeed`. The rules are in
 * ../staffing-need.ts.
 */
import { z } from 'zod';
import { text } from './common';

/** Longest need a manager may paste (a job description). */
export const NEED_TEXT_MAX = 8000;

/** POST /api/ListeDc/recogniseNeed */
export const recogniseNeedBody = z
  .object({
    /** A client's need as written: a job description or a few lines, French or English, line breaks kept. */
    text: text({ max: NEED_TEXT_MAX, min: 1, multiline: true }),
  })
  .strict();
export type RecogniseNeedBody = z.infer<typeof recogniseNeedBody>;

export const recognisedNeedRowSchema = z.object({
  idSkill: z.number().int(),
  /** In the caller's language. */
  name: z.string(),
  /** The minimum level the need asks for, 1–4 (2 when it says nothing). */
  minLevel: z.number().int().min(1).max(4),
  /** The words of the need that named the skill. */
  evidence: z.string(),
});
export type RecognisedNeedRow = z.infer<typeof recognisedNeedRowSchema>;

export const recognisedNeedSchema = z.object({
  /** In the order the need names them, each skill once. */
  rows: z.array(recognisedNeedRowSchema),
});
export type RecognisedNeed = z.infer<typeof recognisedNeedSchema>;
