/**
 * The evidence behind a person's skills: SkillEvidence (read), SkillEvidence/refresh, SkillEvidence/decide.
 * Page permission ficheDc (in the call entries); the person's readers and the owner-only writes in the service.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { skillEvidenceCalls as calls } from '@my-skills/shared/calls/skill-evidence';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { SkillEvidenceService } from './skill-evidence.service';

export const skillEvidenceRoutes: FastifyPluginAsyncZod<{ evidence: SkillEvidenceService }> = async (
  app,
  { evidence },
) => {
  route(app, calls.skillEvidence, (request) => evidence.list(requireAuth(request), request.query.idUser));
  route(app, calls.refreshSkillEvidence, (request) => evidence.refresh(requireAuth(request), request.body.idUser));
  route(app, calls.decideSkillEvidence, (request) => evidence.decide(requireAuth(request), request.body));
};
