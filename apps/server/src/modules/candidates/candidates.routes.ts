import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateCalls } from '@my-skills/shared/calls/candidates';
import { requireAuth } from '../../lib/auth-context';
import { excelFileName, sendExcel } from '../../lib/lists/excel-export';
import { route } from '../../lib/route';
import { translate } from '../../i18n/messages';
import type { CandidatesService } from './candidates.service';

export const candidatesRoutes: FastifyPluginAsyncZod<{ candidates: CandidatesService }> = async (
  app,
  { candidates },
) => {
  route(app, candidateCalls.candidateList, (request) => candidates.list(request.query));
  route(app, candidateCalls.candidateExport, {
    raw: true,
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const { total, rows, columns } = await candidates.exportRows(auth, request.body);
      const idLang = auth.idLang === 2 ? 2 : 1;
      return sendExcel(reply, {
        fileName: excelFileName(translate(idLang, 'lists.candidates.sheet')),
        sheetName: translate(idLang, 'lists.candidates.sheet'),
        columns,
        rows,
        total,
        idLang,
      });
    },
  });
  route(app, candidateCalls.candidateAdd, (request) => candidates.add(requireAuth(request), request.body));
  route(app, candidateCalls.candidateInvite, (request) => candidates.invite(requireAuth(request), request.query.id));
};
