/**
 * Skills file (DC) calls, with the catalogue's names: Dc/*, SpireDoc/downLoadDC, and the sections
 * Experience/*, Education/*, Language/*, CertificationTest/*, Project/*.
 * Page permission (in the call entries): ficheDc (role ≠ 7) for every call, createDc for Dc/save; per-file rules in
 * the services.
 */
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JsonCall } from '@my-skills/shared/calls/define';
import { skillsFileCalls, skillsFileSections } from '@my-skills/shared/calls/skills-file';
import { languageIdOf } from '@my-skills/shared/ui-language';
import { withMessage } from '../../lib/reply';
import { requireAuth, type AuthContext } from '../../lib/auth-context';
import { route, type CallData, type ServerCall } from '../../lib/route';
import type { SkillsFileService } from './skills-file.service';
import type { SectionsService } from './sections.service';

/** What a section call reads: its body, else its query. */
type InputOf<C> = C extends { body: infer B extends z.ZodType }
  ? z.output<B>
  : C extends { query: infer Q extends z.ZodType }
    ? z.output<Q>
    : never;
type Sections = typeof skillsFileSections;
/** For every section call, the service function that answers it from the caller and the call's input. */
type SectionServices = {
  [S in keyof Sections]: {
    [K in keyof Sections[S]]: (auth: AuthContext, input: InputOf<Sections[S][K]>) => Promise<CallData<Sections[S][K]>>;
  };
};

export const skillsFileRoutes: FastifyPluginAsyncZod<{
  skillsFile: SkillsFileService;
  sections: SectionsService;
}> = async (app, { skillsFile, sections }) => {
  // ── Dc ─────────────────────────────────────────────────────────────────────
  route(app, skillsFileCalls.dcMenu, (request) => skillsFile.menu(requireAuth(request), request.query.idUser));
  route(app, skillsFileCalls.dcDetails, (request) => skillsFile.details(requireAuth(request), request.query));
  route(app, skillsFileCalls.dcExperiences, (request) =>
    sections.experiencesOf(requireAuth(request), request.query.idDc),
  );
  route(app, skillsFileCalls.dcSkills, async (request) => {
    const d = await skillsFile.details(requireAuth(request), { idDc: request.query.idDc });
    return { idDc: d.id, skills: d.skills, otherSkills: d.otherSkills };
  });
  route(app, skillsFileCalls.dcInfoUser, (request) =>
    skillsFile.infoUser(requireAuth(request), request.query.idUser, request.query.idLang),
  );
  route(app, skillsFileCalls.dcDataCheck, (request) => skillsFile.check(requireAuth(request), request.query.idDc));
  route(app, skillsFileCalls.dcSave, (request) => skillsFile.create(requireAuth(request), request.body));
  route(app, skillsFileCalls.dcUpdate, (request) => skillsFile.update(requireAuth(request), request.body));
  route(app, skillsFileCalls.dcUpdateStatus, async (request) => {
    const { messageKey, ...result } = await skillsFile.updateStatus(requireAuth(request), request.body);
    return withMessage(result, messageKey);
  });
  route(app, skillsFileCalls.dcCreateNewVersion, (request) =>
    skillsFile.createNewVersion(requireAuth(request), request.body),
  );
  route(app, skillsFileCalls.dcSendEmail, (request) => {
    const idLang = request.query.idLang === undefined ? undefined : languageIdOf(request.query.idLang);
    return skillsFile.sendEmail(requireAuth(request), request.body.idDc, idLang);
  });
  route(app, skillsFileCalls.dcDownload, (request) =>
    skillsFile.download(requireAuth(request), request.query.idDc, request.query.format),
  );

  // ── sections: one table, one row per section ───────────────────────────────
  const sectionServices: SectionServices = {
    Experience: {
      list: (auth, q) => sections.experiencesOf(auth, q.idDc),
      remove: sections.deleteExperience,
      add: sections.addExperience,
      update: sections.updateExperience,
    },
    Education: {
      list: (auth, q) => sections.educationsOf(auth, q.idDc),
      remove: sections.deleteEducation,
      add: sections.addEducation,
      update: sections.updateEducation,
    },
    Language: {
      list: (auth, q) => sections.languagesOf(auth, q.idDc),
      remove: sections.deleteLanguage,
      add: sections.addLanguage,
      update: sections.updateLanguage,
    },
    CertificationTest: {
      list: (auth, q) => sections.certificationsOf(auth, q.idDc),
      remove: sections.deleteCertification,
      add: sections.addCertification,
      update: sections.updateCertification,
      addSkill: sections.addCertificationSkill,
    },
    Project: {
      list: (auth, q) => sections.projectsOf(auth, q.idDc),
      remove: sections.deleteProject,
      add: sections.addProject,
      update: sections.updateProject,
    },
  };
  // The table's types tie each call to its service; the loop itself sees them all as one shape.
  for (const [name, calls] of Object.entries(skillsFileSections)) {
    const services = sectionServices[name as keyof Sections] as Record<
      string,
      (auth: AuthContext, input: unknown) => Promise<unknown>
    >;
    for (const [kind, call] of Object.entries(calls) as [string, JsonCall & ServerCall][]) {
      route(app, call, (request) => services[kind]!(requireAuth(request), call.body ? request.body : request.query));
    }
  }
};
