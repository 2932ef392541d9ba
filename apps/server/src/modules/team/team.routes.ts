import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamCalls } from '@my-skills/shared/calls/team';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { TeamService } from './team.service';

const tags = ['My team'];
const config = { permission: 'managementCollaborators' as const };

export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  route(app, teamCalls.teamMembers, {
    config,
    schema: {
      tags,
      summary: 'The people I manage down the chain (everyone with "all" access), with their current skills files',
    },
    handler: async (request) => ok(request, await team.members(requireAuth(request), request.query)),
  });

  route(app, teamCalls.filesToValidate, {
    config,
    schema: { tags, summary: 'Submitted skills files I may validate' },
    handler: async (request) => ok(request, await team.filesToValidate(requireAuth(request))),
  });
};
