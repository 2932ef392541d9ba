/** The candidates list: Candidate/*. */
import {
  addCandidateBody,
  candidatePageSchema,
  candidateSchema,
  candidatesList,
  inviteCandidateQuery,
} from '../schemas/candidates';
import { defineCalls } from './define';

/** Page permission managementCandidats: managers (role 3) and recruiters (role 8). */
export const candidateCalls = defineCalls(
  { tags: ['Candidates'], permission: 'managementCandidats' },
  {
    candidateList: {
      method: 'GET',
      path: '/api/Candidate/list',
      query: candidatesList.query,
      response: candidatePageSchema,
      summary: 'Candidates (active role-0 accounts) with their invitation, password, lock and skills-file state',
      description:
        'Searched by name, e-mail or reference (searchTerm), filtered (`filters`: JSON list of {field, op, value, value2}), sorted and paged by the server.',
    },
    candidateExport: {
      method: 'POST',
      path: '/api/Candidate/exportExcel',
      body: candidatesList.exportBody,
      summary: 'The candidates list as filtered, in Excel (streamed; X-Total-Count gives the number of rows)',
      limit: 'exports',
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
