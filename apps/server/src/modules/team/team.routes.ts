import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamCalls } from '@my-skills/shared/calls/team';
import { requireAuth } from '../../lib/auth-context';
import { excelFileName, sendExcel } from '../../lib/lists/excel-export';
import { withParams } from '../../lib/reply';
import { route } from '../../lib/route';
import { translate } from '../../i18n/messages';
import type { TeamService } from './team.service';

export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  for (const call of [teamCalls.teamMembers, teamCalls.teamSearch, teamCalls.teamByType]) {
    route(app, call, (request) => team.members(requireAuth(request), request.query));
  }
  route(app, teamCalls.teamExport, {
    raw: true,
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const { total, rows, columns } = await team.exportRows(auth, request.body);
      const idLang = auth.idLang === 2 ? 2 : 1;
      return sendExcel(reply, {
        fileName: excelFileName(translate(idLang, 'lists.employees.sheet')),
        sheetName: translate(idLang, 'lists.employees.sheet'),
        columns,
        rows,
        total,
        idLang,
      });
    },
  });
  route(app, teamCalls.teamDeadline, async (request) => {
    const result = await team.updateDeadline(requireAuth(request), request.body);
    return withParams(result, { count: result.updated });
  });
  route(app, teamCalls.filesToValidate, (request) => team.filesToValidate(requireAuth(request), request.query));
};
