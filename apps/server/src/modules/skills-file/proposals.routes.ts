/**
 * Skills-file proposals: Dc/proposals (list), Dc/proposals/accept and Dc/proposals/dismiss.
 * Page permission ficheDc (in the call entries); the file's visibility and the owner-only decisions in the service.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { skillsFileProposalCalls as calls } from '@my-skills/shared/calls/skills-file-proposals';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { ProposalsService } from './proposals.service';

export const skillsFileProposalRoutes: FastifyPluginAsyncZod<{ proposals: ProposalsService }> = async (
  app,
  { proposals },
) => {
  route(app, calls.listProposals, (request) => proposals.list(requireAuth(request), request.query.idDc));
  route(app, calls.acceptProposal, (request) => proposals.accept(requireAuth(request), request.body));
  route(app, calls.dismissProposal, (request) => proposals.dismiss(requireAuth(request), request.body));
};
