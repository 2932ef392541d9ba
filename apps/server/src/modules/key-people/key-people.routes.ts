/**
 * Key-people calls: KeyPeople (GET, PUT), KeyPeople/userNoKp, Brand/all, Brand/allWithCurrent, ListeDc/listeKP,
 * listSearchKp, filtreKp and the list's Excel export. Page permission keyPeople in the call entries.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keyPeopleCalls as calls } from '@my-skills/shared/calls/key-people';
import { requireAuth } from '../../lib/auth-context';
import { excelFileName, sendExcel } from '../../lib/lists/excel-export';
import { withMessage } from '../../lib/reply';
import { route } from '../../lib/route';
import { translate } from '../../i18n/messages';
import type { KeyPeopleService } from './key-people.service';

export const keyPeopleRoutes: FastifyPluginAsyncZod<{ keyPeople: KeyPeopleService }> = async (app, { keyPeople }) => {
  route(app, calls.keyPeopleRecord, (request) => keyPeople.record(requireAuth(request), request.query.idUser));
  route(app, calls.keyPeopleUpdate, async (request) => {
    const { saved, messageKey, params } = await keyPeople.save(requireAuth(request), request.body);
    return withMessage(saved, messageKey, params);
  });
  route(app, calls.userNoKp, (request) => keyPeople.usersWithoutRecord(requireAuth(request), request.query));
  route(app, calls.brands, () => keyPeople.brands());
  route(app, calls.brandsWithCurrent, (request) =>
    keyPeople.brandsWithCurrent(requireAuth(request), request.query.idUser),
  );
  for (const call of [calls.keyPeopleList, calls.keyPeopleSearch, calls.keyPeopleFilter]) {
    route(app, call, (request) => keyPeople.list(requireAuth(request), request.query));
  }
  route(app, calls.keyPeopleExport, {
    raw: true,
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const { total, rows, columns } = await keyPeople.exportRows(auth, request.body);
      const idLang = auth.idLang === 2 ? 2 : 1;
      return sendExcel(reply, {
        fileName: excelFileName(translate(idLang, 'lists.keyPeople.sheet')),
        sheetName: translate(idLang, 'lists.keyPeople.sheet'),
        columns,
        rows,
        total,
        idLang,
      });
    },
  });
};
