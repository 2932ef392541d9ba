import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase, type DatabaseHandle } from '../../db/database';
import { healthCalls } from '@my-skills/shared/calls/health';
import { route } from '../../lib/route';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  route(app, healthCalls.health, async () => {
    await pingDatabase(database.db);
    return { status: 'ok' as const, database: database.kind };
  });
};
