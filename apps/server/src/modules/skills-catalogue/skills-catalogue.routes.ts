/**
 * The skills catalogue at the HTTP edge (`/api/ListeDc/*`). Searches used while filling a file need a session;
 * managing the catalogue and the other skills needs the page permission managementSkills (roles 4–6).
 * Also registers the job-profile and language calls (job-profiles.routes.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type OtherSkillConversion } from '@my-skills/shared/schemas/skills-catalogue';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { translate, type MessageKey } from '../../i18n/messages';
import type { SkillsCatalogueService } from './skills-catalogue.service';
import type { JobProfilesService } from './job-profiles.service';
import { jobProfilesRoutes } from './job-profiles.routes';

const tags = ['Skills catalogue'];
const manage = { permission: 'managementSkills' as const };

/** The success envelope with a message that carries values. */
const okWith = <T>(request: FastifyRequest, data: T, key: MessageKey, params: Record<string, string | number>) => ({
  ...ok(request, data),
  message: translate(request.lang, key, params),
});
const conversionMessage = (request: FastifyRequest, result: OtherSkillConversion, key: MessageKey) =>
  okWith(request, result, key, { label: result.skill.label, files: result.converted + result.merged });

export interface SkillsCatalogueRoutesOptions {
  catalogue: SkillsCatalogueService;
  profiles: JobProfilesService;
}

export const skillsCatalogueRoutes: FastifyPluginAsyncZod<SkillsCatalogueRoutesOptions> = async (
  app,
  { catalogue, profiles },
) => {
  // ── searches used by everyone filling a file ──
  route(app, skillsCatalogueCalls.skillTypes, {
    schema: { tags, summary: 'Skill types (categories), with their count of active skills' },
    handler: async (request) => ok(request, await catalogue.skillTypes(request.query.idLang ?? request.lang)),
  });

  route(app, skillsCatalogueCalls.searchSkills, {
    schema: {
      tags,
      summary:
        'Search the catalogue: case- and accent-insensitive substring of label or names, or a Boond id; best matches first, at most 50',
    },
    handler: async (request) =>
      ok(request, await catalogue.searchSkills(request.query, request.query.idLang ?? request.lang)),
  });

  route(app, skillsCatalogueCalls.skillById, {
    schema: { tags, summary: 'One skill (also a deactivated one), with its usage' },
    handler: async (request) =>
      ok(request, await catalogue.skillById(request.query.id, request.query.idLang ?? request.lang)),
  });

  // ── catalogue management ──
  route(app, skillsCatalogueCalls.skillsList, {
    config: manage,
    schema: { tags, summary: 'The catalogue, a page at a time, with each skill’s usage' },
    handler: async (request) =>
      ok(request, await catalogue.listSkills(request.query, request.query.idLang ?? request.lang)),
  });

  route(app, skillsCatalogueCalls.saveSkill, {
    config: manage,
    schema: {
      tags,
      summary:
        'Add a skill; with ?idSkill= update one (only the fields given; isActive true reactivates it). Labels are unique whatever the case.',
    },
    handler: async (request) => {
      const { skill, created } = await catalogue.saveSkill(request.query.idSkill, request.body, request.lang);
      return ok(request, skill, created ? 'messages.skillCreated' : 'messages.skillUpdated');
    },
  });

  route(app, skillsCatalogueCalls.deleteSkill, {
    config: manage,
    schema: {
      tags,
      summary:
        'Delete an unused skill; a skill used by a file, profile, experience tool or certification is deactivated instead',
    },
    handler: async (request) => {
      const result = await catalogue.deleteSkill(request.query.id);
      return result.outcome === 'deleted'
        ? ok(request, result, 'messages.skillDeleted')
        : okWith(request, result, 'messages.skillDeactivated', { ...result.usage });
    },
  });

  // ── other skills (free entries of the files) ──
  route(app, skillsCatalogueCalls.otherSkills, {
    config: manage,
    schema: {
      tags,
      summary:
        'Other skills grouped per type and name (case-insensitive), with how many files use each, most used first',
    },
    handler: async (request) =>
      ok(request, await catalogue.otherSkills(request.query.idSkillType, request.query.idLang ?? request.lang)),
  });

  route(app, skillsCatalogueCalls.searchOtherSkills, {
    config: manage,
    schema: { tags, summary: 'Search the other skills (at most 50)' },
    handler: async (request) =>
      ok(
        request,
        await catalogue.searchOtherSkills(
          request.query.searchTerm,
          request.query.idSkillType,
          request.query.idLang ?? request.lang,
        ),
      ),
  });

  route(app, skillsCatalogueCalls.promoteOtherSkill, {
    config: manage,
    schema: {
      tags,
      summary: 'Make an other skill a catalogue skill and convert every file using it (one transaction)',
    },
    handler: async (request) =>
      conversionMessage(
        request,
        await catalogue.promoteOtherSkill(request.body, request.lang),
        'messages.otherSkillPromoted',
      ),
  });

  route(app, skillsCatalogueCalls.mergeOtherSkill, {
    config: manage,
    schema: {
      tags,
      summary:
        'Replace an other skill by an existing catalogue skill in every file (one transaction; the higher level wins)',
    },
    handler: async (request) =>
      conversionMessage(
        request,
        await catalogue.mergeOtherSkill(request.body, request.lang),
        'messages.otherSkillMerged',
      ),
  });

  await app.register(jobProfilesRoutes, { profiles });
};
