/**
 * The skills catalogue at the HTTP edge (`/api/ListeDc/*`). Searches used while filling a file need a session;
 * managing the catalogue and the other skills needs the page permission managementSkills (roles 4–6), given in the
 * call entries. Also registers the job-profile and language calls (job-profiles.routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OtherSkillConversion } from '@my-skills/shared/schemas/skills-catalogue';
import { skillsCatalogueCalls as calls } from '@my-skills/shared/calls/skills-catalogue';
import { requireAuth } from '../../lib/auth-context';
import { excelFileName, sendExcel } from '../../lib/lists/excel-export';
import { withMessage, withParams } from '../../lib/reply';
import { route } from '../../lib/route';
import { translate } from '../../i18n/messages';
import type { SkillsCatalogueService } from './skills-catalogue.service';
import type { JobProfilesService } from './job-profiles.service';
import { jobProfilesRoutes } from './job-profiles.routes';

/** A conversion's message names the skill and how many files changed. */
const conversion = (result: OtherSkillConversion) =>
  withParams(result, { label: result.skill.label, files: result.converted + result.merged });

export interface SkillsCatalogueRoutesOptions {
  catalogue: SkillsCatalogueService;
  profiles: JobProfilesService;
}

export const skillsCatalogueRoutes: FastifyPluginAsyncZod<SkillsCatalogueRoutesOptions> = async (
  app,
  { catalogue, profiles },
) => {
  // ── searches used by everyone filling a file ──
  route(app, calls.skillTypes, (request) => catalogue.skillTypes(request.query.idLang ?? request.lang));
  route(app, calls.searchSkills, (request) =>
    catalogue.searchSkills(request.query, request.query.idLang ?? request.lang),
  );
  route(app, calls.skillById, (request) => catalogue.skillById(request.query.id, request.query.idLang ?? request.lang));

  // ── catalogue management ──
  route(app, calls.skillsList, (request) => catalogue.listSkills(request.query, request.query.idLang ?? request.lang));
  route(app, calls.skillsListExport, {
    raw: true,
    handler: async (request, reply) => {
      const { idLang } = requireAuth(request);
      const { total, rows, columns } = await catalogue.exportSkills(request.body, idLang);
      const sheet = translate(idLang, 'lists.skills.sheet');
      return sendExcel(reply, { fileName: excelFileName(sheet), sheetName: sheet, columns, rows, total, idLang });
    },
  });
  route(app, calls.saveSkill, async (request) => {
    const { skill, created } = await catalogue.saveSkill(request.query.idSkill, request.body, request.lang);
    return withMessage(skill, created ? 'messages.skillCreated' : 'messages.skillUpdated');
  });
  route(app, calls.deleteSkill, async (request) => {
    const result = await catalogue.deleteSkill(request.query.id);
    return result.outcome === 'deleted'
      ? withMessage(result, 'messages.skillDeleted')
      : withMessage(result, 'messages.skillDeactivated', { ...result.usage });
  });

  // ── other skills (free entries of the files) ──
  route(app, calls.otherSkills, (request) =>
    catalogue.listOtherSkills(request.query, request.query.idLang ?? request.lang),
  );
  route(app, calls.otherSkillsExport, {
    raw: true,
    handler: async (request, reply) => {
      const { idLang } = requireAuth(request);
      const { total, rows, columns } = await catalogue.exportOtherSkills(request.body, idLang);
      const sheet = translate(idLang, 'lists.otherSkills.sheet');
      return sendExcel(reply, { fileName: excelFileName(sheet), sheetName: sheet, columns, rows, total, idLang });
    },
  });
  route(app, calls.searchOtherSkills, (request) =>
    catalogue.searchOtherSkills(
      request.query.searchTerm,
      request.query.idSkillType,
      request.query.idLang ?? request.lang,
    ),
  );
  route(app, calls.promoteOtherSkill, async (request) =>
    conversion(await catalogue.promoteOtherSkill(request.body, request.lang)),
  );
  route(app, calls.mergeOtherSkill, async (request) =>
    conversion(await catalogue.mergeOtherSkill(request.body, request.lang)),
  );

  await app.register(jobProfilesRoutes, { profiles });
};
