/** SkillsGaps/* (gaps, suggestions, targets) and TrainingCatalogue/* (issue 22 §2). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { skillsGapsCalls as calls } from '@my-skills/shared/calls/skills-gaps';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { SkillsGapsService } from './skills-gaps.service';

export const skillsGapsRoutes: FastifyPluginAsyncZod<{ gaps: SkillsGapsService }> = async (app, { gaps }) => {
  route(app, calls.personGaps, (request) => gaps.person(requireAuth(request), request.query.idUser));
  route(app, calls.teamGaps, (request) => gaps.team(requireAuth(request), request.query.page, request.query.pageSize));
  route(app, calls.skillTarget, (request) => gaps.setTarget(requireAuth(request), request.body));
};
