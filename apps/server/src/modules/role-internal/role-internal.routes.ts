import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleInternalCalls } from '@my-skills/shared/calls/role-internal';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { RoleInternalService } from './role-internal.service';

const tags = ['Role settings'];
const config = { permission: 'droitDAcces' as const };

export const roleInternalRoutes: FastifyPluginAsyncZod<{ roleInternal: RoleInternalService }> = async (
  app,
  { roleInternal },
) => {
  route(app, roleInternalCalls.internalRoles, {
    config,
    schema: { tags, summary: 'Internal roles' },
    handler: async (request) => ok(request, roleInternal.all(request.lang)),
  });

  route(app, roleInternalCalls.internalRoleById, {
    config,
    schema: { tags, summary: 'One internal role' },
    handler: async (request) => ok(request, roleInternal.byId(request.query.id, request.lang)),
  });

  route(app, roleInternalCalls.userRoleInfo, {
    config,
    schema: { tags, summary: 'Search people by name, e-mail or reference (at most 50)' },
    handler: async (request) => ok(request, await roleInternal.search(request.query.searchTerm, request.lang)),
  });

  route(app, roleInternalCalls.userRoleInfoById, {
    config,
    schema: { tags, summary: 'One person’s roles and the history of internal-role changes' },
    handler: async (request) => ok(request, await roleInternal.byPerson(request.query.userId, request.lang)),
  });

  route(app, roleInternalCalls.countries, {
    config,
    schema: { tags, summary: 'Countries' },
    handler: async (request) => ok(request, await roleInternal.countries(request.lang)),
  });

  route(app, roleInternalCalls.updateUserRoleInternal, {
    config,
    schema: { tags, summary: 'Set or remove a person’s internal role (audited; effective on their next call)' },
    handler: async (request) =>
      ok(
        request,
        await roleInternal.update(requireAuth(request), request.body.userId, request.body.idRoleInternal),
        'messages.actionSuccess',
      ),
  });
};
