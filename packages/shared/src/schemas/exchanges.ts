/**
 * Exchanges with external systems (BoondManager, e-mail): the outbox messages, their delivery state,
 * the administration calls (list, detail, retry, cancel, test the connection, mailbox) and the
 * spec's Boond/* and ResendBoond/* calls, which enqueue messages.
 */
import { z } from 'zod';
import type { AccountSubject } from '../roles';
import { LIMITS } from '../constants';
import { defineList, listPageSchema } from '../lists';
import { emailSchema, idSchema, integerInput, langIdSchema, requiredShortText, shortText, text } from './common';

export const OUTBOX_STATES = ['pending', 'processing', 'sent', 'failed', 'cancelled'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** The business objects that cause messages. */
export const EXCHANGE_OBJECT_TYPES = ['dc', 'ea', 'eepBm', 'keyPeople', 'training', 'system'] as const;
export type ExchangeObjectType = (typeof EXCHANGE_OBJECT_TYPES)[number];

export const EXCHANGE_KINDS = [
  'boond.checkConnection',
  'boond.technicalData',
  'boond.document',
  'boond.action',
  'boond.rates',
  'boond.highRates',
  'mail.send',
] as const;
export type ExchangeKind = (typeof EXCHANGE_KINDS)[number];

/**
 * Who may use the exchanges administration screen (every message of every person, with payloads):
 * the application administrators, internal role 1 or 2. Decision recorded in docs/decisions/003-outbox-and-mail.md.
 */
export const canAdministerExchanges = (a: Pick<AccountSubject, 'idRoleInternal'>): boolean =>
  a.idRoleInternal === 1 || a.idRoleInternal === 2;

/** Who may read the local mailbox: administrators, and anyone while the development sign-in is enabled. */
export const canReadMailbox = (a: Pick<AccountSubject, 'idRoleInternal'>, devLogin: boolean): boolean =>
  devLogin || canAdministerExchanges(a);

/** A calendar date or a date-time with an optional offset (`2026-03-12`, `2026-03-12T09:24:00+0100`). */
export const dateOrDateTime = z
  .string()
  .trim()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, 'invalid date')
  .refine(
    (v) => !Number.isNaN(Date.parse(v.length === 10 ? v : v.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))),
    'invalid date',
  );

// ---------------------------------------------------------------- messages

export const exchangeErrorSchema = z.object({
  status: z.number().int().nullable(),
  code: z.string().nullable(),
  detail: z.string().nullable(),
});

export const exchangeSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.enum(OUTBOX_STATES),
  objectType: z.string(),
  objectId: z.number().int().nullable(),
  personId: z.number().int().nullable(),
  personName: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  batchId: z.string(),
  idempotencyKey: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When the next attempt is due (pending), or when the current claim expires (processing). */
  nextAttemptAt: z.string().nullable(),
  lastError: exchangeErrorSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Exchange = z.infer<typeof exchangeSchema>;

