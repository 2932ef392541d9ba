import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateCalls } from '@my-skills/shared/calls/candidates';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { CandidatesService } from './candidates.service';

const tags = ['Candidates'];
/** Managers (role 3) and recruiters (role 8). */
const permission = 'managementCandidats' as const;

export const candidatesRoutes: FastifyPluginAsyncZod<{ candidates: CandidatesService }> = async (
  app,
  { candidates },
) => {
  route(app, candidateCalls.candidateList, {
    config: { permission },
    schema: {
      tags,
      summary: 'Candidates (active role-0 accounts) by last name, searched by name or e-mail, with invitation state',
    },
    handler: async (request) => ok(request, await candidates.list(request.query.search)),
  });

  route(app, candidateCalls.candidateAdd, {
    config: { permission, limit: 'mails' },
    schema: {
      tags,
      summary:
        'Add a candidate (person + candidate account; ALREADY_EXISTS for a known e-mail) and, with invite, e-mail the first-login link',
    },
    handler: async (request) =>
      ok(request, await candidates.add(requireAuth(request), request.body), 'messages.candidateAdded'),
  });

  route(app, candidateCalls.candidateInvite, {
    config: { permission, limit: 'mails' },
    schema: {
      tags,
      summary:
        'E-mail the candidate a new link: first-login while they have no password, else a password reset; earlier links stop working',
    },
    handler: async (request) =>
      ok(request, await candidates.invite(requireAuth(request), request.query.id), 'messages.candidateInvited'),
  });
};
