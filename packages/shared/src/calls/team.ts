/** My team: ListMyConsultant/*. */
import { z } from 'zod';
import { fileToValidateSchema, teamPageSchema, teamQuery } from '../schemas/team';
import { defineCalls } from './define';

export const teamCalls = defineCalls({
  teamMembers: { method: 'GET', path: '/api/ListMyConsultant/all', query: teamQuery, response: teamPageSchema },
  filesToValidate: { method: 'GET', path: '/api/ListMyConsultant/dcAValider', response: z.array(fileToValidateSchema) },
});
