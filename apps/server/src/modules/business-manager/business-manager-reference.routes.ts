/**
 * The business-manager review's reference data: the profiles and a profile's skill grid (Ea/businessManagers,
 * Ea/skillBusinessManager: a session is enough), and the administrators' lines, goals and maturity objectives
 * (BusinessManagerSkills/*: page permission managementSkills, like EvaluationCriteria/*).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessManagerCalls as calls } from '@my-skills/shared/calls/business-manager';
import { withMessage } from '../../lib/reply';
import { route } from '../../lib/route';
import { requireAuth } from '../../lib/auth-context';
import type { BusinessManagerReferenceService } from './business-manager-reference.service';

export const businessManagerReferenceRoutes: FastifyPluginAsyncZod<{
  reference: BusinessManagerReferenceService;
}> = async (app, { reference }) => {
  route(app, calls.businessManagers, (request) => reference.profiles(request.query.idLang ?? request.lang));
  route(app, calls.skillBusinessManager, (request) =>
    reference.skillGrid(request.query.idBusinessManager, request.query.idLang ?? request.lang),
  );
  route(app, calls.bmSkillsList, () => reference.list());
  route(app, calls.bmSkillsSave, async (request) => {
    const { item, messageKey } = await reference.save(requireAuth(request), request.body);
    return withMessage(item, messageKey);
  });
  route(app, calls.bmSkillsDelete, async (request) => {
    const { messageKey, ...result } = await reference.remove(request.query.id, requireAuth(request).personId);
    return withMessage(result, messageKey);
  });
  route(app, calls.bmSkillsMaturity, async (request) => {
    const { item, messageKey } = await reference.saveMaturity(requireAuth(request), request.body);
    return withMessage(item, messageKey);
  });
};
