/** My team and the employees list: ListMyConsultant/*. */
import {
  employeesList,
  filesToValidateList,
  filesToValidatePageSchema,
  teamPageSchema,
  teamQuery,
  updateDeadlineBody,
  updateDeadlineResultSchema,
} from '../schemas/team';
import { defineCalls } from './define';

const listSummary = 'The people I manage down the chain (everyone with "all" access): files, this year’s evaluation';

/** Page permission managementCollaborators. */
export const teamCalls = defineCalls(
  { tags: ['My team'], permission: 'managementCollaborators' },
  {
    teamMembers: {
      method: 'GET',
      path: '/api/ListMyConsultant/all',
      query: teamQuery,
      response: teamPageSchema,
      summary: listSummary,
      description: 'Filtered (`filters`: JSON list of {field, op, value, value2}), sorted and paged by the server.',
    },
    teamSearch: {
      method: 'GET',
      path: '/api/ListMyConsultant/recherche',
      query: teamQuery,
      response: teamPageSchema,
      summary: `${listSummary} — searched by name or reference (searchTerm)`,
    },
    teamByType: {
      method: 'GET',
      path: '/api/ListMyConsultant/filtreType',
      query: teamQuery,
      response: teamPageSchema,
      summary: `${listSummary} — filtered by role (a filter on the column role)`,
    },
    teamExport: {
      method: 'POST',
      path: '/api/ListMyConsultant/exportExcel',
      body: employeesList.exportBody,
      summary: 'The employees list as filtered, in Excel (streamed; X-Total-Count gives the number of rows)',
      limit: 'exports',
    },
    teamDeadline: {
      method: 'PUT',
      path: '/api/ListMyConsultant/updateEaEcheanceUser',
      body: updateDeadlineBody,
      response: updateDeadlineResultSchema,
      summary: 'This year’s evaluation deadline of one person (reference) or a selection (ids): later than today',
      message: 'messages.eaDeadlineUpdated',
    },
    filesToValidate: {
      method: 'GET',
      path: '/api/ListMyConsultant/dcAValider',
      query: filesToValidateList.query,
      response: filesToValidatePageSchema,
      summary: 'Submitted skills files I may validate: filtered (language, submitted date…), sorted and paged',
    },
  },
);
