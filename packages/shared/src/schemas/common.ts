import { z } from 'zod';
import { LIMITS } from '../constants';

/** A positive integer id, accepted from a query string or JSON. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const langIdSchema = z.coerce.number().int().min(1).max(2);
export const shortText = z.string().trim().max(LIMITS.shortTextMax);
export const longText = z.string().max(LIMITS.textMax);
export const emailSchema = z.string().trim().max(LIMITS.shortTextMax).pipe(z.email());

export const roleRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** Envelope of a successful answer carrying `data`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string() });

export const failureSchema = z.object({
  success: z.literal(false),
  data: z.null(),
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const emptyDataSchema = z.null();
