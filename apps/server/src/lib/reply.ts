import type { FastifyRequest } from 'fastify';
import { translate, type MessageKey } from '../i18n/messages';

type MessageParams = Record<string, string | number>;

/** The success envelope. `messageKey` is translated into the request's language, `params` fill its placeholders. */
export function ok<T>(request: FastifyRequest, data: T, messageKey?: MessageKey, params?: MessageParams) {
  return {
    success: true as const,
    data,
    message: messageKey ? translate(request.lang, messageKey, params) : '',
  };
}

/**
 * A route's data with the message it chose from the outcome (`key`, in place of its call entry's message), or with
 * the values its call entry's message names (`params` only).
 */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly message: { key?: MessageKey; params?: MessageParams },
  ) {}
}

/** `return withMessage(result, result.created ? 'messages.skillCreated' : 'messages.skillUpdated')` in a route. */
export const withMessage = <T>(data: T, key: MessageKey | undefined, params?: MessageParams) =>
  new Answer(data, { key, params });

/** The call entry's message, with the values it names: `return withParams(result, { label, files })`. */
export const withParams = <T>(data: T, params: MessageParams) => new Answer(data, { params });
