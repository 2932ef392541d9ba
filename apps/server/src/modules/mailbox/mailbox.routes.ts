import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { MailboxService } from './mailbox.service';

const tags = ['Mailbox'];

export const mailboxRoutes: FastifyPluginAsyncZod<{ mailbox: MailboxService }> = async (app, { mailbox }) => {
  route(app, exchangesCalls.mailboxList, {
    schema: {
      tags,
      summary:
        'Local mailbox (no SMTP_URL): e-mails kept in the database, newest first. Administrators (internal role 1 or 2), or anyone with the development sign-in.',
    },
    handler: async (request) =>
      ok(request, await mailbox.list(requireAuth(request), request.onboarding, request.query)),
  });

  route(app, exchangesCalls.mailboxById, {
    schema: { tags, summary: 'One e-mail of the local mailbox, with its text and HTML bodies' },
    handler: async (request) =>
      ok(request, await mailbox.byId(requireAuth(request), request.onboarding, request.query.id)),
  });
};
