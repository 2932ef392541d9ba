/**
 * The business-manager review's reference data: the profiles and a profile's skill grid (Ea/businessManagers,
 * Ea/skillBusinessManager: a session is enough), and the administrators' lines, goals and maturity objectives
 * (BusinessManagerSkills/*: page permission managementSkills, like EvaluationCriteria/*).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessManagerCalls as calls } from '@my-skills/shared/calls/business-manager';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { requireAuth } from '../../lib/auth-context';
import type { BusinessManagerReferenceService } from './business-manager-reference.service';

const tags = ['Business-manager review', 'Business-manager reference data'];
const config = { permission: 'managementSkills' as const };

export const businessManagerReferenceRoutes: FastifyPluginAsyncZod<{
  reference: BusinessManagerReferenceService;
}> = async (app, { reference }) => {
  route(app, calls.businessManagers, {
    schema: { tags, summary: 'The six business-manager profiles, in order of seniority' },
    handler: async (request) => ok(request, await reference.profiles(request.query.idLang ?? request.lang)),
  });
  route(app, calls.skillBusinessManager, {
    schema: {
      tags,
      summary:
        'A profile’s skill grid: the nine categories with its maturity objective, their active lines with its goal',
    },
    handler: async (request) =>
      ok(request, await reference.skillGrid(request.query.idBusinessManager, request.query.idLang ?? request.lang)),
  });
  route(app, calls.bmSkillsList, {
    config,
    schema: {
      tags,
      summary: 'Every category with its six maturity objectives, every line with both names and its six goals',
    },
    handler: async (request) => ok(request, await reference.list()),
  });
  route(app, calls.bmSkillsSave, {
    config,
    schema: { tags, summary: 'Adds a skill line, or with id changes it (names, category, order, active, goals)' },
    handler: async (request) => {
      const { item, messageKey } = await reference.save(requireAuth(request), request.body);
      return ok(request, item, messageKey);
    },
  });
  route(app, calls.bmSkillsDelete, {
    config,
    schema: { tags, summary: 'Deletes a skill line (no review rates the lines yet)' },
    handler: async (request) => {
      const { messageKey, ...result } = await reference.remove(request.query.id);
      return ok(request, result, messageKey);
    },
  });
  route(app, calls.bmSkillsMaturity, {
    config,
    schema: { tags, summary: 'Sets one category’s maturity objectives for the six profiles' },
    handler: async (request) => {
      const { item, messageKey } = await reference.saveMaturity(requireAuth(request), request.body);
      return ok(request, item, messageKey);
    },
  });
};
