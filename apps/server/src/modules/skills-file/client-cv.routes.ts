/**
 * Client-ready CVs at the HTTP edge (issue 22 §4): `ClientCv/*`. Page permissions in the call entries (ficheDc;
 * managementAdministration for the confidential clients); per-person rules in the service.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientCvCalls as calls } from '@my-skills/shared/calls/client-cv';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { ClientCvService } from './client-cv.service';

export const clientCvRoutes: FastifyPluginAsyncZod<{ clientCv: ClientCvService }> = async (app, { clientCv }) => {
  route(app, calls.exportClientCv, (request) => clientCv.exportCv(requireAuth(request), request.body));
  route(app, calls.clientCvLog, (request) => clientCv.log(requireAuth(request), request.query.idUser, request.lang));
  route(app, calls.hiddenClients, (request) => clientCv.hiddenClients(requireAuth(request), request.query.idUser));
  route(app, calls.saveHiddenClients, (request) => clientCv.saveHiddenClients(requireAuth(request), request.body));
  route(app, calls.confidentialClients, () => clientCv.confidentialClients());
  route(app, calls.addConfidentialClient, (request) =>
    clientCv.addConfidentialClient(requireAuth(request), request.body),
  );
  route(app, calls.updateConfidentialClient, (request) =>
    clientCv.updateConfidentialClient(requireAuth(request), request.body),
  );
  route(app, calls.deleteConfidentialClient, (request) => clientCv.deleteConfidentialClient(request.query.id));
};
