/** EvaluationCriteria/*: the criteria administrators keep (page permission managementSkills, like the catalogue). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { evaluationCalls as calls } from '@my-skills/shared/calls/evaluation';
import { withMessage } from '../../lib/reply';
import { route } from '../../lib/route';
import { requireAuth } from '../../lib/auth-context';
import type { EvaluationCriteriaService } from './evaluation-criteria.service';

export const evaluationCriteriaRoutes: FastifyPluginAsyncZod<{ criteria: EvaluationCriteriaService }> = async (
  app,
  { criteria },
) => {
  route(app, calls.criteriaList, (request) => criteria.list(requireAuth(request), request.query.idType));
  route(app, calls.criteriaSave, async (request) => {
    const { item, messageKey } = await criteria.save(requireAuth(request), request.body);
    return withMessage(item, messageKey);
  });
  route(app, calls.criteriaDelete, async (request) => {
    const { messageKey, ...result } = await criteria.remove(requireAuth(request), request.query.id);
    return withMessage(result, messageKey);
  });
};
