/** The candidates list: Candidate/*. */
import { z } from 'zod';
import { addCandidateBody, candidateListQuery, candidateSchema, inviteCandidateQuery } from '../schemas/candidates';
import { defineCalls } from './define';

export const candidateCalls = defineCalls({
  candidateList: {
    method: 'GET',
    path: '/api/Candidate/list',
    query: candidateListQuery,
    response: z.array(candidateSchema),
  },
  candidateAdd: { method: 'POST', path: '/api/Candidate/add', body: addCandidateBody, response: candidateSchema },
  candidateInvite: {
    method: 'POST',
    path: '/api/Candidate/invite',
    query: inviteCandidateQuery,
    response: candidateSchema,
  },
});
