import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE } from '@my-skills/shared/schemas/common';
import { END_BEFORE_START } from '@my-skills/shared/schemas/common';
import { ERROR_CODES } from '@my-skills/shared/errors';
import i18n from '../../lib/i18n';

/** A form's own wording of some rules: `form.errors.<key>` → the i18n key to use instead (e.g. `auth:…`). */
export type FormTexts = Partial<Record<string, string>>;

const textIn = (texts: FormTexts) => (key: string, values?: Record<string, unknown>) =>
  i18n.t(texts[key] ?? `common:form.errors.${key}`, values);
const text = textIn({});

/**
 * The one Zod error map of the web forms: the shared schemas carry no texts of their own (they also validate the
 * server's input), so each failed rule becomes a translated text of the `common` namespace (form.errors.*).
 */
export const translatedIssue: z.core.$ZodErrorMap = (issue) => issueText(issue, text);

function issueText(issue: Parameters<z.core.$ZodErrorMap>[0], text: ReturnType<typeof textIn>) {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'number' || issue.origin === 'int' ? text('positive') : text('required');
    case 'too_big':
      return issue.origin === 'string' ? text('tooLong', { max: Number(issue.maximum) }) : text('tooBig');
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? text('required')
        : text('number');
    case 'invalid_value':
      return text('required');
    case 'invalid_format':
      if (issue.format === 'email') return issue.input === '' ? text('required') : text('email');
      return text('invalid');
    default:
      return text('invalid');
  }
}

/** The few rules whose shared schema names its own (English, machine) message: their translated texts. */
const SHARED_MESSAGES: Record<string, string> = {
  [END_BEFORE_START]: 'endBeforeStart',
  'invalid date': 'invalidDate',
  'not an integer': 'number',
  [CONTROL_CHARACTERS_MESSAGE]: 'controlCharacters',
};

const ERROR_CODE_MESSAGES = new Set<string>(ERROR_CODES);

/**
 * A message of a shared schema in words: its own machine messages above, or an API error code (`PASSWORD_RULES`,
 * `PASSWORD_MISMATCH`, `CAPTCHA_REQUIRED`: the server's code for the same rule) as that code's text; any other
 * message (already translated) as is.
 */
export const translatedMessage = (message: string | undefined): string | undefined => {
  if (!message) return message;
  if (SHARED_MESSAGES[message]) return text(SHARED_MESSAGES[message]);
  return ERROR_CODE_MESSAGES.has(message) ? i18n.t(`errors:${message}`) : message;
};

function translateErrors(errors: Record<string, unknown>) {
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's element: not an error.
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string') error.message = translatedMessage(error.message);
    translateErrors(value as Record<string, unknown>);
  }
}

/**
 * react-hook-form's resolver for a shared schema: every failed rule as a translated text (`texts`: the form's own
 * wording of some rules, e.g. the sign-in forms' 'This field is required').
 */
export function formResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  texts: FormTexts = {},
): Resolver<Input, unknown, Output> {
  const wording = textIn(texts);
  const error: z.core.$ZodErrorMap = (issue) => issueText(issue, wording);
  const resolve = zodResolver(schema as never, { error }) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateErrors(result.errors as FieldErrors as Record<string, unknown>);
    return result;
  };
}
