import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangesCalls } from '@my-skills/shared/calls/exchanges';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import { route } from '../../lib/route';
import type { BoondSendingService } from './boond-sending.service';
import type { ExchangesService } from './exchanges.service';

const ADMIN = 'Administrators only (internal role 1 or 2).';
const SENDER =
  'The object must be the named person’s (404 otherwise); the caller may open the person’s file and has managerAutorisation or resendBoondAutorisation on it.';
const OWN_DOCUMENT =
  'The caller names the document; the server sends its own (a file in the body is refused). The object must be the named person’s (404 otherwise); the document’s own rules say who may send it (an evaluation: those who may read it and resend it, never a role without evaluation screens).';

export const exchangesRoutes: FastifyPluginAsyncZod<{
  exchanges: ExchangesService;
  sending: BoondSendingService;
}> = async (app, { exchanges, sending }) => {
  const tags = ['Exchanges'];

  route(app, exchangesCalls.exchangesList, {
    schema: { tags, summary: `Outbox messages, newest first, with filters. ${ADMIN}` },
    handler: async (request) => ok(request, await exchanges.list(requireAuth(request), request.query)),
  });

  route(app, exchangesCalls.exchangeById, {
    schema: { tags, summary: `One message with its payload and every attempt. ${ADMIN}` },
    handler: async (request) => ok(request, await exchanges.byId(requireAuth(request), request.query.id)),
  });

  route(app, exchangesCalls.exchangeRetry, {
    schema: {
      tags,
      summary: `Retry a failed or cancelled message (back to pending, same idempotency key, attempts kept). ${ADMIN}`,
    },
    handler: async (request) =>
      ok(request, await exchanges.retry(requireAuth(request), request.query.id), 'messages.exchangeRetried'),
  });

  route(app, exchangesCalls.exchangeCancel, {
    schema: { tags, summary: `Cancel a pending or failed message. ${ADMIN}` },
    handler: async (request) =>
      ok(request, await exchanges.cancel(requireAuth(request), request.query.id), 'messages.exchangeCancelled'),
  });

  route(app, exchangesCalls.exchangeTestConnection, {
    schema: {
      tags,
      summary: `Test the BoondManager connection: enqueues a real credentials check (one attempt); read its outcome with byId. ${ADMIN}`,
    },
    handler: async (request) =>
      ok(request, await exchanges.testConnection(requireAuth(request)), 'messages.connectionTestQueued'),
  });

  route(app, exchangesCalls.exchangeTestMail, {
    schema: {
      tags,
      summary: `Send the test e-mail to the caller (or to \`to\`), through the outbox. ${ADMIN}`,
    },
    handler: async (request) =>
      ok(request, await exchanges.testMail(requireAuth(request), request.body.to), 'messages.testMailQueued'),
  });

  route(app, exchangesCalls.exchangeState, {
    schema: {
      tags,
      summary:
        'Delivery state of an object’s last batch of its own messages (sent / pending / failed with details). Administrators, or anyone who may open the file of the object’s owner; system messages: administrators only.',
    },
    handler: async (request) =>
      ok(request, await exchanges.objectState(requireAuth(request), request.query.objectType, request.query.objectId)),
  });

  const boondTags = ['External staffing system'];

  route(app, exchangesCalls.boondUploadEa, {
    schema: {
      tags: boondTags,
      summary: `Send again the PDF signed at the evaluation's last signature to the person’s Boond resource (422 unless validated and signed). Queued: statusCode 202. ${OWN_DOCUMENT}`,
    },
    handler: async (request) =>
      ok(request, await sending.uploadFileEa(requireAuth(request), request.body), 'messages.sendBoondQueued'),
  });

  route(app, exchangesCalls.boondUploadDc, {
    schema: {
      tags: boondTags,
      summary: `Send the validated skills file, as the server exports it, as the resource’s resume (422 unless validated). Queued: statusCode 202. ${OWN_DOCUMENT}`,
    },
    handler: async (request) =>
      ok(request, await sending.uploadFileDc(requireAuth(request), request.body), 'messages.sendBoondQueued'),
  });

  route(app, exchangesCalls.boondActions, {
    schema: {
      tags: boondTags,
      summary: `Write the named document’s log entry (action) on the person’s Boond resource again: the server composes it (the tenant’s action type from the dictionary mapping, the date and text of the signature); 422 when the document writes none. Queued: statusCode 202. ${OWN_DOCUMENT}`,
    },
    handler: async (request) =>
      ok(request, await sending.action(requireAuth(request), request.body), 'messages.sendBoondQueued'),
  });

  route(app, exchangesCalls.boondRates, {
    schema: {
      tags: boondTags,
      summary: `Send key-people rates (doRates: id, 'kp', skills) as the levels (0–5) of the resource’s tools in its technical data, each skill resolved through the dictionary mapping. Queued: statusCode 202. ${SENDER}`,
    },
    handler: async (request) =>
      ok(request, await sending.rates(requireAuth(request), request.body, 'boond.rates'), 'messages.sendBoondQueued'),
  });

  route(app, exchangesCalls.boondHighRates, {
    schema: {
      tags: boondTags,
      summary: `Send key-people high rates (doHighRates: id, skills) as the levels of the resource’s tools in its technical data. Queued: statusCode 202. ${SENDER}`,
    },
    handler: async (request) =>
      ok(
        request,
        await sending.rates(requireAuth(request), request.body, 'boond.highRates'),
        'messages.sendBoondQueued',
      ),
  });

  route(app, exchangesCalls.sendEmailErrorSendBoond, {
    config: { limit: 'mails' },
    schema: {
      tags: boondTags,
      summary:
        'E-mail support that a sending failed (id, type, message), through the outbox. Any signed-in user; with idUser (or for rates), the caller must be able to open that person’s file.',
    },
    handler: async (request) =>
      ok(request, await sending.notifySupport(requireAuth(request), request.body), 'messages.supportNotified'),
  });

  route(app, exchangesCalls.resendBoond, {
    schema: {
      tags: boondTags,
      summary: `Resend the last Boond messages of an object (failed ones retried with their key, sent ones sent again). Answers statusCode 202 and message. ${SENDER}`,
    },
    handler: async (request) => {
      const data = await sending.resend(requireAuth(request), request.body);
      return { success: true as const, data, message: data.message };
    },
  });
};
