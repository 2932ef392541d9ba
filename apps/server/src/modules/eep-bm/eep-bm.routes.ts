/**
 * Business-manager review (EEP BM) calls: Ea/eepBmDetails (GET, PUT), Ea/saveEepBM, Ea/eepBmSkills (GET, PUT),
 * Ea/eepBmSummary, Ea/checkEEPData, SpireDoc/downLoadEEPBM. Page permission ficheEepBm in the call entries; status,
 * signature and resend are the kernel's shared calls (modules/documents, exchanges).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eepBmCalls as calls } from '@my-skills/shared/calls/eep-bm';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { EepBmService } from './eep-bm.service';

export const eepBmRoutes: FastifyPluginAsyncZod<{ eepBm: EepBmService }> = async (app, { eepBm }) => {
  route(app, calls.eepBmDetails, (request) => eepBm.details(requireAuth(request), request.query));
  route(app, calls.eepBmUpdate, (request) => eepBm.save(requireAuth(request), request.body));
  route(app, calls.eepBmOpen, (request) => eepBm.open(requireAuth(request), request.body));
  route(app, calls.eepBmSkills, (request) => eepBm.skills(requireAuth(request), request.query));
  route(app, calls.eepBmSkillsSave, (request) => eepBm.saveSkills(requireAuth(request), request.body));
  route(app, calls.eepBmSummary, (request) => eepBm.summary(requireAuth(request), request.query));
  route(app, calls.eepBmCheck, (request) => eepBm.check(requireAuth(request), request.query));
  route(app, calls.eepBmDownload, (request) => eepBm.export(requireAuth(request), request.query));
};
