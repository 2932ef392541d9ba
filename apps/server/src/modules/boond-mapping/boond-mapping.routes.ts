import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boondMappingCalls } from '@my-skills/shared/calls/boond-mapping';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { BoondMappingService } from './boond-mapping.service';

const ADMIN = 'Administrators only (internal role 1 or 2).';

export const boondMappingRoutes: FastifyPluginAsyncZod<{ mapping: BoondMappingService }> = async (app, { mapping }) => {
  const tags = ['External staffing system'];

  route(app, boondMappingCalls.boondMappingList, {
    schema: {
      tags,
      summary: `BoondManager’s dictionary (kept, read the first time) and, per kind (languages, levels, experience, tools, action types), each of our values with its decision, its state and a proposal matched by label; how many values need a decision and how many exchanges are held for one. ${ADMIN}`,
    },
    handler: async (request) => ok(request, await mapping.list(requireAuth(request))),
  });

  route(app, boondMappingCalls.boondMappingSave, {
    schema: {
      tags,
      summary: `Record decisions: our value → the tenant’s id (checked against the dictionary: 422 otherwise), or null for “not sent”. The exchanges held for a value are re-queued (requeued). ${ADMIN}`,
    },
    handler: async (request) =>
      ok(request, await mapping.save(requireAuth(request), request.body), 'messages.boondMappingSaved'),
  });

  route(app, boondMappingCalls.boondMappingDelete, {
    schema: {
      tags,
      summary: `Forget a decision: the value needs a decision again, and messages that need it are held (404 when none was taken). ${ADMIN}`,
    },
    handler: async (request) =>
      ok(request, await mapping.forget(requireAuth(request), request.query), 'messages.boondMappingForgotten'),
  });

  route(app, boondMappingCalls.boondMappingRefresh, {
    schema: {
      tags,
      summary: `Read BoondManager’s dictionary again now (502 with BoondManager’s reason when it cannot be read); the held exchanges are tried again. ${ADMIN}`,
    },
    handler: async (request) =>
      ok(request, await mapping.refresh(requireAuth(request)), 'messages.boondDictionaryRefreshed'),
  });
};
