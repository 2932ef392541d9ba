/** Outbox and BoondManager deliveries (Exchanges/*, Boond/*, ResendBoond/*) and the local mailbox (Mailbox/*). */
import {
  boondActionsBody,
  boondHighRatesBody,
  boondRatesBody,
  deliveryAcceptedSchema,
  enqueuedSchema,
  exchangeDetailSchema,
  exchangeIdQuery,
  exchangePageSchema,
  exchangesList,
  mailDetailSchema,
  mailIdQuery,
  mailboxList,
  mailboxListQuery,
  mailboxPageSchema,
  objectStateQuery,
  objectStateSchema,
  resendBoondActionsBody,
  sendEmailErrorSendBoondBody,
  testMailBody,
  uploadFileToBoondDcBody,
  uploadFileToBoondEaBody,
} from '../schemas/exchanges';
import { defineCalls } from './define';

const ADMIN = 'Administrators only (internal role 1 or 2).';
const SENDER =
  'The object must be the named person’s (404 otherwise); the caller may open the person’s file and has managerAutorisation or resendBoondAutorisation on it.';
const OWN_DOCUMENT =
  'The caller names the document; the server sends its own (a file in the body is refused). The object must be the named person’s (404 otherwise); the document’s own rules say who may send it (an evaluation: those who may read it and resend it, never a role without evaluation screens).';
const boondTags = ['External staffing system'] as const;

