/** DataProtection/retentionList and DataProtection/erase (issue 23 §2c): page permission dataProtection. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retentionCalls } from '@my-skills/shared/calls/retention';
import { requireAuth } from '../../lib/auth-context';
import { withParams } from '../../lib/reply';
import { route } from '../../lib/route';
import type { RetentionService } from './retention.service';

export const retentionRoutes: FastifyPluginAsyncZod<{ retention: RetentionService }> = async (app, { retention }) => {
  route(app, retentionCalls.retentionList, (request) => retention.list(requireAuth(request), request.query));
  route(app, retentionCalls.retentionErase, async (request) => {
    const result = await retention.erase(requireAuth(request), request.body);
    return withParams(result, { count: result.erased });
  });
};
