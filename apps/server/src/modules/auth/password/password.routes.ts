import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCalls } from '@my-skills/shared/calls/auth';
import { route } from '../../../lib/route';
import type { CaptchaService } from './captcha';
import { languageOfBody, type PasswordLinksService } from './links.service';

/** The body's `Lang`, when given, is the language of the answer (and of the e-mail). */
const bodyLanguage = async (request: FastifyRequest) => {
  const lang = languageOfBody((request.body as { Lang?: 'fr' | 'en' | 1 | 2 } | undefined)?.Lang);
  if (lang) request.lang = lang;
};

/** The candidates' captcha and password links (the password sign-in itself is Login/authentication). */
export const passwordRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService; links: PasswordLinksService }> = async (
  app,
  { captcha, links },
) => {
  route(app, authCalls.captcha, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ...(await captcha.challenge()) };
  });

  route(app, authCalls.reset, {
    preHandler: bodyLanguage,
    handler: async (request) => {
      await links.reset(request.body);
      return null;
    },
  });

  route(app, authCalls.checkLink, (request) => links.check(request.body.LoginFromEmail, request.body.IDToken));

  route(app, authCalls.savePassword, {
    preHandler: bodyLanguage,
    handler: async (request) => {
      await links.save(request.body);
      return null;
    },
  });
};
