/**
 * Login/oidc/start and Login/oidc/callback: browser navigations that answer redirects (never the JSON envelope),
 * to the provider or back to the app — to `/?error=<CODE>` when refused. The routes exist when no provider is
 * configured too, and then send the browser back with OIDC_FAILED.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authCalls } from '@my-skills/shared/calls/auth';
import { route } from '../../../lib/route';
import { signInErrorUrl, type OidcService } from './oidc.service';

function notConfigured(request: FastifyRequest) {
  if (request.onboarding) return signInErrorUrl('CANDIDATES_ONLY');
  request.log.warn('OIDC sign-in refused: no OpenID provider is configured');
  return signInErrorUrl('OIDC_FAILED');
}

const redirect = (reply: FastifyReply, url: string) => reply.header('cache-control', 'no-store').redirect(url, 302);

export const oidcRoutes: FastifyPluginAsyncZod<{ oidc: OidcService | null }> = async (app, { oidc }) => {
  route(app, authCalls.oidcStart, {
    raw: true,
    handler: async (request, reply) =>
      redirect(reply, oidc ? await oidc.start(request, reply, request.query.returnTo) : notConfigured(request)),
  });

  route(app, authCalls.oidcCallback, {
    raw: true,
    handler: async (request, reply) =>
      redirect(reply, oidc ? await oidc.callback(request, reply, request.query) : notConfigured(request)),
  });
};
