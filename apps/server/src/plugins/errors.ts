/**
 * The one error handler: every failure leaves as `{ success: false, data: null, message, code }`
 * with the code's HTTP status. 5xx texts never reach the client; bad input is never a 500.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
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
  '22001': 'VALIDATION_FAILED',
  '22P02': 'VALIDATION_FAILED',
  '22003': 'VALIDATION_FAILED',
  '40001': 'CONFLICT',
};

export function failure(
  request: FastifyRequest,
  code: ErrorCode,
  messageKey?: string,
  params?: Record<string, string | number>,
) {
  const body: ApiFailure = {
    success: false,
    data: null,
    message: translate(request.lang ?? 1, messageKey ?? `errors.${code}`, params),
    code,
  };
  return body;
}

export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler(async (error: FastifyError | AppError | Error, request, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const body = failure(request, error.code, error.messageKey, error.params);
      if (error.details) body.details = error.details;
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body = failure(request, 'VALIDATION_FAILED');
      body.details = error.validation.map((v) => ({
        path: [error.validationContext, v.instancePath.replace(/^\//, '').replaceAll('/', '.')]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'invalid',
      }));
      return reply.status(400).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return reply.status(500).send(failure(request, 'INTERNAL'));
    }
    const fastifyCode = (error as FastifyError).code;
    const mapped = fastifyCode ? FASTIFY_CODES[fastifyCode] : undefined;
    if (mapped) return reply.status(ERROR_STATUS[mapped]).send(failure(request, mapped));
    const pgCode = (error as { code?: string }).code;
    const pgMapped = pgCode ? PG_CODES[pgCode] : undefined;
    if (pgMapped) {
      request.log.warn({ err: error }, 'database rejected the input');
      return reply.status(ERROR_STATUS[pgMapped]).send(failure(request, pgMapped));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send(failure(request, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure(request, 'INTERNAL'));
  });
});
