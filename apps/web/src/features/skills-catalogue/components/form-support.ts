import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import i18n, { currentUiLanguage, languageIdOf } from '../../../lib/i18n';

/**
 * Zod error map for the catalogue forms: the shared schemas carry no texts of their own, so each failed rule
 * becomes a translated message of the skillsCatalogue namespace.
 */
export const translatedIssue: z.core.$ZodErrorMap = (issue) => {
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(`skillsCatalogue:form.errors.${key}`, values);
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' ? t('required') : t('positive');
    case 'too_big':
      return issue.origin === 'string' ? t('tooLong', { max: Number(issue.maximum) }) : t('tooBig');
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? t('required') : t('number');
    default:
      return t('invalid');
  }
};

/** Codes whose server message names the precise problem (already translated): shown as is. */
const PRECISE = new Set(['CONFLICT', 'NOT_FOUND', 'BUSINESS_RULE', 'VALIDATION_FAILED']);

/** The server's message ('Skill already present: Java.') when it is precise, else the generic text of the code. */
export function serverMessage(error: unknown): string {
  if (isApiError(error) && PRECISE.has(error.code) && error.message) return error.message;
  return errorMessage(error);
}

/** The language of the names in the answers: the interface language. */
export const useIdLang = () => languageIdOf(currentUiLanguage());
