import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamCalls } from '@my-skills/shared/calls/team';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { TeamService } from './team.service';

export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  route(app, teamCalls.teamMembers, (request) => team.members(requireAuth(request), request.query));
  route(app, teamCalls.filesToValidate, (request) => team.filesToValidate(requireAuth(request)));
};
