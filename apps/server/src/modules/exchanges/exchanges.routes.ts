import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { requireAuth } from '../../lib/auth-context';
import { excelFileName, sendExcel } from '../../lib/lists/excel-export';
import { route } from '../../lib/route';
import { translate } from '../../i18n/messages';
import type { BoondSendingService } from './boond-sending.service';
import type { ExchangesService } from './exchanges.service';

export const exchangesRoutes: FastifyPluginAsyncZod<{
  exchanges: ExchangesService;
  sending: BoondSendingService;
}> = async (app, { exchanges, sending }) => {
  route(app, exchangesCalls.exchangesList, (request) => exchanges.list(requireAuth(request), request.query));
  route(app, exchangesCalls.exchangesExport, {
    raw: true,
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const { total, rows, columns } = await exchanges.exportRows(auth, request.body);
      const sheet = translate(auth.idLang, 'lists.exchanges.sheet');
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
  route(app, exchangesCalls.exchangeById, (request) => exchanges.byId(requireAuth(request), request.query.id));
  route(app, exchangesCalls.exchangeRetry, (request) => exchanges.retry(requireAuth(request), request.query.id));
  route(app, exchangesCalls.exchangeCancel, (request) => exchanges.cancel(requireAuth(request), request.query.id));
  route(app, exchangesCalls.exchangeTestConnection, (request) => exchanges.testConnection(requireAuth(request)));
  route(app, exchangesCalls.exchangeTestMail, (request) => exchanges.testMail(requireAuth(request), request.body.to));
  route(app, exchangesCalls.exchangeState, (request) =>
    exchanges.objectState(requireAuth(request), request.query.objectType, request.query.objectId),
  );

  route(app, exchangesCalls.boondUploadEa, (request) => sending.uploadFileEa(requireAuth(request), request.body));
  route(app, exchangesCalls.boondUploadDc, (request) => sending.uploadFileDc(requireAuth(request), request.body));
  route(app, exchangesCalls.boondActions, (request) => sending.action(requireAuth(request), request.body));
  route(app, exchangesCalls.boondRates, (request) => sending.rates(requireAuth(request), request.body, 'boond.rates'));
  route(app, exchangesCalls.boondHighRates, (request) =>
    sending.rates(requireAuth(request), request.body, 'boond.highRates'),
  );
  route(app, exchangesCalls.sendEmailErrorSendBoond, (request) =>
    sending.notifySupport(requireAuth(request), request.body),
  );
  // The outcome carries its own (translated) message.
  route(app, exchangesCalls.resendBoond, {
    raw: true,
    handler: async (request) => {
      const data = await sending.resend(requireAuth(request), request.body);
      return { success: true as const, data, message: data.message };
    },
  });
};
