import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boondMappingCalls } from '@my-skills/shared/calls/boond-mapping';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { BoondMappingService } from './boond-mapping.service';

export const boondMappingRoutes: FastifyPluginAsyncZod<{ mapping: BoondMappingService }> = async (app, { mapping }) => {
  route(app, boondMappingCalls.boondMappingList, (request) => mapping.list(requireAuth(request)));
  route(app, boondMappingCalls.boondMappingSave, (request) => mapping.save(requireAuth(request), request.body));
  route(app, boondMappingCalls.boondMappingDelete, (request) => mapping.forget(requireAuth(request), request.query));
  route(app, boondMappingCalls.boondMappingRefresh, (request) => mapping.refresh(requireAuth(request)));
};
