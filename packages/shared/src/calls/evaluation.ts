/** Annual evaluation (EA/EEP): Ea/*, SkillsEvaluation/*, Goal, EEPLanguage, OtherActionsNextYear, training wishes made from it, its export. */
import { z } from 'zod';
import {
  downloadEaQuery,
  eaDetailsQuery,
  eaIdQuery,
  eaManagerSignedQuery,
  eaRowDeleteQuery,
  eaSaveBody,
  eaStatusBody,
  eaStatusQuery,
  eaYearsQuery,
  eepLanguageBody,
  eepLanguagesReplaceBody,
  goalBody,
  otherActionBody,
  refreshTechnicalLinesBody,
  refreshTechnicalLinesQuery,
  sendEmailEepBody,
  skillEvaluationBulkUpdateBody,
  skillEvaluationInsertBody,
  skillEvaluationInsertManyBody,
} from '../schemas/evaluation';
import {
  eaDetailsSchema,
  eaRowDeleteSchema,
  eaWriteResultSchema,
  eaYearsSchema,
  eepLanguageSchema,
  evaluationCheckSchema,
  otherActionSchema,
  skillEvaluationBulkResultSchema,
  skillEvaluationLineSchema,
  skillsSummarySchema,
  eaFollowedQuery,
  evaluationFollowedSchema,
} from '../schemas/evaluation-details';
import { base64FileSchema } from '../schemas/files';
import {
  criteriaListQuery,
  criterionDeleteQuery,
  criterionDeleteSchema,
  criterionSaveBody,
  criterionSchema,
} from '../schemas/evaluation-criteria';
import { defineCalls } from './define';

const rowWrite = z.object({ rowVersion: z.number().int(), id: z.number().int() });
const rowVersionOnly = z.object({ rowVersion: z.number().int() });

const tags = ['Annual evaluation'] as const;
const skillTags = [...tags, 'Skills evaluation'] as const;
const goalTags = [...tags, 'Objectives'] as const;
const languageTags = [...tags, 'Languages'] as const;
const actionTags = [...tags, 'Other actions next year'] as const;
const criteriaTags = [...tags, 'Evaluation criteria'] as const;

/**
 * Page permission ficheEa (role 1–6, not a subcontractor) for every call, managementSkills for the criteria
 * administrators keep (EvaluationCriteria/*, like the catalogue); per-evaluation rules in the server's services.
 * Ea/status (PUT) and Ea/managerSigned answer the message of the step taken, Ea/save "saved" unless it opens the
 * evaluation, EvaluationCriteria/* whether the criterion was created, changed, deleted or deactivated.
 */
