import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@my-skills/shared/schemas/common';
import { base64FileSchema, guideQuery } from '@my-skills/shared/schemas/files';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import type { GuidesService } from './guides.service';

export const guidesRoutes: FastifyPluginAsyncZod<{ guides: GuidesService }> = async (app, { guides }) => {
  app.get('/api/File/guide', {
    schema: {
      tags: ['Files'],
      summary: 'A guide PDF by file name, base64, in the person’s language (candidates: the candidate memo only)',
      querystring: guideQuery,
      response: { 200: envelope(base64FileSchema) },
    },
    handler: async (request) => ok(request, await guides.get(requireAuth(request), request.query.fileName)),
  });
};
