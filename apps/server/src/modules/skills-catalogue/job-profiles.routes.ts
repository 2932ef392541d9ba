/** Job profiles (`/api/Profile/*`) and language lists (`/api/Language/levels|list`): a session is enough. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import type { JobProfilesService } from './job-profiles.service';

const tags = ['Job profiles and languages'];

export const jobProfilesRoutes: FastifyPluginAsyncZod<{ profiles: JobProfilesService }> = async (app, { profiles }) => {
  route(app, skillsCatalogueCalls.jobProfiles, {
    schema: { tags, summary: 'Job profiles' },
    handler: async (request) => ok(request, await profiles.all(request.query.idLang ?? request.lang)),
  });

  route(app, skillsCatalogueCalls.jobProfileById, {
    schema: { tags, summary: 'One job profile' },
    handler: async (request) =>
      ok(request, await profiles.byId(request.query.id, request.query.idLang ?? request.lang)),
  });

  route(app, skillsCatalogueCalls.jobProfileSkills, {
    schema: { tags, summary: 'The skills a profile expects, with levels 1–4' },
    handler: async (request) =>
      ok(request, await profiles.skills(request.query.id, request.query.idLang ?? request.lang)),
  });

  route(app, skillsCatalogueCalls.jobProfileSkillGroups, {
    schema: { tags, summary: 'The skills a profile expects, grouped by skill type' },
    handler: async (request) =>
      ok(request, await profiles.skillsByType(request.query.id, request.query.idLang ?? request.lang)),
  });

  route(app, skillsCatalogueCalls.jobProfileFrame, {
    schema: {
      tags,
      summary:
        'What a new skills file is pre-filled with: title and active expected skills with levels, in the file’s language',
    },
    handler: async (request) =>
      ok(request, await profiles.frame(request.query.id, request.query.idLang ?? request.lang)),
  });

  route(app, skillsCatalogueCalls.languageLevels, {
    schema: { tags, summary: 'Language levels' },
    handler: async (request) => ok(request, await profiles.languageLevels(request.query.idLang ?? request.lang)),
  });

  route(app, skillsCatalogueCalls.spokenLanguages, {
    schema: { tags, summary: 'Spoken languages a skills file can list (ISO 639-1 codes)' },
    handler: async (request) => ok(request, profiles.languages(request.query.idLang ?? request.lang)),
  });
};
