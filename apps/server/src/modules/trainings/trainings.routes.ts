/** Training/*: training and certification wishes (issue 20 §2). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trainingsCalls as calls } from '@my-skills/shared/calls/trainings';
import { requireAuth } from '../../lib/auth-context';
import { sendExcel } from '../../lib/lists/excel-export';
import { withMessage } from '../../lib/reply';
import { route } from '../../lib/route';
import type { TrainingsListsService } from './trainings-lists.service';
import type { TrainingsService } from './trainings.service';
import type { createWishFromSuggestion } from './trainings-suggestion.service';

export const trainingsRoutes: FastifyPluginAsyncZod<{
  trainings: TrainingsService;
  lists: TrainingsListsService;
  wishFromSuggestion: ReturnType<typeof createWishFromSuggestion>;
}> = async (app, { trainings, lists, wishFromSuggestion }) => {
  route(app, calls.wishFromSuggestion, (request) => wishFromSuggestion(requireAuth(request), request.body));
  route(app, calls.trainingById, (request) => trainings.byId(requireAuth(request), request.query.id));
  route(app, calls.wishTrainingSave, (request) => trainings.save(requireAuth(request), request.body));
  route(app, calls.wishTrainingDelete, (request) => trainings.remove(requireAuth(request), request.query));
  route(app, calls.insertTraining, (request) =>
    trainings.registerTraining(requireAuth(request), request.query.id, request.body),
  );
  route(app, calls.trainingReport, (request) => trainings.report(requireAuth(request), request.query.id, request.body));
  route(app, calls.certificationAchieved, (request) =>
    trainings.certification(requireAuth(request), request.query.id, request.body),
  );
  route(app, calls.trainingStatus, async (request) => {
    const { result, messageKey } = await trainings.changeStatus(requireAuth(request), request.body);
    return withMessage(result, messageKey);
  });
  route(app, calls.trainings, (request) => lists.page(requireAuth(request), request.query));
  route(app, calls.trainingsExport, {
    raw: true,
    handler: async (request, reply) => sendExcel(reply, await lists.export(requireAuth(request), request.body)),
  });
  route(app, calls.trainingBudget, (request) => lists.budget(requireAuth(request), request.query.year));
};
