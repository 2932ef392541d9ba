/** Training and certification wishes: Training/* (issue 20 §2; schemas/trainings.ts says what each call does). */
import {
  certificationAchievedBody,
  insertTrainingBody,
  trainingBudgetQuery,
  trainingBudgetSchema,
  trainingIdQuery,
  trainingReportBody,
  trainingStatusBody,
  trainingStatusResultSchema,
  trainingWishSchema,
  trainingWriteSchema,
  trainingsExportBody,
  trainingsPageSchema,
  trainingsQuery,
  wishTrainingBody,
  wishTrainingDeleteQuery,
} from '../schemas/trainings';
import { wishFromSuggestionBody } from '../schemas/skills-gaps';
import { defineCalls } from './define';

export const trainingsCalls = defineCalls(
  { tags: ['Training wishes'] },
  {
    trainingById: {
      method: 'GET',
      path: '/api/Training/trainingById',
      query: trainingIdQuery,
      response: trainingWishSchema,
      summary: 'A training or certification wish, with its attachments, history, delivery and the caller’s rights',
      description: 'The owner; their managers down the chain and everyone with "all" access, of roles 3–6.',
    },
    wishTrainingSave: {
      method: 'POST',
      path: '/api/Training/wishTraining',
      body: wishTrainingBody,
      response: trainingWriteSchema,
      summary: 'Adds a wish, or with id changes it',
      description:
        'With idEa: a wish made in the evaluation (origin EEP), under the evaluation’s row version and its side ' +
        'rules; the answer’s rowVersion is the evaluation’s. Without: from the management screen (roles 3–6, the ' +
        'person in scope), idUser for a new wish, the wish’s own row version for a change.',
      message: 'messages.actionSuccess',
    },
    wishTrainingDelete: {
      method: 'DELETE',
      path: '/api/Training/wishTraining',
      query: wishTrainingDeleteQuery,
      response: trainingWriteSchema,
      summary: 'Removes a wish still in progress (idEa: from the evaluation, under its row version)',
      message: 'messages.actionSuccess',
    },
    insertTraining: {
      method: 'POST',
      path: '/api/Training/insertTraining',
      query: trainingIdQuery,
      body: insertTrainingBody,
      response: trainingWriteSchema,
      summary: 'Registers the training of a wish: organism, scheme, dates, hours, cost excluding tax, validation',
      permission: 'trainings',
      message: 'messages.actionSuccess',
    },
    wishFromSuggestion: {
      method: 'POST',
      path: '/api/Training/wishFromSuggestion',
      body: wishFromSuggestionBody,
      response: trainingWriteSchema,
      summary: 'Turns a suggestion into a wish: filled from the catalogue entry, with the gap it addresses',
      description:
        'With idEa: in the evaluation (origin EEP) under its row version and rules; without: a manager’s wish ' +
        '(origin Manager) for idUser in their scope. The gap must be one of the person’s and the entry must cover it.',
      message: 'messages.actionSuccess',
    },
    trainingReport: {
      method: 'PUT',
      path: '/api/Training/trainingReport',
      query: trainingIdQuery,
      body: trainingReportBody,
      response: trainingWriteSchema,
      summary: 'The report after a processed training: attended, hours, what was done, the person’s feedback',
      permission: 'trainings',
      message: 'messages.actionSuccess',
    },
    certificationAchieved: {
      method: 'PUT',
      path: '/api/Training/certificationAchieved',
      query: trainingIdQuery,
      body: certificationAchievedBody,
      response: trainingWriteSchema,
      summary: 'The certification obtained (proposed to the person’s skills file), or undone',
      permission: 'trainings',
      message: 'messages.actionSuccess',
    },
    trainingStatus: {
      method: 'PUT',
      path: '/api/Training/status',
      body: trainingStatusBody,
      response: trainingStatusResultSchema,
      summary: 'Process (sent to BoondManager), cancel, reopen or put back in progress a wish',
      description:
        'A failed sending puts the wish back in progress; processing it again retries the same message (its ' +
        'idempotency key and marker): the action is written once.',
      permission: 'trainings',
    },
    trainings: {
      method: 'GET',
      path: '/api/Training/list',
      query: trainingsQuery,
      response: trainingsPageSchema,
      summary:
        'The wishes of the people I follow, filtered, with the totals of hours and cost per status, nature, scheme',
      permission: 'trainings',
    },
    trainingsExport: {
      method: 'POST',
      path: '/api/Training/exportExcel',
      body: trainingsExportBody,
      limit: 'exports',
      summary: 'The wishes list as an Excel workbook (the list’s filters, sort and columns)',
      permission: 'trainings',
    },
    trainingBudget: {
      method: 'GET',
      path: '/api/Training/budget',
      query: trainingBudgetQuery,
      response: trainingBudgetSchema,
      summary:
        'HR’s training budget of a year: planned, enrolled and spent cost and hours per business unit and scheme',
      description: 'Roles 4–6 (HR and directors), over the people they follow.',
      permission: 'trainings',
    },
  },
);
