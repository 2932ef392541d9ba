import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@my-skills/shared/schemas/common';
import { fileToValidateSchema, teamPageSchema, teamQuery } from '@my-skills/shared/schemas/team';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import type { TeamService } from './team.service';

const tags = ['My team'];
const config = { permission: 'managementCollaborators' as const };

export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  app.get('/api/ListMyConsultant/all', {
    config,
    schema: {
      tags,
      summary: 'The people I manage down the chain (everyone with "all" access), with their current skills files',
      querystring: teamQuery,
      response: { 200: envelope(teamPageSchema) },
    },
    handler: async (request) => ok(request, await team.members(requireAuth(request), request.query)),
  });

  app.get('/api/ListMyConsultant/dcAValider', {
    config,
    schema: {
      tags,
      summary: 'Submitted skills files I may validate',
      response: { 200: envelope(z.array(fileToValidateSchema)) },
    },
    handler: async (request) => ok(request, await team.filesToValidate(requireAuth(request))),
  });
};
