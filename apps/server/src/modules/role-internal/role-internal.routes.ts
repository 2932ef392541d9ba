import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@my-skills/shared/schemas/common';
import {
  countrySchema,
  internalRoleByIdQuery,
  internalRoleSchema,
  updateUserRoleInternalBody,
  userRoleInfoByIdQuery,
  userRoleInfoDetailSchema,
  userRoleInfoQuery,
  userRoleInfoSchema,
} from '@my-skills/shared/schemas/role-internal';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import type { RoleInternalService } from './role-internal.service';

const tags = ['Role settings'];
const config = { permission: 'droitDAcces' as const };

export const roleInternalRoutes: FastifyPluginAsyncZod<{ roleInternal: RoleInternalService }> = async (
  app,
  { roleInternal },
) => {
  app.get('/api/RoleInternal/GetAll', {
    config,
    schema: { tags, summary: 'Internal roles', response: { 200: envelope(z.array(internalRoleSchema)) } },
    handler: async (request) => ok(request, roleInternal.all(request.lang)),
  });

  app.get('/api/RoleInternal/GetById', {
    config,
    schema: {
      tags,
      summary: 'One internal role',
      querystring: internalRoleByIdQuery,
      response: { 200: envelope(internalRoleSchema) },
    },
    handler: async (request) => ok(request, roleInternal.byId(request.query.id, request.lang)),
  });

  app.get('/api/RoleInternal/userRoleInfo', {
    config,
    schema: {
      tags,
      summary: 'Search people by name, e-mail or reference (at most 50)',
      querystring: userRoleInfoQuery,
      response: { 200: envelope(z.array(userRoleInfoSchema)) },
    },
    handler: async (request) => ok(request, await roleInternal.search(request.query.searchTerm, request.lang)),
  });

  app.get('/api/RoleInternal/userRoleInfoById', {
    config,
    schema: {
      tags,
      summary: 'One person’s roles and the history of internal-role changes',
      querystring: userRoleInfoByIdQuery,
      response: { 200: envelope(userRoleInfoDetailSchema) },
    },
    handler: async (request) => ok(request, await roleInternal.byPerson(request.query.userId, request.lang)),
  });

  app.get('/api/RoleInternal/countries', {
    config,
    schema: { tags, summary: 'Countries', response: { 200: envelope(z.array(countrySchema)) } },
    handler: async (request) => ok(request, await roleInternal.countries(request.lang)),
  });

  app.post('/api/RoleInternal/UpdateUserRoleInternal', {
    config,
    schema: {
      tags,
      summary: 'Set or remove a person’s internal role (audited; effective on their next call)',
      body: updateUserRoleInternalBody,
      response: { 200: envelope(userRoleInfoDetailSchema) },
    },
    handler: async (request) =>
      ok(
        request,
        await roleInternal.update(requireAuth(request), request.body.userId, request.body.idRoleInternal),
        'messages.actionSuccess',
      ),
  });
};
