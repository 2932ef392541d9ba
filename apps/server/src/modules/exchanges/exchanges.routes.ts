import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@my-skills/shared/schemas/common';
import {
  boondActionsBody,
  boondHighRatesBody,
  boondRatesBody,
  deliveryAcceptedSchema,
  enqueuedSchema,
  exchangeDetailSchema,
  exchangeIdQuery,
  exchangeListQuery,
  exchangePageSchema,
  objectStateQuery,
  objectStateSchema,
  resendBoondActionsBody,
  sendEmailErrorSendBoondBody,
  testMailBody,
  uploadFileToBoondDcBody,
  uploadFileToBoondEaBody,
} from '@my-skills/shared/schemas/exchanges';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../lib/auth-context';
import type { BoondSendingService } from './boond-sending.service';
import type { ExchangesService } from './exchanges.service';

const ADMIN = 'Administrators only (internal role 1 or 2).';
const SENDER =
  'The object must be the named person’s (404 otherwise); the caller may open the person’s file and has managerAutorisation or resendBoondAutorisation on it.';
/** Uploads carry a base64 document (10 MB decoded at most). */
const UPLOAD_BODY_LIMIT = 15 * 1024 * 1024;

export const exchangesRoutes: FastifyPluginAsyncZod<{
  exchanges: ExchangesService;
  sending: BoondSendingService;
}> = async (app, { exchanges, sending }) => {
  const tags = ['Exchanges'];

  app.get('/api/Exchanges/list', {
    schema: {
      tags,
      summary: `Outbox messages, newest first, with filters. ${ADMIN}`,
      querystring: exchangeListQuery,
      response: { 200: envelope(exchangePageSchema) },
    },
    handler: async (request) => ok(request, await exchanges.list(requireAuth(request), request.query)),
  });

  app.get('/api/Exchanges/byId', {
    schema: {
      tags,
      summary: `One message with its payload and every attempt. ${ADMIN}`,
      querystring: exchangeIdQuery,
      response: { 200: envelope(exchangeDetailSchema) },
    },
    handler: async (request) => ok(request, await exchanges.byId(requireAuth(request), request.query.id)),
  });

  app.post('/api/Exchanges/retry', {
    schema: {
      tags,
      summary: `Retry a failed or cancelled message (back to pending, same idempotency key, attempts kept). ${ADMIN}`,
      querystring: exchangeIdQuery,
      response: { 200: envelope(exchangeDetailSchema) },
    },
    handler: async (request) =>
      ok(request, await exchanges.retry(requireAuth(request), request.query.id), 'messages.exchangeRetried'),
  });

  app.post('/api/Exchanges/cancel', {
    schema: {
      tags,
      summary: `Cancel a pending or failed message. ${ADMIN}`,
      querystring: exchangeIdQuery,
      response: { 200: envelope(exchangeDetailSchema) },
    },
    handler: async (request) =>
      ok(request, await exchanges.cancel(requireAuth(request), request.query.id), 'messages.exchangeCancelled'),
  });

  app.post('/api/Exchanges/testConnection', {
    schema: {
      tags,
      summary: `Test the BoondManager connection: enqueues a real credentials check (one attempt); read its outcome with byId. ${ADMIN}`,
      response: { 200: envelope(enqueuedSchema) },
    },
    handler: async (request) =>
      ok(request, await exchanges.testConnection(requireAuth(request)), 'messages.connectionTestQueued'),
  });

  app.post('/api/Exchanges/testMail', {
    schema: {
      tags,
      summary: `Send the test e-mail to the caller (or to \`to\`), through the outbox. ${ADMIN}`,
      body: testMailBody,
      response: { 200: envelope(enqueuedSchema) },
    },
    handler: async (request) =>
      ok(request, await exchanges.testMail(requireAuth(request), request.body.to), 'messages.testMailQueued'),
  });

  app.get('/api/Exchanges/state', {
    schema: {
      tags,
      summary:
        'Delivery state of an object’s last batch of its own messages (sent / pending / failed with details). Administrators, or anyone who may open the file of the object’s owner; system messages: administrators only.',
      querystring: objectStateQuery,
      response: { 200: envelope(objectStateSchema) },
    },
    handler: async (request) =>
      ok(request, await exchanges.objectState(requireAuth(request), request.query.objectType, request.query.objectId)),
  });

  const boondTags = ['External staffing system'];

  app.post('/api/Boond/uploadFileToBoondEA', {
    bodyLimit: UPLOAD_BODY_LIMIT,
    schema: {
      tags: boondTags,
      summary: `Send the signed evaluation document (base64) to the person’s Boond resource. Queued: statusCode 202. ${SENDER}`,
      body: uploadFileToBoondEaBody,
      response: { 200: envelope(deliveryAcceptedSchema) },
    },
    handler: async (request) =>
      ok(request, await sending.uploadFileEa(requireAuth(request), request.body), 'messages.sendBoondQueued'),
  });

  app.post('/api/Boond/uploadFileToBoondDC', {
    bodyLimit: UPLOAD_BODY_LIMIT,
    schema: {
      tags: boondTags,
      summary: `Send the exported skills file (base64) as the resource’s resume. Queued: statusCode 202. ${SENDER}`,
      body: uploadFileToBoondDcBody,
      response: { 200: envelope(deliveryAcceptedSchema) },
    },
    handler: async (request) =>
      ok(request, await sending.uploadFileDc(requireAuth(request), request.body), 'messages.sendBoondQueued'),
  });

  app.post('/api/Boond/actions', {
    schema: {
      tags: boondTags,
      summary: `Add a log entry (action) on the person’s Boond resource. Queued: statusCode 202. ${SENDER}`,
      body: boondActionsBody,
      response: { 200: envelope(deliveryAcceptedSchema) },
    },
    handler: async (request) =>
      ok(request, await sending.action(requireAuth(request), request.body), 'messages.sendBoondQueued'),
  });

  app.post('/api/Boond/rates', {
    schema: {
      tags: boondTags,
      summary: `Send key-people rates (doRates: id, 'kp', skills). Queued: statusCode 202. ${SENDER}`,
      body: boondRatesBody,
      response: { 200: envelope(deliveryAcceptedSchema) },
    },
    handler: async (request) =>
      ok(request, await sending.rates(requireAuth(request), request.body, 'boond.rates'), 'messages.sendBoondQueued'),
  });

  app.post('/api/Boond/highRates', {
    schema: {
      tags: boondTags,
      summary: `Send key-people high rates (doHighRates: id, skills). Queued: statusCode 202. ${SENDER}`,
      body: boondHighRatesBody,
      response: { 200: envelope(deliveryAcceptedSchema) },
    },
    handler: async (request) =>
      ok(
        request,
        await sending.rates(requireAuth(request), request.body, 'boond.highRates'),
        'messages.sendBoondQueued',
      ),
  });

  app.post('/api/Boond/sendEmailErrorSendBoond', {
    config: { limit: 'mails' },
    schema: {
      tags: boondTags,
      summary:
        'E-mail support that a sending failed (id, type, message), through the outbox. Any signed-in user; with idUser (or for rates), the caller must be able to open that person’s file.',
      body: sendEmailErrorSendBoondBody,
      response: { 200: envelope(deliveryAcceptedSchema) },
    },
    handler: async (request) =>
      ok(request, await sending.notifySupport(requireAuth(request), request.body), 'messages.supportNotified'),
  });

  app.post('/api/ResendBoond/actions', {
    schema: {
      tags: boondTags,
      summary: `Resend the last Boond messages of an object (failed ones retried with their key, sent ones sent again). Answers statusCode 202 and message. ${SENDER}`,
      body: resendBoondActionsBody,
      response: { 200: envelope(deliveryAcceptedSchema) },
    },
    handler: async (request) => {
      const data = await sending.resend(requireAuth(request), request.body);
      return { success: true as const, data, message: data.message };
    },
  });
};
