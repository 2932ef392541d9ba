import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleInternalCalls } from '@my-skills/shared/calls/role-internal';
import { requireAuth } from '../../lib/auth-context';
import { excelFileName, sendExcel } from '../../lib/lists/excel-export';
import { route } from '../../lib/route';
import { translate } from '../../i18n/messages';
import type { RoleInternalService } from './role-internal.service';

export const roleInternalRoutes: FastifyPluginAsyncZod<{ roleInternal: RoleInternalService }> = async (
  app,
  { roleInternal },
) => {
  route(app, roleInternalCalls.internalRoles, (request) => roleInternal.all(request.lang));
  route(app, roleInternalCalls.internalRoleById, (request) => roleInternal.byId(request.query.id, request.lang));
  route(app, roleInternalCalls.userRoleInfo, (request) => roleInternal.list(request.query, request.lang));
  route(app, roleInternalCalls.userRoleInfoExport, {
    raw: true,
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const { total, rows, columns } = await roleInternal.exportRows(auth, request.body);
      const idLang = auth.idLang === 2 ? 2 : 1;
      return sendExcel(reply, {
        fileName: excelFileName(translate(idLang, 'lists.roleSettings.sheet')),
        sheetName: translate(idLang, 'lists.roleSettings.sheet'),
        columns,
        rows,
        total,
        idLang,
      });
    },
  });
  route(app, roleInternalCalls.userRoleInfoById, (request) =>
    roleInternal.byPerson(request.query.userId, request.lang),
  );
  route(app, roleInternalCalls.countries, (request) => roleInternal.countries(request.lang));
  route(app, roleInternalCalls.updateUserRoleInternal, (request) =>
    roleInternal.update(requireAuth(request), request.body.userId, request.body.idRoleInternal),
  );
};
