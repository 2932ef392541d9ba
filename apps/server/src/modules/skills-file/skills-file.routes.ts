/**
 * Skills file (DC) calls, with the catalogue's names: Dc/*, SpireDoc/downLoadDC, and the sections
 * Experience/*, Education/*, Language/*, CertificationTest/*, Project/*.
 * Page permission: ficheDc (role ≠ 7) for every call, createDc for Dc/save; per-file rules in the services.
 */
import { type z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type dcIdQuery,
  type sectionDeleteQuery,
  type sectionDeleteSchema,
} from '@my-skills/shared/schemas/skills-file';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { SkillsFileService } from './skills-file.service';
import type { SectionsService } from './sections.service';
import { languageIdOf } from '@my-skills/shared/ui-language';

const tags = ['Skills file'];
const read = { permission: 'ficheDc' as const };
/** The registry entries of a section: its rows of a file (`{Section}/getByDc`) and the deletion of one (`{Section}`). */
interface SectionCalls<Item extends z.ZodType> {
  list: { method: 'GET'; path: `/api/${string}`; query: typeof dcIdQuery; response: z.ZodArray<Item> };
  remove: {
    method: 'DELETE';
    path: `/api/${string}`;
    query: typeof sectionDeleteQuery;
    response: typeof sectionDeleteSchema;
  };
}

