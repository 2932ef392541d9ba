/**
 * Registers the route of one entry of the call registry (packages/shared/src/calls): the method, the URL and the
 * query, body and answer schemas come from the entry; the route adds its documentation, config and handler.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CallDefinition } from '@my-skills/shared/calls/define';
import { envelope } from '@my-skills/shared/schemas/common';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Schema<C extends CallDefinition> = {
  querystring: C extends { query: infer Q extends z.ZodType } ? Q : undefined;
  body: C extends { body: infer B extends z.ZodType } ? B : undefined;
  response: C extends { response: infer R extends z.ZodType } ? { 200: ReturnType<typeof envelope<R>> } : undefined;
};

/** What the OpenAPI document shows beside the schemas. */
export interface RouteDoc {
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
}

type Options<C extends CallDefinition> = Omit<
  RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    { Querystring: unknown },
    unknown,
    Schema<C>,
    ZodTypeProvider
  >,
  'method' | 'url' | 'schema'
> & { schema: RouteDoc };

export function route<C extends CallDefinition>(app: ZodApp, call: C, { schema: doc, ...options }: Options<C>) {
  app.route({
    ...options,
    method: call.method,
    url: call.path,
    schema: {
      ...doc,
      ...(call.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.response ? { response: { 200: envelope(call.response) } } : {}),
    },
  } as RouteOptions);
}
