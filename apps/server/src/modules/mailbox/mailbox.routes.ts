import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { requireAuth } from '../../lib/auth-context';
import { excelFileName, sendExcel } from '../../lib/lists/excel-export';
import { route } from '../../lib/route';
import { translate } from '../../i18n/messages';
import type { MailboxService } from './mailbox.service';

export const mailboxRoutes: FastifyPluginAsyncZod<{ mailbox: MailboxService }> = async (app, { mailbox }) => {
  route(app, exchangesCalls.mailboxList, (request) =>
    mailbox.list(requireAuth(request), request.onboarding, request.query),
  );
  route(app, exchangesCalls.mailboxExport, {
    raw: true,
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const { total, rows, columns } = await mailbox.exportRows(auth, request.onboarding, request.body);
      const sheet = translate(auth.idLang, 'lists.mailbox.sheet');
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
  route(app, exchangesCalls.mailboxById, (request) =>
    mailbox.byId(requireAuth(request), request.onboarding, request.query.id),
  );
};