export const evaluationCalls = defineCalls(
  { tags, permission: 'ficheEa' },
  {
    eaDetails: {
      method: 'GET',
      path: '/api/Ea/details',
      query: eaDetailsQuery,
      response: eaDetailsSchema,
      summary: 'An evaluation (by id, or a person and a year) with its rows, history and rights',
    },
    eaYears: {
      method: 'GET',
      path: '/api/Ea/years',
      query: eaYearsQuery,
      response: eaYearsSchema,
      summary: 'A person’s evaluations, newest first, with this year’s deadline',
    },
    eaFollowed: {
      method: 'GET',
      path: '/api/Ea/followed',
      query: eaFollowedQuery,
      response: evaluationFollowedSchema,
      summary: 'This year’s evaluations of the people I manage down the chain',
      description:
        'Searched by name (searchTerm), filtered (`filters`: JSON list of {field, op, value, value2}), sorted and paged by the server; those waiting for me first by default.',
    },
    eaStatusName: {
      method: 'GET',
      path: '/api/Ea/status',
      query: eaStatusQuery,
      response: z.object({ id: z.number().int(), status: z.number().int(), statusName: z.string() }),
      summary: 'The status of an evaluation, named in a language',
    },
    eaChangeStatus: {
      method: 'PUT',
      path: '/api/Ea/status',
      body: eaStatusBody,
      response: eaWriteResultSchema,
      summary: 'Submit, validate and sign (queues the signed PDF to BoondManager), or back to draft',
    },
    eaManagerSigned: {
      method: 'PUT',
      path: '/api/Ea/managerSigned',
      query: eaManagerSignedQuery,
      response: eaWriteResultSchema,
      summary: 'The manager signs a validated evaluation no signature covers (after HR’s correction)',
    },
    eaSendEmail: {
      method: 'POST',
      path: '/api/Ea/sendEmailEEP',
      body: sendEmailEepBody,
      response: z.object({ id: z.number().int(), to: z.string() }),
      summary: 'Reminds the other side of the evaluation by e-mail',
      limit: 'mails',
      message: 'messages.eaReminderSent',
    },
    eaSave: {
      method: 'POST',
      path: '/api/Ea/save',
      body: eaSaveBody,
      response: eaWriteResultSchema,
      summary: 'Opens this year’s evaluation (without idEa), or saves the blocks given (each side its own part)',
    },
    eaDownload: {
      method: 'GET',
      path: '/api/SpireDoc/downLoadEA',
      query: downloadEaQuery,
      response: base64FileSchema,
      summary: 'The evaluation as Word or PDF (base64), in its language',
      limit: 'exports',
    },

    skillsTechnical: {
      method: 'GET',
      path: '/api/SkillsEvaluation/technique',
      query: eaIdQuery,
      response: z.array(skillEvaluationLineSchema),
      summary: 'The technical lines (from the skills file)',
      tags: skillTags,
    },
    skillsLines: {
      method: 'GET',
      path: '/api/SkillsEvaluation/eaSkills',
      query: eaIdQuery,
      response: z.array(skillEvaluationLineSchema),
      summary: 'Every skill line of the evaluation',
      tags: skillTags,
    },
    skillsCheck: {
      method: 'GET',
      path: '/api/SkillsEvaluation/checkData',
      query: eaIdQuery,
      response: evaluationCheckSchema,
      summary: 'What my next step (submit or validate) still needs, by field and section',
      tags: skillTags,
    },
    skillsSummary: {
      method: 'GET',
      path: '/api/SkillsEvaluation/globalSkillsSummary',
      query: eaIdQuery,
      response: skillsSummarySchema,
      summary: 'Averages per type: self, manager, last year',
      tags: skillTags,
    },
    skillsInsert: {
      method: 'POST',
      path: '/api/SkillsEvaluation/insert',
      body: skillEvaluationInsertBody,
      response: rowWrite,
      summary: 'Adds a line (a criterion or a free label)',
      tags: skillTags,
    },
    skillsInsertMany: {
      method: 'POST',
      path: '/api/SkillsEvaluation/insertALot',
      body: skillEvaluationInsertManyBody,
      response: z.object({ rowVersion: z.number().int(), ids: z.array(z.number().int()) }),
      summary: 'Adds several lines',
      tags: skillTags,
    },
    skillsUpdateMany: {
      method: 'PUT',
      path: '/api/SkillsEvaluation',
      body: skillEvaluationBulkUpdateBody,
      response: skillEvaluationBulkResultSchema,
      summary: 'Ratings and comments of many lines (each side its own)',
      tags: skillTags,
      message: 'messages.eaSkillsUpdated',
    },
    skillsRefreshTechnical: {
      method: 'PUT',
      path: '/api/SkillsEvaluation/eaSkills',
      query: refreshTechnicalLinesQuery,
      body: refreshTechnicalLinesBody,
      response: rowVersionOnly,
      summary: 'The technical lines follow the person’s current skills file',
      tags: skillTags,
    },
    skillsDelete: {
      method: 'DELETE',
      path: '/api/SkillsEvaluation',
      query: eaRowDeleteQuery,
      response: eaRowDeleteSchema,
      summary: 'Removes a line',
      tags: skillTags,
    },

    goalSave: {
      method: 'POST',
      path: '/api/Goal',
      body: goalBody,
      response: rowWrite,
      summary: 'Adds an N+1 objective, or with id changes it',
      tags: goalTags,
    },
    goalDelete: {
      method: 'DELETE',
      path: '/api/Goal',
      query: eaRowDeleteQuery,
      response: eaRowDeleteSchema,
      summary: 'Removes an N+1 objective',
      tags: goalTags,
    },

    eepLanguagesOf: {
      method: 'GET',
      path: '/api/EEPLanguage',
      query: eaIdQuery,
      response: z.array(eepLanguageSchema),
      summary: 'The evaluation’s languages',
      tags: languageTags,
    },
    eepLanguageAdd: {
      method: 'POST',
      path: '/api/EEPLanguage',
      body: eepLanguageBody,
      response: rowWrite,
      summary: 'Adds a language (a name and a level other than 0)',
      tags: languageTags,
    },
    eepLanguagesReplace: {
      method: 'PUT',
      path: '/api/EEPLanguage',
      query: eaIdQuery,
      body: eepLanguagesReplaceBody,
      response: rowVersionOnly,
      summary: 'Replaces the whole set of languages',
      tags: languageTags,
    },
    eepLanguageDelete: {
      method: 'DELETE',
      path: '/api/EEPLanguage',
      query: eaRowDeleteQuery,
      response: eaRowDeleteSchema,
      summary: 'Removes a language',
      tags: languageTags,
    },

    otherActionsOf: {
      method: 'GET',
      path: '/api/OtherActionsNextYear/getByIdEa',
      query: eaIdQuery,
      response: z.array(otherActionSchema),
      summary: 'The other actions planned for next year',
      tags: actionTags,
    },
    otherActionSave: {
      method: 'POST',
      path: '/api/OtherActionsNextYear',
      body: otherActionBody,
      response: rowWrite,
      summary: 'Adds an action (its three texts required), or with id changes it',
      tags: actionTags,
    },
    otherActionDelete: {
      method: 'DELETE',
      path: '/api/OtherActionsNextYear',
      query: eaRowDeleteQuery,
      response: eaRowDeleteSchema,
      summary: 'Removes an action',
      tags: actionTags,
    },

    criteriaList: {
      method: 'GET',
      path: '/api/EvaluationCriteria/list',
      query: criteriaListQuery,
      response: z.array(criterionSchema),
      summary: 'The evaluation criteria, by type, with how many evaluation lines use each',
      tags: criteriaTags,
      permission: 'managementSkills',
    },
    criteriaSave: {
      method: 'POST',
      path: '/api/EvaluationCriteria/save',
      body: criterionSaveBody,
      response: criterionSchema,
      summary: 'Adds a criterion, or with id changes it (labels, type, order, active)',
      tags: criteriaTags,
      permission: 'managementSkills',
    },
    criteriaDelete: {
      method: 'DELETE',
      path: '/api/EvaluationCriteria',
      query: criterionDeleteQuery,
      response: criterionDeleteSchema,
      summary: 'Deletes an unused criterion; one in use is deactivated',
      tags: criteriaTags,
      permission: 'managementSkills',
    },
  },
);
