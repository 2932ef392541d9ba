import i18n from './i18n';
import { isApiError } from './api-client';

/**
 * Codes whose server message carries the precise rule that failed (already in the person's language):
 * that message is shown rather than the generic text of the code.
 */
const SERVER_MESSAGE_FIRST = new Set(['BUSINESS_RULE']);

/** The translated text for a failure: `errors.<CODE>` of the locales, else the server's message. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (SERVER_MESSAGE_FIRST.has(error.code) && error.message) return error.message;
    const key = `errors:${error.code}`;
    if (i18n.exists(key)) return i18n.t(key);
    if (error.message) return error.message;
  }
  return i18n.t('errors:UNEXPECTED');
}
