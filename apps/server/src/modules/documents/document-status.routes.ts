/**
 * The document kernel's shared calls: a document's status (Ea/status GET and PUT) and its signature after a correction
 * (Ea/managerSigned), for every document the kernel registers — the annual evaluation ('ea', the default) and the
 * business-manager review ('eepBm') name theirs with `type`. Each document's own rules (its transition table, who
 * signs) decide; nothing here knows a document (decision 012).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { evaluationCalls as calls } from '@my-skills/shared/calls/evaluation';
import { languageIdOf } from '@my-skills/shared/ui-language';
import type { DocumentKernel } from '../../lib/documents/kernel';
import { requireAuth } from '../../lib/auth-context';
import { withMessage } from '../../lib/reply';
import { route } from '../../lib/route';

export const documentStatusRoutes: FastifyPluginAsyncZod<{ kernel: DocumentKernel }> = async (app, { kernel }) => {
  route(app, calls.eaStatusName, (request) =>
    kernel.statusOf(requireAuth(request), request.query.type, request.query.id, languageIdOf(request.query.idLang)),
  );
  route(app, calls.eaChangeStatus, async (request) => {
    const { type, id, ...input } = request.body;
    const { messageKey, ...r } = await kernel.changeStatus(requireAuth(request), type, id, input);
    return withMessage({ idEa: r.id, status: r.status, rowVersion: r.rowVersion }, messageKey);
  });
  route(app, calls.eaManagerSigned, async (request) => {
    const { type, idEa } = request.query;
    const { messageKey, ...r } = await kernel.sign(requireAuth(request), type, idEa);
    return withMessage({ idEa: r.id, status: r.status, rowVersion: r.rowVersion }, messageKey);
  });
};