/** ResendBoond/actions answers the message of its outcome (statusCode 202 and message). */
export const exchangesCalls = defineCalls(
  { tags: ['Exchanges'] },
  {
    exchangesList: {
      method: 'GET',
      path: '/api/Exchanges/list',
      query: exchangesList.query,
      response: exchangePageSchema,
      summary: `Outbox messages, newest first by default. ${ADMIN}`,
      description: 'Filtered (`filters`: JSON list of {field, op, value, value2}), sorted and paged by the server.',
    },
    exchangesExport: {
      method: 'POST',
      path: '/api/Exchanges/exportExcel',
      body: exchangesList.exportBody,
      summary: `The outbox messages as filtered, in Excel (streamed; X-Total-Count gives the number of rows). ${ADMIN}`,
      limit: 'exports',
    },
    exchangeById: {
      method: 'GET',
      path: '/api/Exchanges/byId',
      query: exchangeIdQuery,
      response: exchangeDetailSchema,
      summary: `One message with its payload and every attempt. ${ADMIN}`,
    },
    exchangeRetry: {
      method: 'POST',
      path: '/api/Exchanges/retry',
      query: exchangeIdQuery,
      response: exchangeDetailSchema,
      summary: `Retry a failed or cancelled message (back to pending, same idempotency key, attempts kept). ${ADMIN}`,
      message: 'messages.exchangeRetried',
    },
    exchangeCancel: {
      method: 'POST',
      path: '/api/Exchanges/cancel',
      query: exchangeIdQuery,
      response: exchangeDetailSchema,
      summary: `Cancel a pending or failed message. ${ADMIN}`,
      message: 'messages.exchangeCancelled',
    },
    exchangeTestConnection: {
      method: 'POST',
      path: '/api/Exchanges/testConnection',
      response: enqueuedSchema,
      summary: `Test the BoondManager connection: enqueues a real credentials check (one attempt); read its outcome with byId. ${ADMIN}`,
      message: 'messages.connectionTestQueued',
    },
    exchangeTestMail: {
      method: 'POST',
      path: '/api/Exchanges/testMail',
      body: testMailBody,
      response: enqueuedSchema,
      summary: `Send the test e-mail to the caller (or to \`to\`), through the outbox. ${ADMIN}`,
      message: 'messages.testMailQueued',
    },
    exchangeState: {
      method: 'GET',
      path: '/api/Exchanges/state',
      query: objectStateQuery,
      response: objectStateSchema,
      summary:
        'Delivery state of an object’s last batch of its own messages (sent / pending / failed with details). Administrators, or anyone who may open the file of the object’s owner; system messages: administrators only.',
    },
    boondUploadEa: {
      method: 'POST',
      path: '/api/Boond/uploadFileToBoondEA',
      body: uploadFileToBoondEaBody,
      response: deliveryAcceptedSchema,
      tags: boondTags,
      summary: `Send again the PDF signed at the evaluation's last signature to the person’s Boond resource (422 unless validated and signed). Queued: statusCode 202. ${OWN_DOCUMENT}`,
      message: 'messages.sendBoondQueued',
    },
    boondUploadDc: {
      method: 'POST',
      path: '/api/Boond/uploadFileToBoondDC',
      body: uploadFileToBoondDcBody,
      response: deliveryAcceptedSchema,
      tags: boondTags,
      summary: `Send the validated skills file, as the server exports it, as the resource’s resume (422 unless validated). Queued: statusCode 202. ${OWN_DOCUMENT}`,
      message: 'messages.sendBoondQueued',
    },
    boondActions: {
      method: 'POST',
      path: '/api/Boond/actions',
      body: boondActionsBody,
      response: deliveryAcceptedSchema,
      tags: boondTags,
      summary: `Write the named document’s log entry (action) on the person’s Boond resource again: the server composes it (the tenant’s action type from the dictionary mapping, the date and text of the signature); 422 when the document writes none. Queued: statusCode 202. ${OWN_DOCUMENT}`,
      message: 'messages.sendBoondQueued',
    },
    boondRates: {
      method: 'POST',
      path: '/api/Boond/rates',
      body: boondRatesBody,
      response: deliveryAcceptedSchema,
      tags: boondTags,
      summary: `Send key-people rates (doRates: id, 'kp', skills) as the levels (0–5) of the resource’s tools in its technical data, each skill resolved through the dictionary mapping. Queued: statusCode 202. ${SENDER}`,
      message: 'messages.sendBoondQueued',
    },
    boondHighRates: {
      method: 'POST',
      path: '/api/Boond/highRates',
      body: boondHighRatesBody,
      response: deliveryAcceptedSchema,
      tags: boondTags,
      summary: `Send key-people high rates (doHighRates: id, skills) as the levels of the resource’s tools in its technical data. Queued: statusCode 202. ${SENDER}`,
      message: 'messages.sendBoondQueued',
    },
    sendEmailErrorSendBoond: {
      method: 'POST',
      path: '/api/Boond/sendEmailErrorSendBoond',
      body: sendEmailErrorSendBoondBody,
      response: deliveryAcceptedSchema,
      tags: boondTags,
      summary:
        'E-mail support that a sending failed (id, type, message), through the outbox. Any signed-in user; with idUser (or for rates), the caller must be able to open that person’s file.',
      limit: 'mails',
      message: 'messages.supportNotified',
    },
    resendBoond: {
      method: 'POST',
      path: '/api/ResendBoond/actions',
      body: resendBoondActionsBody,
      response: deliveryAcceptedSchema,
      tags: boondTags,
      summary: `Resend the last Boond messages of an object (failed ones retried with their key, sent ones sent again). Answers statusCode 202 and message. ${SENDER}`,
    },
    mailboxList: {
      method: 'GET',
      path: '/api/Mailbox/list',
      query: mailboxListQuery,
      response: mailboxPageSchema,
      tags: ['Mailbox'],
      summary:
        'Local mailbox (no SMTP_URL): e-mails kept in the database, newest first by default. Administrators (internal role 1 or 2), or anyone with the development sign-in (never on the onboarding host).',
      description:
        'Filtered (`filters`: JSON list of {field, op, value, value2}), sorted and paged by the server; `to` keeps the e-mails whose recipient contains it.',
    },
    mailboxExport: {
      method: 'POST',
      path: '/api/Mailbox/exportExcel',
      body: mailboxList.exportBody,
      tags: ['Mailbox'],
      summary: 'The local mailbox as filtered, in Excel (streamed). Who may read the mailbox.',
      limit: 'exports',
    },
    mailboxById: {
      method: 'GET',
      path: '/api/Mailbox/byId',
      query: mailIdQuery,
      response: mailDetailSchema,
      tags: ['Mailbox'],
      summary: 'One e-mail of the local mailbox, with its text and HTML bodies',
    },
  },
);
