/**
 * Registers the route of one entry of the call registry (packages/shared/src/calls) from the entry alone: the
 * method, the URL, the query, body and answer schemas, the OpenAPI tags, summary and description, the route config
 * (public, page permission, rate limit) and the success message. The route adds only its handler, which returns
 * the envelope's `data`:
 *
 *   route(app, skillsFileCalls.dcMenu, (request) => skillsFile.menu(requireAuth(request), request.query.idUser));
 *
 * - a message chosen from the outcome: `return withMessage(result, messageKey)`, or the values the entry's message
 *   names: `return withParams(result, { label })` (lib/reply.ts);
 * - other route options (a preHandler): `route(app, call, { preHandler, handler })`;
 * - a route that answers by itself (a download, a redirect, its own envelope):
 *   `route(app, call, { raw: true, handler })`.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CallDefinition } from '@my-skills/shared/calls/define';
import { envelope } from '@my-skills/shared/schemas/common';
import type { MessageKey } from '../i18n/messages';
import { Answer, ok } from './reply';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** An entry the server registers: its success message is one of the server's texts. */
export type ServerCall = CallDefinition & { message?: MessageKey };

type Schema<C extends CallDefinition> = {
  querystring: C extends { query: infer Q extends z.ZodType } ? Q : undefined;
  body: C extends { body: infer B extends z.ZodType } ? B : undefined;
  response: C extends { response: infer R extends z.ZodType } ? { 200: ReturnType<typeof envelope<R>> } : undefined;
};

type FastifyOptions<C extends CallDefinition> = RouteOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  { Querystring: unknown },
  unknown,
  Schema<C>,
  ZodTypeProvider
>;

/** A handler as Fastify types it for the entry: its answer is the whole envelope (or the reply it sent). */
type RawHandler<C extends CallDefinition> = FastifyOptions<C>['handler'];
type CallRequest<C extends CallDefinition> = Parameters<RawHandler<C>>[0];
type CallReply<C extends CallDefinition> = Parameters<RawHandler<C>>[1];

/** The envelope's `data` of an entry (none for a binary answer: its route is raw). */
export type CallData<C> = C extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/** A handler that returns the envelope's `data` (or `withMessage(data, key)`); the route wraps it. */
export type CallHandler<C extends CallDefinition> = (
  request: CallRequest<C>,
  reply: CallReply<C>,
) => CallData<C> | Answer<CallData<C>> | Promise<CallData<C> | Answer<CallData<C>>>;

/** Route options beside the entry's (the entry owns the method, URL, schema and config). */
type Extras<C extends CallDefinition> = Omit<FastifyOptions<C>, 'method' | 'url' | 'schema' | 'config' | 'handler'>;

export function route<C extends ServerCall>(app: ZodApp, call: C, handler: CallHandler<C>): void;
export function route<C extends ServerCall>(
  app: ZodApp,
  call: C,
  options: Extras<C> & { raw: true; handler: RawHandler<C> },
): void;
export function route<C extends ServerCall>(
  app: ZodApp,
  call: C,
  options: Extras<C> & { raw?: false; handler: CallHandler<C> },
): void;
export function route(
  app: ZodApp,
  call: ServerCall,
  handlerOrOptions: CallHandler<CallDefinition> | { raw?: boolean; handler: (...args: never[]) => unknown },
): void {
  const { raw, handler, ...options } =
    typeof handlerOrOptions === 'function' ? { handler: handlerOrOptions, raw: false } : handlerOrOptions;
  const answer = handler as (request: FastifyRequest, reply: FastifyReply) => unknown;
  const config = {
    ...(call.public ? { public: true } : {}),
    ...(call.permission ? { permission: call.permission } : {}),
    ...(call.limit ? { limit: typeof call.limit === 'string' ? call.limit : [...call.limit] } : {}),
  };
  app.route({
    ...options,
    method: call.method,
    url: call.path,
    ...(Object.keys(config).length > 0 ? { config } : {}),
    schema: {
      ...(call.tags ? { tags: [...call.tags] } : {}),
      ...(call.summary !== undefined ? { summary: call.summary } : {}),
      ...(call.description !== undefined ? { description: call.description } : {}),
      ...(call.security ? { security: call.security.map((requirement) => ({ ...requirement })) } : {}),
      ...(call.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.response ? { response: { 200: envelope(call.response) } } : {}),
    },
    handler: raw
      ? answer
      : async (request: FastifyRequest, reply: FastifyReply) => {
          const result = await answer(request, reply);
          if (!(result instanceof Answer)) return ok(request, result, call.message);
          const key = 'key' in result.message ? result.message.key : call.message;
          return ok(request, result.data, key, result.message.params);
        },
  } as RouteOptions);
}
