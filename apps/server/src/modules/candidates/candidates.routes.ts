import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateCalls } from '@my-skills/shared/calls/candidates';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { CandidatesService } from './candidates.service';

export const candidatesRoutes: FastifyPluginAsyncZod<{ candidates: CandidatesService }> = async (
  app,
  { candidates },
) => {
  route(app, candidateCalls.candidateList, (request) => candidates.list(request.query.search));
  route(app, candidateCalls.candidateAdd, (request) => candidates.add(requireAuth(request), request.body));
  route(app, candidateCalls.candidateInvite, (request) => candidates.invite(requireAuth(request), request.query.id));
};
