import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@my-skills/shared/schemas/common';
import {
  mailboxListQuery,
  mailboxPageSchema,
  mailDetailSchema,
  mailIdQuery,
} from '@my-skills/shared/schemas/exchanges';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import type { MailboxService } from './mailbox.service';

const tags = ['Mailbox'];

export const mailboxRoutes: FastifyPluginAsyncZod<{ mailbox: MailboxService }> = async (app, { mailbox }) => {
  app.get('/api/Mailbox/list', {
    schema: {
      tags,
      summary:
        'Local mailbox (no SMTP_URL): e-mails kept in the database, newest first. Administrators (internal role 1 or 2), or anyone with the development sign-in.',
      querystring: mailboxListQuery,
      response: { 200: envelope(mailboxPageSchema) },
    },
    handler: async (request) => ok(request, await mailbox.list(requireAuth(request), request.query)),
  });

  app.get('/api/Mailbox/byId', {
    schema: {
      tags,
      summary: 'One e-mail of the local mailbox, with its text and HTML bodies',
      querystring: mailIdQuery,
      response: { 200: envelope(mailDetailSchema) },
    },
    handler: async (request) => ok(request, await mailbox.byId(requireAuth(request), request.query.id)),
  });
};
