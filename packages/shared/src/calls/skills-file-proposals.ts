/** Skills-file proposals: list, accept into a file, dismiss (page permission ficheDc; the owner decides). */
import {
  acceptProposalBody,
  acceptProposalSchema,
  dismissProposalBody,
  dismissProposalSchema,
  proposalsQuery,
  proposalsSchema,
} from '../schemas/skills-file-proposals';
import { defineCalls } from './define';

export const skillsFileProposalCalls = defineCalls(
  { tags: ['Skills file', 'Proposals'], permission: 'ficheDc' },
  {
    listProposals: {
      method: 'GET',
      path: '/api/Dc/proposals',
      query: proposalsQuery,
      response: proposalsSchema,
      summary: 'The pending proposals to the file’s person (whoever may open the file reads them)',
    },
    acceptProposal: {
      method: 'POST',
      path: '/api/Dc/proposals/accept',
      body: acceptProposalBody,
      response: acceptProposalSchema,
      summary: 'Accept a proposal into the named file (owner only; a validated file gets a new draft first)',
      message: 'messages.proposalAccepted',
    },
    dismissProposal: {
      method: 'POST',
      path: '/api/Dc/proposals/dismiss',
      body: dismissProposalBody,
      response: dismissProposalSchema,
      summary: 'Dismiss a proposal (owner only)',
      message: 'messages.proposalDismissed',
    },
  },
);
