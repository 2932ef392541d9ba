/**
 * Skills file (DC) calls, with the catalogue's names: Dc/*, SpireDoc/downLoadDC, and the sections
 * Experience/*, Education/*, Language/*, CertificationTest/*, Project/*.
 * Page permission: ficheDc (role ≠ 7) for every call, createDc for Dc/save; per-file rules in the services.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@my-skills/shared/schemas/common';
import {
  addCertificationBody,
  addCertificationSkillBody,
  addEducationBody,
  addExperienceBody,
  addLanguageBody,
  addProjectBody,
  certificationSchema,
  createDcBody,
  createNewVersionBody,
  dcDataCheckSchema,
  dcDetailsQuery,
  dcDetailsSchema,
  dcDocumentSchema,
  dcIdentitySchema,
  dcIdQuery,
  dcLanguageSchema,
  dcMailQueuedSchema,
  dcMenuSchema,
  dcSkillsSchema,
  dcWriteResultSchema,
  downloadDcQuery,
  educationSchema,
  experienceSchema,
  getDcQuery,
  infoUserQuery,
  projectSchema,
  sectionDeleteQuery,
  sectionDeleteSchema,
  sectionWriteSchema,
  sendEmailDcBody,
  sendEmailDcQuery,
  updateCertificationBody,
  updateDcBody,
  updateDcStatusBody,
  updateEducationBody,
  updateExperienceBody,
  updateLanguageBody,
  updateProjectBody,
} from '@my-skills/shared/schemas/skills-file';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import type { SkillsFileService } from './skills-file.service';
import type { SectionsService } from './sections.service';
import { languageIdOf } from '@my-skills/shared/ui-language';

const tags = ['Skills file'];
const read = { permission: 'ficheDc' as const };

export const skillsFileRoutes: FastifyPluginAsyncZod<{
  skillsFile: SkillsFileService;
  sections: SectionsService;
}> = async (app, { skillsFile, sections }) => {
  // ── Dc ─────────────────────────────────────────────────────────────────────
  app.get('/api/Dc/getDc', {
    config: read,
    schema: {
      tags,
      summary: 'A person’s files per language (current version and archived ones)',
      querystring: getDcQuery,
      response: { 200: envelope(dcMenuSchema) },
    },
    handler: async (request) => ok(request, await skillsFile.menu(requireAuth(request), request.query.idUser)),
  });

  app.get('/api/Dc/details', {
    config: read,
    schema: {
      tags,
      summary: 'The whole file, its history, versions, the viewer’s permissions and the delivery state to BoondManager',
      querystring: dcDetailsQuery,
      response: { 200: envelope(dcDetailsSchema) },
    },
    handler: async (request) => ok(request, await skillsFile.details(requireAuth(request), request.query)),
  });

  app.get('/api/Dc/experiences', {
    config: read,
    schema: {
      tags,
      summary: 'The file’s professional experiences',
      querystring: dcIdQuery,
      response: { 200: envelope(z.array(experienceSchema)) },
    },
    handler: async (request) => ok(request, await sections.experiencesOf(requireAuth(request), request.query.idDc)),
  });

  app.get('/api/Dc/dcSkills', {
    config: read,
    schema: {
      tags,
      summary: 'The file’s skills (hard and soft) and other skills',
      querystring: dcIdQuery,
      response: { 200: envelope(dcSkillsSchema) },
    },
    handler: async (request) => {
      const d = await skillsFile.details(requireAuth(request), { idDc: request.query.idDc });
      return ok(request, { idDc: d.id, skills: d.skills, otherSkills: d.otherSkills });
    },
  });

  app.get('/api/Dc/infoUser', {
    config: read,
    schema: {
      tags,
      summary: 'Identity of a person for a file’s header',
      querystring: infoUserQuery,
      response: { 200: envelope(dcIdentitySchema) },
    },
    handler: async (request) =>
      ok(request, await skillsFile.infoUser(requireAuth(request), request.query.idUser, request.query.idLang)),
  });

  app.get('/api/Dc/isDCDataOK', {
    config: read,
    schema: {
      tags,
      summary: 'What is missing before the file can be submitted',
      querystring: dcIdQuery,
      response: { 200: envelope(dcDataCheckSchema) },
    },
    handler: async (request) => ok(request, await skillsFile.check(requireAuth(request), request.query.idDc)),
  });

  app.post('/api/Dc/save', {
    config: { permission: 'createDc' as const },
    schema: {
      tags,
      summary: 'Create a file (one current file per person and language)',
      body: createDcBody,
      response: { 200: envelope(dcWriteResultSchema) },
    },
    handler: async (request) =>
      ok(request, await skillsFile.create(requireAuth(request), request.body), 'messages.actionSuccess'),
  });

  app.put('/api/Dc/update', {
    config: read,
    schema: {
      tags,
      summary: 'Title, summary, skills and other skills of a file',
      body: updateDcBody,
      response: { 200: envelope(dcWriteResultSchema) },
    },
    handler: async (request) =>
      ok(request, await skillsFile.update(requireAuth(request), request.body), 'messages.actionSuccess'),
  });

  app.put('/api/Dc/updateStatus', {
    config: read,
    schema: {
      tags,
      summary: 'Submit, validate (queues the push to BoondManager) or send back to draft',
      body: updateDcStatusBody,
      response: { 200: envelope(dcWriteResultSchema) },
    },
    handler: async (request) => {
      const { messageKey, ...result } = await skillsFile.updateStatus(requireAuth(request), request.body);
      return ok(request, result, messageKey);
    },
  });

  app.post('/api/Dc/createNewVersionDc', {
    config: read,
    schema: {
      tags,
      summary: 'A new draft version of a validated file (the old one is archived)',
      body: createNewVersionBody,
      response: { 200: envelope(dcWriteResultSchema) },
    },
    handler: async (request) =>
      ok(request, await skillsFile.createNewVersion(requireAuth(request), request.body), 'messages.actionSuccess'),
  });

  app.post('/api/Dc/sendEmailDC', {
    config: { ...read, limit: 'mails' },
    schema: {
      tags,
      summary: 'E-mail the owner’s manager about the file',
      querystring: sendEmailDcQuery,
      body: sendEmailDcBody,
      response: { 200: envelope(dcMailQueuedSchema) },
    },
    handler: async (request) => {
      const idLang = request.query.idLang === undefined ? undefined : languageIdOf(request.query.idLang);
      return ok(
        request,
        await skillsFile.sendEmail(requireAuth(request), request.body.idDc, idLang),
        'messages.dcMailQueued',
      );
    },
  });

  app.get('/api/SpireDoc/downLoadDC', {
    config: { ...read, limit: 'exports' },
    schema: {
      tags,
      summary: 'The file as Word or PDF (base64)',
      querystring: downloadDcQuery,
      response: { 200: envelope(dcDocumentSchema) },
    },
    handler: async (request) =>
      ok(request, await skillsFile.download(requireAuth(request), request.query.idDc, request.query.format)),
  });

  // ── sections ───────────────────────────────────────────────────────────────
  const section = <Item extends z.ZodType>(
    name: string,
    item: Item,
    handlers: {
      list: (auth: ReturnType<typeof requireAuth>, idDc: number) => Promise<z.output<Item>[]>;
      remove: (
        auth: ReturnType<typeof requireAuth>,
        q: { id: number; idDc: number; rowVersion: number },
      ) => Promise<z.output<typeof sectionDeleteSchema>>;
    },
  ) => {
    const sectionTags = [...tags, name];
    app.get(`/api/${name}/getByDc`, {
      config: read,
      schema: {
        tags: sectionTags,
        summary: `${name} rows of a file`,
        querystring: dcIdQuery,
        response: { 200: envelope(z.array(item)) },
      },
      handler: async (request) => ok(request, await handlers.list(requireAuth(request), request.query.idDc)),
    });
    app.delete(`/api/${name}`, {
      config: read,
      schema: {
        tags: sectionTags,
        summary: `Delete a ${name} row`,
        querystring: sectionDeleteQuery,
        response: { 200: envelope(sectionDeleteSchema) },
      },
      handler: async (request) =>
        ok(request, await handlers.remove(requireAuth(request), request.query), 'messages.actionSuccess'),
    });
  };

  section('Experience', experienceSchema, { list: sections.experiencesOf, remove: sections.deleteExperience });
  app.post('/api/Experience/add', {
    config: read,
    schema: {
      tags,
      summary: 'Add a professional experience',
      body: addExperienceBody,
      response: { 200: envelope(sectionWriteSchema(experienceSchema)) },
    },
    handler: async (request) =>
      ok(request, await sections.addExperience(requireAuth(request), request.body), 'messages.actionSuccess'),
  });
  app.put('/api/Experience/update', {
    config: read,
    schema: {
      tags,
      summary: 'Change a professional experience',
      body: updateExperienceBody,
      response: { 200: envelope(sectionWriteSchema(experienceSchema)) },
    },
    handler: async (request) =>
      ok(request, await sections.updateExperience(requireAuth(request), request.body), 'messages.actionSuccess'),
  });

  section('Education', educationSchema, { list: sections.educationsOf, remove: sections.deleteEducation });
  app.post('/api/Education/add', {
    config: read,
    schema: {
      tags,
      summary: 'Add a degree or training',
      body: addEducationBody,
      response: { 200: envelope(sectionWriteSchema(educationSchema)) },
    },
    handler: async (request) =>
      ok(request, await sections.addEducation(requireAuth(request), request.body), 'messages.actionSuccess'),
  });
  app.put('/api/Education/update', {
    config: read,
    schema: {
      tags,
      summary: 'Change a degree or training',
      body: updateEducationBody,
      response: { 200: envelope(sectionWriteSchema(educationSchema)) },
    },
    handler: async (request) =>
      ok(request, await sections.updateEducation(requireAuth(request), request.body), 'messages.actionSuccess'),
  });

  section('Language', dcLanguageSchema, { list: sections.languagesOf, remove: sections.deleteLanguage });
  app.post('/api/Language/add', {
    config: read,
    schema: {
      tags,
      summary: 'Add a spoken language',
      body: addLanguageBody,
      response: { 200: envelope(sectionWriteSchema(dcLanguageSchema)) },
    },
    handler: async (request) =>
      ok(request, await sections.addLanguage(requireAuth(request), request.body), 'messages.actionSuccess'),
  });
  app.put('/api/Language/update', {
    config: read,
    schema: {
      tags,
      summary: 'Change a spoken language',
      body: updateLanguageBody,
      response: { 200: envelope(sectionWriteSchema(dcLanguageSchema)) },
    },
    handler: async (request) =>
      ok(request, await sections.updateLanguage(requireAuth(request), request.body), 'messages.actionSuccess'),
  });

  section('CertificationTest', certificationSchema, {
    list: sections.certificationsOf,
    remove: sections.deleteCertification,
  });
  app.post('/api/CertificationTest/add', {
    config: read,
    schema: {
      tags,
      summary: 'Add a certification or test',
      body: addCertificationBody,
      response: { 200: envelope(sectionWriteSchema(certificationSchema)) },
    },
    handler: async (request) =>
      ok(request, await sections.addCertification(requireAuth(request), request.body), 'messages.actionSuccess'),
  });
  app.put('/api/CertificationTest/update', {
    config: read,
    schema: {
      tags,
      summary: 'Change a certification or test',
      body: updateCertificationBody,
      response: { 200: envelope(sectionWriteSchema(certificationSchema)) },
    },
    handler: async (request) =>
      ok(request, await sections.updateCertification(requireAuth(request), request.body), 'messages.actionSuccess'),
  });
  app.post('/api/CertificationTest/addCertificationSkill', {
    config: read,
    schema: {
      tags,
      summary: 'Link catalogue skills to a certification or test',
      body: addCertificationSkillBody,
      response: { 200: envelope(sectionWriteSchema(certificationSchema)) },
    },
    handler: async (request) =>
      ok(request, await sections.addCertificationSkill(requireAuth(request), request.body), 'messages.actionSuccess'),
  });

  section('Project', projectSchema, { list: sections.projectsOf, remove: sections.deleteProject });
  app.post('/api/Project/add', {
    config: read,
    schema: {
      tags,
      summary: 'Add a project',
      body: addProjectBody,
      response: { 200: envelope(sectionWriteSchema(projectSchema)) },
    },
    handler: async (request) =>
      ok(request, await sections.addProject(requireAuth(request), request.body), 'messages.actionSuccess'),
  });
  app.put('/api/Project/update', {
    config: read,
    schema: {
      tags,
      summary: 'Change a project',
      body: updateProjectBody,
      response: { 200: envelope(sectionWriteSchema(projectSchema)) },
    },
    handler: async (request) =>
      ok(request, await sections.updateProject(requireAuth(request), request.body), 'messages.actionSuccess'),
  });
};
