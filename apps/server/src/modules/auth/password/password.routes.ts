import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCalls } from '@my-skills/shared/calls/auth';
import { ok } from '../../../lib/reply';
import { route } from '../../../lib/route';
import type { CaptchaService } from './captcha';
import { languageOfBody, type PasswordLinksService } from './links.service';

const tags = ['Authentication'];

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
  route(app, authCalls.captcha, {
    config: { public: true, limit: 'captcha' },
    schema: {
      tags,
      summary:
        'A proof-of-work captcha challenge (ALTCHA v2, signed, expires in 10 minutes); the solved payload goes in `Captcha`, once',
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, { ...(await captcha.challenge()) });
    },
  });

  route(app, authCalls.reset, {
    config: { public: true, limit: ['signIn', 'account'] },
    preHandler: bodyLanguage,
    schema: {
      tags,
      summary:
        'E-mail a first-login or reset link to a candidate (captcha required); the same answer whether or not the address is known',
    },
    handler: async (request) => {
      await links.reset(request.body);
      return ok(request, null, 'messages.resetLinkSent');
    },
  });

  route(app, authCalls.checkLink, {
    config: { public: true, limit: ['signIn', 'account'] },
    schema: { tags, summary: 'Whether a first-login or reset link still works (LINK_EXPIRED otherwise)' },
    handler: async (request) => ok(request, await links.check(request.body.LoginFromEmail, request.body.IDToken)),
  });

  route(app, authCalls.savePassword, {
    config: { public: true, limit: ['signIn', 'account'] },
    preHandler: bodyLanguage,
    schema: {
      tags,
      summary: 'Set the password through a link (single use); ends the person’s sessions; does not sign in',
    },
    handler: async (request) => {
      await links.save(request.body);
      return ok(request, null, 'messages.passwordSaved');
    },
  });
};
