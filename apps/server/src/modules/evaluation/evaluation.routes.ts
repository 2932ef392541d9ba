/**
 * Annual evaluation (EA/EEP) calls, with the catalogue's names: Ea/*, SkillsEvaluation/*, Goal, EEPLanguage,
 * OtherActionsNextYear, Training/wishTraining (wishes made from an evaluation), SpireDoc/downLoadEA.
 * Page permission (in the call entries): ficheEa (role 1–6, not a subcontractor) for every call; per-evaluation
 * rules in the services.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { evaluationCalls as calls } from '@my-skills/shared/calls/evaluation';
import { withMessage } from '../../lib/reply';
import { route } from '../../lib/route';
import { requireAuth } from '../../lib/auth-context';
import type { EvaluationService } from './evaluation.service';
import type { EvaluationRowsService } from './evaluation-rows.service';

export const evaluationRoutes: FastifyPluginAsyncZod<{
  evaluation: EvaluationService;
  rows: EvaluationRowsService;
}> = async (app, { evaluation, rows }) => {
  // ── the evaluation ─────────────────────────────────────────────────────────
  route(app, calls.eaDetails, (request) => evaluation.details(requireAuth(request), request.query));
  route(app, calls.eaYears, (request) => evaluation.years(requireAuth(request), request.query.idUser));
  route(app, calls.eaFollowed, (request) => evaluation.followed(requireAuth(request), request.query));
  route(app, calls.eaSendEmail, (request) => evaluation.sendReminder(requireAuth(request), request.body.idEa));
  route(app, calls.eaSave, async (request) => {
    const auth = requireAuth(request);
    const body = request.body;
    if (body.idEa === undefined) return evaluation.open(auth, body);
    return withMessage(await evaluation.save(auth, body), 'messages.eaSaved');
  });
  route(app, calls.eaDownload, (request) =>
    evaluation.export(requireAuth(request), request.query.idEa, request.query.format, request.query.evidence === true),
  );

  // ── skill lines ─────────────────────────────────────────────────────────────
  route(app, calls.skillsTechnical, (request) => rows.lines(requireAuth(request), request.query.idEa, true));
  route(app, calls.skillsLines, (request) => rows.lines(requireAuth(request), request.query.idEa));
  route(app, calls.skillsCheck, (request) => rows.check(requireAuth(request), request.query.idEa));
  route(app, calls.skillsSummary, (request) => rows.summary(requireAuth(request), request.query.idEa));
  route(app, calls.skillsInsert, (request) => rows.insert(requireAuth(request), request.body));
  route(app, calls.skillsInsertMany, (request) => rows.insertMany(requireAuth(request), request.body));
  route(app, calls.skillsUpdateMany, (request) => rows.updateMany(requireAuth(request), request.body));
  route(app, calls.skillsRefreshTechnical, (request) =>
    rows.refreshTechnical(requireAuth(request), request.query.idUser, request.body),
  );
  route(app, calls.skillsDelete, (request) => rows.deleteLine(requireAuth(request), request.query));

  // ── objectives, languages, next-year actions, training wishes ───────────────
  route(app, calls.goalSave, (request) => rows.saveGoal(requireAuth(request), request.body));
  route(app, calls.goalDelete, (request) => rows.deleteGoal(requireAuth(request), request.query));
  route(app, calls.eepLanguagesOf, (request) => rows.languages(requireAuth(request), request.query.idEa));
  route(app, calls.eepLanguageAdd, (request) => rows.addLanguage(requireAuth(request), request.body));
  route(app, calls.eepLanguagesReplace, (request) =>
    rows.replaceLanguages(requireAuth(request), request.query.idEa, request.body),
  );
  route(app, calls.eepLanguageDelete, (request) => rows.deleteLanguage(requireAuth(request), request.query));
  route(app, calls.otherActionsOf, (request) => rows.otherActions(requireAuth(request), request.query.idEa));
  route(app, calls.otherActionSave, (request) => rows.saveOtherAction(requireAuth(request), request.body));
  route(app, calls.otherActionDelete, (request) => rows.deleteOtherAction(requireAuth(request), request.query));
};
