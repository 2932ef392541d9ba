import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleInternalCalls } from '@my-skills/shared/calls/role-internal';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { RoleInternalService } from './role-internal.service';

export const roleInternalRoutes: FastifyPluginAsyncZod<{ roleInternal: RoleInternalService }> = async (
  app,
  { roleInternal },
) => {
  route(app, roleInternalCalls.internalRoles, (request) => roleInternal.all(request.lang));
  route(app, roleInternalCalls.internalRoleById, (request) => roleInternal.byId(request.query.id, request.lang));
  route(app, roleInternalCalls.userRoleInfo, (request) => roleInternal.search(request.query.searchTerm, request.lang));
  route(app, roleInternalCalls.userRoleInfoById, (request) =>
    roleInternal.byPerson(request.query.userId, request.lang),
  );
  route(app, roleInternalCalls.countries, (request) => roleInternal.countries(request.lang));
  route(app, roleInternalCalls.updateUserRoleInternal, (request) =>
    roleInternal.update(requireAuth(request), request.body.userId, request.body.idRoleInternal),
  );
};
