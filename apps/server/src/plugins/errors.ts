/**
 * The one error handler: every failure leaves as `{ success: false, data: null, message, code }`
 * with the code's HTTP status. 5xx texts never reach the client; bad input is never a 500.
 * Logs never carry the request's values: database errors are logged by code and message only.
 */
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { languageIdFromCode, type LanguageId } from '@my-skills/shared/constants';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ApiFailure, type ErrorCode } from '@my-skills/shared/errors';
import { AppError } from '../lib/app-error';
import { translate } from '../i18n/messages';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
};

/** PostgreSQL errors that bad input can still cause (a race past the service's checks). */
const PG_CODES: Record<string, ErrorCode> = {
  '23505': 'CONFLICT',
  '23503': 'BUSINESS_RULE',
  '23514': 'VALIDATION_FAILED',
  '40001': 'CONFLICT',
  '40P01': 'CONFLICT',
};

/** SQLSTATE class 22 (data exception: NUL in text, out-of-range number, malformed date…) is bad input: 400. */
const pgErrorCode = (code: string): ErrorCode | undefined =>
  PG_CODES[code] ?? (/^22[0-9A-Z]{3}$/.test(code) ? 'VALIDATION_FAILED' : undefined);

/**
 * What is logged of an error: never the values it may quote (PostgreSQL's `detail` repeats the
 * offending key or value; `where`, `internalQuery` and parameters may carry the request's texts).
 */
export function loggableError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const e = error as Error & { code?: unknown; severity?: unknown; routine?: unknown };
  const database = typeof e.severity === 'string' || typeof e.routine === 'string';
  return {
    type: e.name,
    code: typeof e.code === 'string' ? e.code : undefined,
    // A database message can quote input too ('invalid input syntax for type integer: "…"'): keep its first words.
    message: database ? e.message.replace(/:.*$/s, '') : e.message,
    stack: e.stack
      ?.split('\n')
      .slice(database ? 1 : 0)
      .join('\n'),
  };
}

export function failure(
  request: FastifyRequest,
  code: ErrorCode,
  messageKey?: string,
  params?: Record<string, string | number>,
) {
  return failureIn(request.lang ?? 1, code, messageKey, params);
}

export function failureIn(
  lang: LanguageId,
  code: ErrorCode,
  messageKey?: string,
  params?: Record<string, string | number>,
): ApiFailure {
  return { success: false, data: null, message: translate(lang, messageKey ?? `errors.${code}`, params), code };
}

const CLIENT_ERRORS: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  HPE_URI_TOO_LONG: 'HEADERS_TOO_LARGE',
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a URL or header block over the limit,
 * a malformed request line): answered in the envelope, in the language of the Accept-Language header
 * when it was read, with the security headers every answer carries (`headers`, plugins/security.ts), then the
 * connection is closed.
 */
export const clientErrorHandler =
  (headers: Readonly<Record<string, string>>) =>
  (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) =>
    answerClientError(headers, error, socket);

function answerClientError(
  headers: Readonly<Record<string, string>>,
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const code = CLIENT_ERRORS[error.code ?? ''] ?? 'BAD_REQUEST';
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : ERROR_STATUS[code];
  const head = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.subarray(0, 16_384).toString('latin1') : '';
  const lang = languageIdFromCode(/\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(head)?.[1]);
  const body = JSON.stringify(failureIn(lang, code));
  const reason =
    status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
  const security = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n${security}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * A schema rule whose message is an error code (the shared password rules refine with 'PASSWORD_RULES') answers
 * that code and its text (the message may go on after `CODE:`), when it is the only kind of problem of the request; otherwise VALIDATION_FAILED.
 */
function codedValidation(issues: { message?: string }[]): ErrorCode | null {
  // `CODE` or `CODE: what is wrong` (the lists' filters name the filter).
  const codes = new Set(issues.map((i) => (i.message ?? '').split(':')[0]!));
  const [code] = codes;
  return codes.size === 1 && code && code !== 'VALIDATION_FAILED' && Object.hasOwn(ERROR_STATUS, code)
    ? (code as ErrorCode)
    : null;
}

export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler(async (error: FastifyError | AppError | Error, request, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const body = failure(request, error.code, error.messageKey, error.params);
      if (error.details) body.details = error.details;
      if (error.statusCode >= 500) request.log.error({ err: loggableError(error) }, 'application error');
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const code = codedValidation(error.validation) ?? 'VALIDATION_FAILED';
      const body = failure(request, code);
      body.details = error.validation.map((v) => ({
        path: [error.validationContext, v.instancePath.replace(/^\//, '').replaceAll('/', '.')]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'invalid',
      }));
      return reply.status(ERROR_STATUS[code]).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: loggableError(error), issues: error.cause?.issues?.map((i) => ({ path: i.path, code: i.code })) },
        'response does not match its schema',
      );
      return reply.status(500).send(failure(request, 'INTERNAL'));
    }
    const fastifyCode = (error as FastifyError).code;
    const mapped = fastifyCode ? FASTIFY_CODES[fastifyCode] : undefined;
    if (mapped) return reply.status(ERROR_STATUS[mapped]).send(failure(request, mapped));
    const pgCode = (error as { code?: string }).code;
    const pgMapped = typeof pgCode === 'string' ? pgErrorCode(pgCode) : undefined;
    if (pgMapped) {
      request.log.warn({ err: loggableError(error), route: request.routeOptions.url }, 'database rejected the input');
      return reply.status(ERROR_STATUS[pgMapped]).send(failure(request, pgMapped));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send(failure(request, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST'));
    }
    request.log.error({ err: loggableError(error), route: request.routeOptions.url }, 'unexpected error');
    return reply.status(500).send(failure(request, 'INTERNAL'));
  });
});
