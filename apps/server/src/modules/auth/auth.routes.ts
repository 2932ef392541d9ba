import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCalls } from '@my-skills/shared/calls/auth';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  route(app, authCalls.loginOptions, (request) => auth.options(request));
  route(app, authCalls.devAccounts, (request) => auth.devAccounts(request));
  route(app, authCalls.authentication, (request, reply) => auth.authenticate(request, reply, request.body));
  route(app, authCalls.me, (request) => auth.currentUser(requireAuth(request)));
  route(app, authCalls.changeRole, (request, reply) =>
    auth.changeRole(reply, requireAuth(request), request.query.idUser),
  );
  route(app, authCalls.logout, (request, reply) => auth.logout(request, reply));
};
