/**
 * The staffing search's need recognition at the HTTP edge (`POST /api/ListeDc/recogniseNeed`): page permission
 * managementSkills, given in the call entry; names in the caller's language.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffingCalls as calls } from '@my-skills/shared/calls/staffing';
import { route } from '../../lib/route';
import type { StaffingService } from './staffing.service';

export const staffingRoutes: FastifyPluginAsyncZod<{ staffing: StaffingService }> = async (app, { staffing }) => {
  route(app, calls.recogniseNeed, (request) => staffing.recogniseNeed(request.body.text, request.lang));
};
