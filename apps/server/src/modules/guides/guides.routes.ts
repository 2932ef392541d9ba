import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filesCalls } from '@my-skills/shared/calls/files';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { GuidesService } from './guides.service';

export const guidesRoutes: FastifyPluginAsyncZod<{ guides: GuidesService }> = async (app, { guides }) => {
  route(app, filesCalls.guide, (request) => guides.get(requireAuth(request), request.query.fileName));
};