export const skillsFileRoutes: FastifyPluginAsyncZod<{
  skillsFile: SkillsFileService;
  sections: SectionsService;
}> = async (app, { skillsFile, sections }) => {
  // ── Dc ─────────────────────────────────────────────────────────────────────
  route(app, skillsFileCalls.dcMenu, {
    config: read,
    schema: { tags, summary: 'A person’s files per language (current version and archived ones)' },
    handler: async (request) => ok(request, await skillsFile.menu(requireAuth(request), request.query.idUser)),
  });

  route(app, skillsFileCalls.dcDetails, {
    config: read,
    schema: {
      tags,
      summary: 'The whole file, its history, versions, the viewer’s permissions and the delivery state to BoondManager',
    },
    handler: async (request) => ok(request, await skillsFile.details(requireAuth(request), request.query)),
  });

  route(app, skillsFileCalls.dcExperiences, {
    config: read,
    schema: { tags, summary: 'The file’s professional experiences' },
    handler: async (request) => ok(request, await sections.experiencesOf(requireAuth(request), request.query.idDc)),
  });

  route(app, skillsFileCalls.dcSkills, {
    config: read,
    schema: { tags, summary: 'The file’s skills (hard and soft) and other skills' },
    handler: async (request) => {
      const d = await skillsFile.details(requireAuth(request), { idDc: request.query.idDc });
      return ok(request, { idDc: d.id, skills: d.skills, otherSkills: d.otherSkills });
    },
  });

  route(app, skillsFileCalls.dcInfoUser, {
    config: read,
    schema: { tags, summary: 'Identity of a person for a file’s header' },
    handler: async (request) =>
      ok(request, await skillsFile.infoUser(requireAuth(request), request.query.idUser, request.query.idLang)),
  });

  route(app, skillsFileCalls.dcDataCheck, {
    config: read,
    schema: { tags, summary: 'What is missing before the file can be submitted' },
    handler: async (request) => ok(request, await skillsFile.check(requireAuth(request), request.query.idDc)),
  });

  route(app, skillsFileCalls.dcSave, {
    config: { permission: 'createDc' as const },
    schema: { tags, summary: 'Create a file (one current file per person and language)' },
    handler: async (request) =>
      ok(request, await skillsFile.create(requireAuth(request), request.body), 'messages.actionSuccess'),
  });

  route(app, skillsFileCalls.dcUpdate, {
    config: read,
    schema: { tags, summary: 'Title, summary, skills and other skills of a file' },
    handler: async (request) =>
      ok(request, await skillsFile.update(requireAuth(request), request.body), 'messages.actionSuccess'),
  });

  route(app, skillsFileCalls.dcUpdateStatus, {
    config: read,
    schema: { tags, summary: 'Submit, validate (queues the push to BoondManager) or send back to draft' },
    handler: async (request) => {
      const { messageKey, ...result } = await skillsFile.updateStatus(requireAuth(request), request.body);
      return ok(request, result, messageKey);
    },
  });

  route(app, skillsFileCalls.dcCreateNewVersion, {
    config: read,
    schema: { tags, summary: 'A new draft version of a validated file (the old one is archived)' },
    handler: async (request) =>
      ok(request, await skillsFile.createNewVersion(requireAuth(request), request.body), 'messages.actionSuccess'),
  });

  route(app, skillsFileCalls.dcSendEmail, {
    config: { ...read, limit: 'mails' },
    schema: { tags, summary: 'E-mail the owner’s manager about the file' },
    handler: async (request) => {
      const idLang = request.query.idLang === undefined ? undefined : languageIdOf(request.query.idLang);
      return ok(
        request,
        await skillsFile.sendEmail(requireAuth(request), request.body.idDc, idLang),
        'messages.dcMailQueued',
      );
    },
  });

  route(app, skillsFileCalls.dcDownload, {
    config: { ...read, limit: 'exports' },
    schema: { tags, summary: 'The file as Word or PDF (base64)' },
    handler: async (request) =>
      ok(request, await skillsFile.download(requireAuth(request), request.query.idDc, request.query.format)),
  });

  // ── sections ───────────────────────────────────────────────────────────────
  const section = <Item extends z.ZodType>(
    name: string,
    calls: SectionCalls<Item>,
    handlers: {
      list: (auth: ReturnType<typeof requireAuth>, idDc: number) => Promise<z.output<Item>[]>;
      remove: (
        auth: ReturnType<typeof requireAuth>,
        q: { id: number; idDc: number; rowVersion: number },
      ) => Promise<z.output<typeof sectionDeleteSchema>>;
    },
  ) => {
    const sectionTags = [...tags, name];
    route(app, calls.list, {
      config: read,
      schema: { tags: sectionTags, summary: `${name} rows of a file` },
      handler: async (request) => ok(request, await handlers.list(requireAuth(request), request.query.idDc)),
    });
    route(app, calls.remove, {
      config: read,
      schema: { tags: sectionTags, summary: `Delete a ${name} row` },
      handler: async (request) =>
        ok(request, await handlers.remove(requireAuth(request), request.query), 'messages.actionSuccess'),
    });
  };

  section(
    'Experience',
    { list: skillsFileCalls.experienceList, remove: skillsFileCalls.experienceDelete },
    { list: sections.experiencesOf, remove: sections.deleteExperience },
  );
  route(app, skillsFileCalls.experienceAdd, {
    config: read,
    schema: { tags, summary: 'Add a professional experience' },
    handler: async (request) =>
      ok(request, await sections.addExperience(requireAuth(request), request.body), 'messages.actionSuccess'),
  });
  route(app, skillsFileCalls.experienceUpdate, {
    config: read,
    schema: { tags, summary: 'Change a professional experience' },
    handler: async (request) =>
      ok(request, await sections.updateExperience(requireAuth(request), request.body), 'messages.actionSuccess'),
  });

  section(
    'Education',
    { list: skillsFileCalls.educationList, remove: skillsFileCalls.educationDelete },
    { list: sections.educationsOf, remove: sections.deleteEducation },
  );
  route(app, skillsFileCalls.educationAdd, {
    config: read,
    schema: { tags, summary: 'Add a degree or training' },
    handler: async (request) =>
      ok(request, await sections.addEducation(requireAuth(request), request.body), 'messages.actionSuccess'),
  });
  route(app, skillsFileCalls.educationUpdate, {
    config: read,
    schema: { tags, summary: 'Change a degree or training' },
    handler: async (request) =>
      ok(request, await sections.updateEducation(requireAuth(request), request.body), 'messages.actionSuccess'),
  });

  section(
    'Language',
    { list: skillsFileCalls.languageList, remove: skillsFileCalls.languageDelete },
    { list: sections.languagesOf, remove: sections.deleteLanguage },
  );
  route(app, skillsFileCalls.languageAdd, {
    config: read,
    schema: { tags, summary: 'Add a spoken language' },
    handler: async (request) =>
      ok(request, await sections.addLanguage(requireAuth(request), request.body), 'messages.actionSuccess'),
  });
  route(app, skillsFileCalls.languageUpdate, {
    config: read,
    schema: { tags, summary: 'Change a spoken language' },
    handler: async (request) =>
      ok(request, await sections.updateLanguage(requireAuth(request), request.body), 'messages.actionSuccess'),
  });

  section(
    'CertificationTest',
    {
      list: skillsFileCalls.certificationList,
      remove: skillsFileCalls.certificationDelete,
    },
    {
      list: sections.certificationsOf,
      remove: sections.deleteCertification,
    },
  );
  route(app, skillsFileCalls.certificationAdd, {
    config: read,
    schema: { tags, summary: 'Add a certification or test' },
    handler: async (request) =>
      ok(request, await sections.addCertification(requireAuth(request), request.body), 'messages.actionSuccess'),
  });
  route(app, skillsFileCalls.certificationUpdate, {
    config: read,
    schema: { tags, summary: 'Change a certification or test' },
    handler: async (request) =>
      ok(request, await sections.updateCertification(requireAuth(request), request.body), 'messages.actionSuccess'),
  });
  route(app, skillsFileCalls.certificationAddSkill, {
    config: read,
    schema: { tags, summary: 'Link catalogue skills to a certification or test' },
    handler: async (request) =>
      ok(request, await sections.addCertificationSkill(requireAuth(request), request.body), 'messages.actionSuccess'),
  });

  section(
    'Project',
    { list: skillsFileCalls.projectList, remove: skillsFileCalls.projectDelete },
    { list: sections.projectsOf, remove: sections.deleteProject },
  );
  route(app, skillsFileCalls.projectAdd, {
    config: read,
    schema: { tags, summary: 'Add a project' },
    handler: async (request) =>
      ok(request, await sections.addProject(requireAuth(request), request.body), 'messages.actionSuccess'),
  });
  route(app, skillsFileCalls.projectUpdate, {
    config: read,
    schema: { tags, summary: 'Change a project' },
    handler: async (request) =>
      ok(request, await sections.updateProject(requireAuth(request), request.body), 'messages.actionSuccess'),
  });
};