export const exchangeAttemptSchema = z.object({
  attemptNo: z.number().int(),
  worker: z.string(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  outcome: z.enum(['sent', 'retry', 'failed', 'abandoned']),
  error: exchangeErrorSchema.nullable(),
});
export type ExchangeAttempt = z.infer<typeof exchangeAttemptSchema>;

export const exchangeDetailSchema = exchangeSchema.extend({
  payload: z.record(z.string(), z.unknown()),
  /** Size in bytes of the attached document, if any (the content is not returned). */
  attachmentBytes: z.number().int().nullable(),
  result: z.unknown(),
  attemptsHistory: z.array(exchangeAttemptSchema),
});
export type ExchangeDetail = z.infer<typeof exchangeDetailSchema>;

/**
 * GET /api/Exchanges/list and POST /api/Exchanges/exportExcel: the outbox messages on the lists' layer (filters,
 * sort, paging by the server; newest first by default). `nextAttemptAt` is when a pending message is due or a
 * processing one's claim expires, as the screen shows it.
 */
export const exchangesList = defineList(
  {
    id: { type: 'number', sortable: true, filterable: true, required: true },
    state: { type: 'enum', sortable: true, filterable: true, options: OUTBOX_STATES },
    kind: { type: 'enum', sortable: true, filterable: true, options: EXCHANGE_KINDS },
    objectType: { type: 'enum', sortable: true, filterable: true, options: EXCHANGE_OBJECT_TYPES },
    objectId: { type: 'number', sortable: true, filterable: true },
    personName: { type: 'text', sortable: true, filterable: true },
    createdByName: { type: 'text', sortable: true, filterable: true },
    attempts: { type: 'number', sortable: true, filterable: true },
    lastErrorCode: { type: 'text', sortable: true, filterable: true },
    createdAt: { type: 'date', sortable: true, filterable: true },
    nextAttemptAt: { type: 'date', sortable: true, filterable: true },
    sentAt: { type: 'date', sortable: true, filterable: true },
  },
  { sort: 'createdAt', order: 'desc' },
);
export const exchangePageSchema = listPageSchema(exchangeSchema);
export type ExchangePage = z.infer<typeof exchangePageSchema>;

/** GET /api/Exchanges/byId?id=, POST /api/Exchanges/retry?id=, POST /api/Exchanges/cancel?id= */
export const exchangeIdQuery = z.object({ id: idSchema });

/** GET /api/Exchanges/state?objectType=&objectId= : the delivery state of one object's last batch of messages. */
export const objectStateQuery = z.object({
  objectType: z.enum(EXCHANGE_OBJECT_TYPES),
  objectId: idSchema,
});
export const OBJECT_DELIVERY_STATES = ['none', 'pending', 'sent', 'failed', 'cancelled'] as const;
export const objectStateSchema = z.object({
  objectType: z.string(),
  objectId: z.number().int(),
  /** Summary of the last batch: failed if any failed, else pending if any is still on its way, else sent, else cancelled. */
  state: z.enum(OBJECT_DELIVERY_STATES),
  batchId: z.string().nullable(),
  messages: z.array(exchangeSchema),
});
export type ObjectState = z.infer<typeof objectStateSchema>;

/** POST /api/Exchanges/testConnection, POST /api/Exchanges/testMail: the enqueued message. */
export const enqueuedSchema = z.object({ id: z.number().int() });
/** POST /api/Exchanges/testMail: to the caller's own address unless another is given. */
export const testMailBody = z.object({ to: emailSchema.optional() }).strict();

// ---------------------------------------------------------------- mailbox

export const mailSummarySchema = z.object({
  id: z.number().int(),
  outboxMessageId: z.number().int().nullable(),
  template: z.string(),
  idLang: z.number().int(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;
/** GET /api/Mailbox/list and POST /api/Mailbox/exportExcel: the local mailbox on the lists' layer, newest first. */
export const mailboxList = defineList(
  {
    createdAt: { type: 'date', sortable: true, filterable: true },
    to: { type: 'text', sortable: true, filterable: true },
    subject: { type: 'text', sortable: true, filterable: true, required: true },
    template: { type: 'text', sortable: true, filterable: true },
    idLang: { type: 'enum', sortable: true, filterable: true, options: ['1', '2'] },
    from: { type: 'text', sortable: true, filterable: true },
  },
  { sort: 'createdAt', order: 'desc' },
);
/** The list's query, and `to` (part of the recipient's address) as the API's helpers and tests pass it. */
export const mailboxListQuery = mailboxList.query.extend({ to: shortText.optional() });
export const mailboxPageSchema = listPageSchema(mailSummarySchema);
export const mailDetailSchema = mailSummarySchema.extend({ text: z.string(), html: z.string() });
export type MailDetail = z.infer<typeof mailDetailSchema>;
/** GET /api/Mailbox/byId?id= */
export const mailIdQuery = z.object({ id: idSchema });

// ---------------------------------------------------------------- spec calls (Boond/*, ResendBoond/*)

/**
 * The answer of the calls that hand data to BoondManager. Delivery is asynchronous (outbox):
 * `statusCode` 202 means accepted and queued; the delivery state is then read with GET /api/Exchanges/state.
 */
export const deliveryAcceptedSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  messageIds: z.array(z.number().int()),
  batchId: z.string().nullable(),
});
export type DeliveryAccepted = z.infer<typeof deliveryAcceptedSchema>;

/** The objects whose Boond messages can be resent. */
export const RESENDABLE_OBJECT_TYPES = ['dc', 'ea', 'eepBm', 'keyPeople', 'training'] as const;

/**
 * POST /api/ResendBoond/actions: replays the last batch of Boond messages of the target object.
 * Failed or cancelled messages go back to pending (same idempotency key: never applied twice);
 * messages already sent are enqueued again as new messages (a deliberate re-application).
 */
export const resendBoondActionsBody = z
  .object({
    /** The person whose file it is. */
    idUser: idSchema,
    /** The target object: the EEP BM / evaluation / skills file id (or the person id for key people). */
    id: idSchema,
    objectType: z.enum(RESENDABLE_OBJECT_TYPES).default('eepBm'),
    /** The date of the resend as the user's screen shows it (recorded, not required). */
    date: dateOrDateTime.optional(),
    /** Which parts of the last batch to resend; all by default. */
    flags: z
      .object({
        technicalData: z.boolean().optional(),
        documents: z.boolean().optional(),
        actions: z.boolean().optional(),
        rates: z.boolean().optional(),
      })
      .strict()
      .optional(),
    idLang: langIdSchema.optional(),
    year: integerInput(2000, 2100).optional(),
    idBusinessManager: idSchema.nullable().optional(),
  })
  .strict();
export type ResendBoondActionsBody = z.infer<typeof resendBoondActionsBody>;

export const SEND_ERROR_TYPES = [
  'actions_ea',
  'actions_dc',
  'actions_eepBm',
  'actions_training',
  'uploadFileToBoondEA',
  'uploadFileToBoondDC',
  'rates',
  'highRates',
] as const;
/** POST /api/Boond/sendEmailErrorSendBoond: tells support that a sending failed. */
export const sendEmailErrorSendBoondBody = z
  .object({
    /** The object whose sending failed (EA / skills file id; the person id for rates). */
    id: idSchema,
    /** The person concerned, when known. */
    idUser: idSchema.optional(),
    type: z.enum(SEND_ERROR_TYPES),
    message: text({ max: LIMITS.textMax, min: 1, multiline: true, trim: true }),
  })
  .strict();
export type SendEmailErrorSendBoondBody = z.infer<typeof sendEmailErrorSendBoondBody>;

/**
 * POST /api/Boond/uploadFileToBoondEA: sends the evaluation's signed PDF to BoondManager again, attached to the
 * person's resource. The caller names the evaluation; the server sends the PDF kept at its last signature (a file in
 * the body is refused): only a validated evaluation that a signature covers, by those who may resend it.
 */
export const uploadFileToBoondEaBody = z
  .object({
    idUser: idSchema,
    /** The evaluation (EA, or EEP BM with objectType eepBm). */
    idEa: idSchema,
    objectType: z.enum(['ea', 'eepBm']).default('ea'),
  })
  .strict();
export type UploadFileToBoondEaBody = z.infer<typeof uploadFileToBoondEaBody>;

/**
 * POST /api/Boond/uploadFileToBoondDC: sends the validated skills file, as the server exports it, to BoondManager as
 * the person's resume. The caller names the file and never supplies it.
 */
export const uploadFileToBoondDcBody = z.object({ idUser: idSchema, idDc: idSchema }).strict();
export type UploadFileToBoondDcBody = z.infer<typeof uploadFileToBoondDcBody>;

/**
 * POST /api/Boond/actions: writes the named document's log entry on the person's resource again (the evaluation
 * signed…). The server composes it — the tenant's action type, the date and the text are never the caller's.
 */
export const boondActionsBody = z
  .object({
    idUser: idSchema,
    objectType: z.enum(['dc', 'ea', 'eepBm', 'training']),
    objectId: idSchema,
  })
  .strict();
export type BoondActionsBody = z.infer<typeof boondActionsBody>;

const rateLine = z.object({ skill: requiredShortText, level: z.number().int().min(0).max(5) }).strict();
/** POST /api/Boond/rates (doRates: id, 'kp', skills). */
export const boondRatesBody = z
  .object({
    /** The person (key people record owner). */
    id: idSchema,
    type: z.literal('kp').default('kp'),
    skills: z.array(rateLine).min(1).max(500),
  })
  .strict();
export type BoondRatesBody = z.infer<typeof boondRatesBody>;
/** POST /api/Boond/highRates (doHighRates: id, skills). */
export const boondHighRatesBody = z.object({ id: idSchema, skills: z.array(rateLine).min(1).max(500) }).strict();
export type BoondHighRatesBody = z.infer<typeof boondHighRatesBody>;
