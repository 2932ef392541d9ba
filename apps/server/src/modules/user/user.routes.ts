import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userCalls } from '@my-skills/shared/calls/user';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { UserService } from './user.service';
import { languageIdOf } from '@my-skills/shared/ui-language';

const tags = ['User'];

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users }) => {
  route(app, userCalls.userAccounts, {
    schema: { tags, summary: 'The person’s active accounts (role switcher)' },
    handler: async (request) => ok(request, await users.accounts(requireAuth(request))),
  });

  route(app, userCalls.updateLanguage, {
    schema: { tags, summary: 'Save the interface language (1 French, 2 English)' },
    handler: async (request) => {
      const auth = requireAuth(request);
      const idLang = languageIdOf(request.query.idLang);
      await users.updateLanguage(auth, idLang);
      request.lang = idLang;
      return ok(request, null, 'messages.actionSuccess');
    },
  });

  route(app, userCalls.profile, {
    schema: { tags, summary: 'The signed-in person’s profile' },
    handler: async (request) => ok(request, await users.profile(requireAuth(request))),
  });

  route(app, userCalls.hasManagerPermission, {
    schema: { tags, summary: 'Per-file check: may the viewer validate / resend the file of person `id`' },
    handler: async (request) =>
      ok(request, await users.hasManagerPermission(requireAuth(request), request.query.id, request.query.type)),
  });
};
