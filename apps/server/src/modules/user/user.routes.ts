import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userCalls } from '@my-skills/shared/calls/user';
import { languageIdOf } from '@my-skills/shared/ui-language';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { UserService } from './user.service';

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users }) => {
  route(app, userCalls.userAccounts, (request) => users.accounts(requireAuth(request)));
  route(app, userCalls.updateLanguage, async (request) => {
    const auth = requireAuth(request);
    const idLang = languageIdOf(request.query.idLang);
    await users.updateLanguage(auth, idLang);
    // The answer's message is in the language just saved.
    request.lang = idLang;
    return null;
  });
  route(app, userCalls.profile, (request) => users.profile(requireAuth(request)));
  route(app, userCalls.hasManagerPermission, (request) =>
    users.hasManagerPermission(requireAuth(request), request.query.id, request.query.type, request.query.page),
  );
};
