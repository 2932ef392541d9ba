import type { FastifyReply } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCalls } from '@my-skills/shared/calls/auth';
import { envelope } from '@my-skills/shared/schemas/common';
import { requireAuth } from '../../lib/auth-context';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import type { AuthService } from './auth.service';

/**
 * Login/me, the call every page makes, answers from the session's identity alone: its answer is checked against its
 * schema and serialized once per cached session (`auth.identity`, replaced whenever the identity changes in any
 * process) and its sliding expiry, then sent as those bytes — the same answer, without a validation pass per request
 * (issue 24 §3; decision 024-scale-request-path).
 */
const serializeMe = serializerCompiler({
  schema: envelope(authCalls.me.response),
  method: authCalls.me.method,
  url: authCalls.me.path,
  httpStatus: '200',
});

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  // This application's answers, by its session layer's cache entries (nothing kept once an entry is dropped).
  const meAnswers = new WeakMap<object, { expiresAt: number; json: string }>();
  route(app, authCalls.loginOptions, (request) => auth.options(request));
  route(app, authCalls.devAccounts, (request) => auth.devAccounts(request));
  route(app, authCalls.authentication, (request, reply) => auth.authenticate(request, reply, request.body));
  route(app, authCalls.me, {
    raw: true,
    handler: (request, reply) => {
      const current = requireAuth(request);
      const expiresAt = current.expiresAt.getTime();
      let answer = current.identity ? meAnswers.get(current.identity) : undefined;
      if (answer?.expiresAt !== expiresAt) {
        answer = { expiresAt, json: serializeMe(ok(request, auth.currentUser(current))) };
        if (current.identity) meAnswers.set(current.identity, answer);
      }
      // Already serialized: a string with a JSON type is sent as it is (not through the route's serializer again).
      const untyped = reply as unknown as FastifyReply;
      untyped.type('application/json; charset=utf-8').send(answer.json);
    },
  });
  route(app, authCalls.changeRole, (request, reply) =>
    auth.changeRole(reply, requireAuth(request), request.query.idUser),
  );
  route(app, authCalls.logout, (request, reply) => auth.logout(request, reply));
};
