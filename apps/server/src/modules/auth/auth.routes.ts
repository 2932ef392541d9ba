import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCalls } from '@my-skills/shared/calls/auth';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { AuthService } from './auth.service';

const tags = ['Authentication'];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  route(app, authCalls.loginOptions, {
    config: { public: true },
    schema: { tags, summary: 'Sign-in methods offered by this server' },
    handler: async (request) => ok(request, auth.options(request)),
  });

  route(app, authCalls.devAccounts, {
    config: { public: true },
    schema: { tags, summary: 'Demo accounts of the development sign-in (403 when it is disabled)' },
    handler: async (request) => ok(request, await auth.devAccounts(request)),
  });

  route(app, authCalls.authentication, {
    config: { public: true, limit: ['signIn', 'account'] },
    schema: {
      tags,
      summary:
        'Sign in (dev sign-in: { LoginFromEmail, isDevModeRessource: true }; candidates on the onboarding host: { LoginFromEmail, Password, Captcha }); sets the session cookie',
    },
    handler: async (request, reply) => ok(request, await auth.authenticate(request, reply, request.body)),
  });

  route(app, authCalls.me, {
    schema: { tags, summary: 'The signed-in account and its page permissions' },
    handler: async (request) => ok(request, auth.currentUser(requireAuth(request))),
  });

  route(app, authCalls.changeRole, {
    schema: {
      tags,
      summary:
        'Switch to another active account of the same person (NO_ACCESS otherwise), under a new session cookie: the old one stops working',
    },
    handler: async (request, reply) =>
      ok(request, await auth.changeRole(reply, requireAuth(request), request.query.idUser)),
  });

  route(app, authCalls.logout, {
    config: { public: true },
    schema: {
      tags,
      summary:
        'End the session; for a Microsoft work account, answers the provider sign-out address (providerSignOutUrl) the browser may go to',
    },
    handler: async (request, reply) => ok(request, await auth.logout(request, reply), 'messages.loggedOut'),
  });
};
