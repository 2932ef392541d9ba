import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filesCalls } from '@my-skills/shared/calls/files';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { GuidesService } from './guides.service';

export const guidesRoutes: FastifyPluginAsyncZod<{ guides: GuidesService }> = async (app, { guides }) => {
  route(app, filesCalls.guide, {
    schema: {
      tags: ['Files'],
      summary: 'A guide PDF by file name, base64, in the person’s language (candidates: the candidate memo only)',
    },
    handler: async (request) => ok(request, await guides.get(requireAuth(request), request.query.fileName)),
  });
};
