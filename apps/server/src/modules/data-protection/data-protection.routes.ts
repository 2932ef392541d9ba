import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataProtectionCalls } from '@my-skills/shared/calls/data-protection';
import type { LanguageId } from '@my-skills/shared/constants';
import { requireAuth } from '../../lib/auth-context';
import { excelFileName, sendExcel } from '../../lib/lists/excel-export';
import { route } from '../../lib/route';
import { translate } from '../../i18n/messages';
import type { AuditSearchService } from './audit-search.service';
import type { RegisterService } from './register.service';

/** The DPO's screen (issue 23 §2a): every call behind the page permission `dataProtection` (its calls' entries). */
export const dataProtectionRoutes: FastifyPluginAsyncZod<{
  audit: AuditSearchService;
  register: RegisterService;
}> = async (app, { audit, register }) => {
  route(app, dataProtectionCalls.auditSearch, (request) => audit.search(requireAuth(request), request.query));
  route(app, dataProtectionCalls.auditExport, {
    raw: true,
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const { total, rows, columns } = await audit.exportRows(auth, request.body);
      const sheet = translate(auth.idLang, 'dataProtection.audit.sheet');
      return sendExcel(reply, {
        fileName: excelFileName(sheet),
        sheetName: sheet,
        columns,
        rows,
        total,
        idLang: auth.idLang,
      });
    },
  });
  route(app, dataProtectionCalls.verifyChain, (request) => audit.verify(requireAuth(request)));
  route(app, dataProtectionCalls.people, (request) => audit.people(request.query.searchTerm, request.query.id));
  route(app, dataProtectionCalls.register, (request) =>
    register.register(requireAuth(request), request.query.idLang as LanguageId | undefined),
  );
  route(app, dataProtectionCalls.registerExport, {
    raw: true,
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const {
        register: content,
        rows,
        columns,
      } = await register.exportRows(auth, request.body.idLang as LanguageId | undefined);
      const idLang = content.idLang as LanguageId;
      const sheet = translate(idLang, 'dataProtection.register.sheet');
      return sendExcel(reply, { fileName: excelFileName(sheet), sheetName: sheet, columns, rows, idLang });
    },
  });
};
