/** EvaluationCriteria/*: the criteria administrators keep (page permission managementSkills, like the catalogue). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { evaluationCalls as calls } from '@my-skills/shared/calls/evaluation';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { requireAuth } from '../../lib/auth-context';
import type { EvaluationCriteriaService } from './evaluation-criteria.service';

const tags = ['Annual evaluation', 'Evaluation criteria'];
const config = { permission: 'managementSkills' as const };

export const evaluationCriteriaRoutes: FastifyPluginAsyncZod<{ criteria: EvaluationCriteriaService }> = async (
  app,
  { criteria },
) => {
  route(app, calls.criteriaList, {
    config,
    schema: { tags, summary: 'The evaluation criteria, by type, with how many evaluation lines use each' },
    handler: async (request) => ok(request, await criteria.list(requireAuth(request), request.query.idType)),
  });
  route(app, calls.criteriaSave, {
    config,
    schema: { tags, summary: 'Adds a criterion, or with id changes it (labels, type, order, active)' },
    handler: async (request) => {
      const { item, messageKey } = await criteria.save(requireAuth(request), request.body);
      return ok(request, item, messageKey);
    },
  });
  route(app, calls.criteriaDelete, {
    config,
    schema: { tags, summary: 'Deletes an unused criterion; one in use is deactivated' },
    handler: async (request) => {
      const { messageKey, ...result } = await criteria.remove(requireAuth(request), request.query.id);
      return ok(request, result, messageKey);
    },
  });
};
