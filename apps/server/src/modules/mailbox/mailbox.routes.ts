import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { MailboxService } from './mailbox.service';

export const mailboxRoutes: FastifyPluginAsyncZod<{ mailbox: MailboxService }> = async (app, { mailbox }) => {
  route(app, exchangesCalls.mailboxList, (request) =>
    mailbox.list(requireAuth(request), request.onboarding, request.query),
  );
  route(app, exchangesCalls.mailboxById, (request) =>
    mailbox.byId(requireAuth(request), request.onboarding, request.query.id),
  );
};
