/** My team: ListMyConsultant/*. */
import { z } from 'zod';
import { fileToValidateSchema, teamPageSchema, teamQuery } from '../schemas/team';
import { defineCalls } from './define';

/** Page permission managementCollaborators. */
export const teamCalls = defineCalls(
  { tags: ['My team'], permission: 'managementCollaborators' },
  {
    teamMembers: {
      method: 'GET',
      path: '/api/ListMyConsultant/all',
      query: teamQuery,
      response: teamPageSchema,
      summary: 'The people I manage down the chain (everyone with "all" access), with their current skills files',
    },
    filesToValidate: {
      method: 'GET',
      path: '/api/ListMyConsultant/dcAValider',
      response: z.array(fileToValidateSchema),
      summary: 'Submitted skills files I may validate',
    },
  },
);
