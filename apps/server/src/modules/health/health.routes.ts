import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase, type DatabaseHandle } from '../../db/database';
import { healthCalls } from '@my-skills/shared/calls/health';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  route(app, healthCalls.health, {
    config: { public: true },
    schema: {
      tags: ['Health'],
      summary: 'Liveness and database kind',
      security: [],
    },
    handler: async (request) => {
      await pingDatabase(database.db);
      return ok(request, { status: 'ok' as const, database: database.kind });
    },
  });
};
