/**
 * Annual evaluation (EA/EEP) calls, with the catalogue's names: Ea/*, SkillsEvaluation/*, Goal, EEPLanguage,
 * OtherActionsNextYear, Training/wishTraining (wishes made from an evaluation), SpireDoc/downLoadEA.
 * Page permission: ficheEa (role 1–6, not a subcontractor) for every call; per-evaluation rules in the services.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { evaluationCalls as calls } from '@my-skills/shared/calls/evaluation';
import { languageIdOf } from '@my-skills/shared/ui-language';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { requireAuth } from '../../lib/auth-context';
import type { EvaluationService } from './evaluation.service';
import type { EvaluationRowsService } from './evaluation-rows.service';

const tags = ['Annual evaluation'];
const read = { permission: 'ficheEa' as const };

export const evaluationRoutes: FastifyPluginAsyncZod<{
  evaluation: EvaluationService;
  rows: EvaluationRowsService;
}> = async (app, { evaluation, rows }) => {
  // ── the evaluation ─────────────────────────────────────────────────────────
  route(app, calls.eaDetails, {
    config: read,
    schema: { tags, summary: 'An evaluation (by id, or a person and a year) with its rows, history and rights' },
    handler: async (request) => ok(request, await evaluation.details(requireAuth(request), request.query)),
  });
  route(app, calls.eaYears, {
    config: read,
    schema: { tags, summary: 'A person’s evaluations, newest first, with this year’s deadline' },
    handler: async (request) => ok(request, await evaluation.years(requireAuth(request), request.query.idUser)),
  });
  route(app, calls.eaFollowed, {
    config: read,
    schema: { tags, summary: 'This year’s evaluations of the people I manage down the chain' },
    handler: async (request) => ok(request, await evaluation.followed(requireAuth(request))),
  });
  route(app, calls.eaStatusName, {
    config: read,
    schema: { tags, summary: 'The status of an evaluation, named in a language' },
    handler: async (request) =>
      ok(
        request,
        await evaluation.statusName(requireAuth(request), request.query.id, languageIdOf(request.query.idLang)),
      ),
  });
  route(app, calls.eaChangeStatus, {
    config: read,
    schema: { tags, summary: 'Submit, validate and sign (queues the signed PDF to BoondManager), or back to draft' },
    handler: async (request) => {
      const { messageKey, ...result } = await evaluation.changeStatus(requireAuth(request), request.body);
      return ok(request, result, messageKey);
    },
  });
  route(app, calls.eaManagerSigned, {
    config: read,
    schema: { tags, summary: 'The manager signs a validated evaluation no signature covers (after HR’s correction)' },
    handler: async (request) => {
      const { messageKey, ...result } = await evaluation.managerSigned(requireAuth(request), request.query.idEa);
      return ok(request, result, messageKey);
    },
  });
  route(app, calls.eaSendEmail, {
    config: { ...read, limit: 'mails' },
    schema: { tags, summary: 'Reminds the other side of the evaluation by e-mail' },
    handler: async (request) =>
      ok(request, await evaluation.sendReminder(requireAuth(request), request.body.idEa), 'messages.eaReminderSent'),
  });
  route(app, calls.eaSave, {
    config: read,
    schema: {
      tags,
      summary: 'Opens this year’s evaluation (without idEa), or saves the blocks given (each side its own part)',
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const result = body.idEa === undefined ? await evaluation.open(auth, body) : await evaluation.save(auth, body);
      return ok(request, result, body.idEa === undefined ? undefined : 'messages.eaSaved');
    },
  });
  route(app, calls.eaDownload, {
    config: { ...read, limit: 'exports' },
    schema: { tags, summary: 'The evaluation as Word or PDF (base64), in its language' },
    handler: async (request) =>
      ok(request, await evaluation.export(requireAuth(request), request.query.idEa, request.query.format)),
  });

  // ── skill lines ─────────────────────────────────────────────────────────────
  const skillTags = [...tags, 'Skills evaluation'];
  route(app, calls.skillsTechnical, {
    config: read,
    schema: { tags: skillTags, summary: 'The technical lines (from the skills file)' },
    handler: async (request) => ok(request, await rows.lines(requireAuth(request), request.query.idEa, true)),
  });
  route(app, calls.skillsLines, {
    config: read,
    schema: { tags: skillTags, summary: 'Every skill line of the evaluation' },
    handler: async (request) => ok(request, await rows.lines(requireAuth(request), request.query.idEa)),
  });
  route(app, calls.skillsCheck, {
    config: read,
    schema: { tags: skillTags, summary: 'What my next step (submit or validate) still needs, by field and section' },
    handler: async (request) => ok(request, await rows.check(requireAuth(request), request.query.idEa)),
  });
  route(app, calls.skillsSummary, {
    config: read,
    schema: { tags: skillTags, summary: 'Averages per type: self, manager, last year' },
    handler: async (request) => ok(request, await rows.summary(requireAuth(request), request.query.idEa)),
  });
  route(app, calls.skillsInsert, {
    config: read,
    schema: { tags: skillTags, summary: 'Adds a line (a criterion or a free label)' },
    handler: async (request) => ok(request, await rows.insert(requireAuth(request), request.body)),
  });
  route(app, calls.skillsInsertMany, {
    config: read,
    schema: { tags: skillTags, summary: 'Adds several lines' },
    handler: async (request) => ok(request, await rows.insertMany(requireAuth(request), request.body)),
  });
  route(app, calls.skillsUpdateMany, {
    config: read,
    schema: { tags: skillTags, summary: 'Ratings and comments of many lines (each side its own)' },
    handler: async (request) =>
      ok(request, await rows.updateMany(requireAuth(request), request.body), 'messages.eaSkillsUpdated'),
  });
  route(app, calls.skillsRefreshTechnical, {
    config: read,
    schema: { tags: skillTags, summary: 'The technical lines follow the person’s current skills file' },
    handler: async (request) =>
      ok(request, await rows.refreshTechnical(requireAuth(request), request.query.idUser, request.body)),
  });
  route(app, calls.skillsDelete, {
    config: read,
    schema: { tags: skillTags, summary: 'Removes a line' },
    handler: async (request) => ok(request, await rows.deleteLine(requireAuth(request), request.query)),
  });

  // ── objectives, languages, next-year actions, training wishes ───────────────
  route(app, calls.goalSave, {
    config: read,
    schema: { tags: [...tags, 'Objectives'], summary: 'Adds an N+1 objective, or with id changes it' },
    handler: async (request) => ok(request, await rows.saveGoal(requireAuth(request), request.body)),
  });
  route(app, calls.goalDelete, {
    config: read,
    schema: { tags: [...tags, 'Objectives'], summary: 'Removes an N+1 objective' },
    handler: async (request) => ok(request, await rows.deleteGoal(requireAuth(request), request.query)),
  });
  const languageTags = [...tags, 'Languages'];
  route(app, calls.eepLanguagesOf, {
    config: read,
    schema: { tags: languageTags, summary: 'The evaluation’s languages' },
    handler: async (request) => ok(request, await rows.languages(requireAuth(request), request.query.idEa)),
  });
  route(app, calls.eepLanguageAdd, {
    config: read,
    schema: { tags: languageTags, summary: 'Adds a language (a name and a level other than 0)' },
    handler: async (request) => ok(request, await rows.addLanguage(requireAuth(request), request.body)),
  });
  route(app, calls.eepLanguagesReplace, {
    config: read,
    schema: { tags: languageTags, summary: 'Replaces the whole set of languages' },
    handler: async (request) =>
      ok(request, await rows.replaceLanguages(requireAuth(request), request.query.idEa, request.body)),
  });
  route(app, calls.eepLanguageDelete, {
    config: read,
    schema: { tags: languageTags, summary: 'Removes a language' },
    handler: async (request) => ok(request, await rows.deleteLanguage(requireAuth(request), request.query)),
  });
  const actionTags = [...tags, 'Other actions next year'];
  route(app, calls.otherActionsOf, {
    config: read,
    schema: { tags: actionTags, summary: 'The other actions planned for next year' },
    handler: async (request) => ok(request, await rows.otherActions(requireAuth(request), request.query.idEa)),
  });
  route(app, calls.otherActionSave, {
    config: read,
    schema: { tags: actionTags, summary: 'Adds an action (its three texts required), or with id changes it' },
    handler: async (request) => ok(request, await rows.saveOtherAction(requireAuth(request), request.body)),
  });
  route(app, calls.otherActionDelete, {
    config: read,
    schema: { tags: actionTags, summary: 'Removes an action' },
    handler: async (request) => ok(request, await rows.deleteOtherAction(requireAuth(request), request.query)),
  });
  const wishTags = [...tags, 'Training wishes'];
  route(app, calls.trainingWishSave, {
    config: read,
    schema: { tags: wishTags, summary: 'A training or certification wish made from the evaluation (origin EEP)' },
    handler: async (request) => ok(request, await rows.saveTrainingWish(requireAuth(request), request.body)),
  });
  route(app, calls.trainingWishDelete, {
    config: read,
    schema: { tags: wishTags, summary: 'Removes a wish made from the evaluation' },
    handler: async (request) => ok(request, await rows.deleteTrainingWish(requireAuth(request), request.query)),
  });
};
