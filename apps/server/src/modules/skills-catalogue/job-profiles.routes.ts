/** Job profiles (`/api/Profile/*`) and language lists (`/api/Language/levels|list`): a session is enough. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { skillsCatalogueCalls as calls } from '@my-skills/shared/calls/skills-catalogue';
import { route } from '../../lib/route';
import type { JobProfilesService } from './job-profiles.service';

export const jobProfilesRoutes: FastifyPluginAsyncZod<{ profiles: JobProfilesService }> = async (app, { profiles }) => {
  route(app, calls.jobProfiles, (request) => profiles.all(request.query.idLang ?? request.lang));
  route(app, calls.jobProfileById, (request) => profiles.byId(request.query.id, request.query.idLang ?? request.lang));
  route(app, calls.jobProfileSkills, (request) =>
    profiles.skills(request.query.id, request.query.idLang ?? request.lang),
  );
  route(app, calls.jobProfileSkillGroups, (request) =>
    profiles.skillsByType(request.query.id, request.query.idLang ?? request.lang),
  );
  route(app, calls.jobProfileFrame, (request) =>
    profiles.frame(request.query.id, request.query.idLang ?? request.lang),
  );
  route(app, calls.languageLevels, (request) => profiles.languageLevels(request.query.idLang ?? request.lang));
  route(app, calls.spokenLanguages, (request) => profiles.languages(request.query.idLang ?? request.lang));
};
