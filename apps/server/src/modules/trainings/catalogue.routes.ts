/** TrainingCatalogue/*: the catalogue of trainings and certifications (issue 22 §2; administrators). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trainingCatalogueCalls as calls } from '@my-skills/shared/calls/skills-gaps';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { CatalogueService } from './catalogue.service';

export const trainingCatalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  route(app, calls.catalogueList, (request) => catalogue.list(requireAuth(request)));
  route(app, calls.catalogueSave, (request) => catalogue.save(requireAuth(request), request.query.id, request.body));
  route(app, calls.catalogueActive, (request) =>
    catalogue.setActive(requireAuth(request), request.query.id, request.body.isActive),
  );
};
