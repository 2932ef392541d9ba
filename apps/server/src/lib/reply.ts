import type { FastifyRequest } from 'fastify';
import { translate, type MessageKey } from '../i18n/messages';

/** The success envelope. `messageKey` is translated into the request's language. */
export function ok<T>(request: FastifyRequest, data: T, messageKey?: MessageKey) {
  return {
    success: true as const,
    data,
    message: messageKey ? translate(request.lang, messageKey) : '',
  };
}
