import { z } from 'zod';
import { LIMITS } from '../constants';

/** A positive integer id, accepted from a query string or JSON. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const langIdSchema = z.coerce.number().int().min(1).max(2);
export const shortText = z.string().trim().max(LIMITS.shortTextMax);
export const longText = z.string().max(LIMITS.textMax);
export const emailSchema = z.string().trim().max(LIMITS.shortTextMax).pipe(z.email());

export const roleRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** Who a signed-in person is, in the account in use: shared by Login/me and User/profile. */
export const personAccountSchema = z.object({
  /** The person's id: the `idUser` of files and routes. */
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  reference: z.string().nullable(),
  role: roleRefSchema,
  idRoleInternal: z.number().int().nullable(),
  boondProfile: z.string().nullable(),
  idLang: z.number().int(),
});

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
