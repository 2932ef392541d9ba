/** Job profiles (`/api/Profile/*`) and language lists (`/api/Language/levels|list`): a session is enough. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@my-skills/shared/schemas/common';
import {
  idLangQuery,
  jobProfileSchema,
  languageLevelSchema,
  profileFrameSchema,
  profileQuery,
  profileSkillGroupSchema,
  profileSkillSchema,
  spokenLanguageSchema,
} from '@my-skills/shared/schemas/skills-catalogue';
import { ok } from '../../lib/reply';
import type { JobProfilesService } from './job-profiles.service';

const tags = ['Job profiles and languages'];

export const jobProfilesRoutes: FastifyPluginAsyncZod<{ profiles: JobProfilesService }> = async (app, { profiles }) => {
  app.get('/api/Profile/all', {
    schema: {
      tags,
      summary: 'Job profiles',
      querystring: idLangQuery,
      response: { 200: envelope(z.array(jobProfileSchema)) },
    },
    handler: async (request) => ok(request, await profiles.all(request.query.idLang ?? request.lang)),
  });

  app.get('/api/Profile/getById', {
    schema: {
      tags,
      summary: 'One job profile',
      querystring: profileQuery,
      response: { 200: envelope(jobProfileSchema) },
    },
    handler: async (request) =>
      ok(request, await profiles.byId(request.query.id, request.query.idLang ?? request.lang)),
  });

  app.get('/api/Profile/getSkills', {
    schema: {
      tags,
      summary: 'The skills a profile expects, with levels 1–4',
      querystring: profileQuery,
      response: { 200: envelope(z.array(profileSkillSchema)) },
    },
    handler: async (request) =>
      ok(request, await profiles.skills(request.query.id, request.query.idLang ?? request.lang)),
  });

  app.get('/api/Profile/getSkills_v2', {
    schema: {
      tags,
      summary: 'The skills a profile expects, grouped by skill type',
      querystring: profileQuery,
      response: { 200: envelope(z.array(profileSkillGroupSchema)) },
    },
    handler: async (request) =>
      ok(request, await profiles.skillsByType(request.query.id, request.query.idLang ?? request.lang)),
  });

  app.get('/api/Profile/frameDC', {
    schema: {
      tags,
      summary:
        'What a new skills file is pre-filled with: title and active expected skills with levels, in the file’s language',
      querystring: profileQuery,
      response: { 200: envelope(profileFrameSchema) },
    },
    handler: async (request) =>
      ok(request, await profiles.frame(request.query.id, request.query.idLang ?? request.lang)),
  });

  app.get('/api/Language/levels', {
    schema: {
      tags,
      summary: 'Language levels',
      querystring: idLangQuery,
      response: { 200: envelope(z.array(languageLevelSchema)) },
    },
    handler: async (request) => ok(request, await profiles.languageLevels(request.query.idLang ?? request.lang)),
  });

  app.get('/api/Language/list', {
    schema: {
      tags,
      summary: 'Spoken languages a skills file can list (ISO 639-1 codes)',
      querystring: idLangQuery,
      response: { 200: envelope(z.array(spokenLanguageSchema)) },
    },
    handler: async (request) => ok(request, profiles.languages(request.query.idLang ?? request.lang)),
  });
};
