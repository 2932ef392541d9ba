/**
 * The skills search and the two administration exports at the HTTP edge (`/api/ListeDc/*`). The lists `all`,
 * `recherche`, `filtreType` and `filtreParCompetence` share one handler; each Excel export checks the caller and the
 * body first (a refusal is the usual JSON envelope), then streams the workbook.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { skillsSearchCalls as calls } from '@my-skills/shared/calls/skills-search';
import {
  certificationsExportList,
  skillsExportList,
  skillsSearchResultList,
} from '@my-skills/shared/schemas/skills-search';
import type { ListColumnSpec } from '@my-skills/shared/lists';
import { requireAuth } from '../../lib/auth-context';
import { excelFileName, sendExcel } from '../../lib/lists/excel-export';
import { route } from '../../lib/route';
import { certificationsColumns, searchColumns, skillsColumns, visibleColumns } from './skills-search.excel';
import { label } from './skills-search.labels';
import type { SkillsSearchService } from './skills-search.service';

const requiredKeys = (columns: Record<string, ListColumnSpec>) =>
  Object.entries(columns).flatMap(([key, spec]) => (spec.required ? [key] : []));

export const skillsSearchRoutes: FastifyPluginAsyncZod<{ skillsSearch: SkillsSearchService }> = async (
  app,
  { skillsSearch },
) => {
  route(app, calls.skillsPeople, (request) => skillsSearch.people(requireAuth(request), request.query));
  route(app, calls.skillsPeopleSearch, (request) => skillsSearch.people(requireAuth(request), request.query));
  route(app, calls.skillsPeopleByRole, (request) => skillsSearch.people(requireAuth(request), request.query));
  route(app, calls.skillsPeopleBySkill, (request) => skillsSearch.people(requireAuth(request), request.query));
  route(app, calls.skillLookup, (request) => skillsSearch.lookup(requireAuth(request), request.query));
  route(app, calls.skillsSearch, (request) => skillsSearch.search(requireAuth(request), request.body));

  route(app, calls.skillsSearchExport, {
    raw: true,
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const result = await skillsSearch.searchExport(auth, request.body);
      return sendExcel(reply, {
        fileName: excelFileName('skills-search'),
        sheetName: label(auth.idLang, 'searchSheet'),
        columns: searchColumns(
          auth.idLang,
          result.criteria,
          request.body.columns,
          requiredKeys(skillsSearchResultList.columns),
        ),
        rows: result.rows,
        total: result.total,
        idLang: auth.idLang,
      });
    },
  });

  route(app, calls.skillsExport, (request) => skillsSearch.skillsPage(requireAuth(request), request.query));
  route(app, calls.skillsExportExcel, {
    raw: true,
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const result = await skillsSearch.skillsExport(auth, request.body);
      return sendExcel(reply, {
        fileName: excelFileName('skills'),
        sheetName: label(auth.idLang, 'skillsSheet'),
        columns: visibleColumns(
          skillsColumns(auth.idLang),
          request.body.columns,
          requiredKeys(skillsExportList.columns),
        ),
        rows: result.rows,
        total: result.total,
        idLang: auth.idLang,
      });
    },
  });

  route(app, calls.certificationsExport, (request) =>
    skillsSearch.certificationsPage(requireAuth(request), request.query),
  );
  route(app, calls.certificationsExportExcel, {
    raw: true,
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const result = await skillsSearch.certificationsExport(auth, request.body);
      return sendExcel(reply, {
        fileName: excelFileName('certifications'),
        sheetName: label(auth.idLang, 'certificationsSheet'),
        columns: visibleColumns(
          certificationsColumns(auth.idLang),
          request.body.columns,
          requiredKeys(certificationsExportList.columns),
        ),
        rows: result.rows,
        total: result.total,
        idLang: auth.idLang,
      });
    },
  });
};
