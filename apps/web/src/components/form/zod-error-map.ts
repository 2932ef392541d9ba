import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE } from '@my-skills/shared/schemas/common';
import { END_BEFORE_START } from '@my-skills/shared/schemas/common';
import i18n from '../../lib/i18n';

const text = (key: string, values?: Record<string, unknown>) => i18n.t(`common:form.errors.${key}`, values);

/**
 * The one Zod error map of the web forms: the shared schemas carry no texts of their own (they also validate the
 * server's input), so each failed rule becomes a translated text of the `common` namespace (form.errors.*).
 */
export const translatedIssue: z.core.$ZodErrorMap = (issue) => {
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
    default:
      return text('invalid');
  }
};

/** The few rules whose shared schema names its own (English, machine) message: their translated texts. */
const SHARED_MESSAGES: Record<string, string> = {
  [END_BEFORE_START]: 'endBeforeStart',
  'invalid date': 'invalidDate',
  'not an integer': 'number',
  [CONTROL_CHARACTERS_MESSAGE]: 'controlCharacters',
};

/** A message of a shared schema in words; any other message (already translated) as is. */
export const translatedMessage = (message: string | undefined): string | undefined =>
  message && SHARED_MESSAGES[message] ? text(SHARED_MESSAGES[message]) : message;

function translateErrors(errors: Record<string, unknown>) {
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's element: not an error.
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string') error.message = translatedMessage(error.message);
    translateErrors(value as Record<string, unknown>);
  }
}

/** react-hook-form's resolver for a shared schema: every failed rule as a translated text. */
export function formResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema as never, { error: translatedIssue }) as unknown as Resolver<
    Input,
    unknown,
    Output
  >;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateErrors(result.errors as FieldErrors as Record<string, unknown>);
    return result;
  };
}
