/** The candidates list: Candidate/*. */
import { z } from 'zod';
import { addCandidateBody, candidateListQuery, candidateSchema, inviteCandidateQuery } from '../schemas/candidates';
import { defineCalls } from './define';

/** Page permission managementCandidats: managers (role 3) and recruiters (role 8). */
export const candidateCalls = defineCalls(
  { tags: ['Candidates'], permission: 'managementCandidats' },
  {
    candidateList: {
      method: 'GET',
      path: '/api/Candidate/list',
      query: candidateListQuery,
      response: z.array(candidateSchema),
      summary: 'Candidates (active role-0 accounts) by last name, searched by name or e-mail, with invitation state',
    },
    candidateAdd: {
      method: 'POST',
      path: '/api/Candidate/add',
      body: addCandidateBody,
      response: candidateSchema,
      summary:
        'Add a candidate (person + candidate account; ALREADY_EXISTS for a known e-mail) and, with invite, e-mail the first-login link',
      limit: 'mails',
      message: 'messages.candidateAdded',
    },
    candidateInvite: {
      method: 'POST',
      path: '/api/Candidate/invite',
      query: inviteCandidateQuery,
      response: candidateSchema,
      summary:
        'E-mail the candidate a new link: first-login while they have no password, else a password reset; earlier links stop working',
      limit: 'mails',
      message: 'messages.candidateInvited',
    },
  },
);
