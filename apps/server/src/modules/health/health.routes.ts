import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@my-skills/shared/schemas/common';
import { healthSchema } from '@my-skills/shared/schemas/health';
import { pingDatabase, type DatabaseHandle } from '../../db/database';
import { ok } from '../../lib/reply';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/api/health', {
    config: { public: true },
    schema: {
      tags: ['Health'],
      summary: 'Liveness and database kind',
      security: [],
      response: { 200: envelope(healthSchema) },
    },
    handler: async (request) => {
      await pingDatabase(database.db);
      return ok(request, { status: 'ok' as const, database: database.kind });
    },
  });
};
