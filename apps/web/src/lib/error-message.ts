import i18n from './i18n';
import { isApiError } from './api-client';

/**
 * Codes whose server message names the precise problem, already in the person's language ("Skill already present:
 * Java.", "you cannot remove your own administrator role", "Failed: check 'Other skills (by type)': …"): that
 * message is shown rather than the generic text of the code.
 */
const SERVER_MESSAGE_FIRST = new Set(['BUSINESS_RULE', 'CONFLICT', 'NOT_FOUND', 'VALIDATION_FAILED']);

/**
 * The one way to put a failure into words, everywhere in the web app: the server's own message when its code names
 * a precise problem, else `errors.<CODE>` of the locales, else the server's message, else the generic text.
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (SERVER_MESSAGE_FIRST.has(error.code) && error.message) return error.message;
    const key = `errors:${error.code}`;
    if (i18n.exists(key)) return i18n.t(key);
    if (error.message) return error.message;
  }
  return i18n.t('errors:UNEXPECTED');
}
