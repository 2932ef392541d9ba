import { z } from 'zod';
import { LIMITS } from '../constants';

// ─────────────────────────────────────────────────────────────── numbers from a query string or JSON

const DIGITS = /^[0-9]{1,16}$/;
/**
 * An integer given as a JSON number or as a string of digits (query strings), nothing else:
 * unlike `z.coerce.number()`, `true`, `[]`, `''`, `'1e3'`, `' 7'` or `'0x10'` are refused.
 */
export const integerInput = (min: number, max: number) =>
  z.union([
    z.number().int().min(min).max(max),
    z.string().regex(DIGITS, 'not an integer').transform(Number).pipe(z.number().int().min(min).max(max)),
  ]);

/** A positive integer id (a database serial), from a number or a digit string. One definition for query and body. */
export const idSchema = integerInput(1, 2_147_483_647);
export const langIdSchema = integerInput(1, 2);
/** Page number and page size of the paged lists. */
export const pageNumber = (max = 100_000) => integerInput(1, max).default(1);
export const pageSizeSchema = (max: number, fallback = 50) => integerInput(1, max).default(fallback);

// ─────────────────────────────────────────────────────────────── text

/** Single-line texts: no C0 control character at all (NUL included: PostgreSQL refuses it in text). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001f]*$/;
/** Long texts: tab, line feed and carriage return allowed; no other C0 control character. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f]*$/;
export const CONTROL_CHARACTERS_MESSAGE = 'control characters';

export interface TextOptions {
  /** Longest length after trimming. */
  max: number;
  /** Shortest length after trimming (1: required). */
  min?: number;
  /** Long text: tabs and line breaks allowed. */
  multiline?: boolean;
  /** Trim surrounding spaces before the checks (default: single-line texts only). */
  trim?: boolean;
}

/**
 * The one definition of a text field that every input schema uses: refuses control characters (the
 * pattern shows in the OpenAPI document), trims single-line texts, bounds the length.
 */
export function text({ max, min = 0, multiline = false, trim = !multiline }: TextOptions) {
  const base = trim ? z.string().trim() : z.string();
  return base
    .min(min)
    .max(max)
    .regex(multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT, CONTROL_CHARACTERS_MESSAGE);
}

/** A short single-line text (≤ 255), optional content. */
export const shortText = text({ max: LIMITS.shortTextMax });
/** A required short single-line text. */
export const requiredShortText = text({ max: LIMITS.shortTextMax, min: 1 });
/** A long text (≤ 4096), line breaks allowed. */
export const longText = text({ max: LIMITS.textMax, multiline: true });
/** A search term of the lists (≤ 100). */
export const searchTermSchema = text({ max: LIMITS.searchTermMax });
export const emailSchema = shortText.pipe(z.email());

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

// ─────────────────────────────────────────────────────────────── dates, documents

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

/** The message of the issue endNotBeforeStart raises (the web translates it). */
export const END_BEFORE_START = 'end before start';

/** The end of a period is not before its start (dates 'YYYY-MM-DD'): request bodies, and the web forms that edit them. */
export const endNotBeforeStart = (start: string, end: string) => (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const s = v[start];
  const e = v[end];
  if (typeof s === 'string' && typeof e === 'string' && s !== '' && e !== '' && e < s) {
    ctx.addIssue({ code: 'custom', path: [end], message: END_BEFORE_START });
  }
};

/** Optimistic concurrency token of a document (its row_version): every write names the one it read. */
export const rowVersionSchema = integerInput(1, 2_147_483_647);

/** A person as shown on a document (who changed, validated, signed it). */
export const personNameSchema = z.object({ id: z.number().int(), name: z.string() });
