import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeRoleQuery,
  currentUserSchema,
  devAccountSchema,
  loginAuthenticationBody,
  loginOptionsSchema,
} from '@my-skills/shared/schemas/auth';
import { envelope } from '@my-skills/shared/schemas/common';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import type { SessionService } from '../../plugins/session';
import type { AuthService } from './auth.service';

const tags = ['Authentication'];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; sessionService: SessionService }> = async (
  app,
  { auth, sessionService },
) => {
  app.get('/api/Login/options', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Sign-in methods offered by this server',
      response: { 200: envelope(loginOptionsSchema) },
    },
    handler: async (request) => ok(request, auth.options()),
  });

  app.get('/api/Login/devAccounts', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Demo accounts of the development sign-in (403 when it is disabled)',
      response: { 200: envelope(z.array(devAccountSchema)) },
    },
    handler: async (request) => ok(request, await auth.devAccounts(request.lang)),
  });

  app.post('/api/Login/authentication', {
    config: { public: true, limit: 'signIn' },
    schema: {
      tags,
      summary: 'Sign in (dev sign-in: { LoginFromEmail, isDevModeRessource: true }); sets the session cookie',
      body: loginAuthenticationBody,
      response: { 200: envelope(currentUserSchema) },
    },
    handler: async (request, reply) => ok(request, await auth.authenticate(request, reply, request.body)),
  });

  app.get('/api/Login/me', {
    schema: {
      tags,
      summary: 'The signed-in account and its page permissions',
      response: { 200: envelope(currentUserSchema) },
    },
    handler: async (request) => ok(request, auth.currentUser(requireAuth(request))),
  });

  app.post('/api/Login/changeRole', {
    schema: {
      tags,
      summary:
        'Switch to another active account of the same person (NO_ACCESS otherwise), under a new session cookie: the old one stops working',
      querystring: changeRoleQuery,
      response: { 200: envelope(currentUserSchema) },
    },
    handler: async (request, reply) =>
      ok(request, await auth.changeRole(reply, requireAuth(request), request.query.idUser)),
  });

  app.post('/api/Logout', {
    config: { public: true },
    schema: { tags, summary: 'End the session', response: { 200: envelope(z.null()) } },
    handler: async (request, reply) => {
      await sessionService.close(request, reply);
      return ok(request, null, 'messages.loggedOut');
    },
  });
};
