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
  evaluationTrainingWishBody,
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
  evaluationFollowedSchema,
} from '../schemas/evaluation-details';
import { base64FileSchema } from '../schemas/files';
import { defineCalls } from './define';

const rowWrite = z.object({ rowVersion: z.number().int(), id: z.number().int() });
const rowVersionOnly = z.object({ rowVersion: z.number().int() });

export const evaluationCalls = defineCalls({
  eaDetails: { method: 'GET', path: '/api/Ea/details', query: eaDetailsQuery, response: eaDetailsSchema },
  eaYears: { method: 'GET', path: '/api/Ea/years', query: eaYearsQuery, response: eaYearsSchema },
  eaFollowed: { method: 'GET', path: '/api/Ea/followed', response: evaluationFollowedSchema },
  eaStatusName: {
    method: 'GET',
    path: '/api/Ea/status',
    query: eaStatusQuery,
    response: z.object({ id: z.number().int(), status: z.number().int(), statusName: z.string() }),
  },
  eaChangeStatus: { method: 'PUT', path: '/api/Ea/status', body: eaStatusBody, response: eaWriteResultSchema },
  eaManagerSigned: {
    method: 'PUT',
    path: '/api/Ea/managerSigned',
    query: eaManagerSignedQuery,
    response: eaWriteResultSchema,
  },
  eaSendEmail: {
    method: 'POST',
    path: '/api/Ea/sendEmailEEP',
    body: sendEmailEepBody,
    response: z.object({ id: z.number().int(), to: z.string() }),
  },
  eaSave: { method: 'POST', path: '/api/Ea/save', body: eaSaveBody, response: eaWriteResultSchema },
  eaDownload: { method: 'GET', path: '/api/SpireDoc/downLoadEA', query: downloadEaQuery, response: base64FileSchema },

  skillsTechnical: {
    method: 'GET',
    path: '/api/SkillsEvaluation/technique',
    query: eaIdQuery,
    response: z.array(skillEvaluationLineSchema),
  },
  skillsLines: {
    method: 'GET',
    path: '/api/SkillsEvaluation/eaSkills',
    query: eaIdQuery,
    response: z.array(skillEvaluationLineSchema),
  },
  skillsCheck: {
    method: 'GET',
    path: '/api/SkillsEvaluation/checkData',
    query: eaIdQuery,
    response: evaluationCheckSchema,
  },
  skillsSummary: {
    method: 'GET',
    path: '/api/SkillsEvaluation/globalSkillsSummary',
    query: eaIdQuery,
    response: skillsSummarySchema,
  },
  skillsInsert: {
    method: 'POST',
    path: '/api/SkillsEvaluation/insert',
    body: skillEvaluationInsertBody,
    response: rowWrite,
  },
  skillsInsertMany: {
    method: 'POST',
    path: '/api/SkillsEvaluation/insertALot',
    body: skillEvaluationInsertManyBody,
    response: z.object({ rowVersion: z.number().int(), ids: z.array(z.number().int()) }),
  },
  skillsUpdateMany: {
    method: 'PUT',
    path: '/api/SkillsEvaluation',
    body: skillEvaluationBulkUpdateBody,
    response: skillEvaluationBulkResultSchema,
  },
  skillsRefreshTechnical: {
    method: 'PUT',
    path: '/api/SkillsEvaluation/eaSkills',
    query: refreshTechnicalLinesQuery,
    body: refreshTechnicalLinesBody,
    response: rowVersionOnly,
  },
  skillsDelete: {
    method: 'DELETE',
    path: '/api/SkillsEvaluation',
    query: eaRowDeleteQuery,
    response: eaRowDeleteSchema,
  },

  goalSave: { method: 'POST', path: '/api/Goal', body: goalBody, response: rowWrite },
  goalDelete: { method: 'DELETE', path: '/api/Goal', query: eaRowDeleteQuery, response: eaRowDeleteSchema },

  eepLanguagesOf: { method: 'GET', path: '/api/EEPLanguage', query: eaIdQuery, response: z.array(eepLanguageSchema) },
  eepLanguageAdd: { method: 'POST', path: '/api/EEPLanguage', body: eepLanguageBody, response: rowWrite },
  eepLanguagesReplace: {
    method: 'PUT',
    path: '/api/EEPLanguage',
    query: eaIdQuery,
    body: eepLanguagesReplaceBody,
    response: rowVersionOnly,
  },
  eepLanguageDelete: {
    method: 'DELETE',
    path: '/api/EEPLanguage',
    query: eaRowDeleteQuery,
    response: eaRowDeleteSchema,
  },

  otherActionsOf: {
    method: 'GET',
    path: '/api/OtherActionsNextYear/getByIdEa',
    query: eaIdQuery,
    response: z.array(otherActionSchema),
  },
  otherActionSave: { method: 'POST', path: '/api/OtherActionsNextYear', body: otherActionBody, response: rowWrite },
  otherActionDelete: {
    method: 'DELETE',
    path: '/api/OtherActionsNextYear',
    query: eaRowDeleteQuery,
    response: eaRowDeleteSchema,
  },

  trainingWishSave: {
    method: 'POST',
    path: '/api/Training/wishTraining',
    body: evaluationTrainingWishBody,
    response: rowWrite,
  },
  trainingWishDelete: {
    method: 'DELETE',
    path: '/api/Training/wishTraining',
    query: eaRowDeleteQuery,
    response: eaRowDeleteSchema,
  },
});
