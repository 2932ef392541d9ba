import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase, type DatabaseHandle } from '../../db/database';
import { healthCalls } from '@my-skills/shared/calls/health';
import { route } from '../../lib/route';
import { failure, loggableError } from '../../plugins/errors';
import type { NotReadyReason, Readiness } from './readiness';

/**
 * GET /api/health (process and database, as before), /api/health/live (the process only) and /api/health/ready
 * (database, migrations, shutdown): docs/operations.md. A readiness failure is logged when it starts, not at every
 * probe.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; readiness: Readiness }> = async (
  app,
  { database, readiness },
) => {
  route(app, healthCalls.health, async () => {
    await pingDatabase(database.db);
    return { status: 'ok' as const, database: database.kind };
  });

  route(app, healthCalls.live, () => ({ status: 'ok' as const }));

  let lastReason: NotReadyReason | null = null;
  route(app, healthCalls.ready, {
    raw: true,
    handler: async (request, reply) => {
      const state = await readiness.check();
      if (state.ready) {
        if (lastReason) request.log.info({ was: lastReason }, 'ready again');
        lastReason = null;
        return reply.send({ success: true, data: { status: 'ready' as const, database: database.kind }, message: '' });
      }
      if (state.reason !== lastReason && state.reason !== 'shutdown')
        request.log.warn(
          { reason: state.reason, pending: state.pending, err: state.error ? loggableError(state.error) : undefined },
          'not ready',
        );
      lastReason = state.reason;
      const params: Record<string, string> = state.pending ? { pending: state.pending.join(', ') } : {};
      // The failure envelope, outside the route's success schema.
      const answer = reply as unknown as FastifyReply;
      return answer.code(503).send(failure(request, 'SERVICE_UNAVAILABLE', `health.notReady.${state.reason}`, params));
    },
  });
};
