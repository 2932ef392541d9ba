import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { evaluationListCalls as ea, myManagersCalls as my } from '@my-skills/shared/calls/manager-lists';
import { requireAuth } from '../../lib/auth-context';
import { sendExcel } from '../../lib/lists/excel-export';
import { withParams } from '../../lib/reply';
import { route } from '../../lib/route';
import type { EvaluationListService } from './evaluation-list.service';
import type { MyManagersService } from './my-managers.service';

export const managerListsRoutes: FastifyPluginAsyncZod<{
  managers: MyManagersService;
  evaluations: EvaluationListService;
}> = async (app, { managers, evaluations }) => {
  // ── my managers and the managers' reviews (manageManager) ──
  route(app, my.myManagers, (request) => managers.myManagers(requireAuth(request), request.query));
  route(app, my.myManagersSearch, (request) => managers.myManagers(requireAuth(request), request.query));
  route(app, my.myManagerReviews, (request) => managers.reviewsOf(requireAuth(request), request.query.idUser));
  route(app, my.myManagerReviewsToValidate, (request) => managers.reviewsToValidate(requireAuth(request)));
  route(app, my.myManagersExport, {
    raw: true,
    handler: async (request, reply) =>
      sendExcel(reply, await managers.exportMyManagers(requireAuth(request), request.body)),
  });
  route(app, my.managerReviews, (request) => managers.managerReviews(requireAuth(request), request.query));
  route(app, my.managerReviewYears, (request) => managers.reviewYears(requireAuth(request)));
  route(app, my.managerReviewsExport, {
    raw: true,
    handler: async (request, reply) =>
      sendExcel(reply, await managers.exportManagerReviews(requireAuth(request), request.body)),
  });

  // ── evaluations and the campaign (menuManagement; counts and reminders for roles 4–6) ──
  route(app, ea.evaluationList, (request) => evaluations.evaluations(requireAuth(request), request.query));
  route(app, ea.evaluationsToValidate, (request) => evaluations.toValidate(requireAuth(request), request.query));
  route(app, ea.evaluationListExport, {
    raw: true,
    handler: async (request, reply) =>
      sendExcel(reply, await evaluations.exportEvaluations(requireAuth(request), request.body)),
  });
  route(app, ea.evaluationCampaign, (request) => evaluations.campaign(requireAuth(request), request.query));
  route(app, ea.evaluationRemindLate, async (request) => {
    const result = await evaluations.remindLate(requireAuth(request), request.body);
    const { alreadyReminded, notLate, notVisible, noRecipient } = result.skipped;
    return withParams(result, {
      sent: result.sent,
      skipped: alreadyReminded + notLate + notVisible + noRecipient,
      alreadyReminded,
      notLate,
      notVisible,
      noRecipient,
    });
  });
  route(app, ea.evaluationBlockers, (request) => evaluations.blockers(requireAuth(request), request.query));
};
