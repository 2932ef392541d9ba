import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@my-skills/shared/schemas/common';
import {
  hasManagerPermissionQuery,
  hasManagerPermissionSchema,
  updateLangQuery,
  userAccountSchema,
  userProfileSchema,
} from '@my-skills/shared/schemas/user';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import type { UserService } from './user.service';
import { languageIdOf } from '@my-skills/shared/ui-language';

const tags = ['User'];

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users }) => {
  app.get('/api/User/userAccount', {
    schema: {
      tags,
      summary: 'The person’s active accounts (role switcher)',
      response: { 200: envelope(z.array(userAccountSchema)) },
    },
    handler: async (request) => ok(request, await users.accounts(requireAuth(request))),
  });

  app.put('/api/User/updateLang', {
    schema: {
      tags,
      summary: 'Save the interface language (1 French, 2 English)',
      querystring: updateLangQuery,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      const idLang = languageIdOf(request.query.idLang);
      await users.updateLanguage(auth, idLang);
      request.lang = idLang;
      return ok(request, null, 'messages.actionSuccess');
    },
  });

  app.get('/api/User/profile', {
    schema: { tags, summary: 'The signed-in person’s profile', response: { 200: envelope(userProfileSchema) } },
    handler: async (request) => ok(request, await users.profile(requireAuth(request))),
  });

  app.get('/api/User/hasManagerPermission', {
    schema: {
      tags,
      summary: 'Per-file check: may the viewer validate / resend the file of person `id`',
      querystring: hasManagerPermissionQuery,
      response: { 200: envelope(hasManagerPermissionSchema) },
    },
    handler: async (request) =>
      ok(request, await users.hasManagerPermission(requireAuth(request), request.query.id, request.query.type)),
  });
};
